/** The synthetic training data generator: deterministic, paired, tagged with what it borrowed. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateSynthetic, type SynthDocument } from '../../scripts/classifier/synth.js';
import { LANGUAGES, PHRASES } from '../../scripts/classifier/synth-phrases.js';

const DOCUMENTS: SynthDocument[] = [
  { source: 'alpha', text: 'The garden committee met on Tuesday. They agreed to plant more roses along the fence. The budget was approved after a short debate.' },
  { source: 'beta', text: 'Install the package with the usual tool. Then start the service and open the dashboard. Logs are written to the data folder.' },
];

describe('synthetic training data', () => {
  it('gives the same rows for the same documents and seed, other rows for another seed', () => {
    const a = generateSynthetic(DOCUMENTS, { seed: 11, pairs: 200 });
    const b = generateSynthetic(DOCUMENTS, { seed: 11, pairs: 200 });
    assert.equal(JSON.stringify(a), JSON.stringify(b));
    assert.notEqual(JSON.stringify(a), JSON.stringify(generateSynthetic(DOCUMENTS, { seed: 12, pairs: 200 })));
  });

  it('pairs every attack with a benign twin in the same carrier, language and placement', () => {
    const rows = generateSynthetic(DOCUMENTS, { seed: 5, pairs: 300 });
    const attacks = rows.filter((r) => r.label === 'attack');
    assert.equal(attacks.length, 300);
    for (let i = 0; i < 600; i += 2) {
      const [attack, twin] = [rows[i]!, rows[i + 1]!];
      assert.equal(attack.label, 'attack');
      assert.equal(twin.label, 'benign');
      assert.equal(attack.kind, 'indirect');
      for (const key of ['carrier', 'lang', 'placement', 'borrowedFrom'] as const) assert.equal(attack[key], twin[key]);
      assert.notEqual(attack.text, twin.text);
    }
  });

  it('tags rows with the source whose document they borrowed, and only with those', () => {
    const rows = generateSynthetic(DOCUMENTS, { seed: 9, pairs: 400 });
    const borrowed = new Set(rows.map((r) => r.borrowedFrom));
    assert.deepEqual([...borrowed].sort(), [null, 'alpha', 'beta'].sort());
    for (const r of rows.filter((row) => row.borrowedFrom === 'alpha')) assert.ok(r.text.includes('garden committee') || r.text.includes('roses') || r.text.includes('budget'), r.text);
  });

  it('writes attacks in all twenty languages and keeps the plain tasks benign', () => {
    const rows = generateSynthetic(DOCUMENTS, { seed: 3, pairs: 2000 });
    assert.deepEqual([...new Set(rows.filter((r) => r.label === 'attack').map((r) => r.lang))].sort(), [...LANGUAGES].sort());
    const tasks = rows.filter((r) => r.family === 'task');
    assert.equal(tasks.length, LANGUAGES.reduce((n, lang) => n + PHRASES[lang].task.length + (PHRASES[lang].shaping?.length ?? 0), 0));
    for (const t of tasks) assert.equal(t.label, 'benign');
  });
});
