/**
 * Prints the misses (attacks not flagged) or false positives (benign text scoring 4 or more) of one
 * corpus, with the rules that fired, for studying where detection fails.
 *
 *   npm run bench:inspect -- <source> miss|fp [count]
 */
import { readFileSync } from 'node:fs';
import { createEngine } from '@parapet/engine';

const [source, mode = 'miss', countArg = '10'] = process.argv.slice(2);
if (!source || (mode !== 'miss' && mode !== 'fp')) {
  console.error('usage: npm run bench:inspect -- <source> miss|fp [count]');
  process.exit(2);
}
const engine = createEngine();
const rows = readFileSync(new URL(`../../shared/datasets/dev/${source}.jsonl`, import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { text: string; label: string; kind: string });
const wanted = Number(countArg);
let shown = 0;
for (const row of rows) {
  if (shown >= wanted) break;
  const result = engine.screenInput(row.text);
  const miss = mode === 'miss' && row.label === 'attack' && result.risk_score < 7;
  const fp = mode === 'fp' && row.label === 'benign' && result.risk_score >= 4;
  if (!miss && !fp) continue;
  shown++;
  console.log(`--- ${row.kind} score ${result.risk_score}: ${result.flags.map((f) => `${f.id}=${JSON.stringify(f.evidence)}`).join(' | ')}`);
  console.log(row.text.slice(0, 400).replace(/\n/g, ' ⏎ '));
}
