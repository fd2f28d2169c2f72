/** The synthetic harmful-request generator: deterministic, paired with benign twins, template-only, twenty languages. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateHarmfulSynthetic } from '../../scripts/classifier/synth-harmful.js';
import { DOMAINS, HARM_PHRASES } from '../../scripts/classifier/synth-harmful-phrases.js';
import { LANGUAGES } from '../../scripts/classifier/synth-phrases.js';

describe('synthetic harmful requests', () => {
  it('gives the same rows for the same seed, other rows for another seed', () => {
    const a = generateHarmfulSynthetic({ seed: 11, pairs: 300 });
    assert.equal(JSON.stringify(a), JSON.stringify(generateHarmfulSynthetic({ seed: 11, pairs: 300 })));
    assert.notEqual(JSON.stringify(a), JSON.stringify(generateHarmfulSynthetic({ seed: 12, pairs: 300 })));
  });

  it('follows every harmful request with a benign twin in the same language, register and detail', () => {
    const rows = generateHarmfulSynthetic({ seed: 5, pairs: 500 });
    assert.equal(rows.filter((r) => r.label === 'attack').length, 500);
    rows.forEach((row, i) => {
      if (row.label !== 'attack') return;
      const twin = rows[i + 1]!;
      assert.equal(row.kind, 'harmful');
      assert.equal(twin.label, 'benign');
      assert.equal(twin.family, 'twin');
      for (const key of ['lang', 'register', 'domain'] as const) assert.equal(row[key], twin[key]);
      assert.notEqual(row.text, twin.text);
    });
  });

  it('borrows no corpus text, so every row stays in every leave-one-source-out fold', () => {
    for (const row of generateHarmfulSynthetic({ seed: 9, pairs: 400 })) assert.equal(row.borrowedFrom, null);
  });

  it('writes requests in all twenty languages and all ten domains, with benign rows of every family', () => {
    const rows = generateHarmfulSynthetic({ seed: 3, pairs: 3000 });
    const attacks = rows.filter((r) => r.label === 'attack');
    assert.deepEqual([...new Set(attacks.map((r) => r.lang))].sort(), [...LANGUAGES].sort());
    assert.deepEqual([...new Set(attacks.map((r) => r.domain))].sort(), [...DOMAINS].sort());
    const families = new Set(rows.filter((r) => r.label === 'benign').map((r) => r.family));
    for (const family of ['twin', 'protective', 'discussion', 'fiction']) assert.ok(families.has(family as never), family);
  });

  it('has every domain, frame slot and benign side written for every language', () => {
    for (const lang of LANGUAGES) {
      const p = HARM_PHRASES[lang];
      for (const frame of p.frames) assert.ok(frame.includes('{A}'), `${lang}: ${frame}`);
      for (const wrapper of p.wrappers) assert.ok(wrapper.includes('{Q}'), `${lang}: ${wrapper}`);
      for (const domain of DOMAINS) assert.ok(p.harm[domain].length >= 2, `${lang} ${domain}`);
      for (const side of ['benign', 'protective', 'discussion', 'fiction', 'detail', 'conceal'] as const) assert.ok(p[side].length >= 2, `${lang} ${side}`);
    }
  });
});
