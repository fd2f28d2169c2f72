/**
 * Detection quality and speed of the engine on labelled JSONL corpora.
 *
 *   npm run bench:detect                       # every file in ../shared/datasets/dev/
 *   npm run bench:detect -- path/a.jsonl ...   # chosen files
 *   npm run bench:detect -- --source-kind retrieved_doc a.jsonl   # every row screened as that source
 *
 * Each line: {"text", "label": "attack"|"benign", "kind", "source", "meta"}. Inputs are screened with
 * the default policy and no source_kind; model outputs (meta.is_model_output) go through output
 * screening. "Flagged" means a verdict of high_risk or critical (risk_score >= 7).
 *
 * Every table has two columns of results: the pattern layer alone, and the pattern layer with the
 * local classifier (the shipped weights in models/), as the service runs by default. Both come from
 * one screening: the pattern-only decision is the same findings without the classifier's.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createEngine, decide, defaultPolicy, SOURCE_KINDS, type SourceKind } from '@parapet/engine';
import { loadClassifier } from '../apps/server/src/classifier-weights.js';

interface Row {
  text: string;
  label: 'attack' | 'benign';
  kind: string;
  source?: string;
  meta?: { is_model_output?: boolean };
}

interface Tally {
  n: number;
  /** Flagged by the pattern layer alone. */
  flagged: number;
  /** Flagged by the pattern layer and the classifier. */
  model: number;
}

const root = new URL('..', import.meta.url).pathname;
const argv = process.argv.slice(2);
const kindAt = argv.indexOf('--source-kind');
const sourceKind = kindAt >= 0 ? (argv[kindAt + 1] as SourceKind | undefined) : undefined;
if (kindAt >= 0 && (!sourceKind || !(SOURCE_KINDS as readonly string[]).includes(sourceKind))) {
  console.error(`--source-kind takes one of ${SOURCE_KINDS.join(', ')}`);
  process.exit(2);
}
const args = kindAt >= 0 ? argv.filter((_, i) => i !== kindAt && i !== kindAt + 1) : argv;
const defaultDir = join(root, '../shared/datasets/dev');
const files = args.length > 0 ? args : existsSync(defaultDir) ? readdirSync(defaultDir).filter((f) => f.endsWith('.jsonl')).sort().map((f) => join(defaultDir, f)) : [];
if (files.length === 0) {
  console.error('no input files (pass JSONL paths, or place the corpora at ../shared/datasets/dev)');
  process.exit(1);
}

const patternEngine = createEngine();
const engine = createEngine({ classifier: loadClassifier() });
const bySourceKind = new Map<string, Tally>();
const byKind = new Map<string, Tally>();
const outputs = new Map<string, Tally>();
const latencies: number[] = [];
const latencyBySize = { small: [] as number[], large: [] as number[] };
let totalChars = 0;
const started = performance.now();

function add(map: Map<string, Tally>, key: string, flagged: boolean, model: boolean): void {
  const t = map.get(key) ?? { n: 0, flagged: 0, model: 0 };
  t.n++;
  if (flagged) t.flagged++;
  if (model) t.model++;
  map.set(key, t);
}

for (const file of files) {
  const source = file.split('/').pop()!.replace(/\.jsonl$/, '');
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as Row;
    const t0 = performance.now();
    if (row.meta?.is_model_output) {
      add(outputs, `${source}\t${row.kind}`, patternEngine.screenOutput(row.text).risk_score >= 7, engine.screenOutput(row.text).risk_score >= 7);
      continue;
    }
    const result = engine.screenInput(row.text, sourceKind ? { sourceKind } : {});
    const ms = performance.now() - t0;
    const patternFindings = result.findings.filter((f) => !f.id.endsWith('.classifier'));
    const flagged = decide({ findings: patternFindings, policy: defaultPolicy(), ...(sourceKind ? { sourceKind } : {}) }).risk_score >= 7;
    const model = result.risk_score >= 7;
    latencies.push(ms);
    if (row.text.length < 2048) latencyBySize.small.push(ms);
    else latencyBySize.large.push(ms);
    totalChars += row.text.length;
    add(bySourceKind, `${source}\t${row.kind}`, flagged, model);
    add(byKind, row.kind, flagged, model);
  }
}
const elapsed = (performance.now() - started) / 1000;
if (sourceKind) console.log(`\nEvery input screened with source_kind ${sourceKind}.`);

