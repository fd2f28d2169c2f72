import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { it } from 'node:test';
import { ERROR_CATALOGUE } from '../src/errors/catalogue.js';

it('docs/errors.md documents exactly the catalogue in code', async () => {
  const doc = await readFile(new URL('../../../docs/errors.md', import.meta.url), 'utf8');
  const rows = new Map<string, { status: number; error: string }>();
  for (const line of doc.split('\n')) {
    const match = /^\| `([a-z_]+)` \| (\d{3}) \| ([^|]+) \|/.exec(line);
    if (match) rows.set(match[1]!, { status: Number(match[2]), error: match[3]!.trim() });
  }
  const code = new Map(Object.entries(ERROR_CATALOGUE).map(([c, e]) => [c, { status: e.status, error: e.error }]));
  assert.deepEqual([...rows.keys()].sort(), [...code.keys()].sort(), 'same codes in docs/errors.md and the catalogue');
  for (const [name, entry] of code) assert.deepEqual(rows.get(name), entry, `docs/errors.md row for ${name}`);
});
