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
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createEngine, SOURCE_KINDS, type SourceKind } from '@parapet/engine';

interface Row {
  text: string;
  label: 'attack' | 'benign';
  kind: string;
  source?: string;
  meta?: { is_model_output?: boolean };
}

interface Tally {
  n: number;
  flagged: number;
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

const engine = createEngine();
const bySourceKind = new Map<string, Tally>();
const byKind = new Map<string, Tally>();
const outputs = new Map<string, Tally>();
const latencies: number[] = [];
const latencyBySize = { small: [] as number[], large: [] as number[] };
let totalChars = 0;
const started = performance.now();

function add(map: Map<string, Tally>, key: string, flagged: boolean): void {
  const t = map.get(key) ?? { n: 0, flagged: 0 };
  t.n++;
  if (flagged) t.flagged++;
  map.set(key, t);
}

for (const file of files) {
  const source = file.split('/').pop()!.replace(/\.jsonl$/, '');
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as Row;
    const t0 = performance.now();
    let flagged: boolean;
    if (row.meta?.is_model_output) {
      flagged = engine.screenOutput(row.text).risk_score >= 7;
      add(outputs, `${source}\t${row.kind}`, flagged);
      continue;
    }
    flagged = engine.screenInput(row.text, sourceKind ? { sourceKind } : {}).risk_score >= 7;
    const ms = performance.now() - t0;
    latencies.push(ms);
    if (row.text.length < 2048) latencyBySize.small.push(ms);
    else latencyBySize.large.push(ms);
    totalChars += row.text.length;
    add(bySourceKind, `${source}\t${row.kind}`, flagged);
    add(byKind, row.kind, flagged);
  }
}
const elapsed = (performance.now() - started) / 1000;
if (sourceKind) console.log(`\nEvery input screened with source_kind ${sourceKind}.`);

function pct(t: Tally | undefined, invert = false): string {
  if (!t || t.n === 0) return '-';
  const rate = t.flagged / t.n;
  return `${((invert ? 1 - rate : rate) * 100).toFixed(1)}%`;
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const ATTACK_KINDS = ['injection', 'jailbreak', 'indirect', 'exfiltration'];
console.log('\n## By kind (input screening)\n');
console.log('| kind | rows | flagged | metric |');
console.log('|---|---|---|---|');
for (const [kind, t] of [...byKind].sort()) {
  const metric = kind === 'benign' ? `FPR ${pct(t)}` : kind === 'benign_hard' ? `over-defense accuracy ${pct(t, true)}` : `TPR ${pct(t)}`;
  console.log(`| ${kind} | ${t.n} | ${t.flagged} | ${metric} |`);
}
const attacks = ATTACK_KINDS.map((k) => byKind.get(k)).filter((t): t is Tally => Boolean(t));
const pooled = attacks.reduce((a, t) => ({ n: a.n + t.n, flagged: a.flagged + t.flagged }), { n: 0, flagged: 0 });
console.log(`| **injection+jailbreak+indirect+exfiltration** | ${pooled.n} | ${pooled.flagged} | TPR ${pct(pooled)} |`);

console.log('\n## By source (input screening)\n');
console.log('| source | kind | rows | flagged | rate |');
console.log('|---|---|---|---|---|');
for (const [key, t] of [...bySourceKind].sort()) {
  const [source, kind] = key.split('\t');
  console.log(`| ${source} | ${kind} | ${t.n} | ${t.flagged} | ${pct(t)} |`);
}
const perSource = new Map<string, { attack: Tally; benign: Tally }>();
for (const [key, t] of bySourceKind) {
  const [source, kind] = key.split('\t') as [string, string];
  const entry = perSource.get(source) ?? { attack: { n: 0, flagged: 0 }, benign: { n: 0, flagged: 0 } };
  const side = kind === 'benign' || kind === 'benign_hard' ? entry.benign : entry.attack;
  side.n += t.n;
  side.flagged += t.flagged;
  perSource.set(source, entry);
}
console.log('\n## Balanced accuracy (sources with both labels)\n');
console.log('| source | TPR | TNR | balanced accuracy |');
console.log('|---|---|---|---|');
for (const [source, { attack, benign }] of [...perSource].sort()) {
  if (attack.n === 0 || benign.n === 0) continue;
  const tpr = attack.flagged / attack.n;
  const tnr = 1 - benign.flagged / benign.n;
  console.log(`| ${source} | ${(tpr * 100).toFixed(1)}% | ${(tnr * 100).toFixed(1)}% | ${(((tpr + tnr) / 2) * 100).toFixed(1)}% |`);
}
if (outputs.size > 0) {
  console.log('\n## Output screening (model outputs)\n');
  console.log('| source | kind | rows | flagged | rate |');
  console.log('|---|---|---|---|---|');
  for (const [key, t] of [...outputs].sort()) {
    const [source, kind] = key.split('\t');
    console.log(`| ${source} | ${kind} | ${t.n} | ${t.flagged} | ${pct(t)} |`);
  }
}
console.log('\n## Speed (input screening, this process, one core)\n');
console.log('| inputs | count | p50 ms | p99 ms |');
console.log('|---|---|---|---|');
console.log(`| < 2 KB | ${latencyBySize.small.length} | ${quantile(latencyBySize.small, 0.5).toFixed(3)} | ${quantile(latencyBySize.small, 0.99).toFixed(3)} |`);
console.log(`| >= 2 KB | ${latencyBySize.large.length} | ${quantile(latencyBySize.large, 0.5).toFixed(3)} | ${quantile(latencyBySize.large, 0.99).toFixed(3)} |`);
console.log(`| all | ${latencies.length} | ${quantile(latencies, 0.5).toFixed(3)} | ${quantile(latencies, 0.99).toFixed(3)} |`);
console.log(`\n${latencies.length} inputs, ${(totalChars / 1e6).toFixed(1)} M characters in ${elapsed.toFixed(1)} s: ${Math.round(latencies.length / elapsed)} samples/s`);