function pct(t: Tally | undefined, invert = false, count: 'flagged' | 'model' = 'flagged'): string {
  if (!t || t.n === 0) return '-';
  const rate = t[count] / t.n;
  return `${((invert ? 1 - rate : rate) * 100).toFixed(1)}%`;
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const ATTACK_KINDS = ['injection', 'jailbreak', 'indirect', 'exfiltration'];
console.log('\n## By kind (input screening)\n');
console.log('| kind | rows | pattern: flagged | metric | +classifier: flagged | metric |');
console.log('|---|---|---|---|---|---|');
const metric = (kind: string, t: Tally, count: 'flagged' | 'model'): string =>
  kind === 'benign' ? `FPR ${pct(t, false, count)}` : kind === 'benign_hard' ? `over-defense accuracy ${pct(t, true, count)}` : `TPR ${pct(t, false, count)}`;
for (const [kind, t] of [...byKind].sort()) {
  console.log(`| ${kind} | ${t.n} | ${t.flagged} | ${metric(kind, t, 'flagged')} | ${t.model} | ${metric(kind, t, 'model')} |`);
}
const attacks = ATTACK_KINDS.map((k) => byKind.get(k)).filter((t): t is Tally => Boolean(t));
const pooled = attacks.reduce((a, t) => ({ n: a.n + t.n, flagged: a.flagged + t.flagged, model: a.model + t.model }), { n: 0, flagged: 0, model: 0 });
console.log(`| **injection+jailbreak+indirect+exfiltration** | ${pooled.n} | ${pooled.flagged} | TPR ${pct(pooled)} | ${pooled.model} | TPR ${pct(pooled, false, 'model')} |`);

function sourceTable(map: Map<string, Tally>): void {
  console.log('| source | kind | rows | pattern: flagged | rate | +classifier: flagged | rate |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [key, t] of [...map].sort()) {
    const [source, kind] = key.split('\t');
    console.log(`| ${source} | ${kind} | ${t.n} | ${t.flagged} | ${pct(t)} | ${t.model} | ${pct(t, false, 'model')} |`);
  }
}
console.log('\n## By source (input screening)\n');
sourceTable(bySourceKind);
const perSource = new Map<string, { attack: Tally; benign: Tally }>();
for (const [key, t] of bySourceKind) {
  const [source, kind] = key.split('\t') as [string, string];
  const entry = perSource.get(source) ?? { attack: { n: 0, flagged: 0, model: 0 }, benign: { n: 0, flagged: 0, model: 0 } };
  const side = kind === 'benign' || kind === 'benign_hard' ? entry.benign : entry.attack;
  side.n += t.n;
  side.flagged += t.flagged;
  side.model += t.model;
  perSource.set(source, entry);
}
console.log('\n## Balanced accuracy (sources with both labels)\n');
console.log('| source | pattern: TPR | TNR | balanced accuracy | +classifier: TPR | TNR | balanced accuracy |');
console.log('|---|---|---|---|---|---|---|');
const balanced = (attack: Tally, benign: Tally, count: 'flagged' | 'model'): string => {
  const tpr = attack[count] / attack.n;
  const tnr = 1 - benign[count] / benign.n;
  return `${(tpr * 100).toFixed(1)}% | ${(tnr * 100).toFixed(1)}% | ${(((tpr + tnr) / 2) * 100).toFixed(1)}%`;
};
for (const [source, { attack, benign }] of [...perSource].sort()) {
  if (attack.n === 0 || benign.n === 0) continue;
  console.log(`| ${source} | ${balanced(attack, benign, 'flagged')} | ${balanced(attack, benign, 'model')} |`);
}
if (outputs.size > 0) {
  console.log('\n## Output screening (model outputs)\n');
  sourceTable(outputs);
}
console.log('\n## Speed (input screening with the classifier, this process, one core)\n');
console.log('| inputs | count | p50 ms | p99 ms |');
console.log('|---|---|---|---|');
console.log(`| < 2 KB | ${latencyBySize.small.length} | ${quantile(latencyBySize.small, 0.5).toFixed(3)} | ${quantile(latencyBySize.small, 0.99).toFixed(3)} |`);
console.log(`| >= 2 KB | ${latencyBySize.large.length} | ${quantile(latencyBySize.large, 0.5).toFixed(3)} | ${quantile(latencyBySize.large, 0.99).toFixed(3)} |`);
console.log(`| all | ${latencies.length} | ${quantile(latencies, 0.5).toFixed(3)} | ${quantile(latencies, 0.99).toFixed(3)} |`);
console.log(`\n${latencies.length} inputs, ${(totalChars / 1e6).toFixed(1)} M characters in ${elapsed.toFixed(1)} s: ${Math.round(latencies.length / elapsed)} samples/s`);
