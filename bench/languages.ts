/**
 * Detection per language: the share of rows flagged (risk_score >= 7) for each source, kind and
 * language of the chosen corpora, pattern layer alone and with the local classifier. Used to check
 * that multilingual coverage holds in every language rather than on average.
 *
 *   npm run bench:languages -- xsafety mgsm            # sources in ../shared/datasets/dev/
 *   npm run bench:languages -- xsafety --kind injection
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createEngine, decide, defaultPolicy } from '@parapet/engine';
import { loadClassifier } from '../apps/server/src/classifier-weights.js';

interface Row {
  text: string;
  label: 'attack' | 'benign';
  kind: string;
  lang?: string;
  meta?: { is_model_output?: boolean };
}

const root = new URL('..', import.meta.url).pathname;
const argv = process.argv.slice(2);
const kindAt = argv.indexOf('--kind');
const onlyKind = kindAt >= 0 ? argv[kindAt + 1] : undefined;
const sources = argv.filter((_, i) => kindAt < 0 || (i !== kindAt && i !== kindAt + 1));
if (sources.length === 0) {
  console.error('usage: npm run bench:languages -- <source> [<source> ...] [--kind <kind>]');
  process.exit(2);
}

const engine = createEngine({ classifier: loadClassifier() });
const tallies = new Map<string, { n: number; flagged: number; model: number }>();
for (const source of sources) {
  const file = join(root, '../shared/datasets/dev', `${source}.jsonl`);
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as Row;
    if (row.meta?.is_model_output || (onlyKind && row.kind !== onlyKind)) continue;
    const result = engine.screenInput(row.text);
    const patternFindings = result.findings.filter((f) => !f.id.endsWith('.classifier'));
    const flagged = decide({ findings: patternFindings, policy: defaultPolicy() }).risk_score >= 7;
    const key = `${source}\t${row.kind}\t${row.lang ?? '?'}`;
    const t = tallies.get(key) ?? { n: 0, flagged: 0, model: 0 };
    t.n++;
    if (flagged) t.flagged++;
    if (result.risk_score >= 7) t.model++;
    tallies.set(key, t);
  }
}

const pct = (k: number, n: number): string => `${((k / n) * 100).toFixed(1)}%`;
console.log('| source | kind | lang | rows | pattern: flagged | +classifier: flagged |');
console.log('|---|---|---|---:|---:|---:|');
for (const [key, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
  const [source, kind, lang] = key.split('\t');
  console.log(`| ${source} | ${kind} | ${lang} | ${t.n} | ${pct(t.flagged, t.n)} | ${pct(t.model, t.n)} |`);
}
