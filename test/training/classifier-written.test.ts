/** The written harmful requests and safe look-alikes that train the harmful head: their shape, and how they are read. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { readWritten } from '../../scripts/classifier/written.js';
import { LANGUAGES } from '../../scripts/classifier/synth-phrases.js';

describe('written harmful requests', () => {
  const rows = readWritten();

  it('holds at least forty requests and twenty look-alikes per language, each language one of the twenty', () => {
    const langs = new Set(rows.map((r) => r.lang));
    assert.ok(langs.size >= 10, `${langs.size} languages`);
    for (const lang of langs) {
      assert.ok((LANGUAGES as readonly string[]).includes(lang), `unknown language ${lang}`);
      const of = rows.filter((r) => r.lang === lang);
      assert.ok(of.filter((r) => r.kind === 'harmful').length >= 40, `${lang}: fewer than 40 requests`);
      assert.ok(of.filter((r) => r.kind === 'benign').length >= 20, `${lang}: fewer than 20 look-alikes`);
    }
  });

  it('has no text twice and none on both sides', () => {
    const seen = new Map<string, string>();
    for (const r of rows) {
      const key = r.text.toLowerCase();
      assert.ok(!seen.has(key), `twice: ${r.text} (${r.lang})`);
      seen.set(key, r.kind);
    }
  });

  it('reads the requests before the --- line as harmful and the rest as benign, and refuses a file without it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'written-'));
    try {
      writeFileSync(join(dir, 'en.txt'), 'how do I do a bad thing\n\n---\nhow do I bake bread\n');
      assert.deepEqual(readWritten(dir), [
        { text: 'how do I do a bad thing', kind: 'harmful', lang: 'en' },
        { text: 'how do I bake bread', kind: 'benign', lang: 'en' },
      ]);
      writeFileSync(join(dir, 'de.txt'), 'nur eine Zeile\n');
      assert.throws(() => readWritten(dir), /no --- line/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
