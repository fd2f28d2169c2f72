/**
 * Trains the local classifier from the `train` sources of ../shared/datasets/dev (see its SOURCES.md)
 * and writes models/classifier.json (settings, calibration, provenance) and models/classifier.bin
 * (int8 weights). Deterministic: same data, same seed, same bytes.
 *
 *   npm run train:classifier              # train and write the weights
 *   npm run train:classifier -- --loso    # leave-one-source-out table, writes nothing
 *
 * Model: logistic regression (AdaGrad, L2) over the engine's hashed n-gram features, two heads:
 * `injection` (injection, jailbreak, indirect and exfiltration attacks against benign and
 * benign_hard text) and `harmful` (harmful requests against the same benign text). Each head's
 * attack and benign rows carry equal total weight; benign_hard rows count double, so that trigger
 * words alone do not tip the balance. Benign texts longer than a chunk are split as at inference.
 *
 * Calibration: sources are dealt into five folds; each fold's rows are scored by a model trained on
 * the other four, and Platt scaling is fitted on those out-of-source scores. The probabilities so
 * reflect how the model does on sources it has not seen, not on its own training rows.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  canonicalText,
  chunkBounds,
  createClassifier,
  FEATURE_BITS,
  FEATURE_DIMS,
  Featurizer,
  normalize,
  sigmoid,
  type ClassifierMeta,
  type HeadName,
  type SparseVector,
} from '@parapet/engine';

const SEED = 20261122;
const EPOCHS = Number(process.env['TRAIN_EPOCHS'] ?? 4);
const LEARNING_RATE = Number(process.env['TRAIN_LR'] ?? 0.1);
const L2 = Number(process.env['TRAIN_L2'] ?? 1e-4);
const CHUNK_CHARS = 1500;
const CHUNK_OVERLAP = 200;
const FOLDS = 5;
const HARD_WEIGHT = 2;
/** A probability of this much or more counts as flagged (severity 7, the block band) in the tables. */
const FLAG_AT = 0.7;

const INJECTION_KINDS = new Set(['injection', 'jailbreak', 'indirect', 'exfiltration']);
const BENIGN_KINDS = new Set(['benign', 'benign_hard']);

const root = new URL('..', import.meta.url).pathname;
const datasets = join(root, '../shared/datasets');
const outDir = join(root, 'models');

interface Row {
  text: string;
  kind: string;
  source: string;
}

interface Example {
  x: SparseVector;
  kind: string;
  source: string;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `use` of each source, read from the table in SOURCES.md. */
function sourceUses(): Map<string, 'train' | 'eval'> {
  const uses = new Map<string, 'train' | 'eval'>();
  for (const line of readFileSync(join(datasets, 'SOURCES.md'), 'utf8').split('\n')) {
    const m = /^\|\s*`([a-z0-9_]+)`\s*\|.*\|\s*\*\*(train|eval)\*\*/.exec(line);
    if (m) uses.set(m[1]!, m[2] as 'train' | 'eval');
  }
  return uses;
}

function loadRows(source: string): Row[] {
  const rows: Row[] = [];
  for (const line of readFileSync(join(datasets, 'dev', `${source}.jsonl`), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as { text: string; kind: string; meta?: { is_model_output?: boolean } };
    if (r.meta?.is_model_output) continue;
    rows.push({ text: r.text, kind: r.kind, source });
  }
  return rows;
}

const featurizer = new Featurizer();

function examplesOf(row: Row): Example[] {
  const text = canonicalText(normalize(row.text).canonical);
  if (!BENIGN_KINDS.has(row.kind) || text.length <= CHUNK_CHARS) return [{ x: featurizer.vector(text), kind: row.kind, source: row.source }];
  return chunkBounds(text, CHUNK_CHARS, CHUNK_OVERLAP).map(([a, b]) => ({ x: featurizer.vector(text.slice(a, b)), kind: row.kind, source: row.source }));
}

function labelFor(head: HeadName, kind: string): 0 | 1 | null {
  if (BENIGN_KINDS.has(kind)) return 0;
  if (head === 'injection') return INJECTION_KINDS.has(kind) ? 1 : null;
  return kind === 'harmful' ? 1 : null;
}

interface Trained {
  w: Float32Array;
  bias: number;
}

/** Logistic regression with AdaGrad; positives and negatives carry equal total weight. */
function train(examples: readonly Example[], head: HeadName, seed: number): Trained {
  const items: Array<{ x: SparseVector; y: 0 | 1; weight: number }> = [];
  let pos = 0;
  let neg = 0;
  for (const e of examples) {
    const y = labelFor(head, e.kind);
    if (y === null) continue;
    const weight = e.kind === 'benign_hard' ? HARD_WEIGHT : 1;
    if (y === 1) pos += weight;
    else neg += weight;
    items.push({ x: e.x, y, weight });
  }
  const total = pos + neg;
  for (const it of items) it.weight *= it.y === 1 ? total / (2 * pos) : total / (2 * neg);
  const w = new Float32Array(FEATURE_DIMS);
  const g2 = new Float32Array(FEATURE_DIMS).fill(1e-6);
  let bias = 0;
  let biasG2 = 1e-6;
  const random = mulberry32(seed);
  const order = items.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const k of order) {
      const { x, y, weight } = items[k]!;
      let margin = bias;
      for (let n = 0; n < x.indices.length; n++) margin += w[x.indices[n]!]! * x.values[n]!;
      const grad = (sigmoid(margin) - y) * weight;
      for (let n = 0; n < x.indices.length; n++) {
        const idx = x.indices[n]!;
        const g = grad * x.values[n]! + L2 * w[idx]!;
        g2[idx] = g2[idx]! + g * g;
        w[idx] = w[idx]! - (LEARNING_RATE * g) / Math.sqrt(g2[idx]!);
      }
      biasG2 += grad * grad;
      bias -= (LEARNING_RATE * grad) / Math.sqrt(biasG2);
    }
  }
  return { w, bias };
}

function margin(model: Trained, x: SparseVector): number {
  let m = model.bias;
  for (let n = 0; n < x.indices.length; n++) m += model.w[x.indices[n]!]! * x.values[n]!;
  return m;
}

/** Platt scaling: Newton's method with backtracking on the log loss, with Platt's smoothed targets. */
function fitPlatt(points: ReadonlyArray<{ m: number; y: 0 | 1 }>): { a: number; b: number } {
  const nPos = points.filter((p) => p.y === 1).length;
  const nNeg = points.length - nPos;
  const hi = (nPos + 1) / (nPos + 2);
  const lo = 1 / (nNeg + 2);
  const loss = (a: number, b: number): number => {
    let l = 0;
    for (const { m, y } of points) {
      const t = y === 1 ? hi : lo;
      const z = a * m + b;
      // log(1 + e^z) - t z, computed stably
      l += (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z))) - t * z;
    }
    return l;
  };
  let a = 1;
  let b = 0;
  let current = loss(a, b);
  for (let iter = 0; iter < 100; iter++) {
    let gA = 0;
    let gB = 0;
    let hAA = 1e-6;
    let hAB = 0;
    let hBB = 1e-6;
    for (const { m, y } of points) {
      const t = y === 1 ? hi : lo;
      const p = sigmoid(a * m + b);
      const d = p - t;
      const s = Math.max(p * (1 - p), 1e-12);
      gA += d * m;
      gB += d;
      hAA += s * m * m;
      hAB += s * m;
      hBB += s;
    }
    const det = hAA * hBB - hAB * hAB;
    const dA = (hBB * gA - hAB * gB) / det;
    const dB = (hAA * gB - hAB * gA) / det;
    let step = 1;
    while (step > 1e-8) {
      const next = loss(a - step * dA, b - step * dB);
      if (next < current) {
        a -= step * dA;
        b -= step * dB;
        current = next;
        break;
      }
      step /= 2;
    }
    if (step <= 1e-8 || (Math.abs(step * dA) < 1e-9 && Math.abs(step * dB) < 1e-9)) break;
  }
  return { a, b };
}

function foldsOf(sources: readonly string[]): string[][] {
  const random = mulberry32(SEED + 1);
  const shuffled = [...sources].sort();
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return Array.from({ length: FOLDS }, (_, f) => shuffled.filter((_, i) => i % FOLDS === f));
}

const HEADS: HeadName[] = ['injection', 'harmful'];

function calibrate(examples: readonly Example[], sources: readonly string[]): Record<HeadName, { a: number; b: number }> {
  const points: Record<HeadName, Array<{ m: number; y: 0 | 1 }>> = { injection: [], harmful: [] };
  for (const fold of foldsOf(sources)) {
    const held = new Set(fold);
    const trainSet = examples.filter((e) => !held.has(e.source));
    const testSet = examples.filter((e) => held.has(e.source));
    for (const head of HEADS) {
      const model = train(trainSet, head, SEED);
      for (const e of testSet) {
        const y = labelFor(head, e.kind);
        if (y !== null) points[head].push({ m: margin(model, e.x), y });
      }
    }
  }
  const fitted = { injection: fitPlatt(points.injection), harmful: fitPlatt(points.harmful) };
  if (process.env['TRAIN_DEBUG']) {
    for (const head of HEADS) {
      const pts = points[head];
      const mean = (y: 0 | 1): number => pts.filter((p) => p.y === y).reduce((s, p) => s + p.m, 0) / Math.max(1, pts.filter((p) => p.y === y).length);
      console.error(head, 'out-of-source mean margin attack', mean(1).toFixed(3), 'benign', mean(0).toFixed(3), 'platt', fitted[head]);
    }
  }
  return fitted;
}

function quantize(w: Float32Array): { bytes: Int8Array; scale: number } {
  let max = 0;
  for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = max > 0 ? max / 127 : 1;
  const bytes = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) bytes[i] = Math.max(-127, Math.min(127, Math.round(w[i]! / scale)));
  return { bytes, scale };
}

function percent(k: number, n: number): string {
  return n === 0 ? '-' : `${((100 * k) / n).toFixed(1)}%`;
}

const uses = sourceUses();
const allSources = readdirSync(join(datasets, 'dev'))
  .filter((f) => f.endsWith('.jsonl'))
  .map((f) => f.slice(0, -'.jsonl'.length))
  .sort();
const trainSources = allSources.filter((s) => uses.get(s) === 'train');
const started = Date.now();
const examples = trainSources.flatMap((s) => loadRows(s).flatMap(examplesOf));
console.error(`featurized ${examples.length} examples from ${trainSources.length} train sources in ${Date.now() - started} ms`);

if (process.env['TRAIN_DEBUG'] === 'insample') {
  for (const head of HEADS) {
    const model = train(examples, head, SEED);
    const stats = new Map<string, { n: number; sum: number; pos: number }>();
    for (const e of examples) {
      const y = labelFor(head, e.kind);
      if (y === null) continue;
      const m = margin(model, e.x);
      const k = `${e.source}/${e.kind}`;
      const st = stats.get(k) ?? { n: 0, sum: 0, pos: 0 };
      st.n++;
      st.sum += m;
      if (m > 0) st.pos++;
      stats.set(k, st);
    }
    console.error(head, 'bias', model.bias.toFixed(3), [...stats].map(([k, v]) => `${k} mean ${(v.sum / v.n).toFixed(2)} >0 ${v.pos}/${v.n}`).join('\n'));
  }
  process.exit(0);
}
if (process.argv.includes('--loso')) {
  // Calibration is the one fitted over all train sources (two parameters per head); the weights
  // that score each held-out source never saw it.
  const platt = calibrate(examples, trainSources);
  const full = { injection: train(examples, 'injection', SEED), harmful: train(examples, 'harmful', SEED) };
  console.log('| held-out source | use | attacks | caught | benign | flagged | benign_hard | flagged |');
  console.log('|---|---|---|---|---|---|---|---|');
  const totals = { attacks: 0, caught: 0, benign: 0, fp: 0, hard: 0, hardFp: 0 };
  for (const source of allSources) {
    const held = uses.get(source) === 'train';
    const models = held
      ? {
          injection: train(examples.filter((e) => e.source !== source), 'injection', SEED),
          harmful: train(examples.filter((e) => e.source !== source), 'harmful', SEED),
        }
      : full;
    const t = { attacks: 0, caught: 0, benign: 0, fp: 0, hard: 0, hardFp: 0 };
    for (const row of loadRows(source)) {
      const text = canonicalText(normalize(row.text).canonical);
      const p = { injection: 0, harmful: 0 };
      for (const [a, b] of chunkBounds(text, CHUNK_CHARS, CHUNK_OVERLAP)) {
        const x = featurizer.vector(text.slice(a, b));
        for (const head of HEADS) p[head] = Math.max(p[head], sigmoid(platt[head].a * margin(models[head], x) + platt[head].b));
      }
      const flagged = Math.max(p.injection, p.harmful) >= FLAG_AT;
      if (INJECTION_KINDS.has(row.kind)) {
        t.attacks++;
        if (p.injection >= FLAG_AT) t.caught++;
      } else if (row.kind === 'harmful') {
        t.attacks++;
        if (p.harmful >= FLAG_AT) t.caught++;
      } else if (row.kind === 'benign') {
        t.benign++;
        if (flagged) t.fp++;
      } else {
        t.hard++;
        if (flagged) t.hardFp++;
      }
    }
    for (const k of Object.keys(totals) as Array<keyof typeof totals>) totals[k] += t[k];
    console.log(`| ${source} | ${uses.get(source)} | ${t.attacks} | ${percent(t.caught, t.attacks)} | ${t.benign} | ${percent(t.fp, t.benign)} | ${t.hard} | ${percent(t.hardFp, t.hard)} |`);
  }
  console.log(`| **all** | | ${totals.attacks} | ${percent(totals.caught, totals.attacks)} | ${totals.benign} | ${percent(totals.fp, totals.benign)} | ${totals.hard} | ${percent(totals.hardFp, totals.hard)} |`);
  console.error(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} else {
  const platt = calibrate(examples, trainSources);
  const heads = HEADS.map((head) => ({ head, model: train(examples, head, SEED) }));
  const quantized = heads.map(({ head, model }) => ({ head, bias: model.bias, ...quantize(model.w) }));
  const data = new Uint8Array(quantized.length * FEATURE_DIMS);
  quantized.forEach((q, i) => data.set(new Uint8Array(q.bytes.buffer), i * FEATURE_DIMS));
  const counts = Object.fromEntries(
    [...new Set(examples.map((e) => e.kind))].sort().map((k) => [k, examples.filter((e) => e.kind === k).length]),
  );
  const meta: ClassifierMeta = {
    format: 'parapet-hashed-lr-1',
    featureBits: FEATURE_BITS,
    chunkChars: CHUNK_CHARS,
    chunkOverlap: CHUNK_OVERLAP,
    heads: quantized.map((q) => ({ name: q.head, bias: q.bias, scale: q.scale, platt: platt[q.head] })),
    training: {
      command: 'npm run train:classifier',
      sources: trainSources,
      examplesByKind: counts,
      features: 'character 3-5-grams and word 1-2-grams of the normalized lower-cased text, hashed into 2^18 buckets, 1 + ln(count), unit length',
      model: 'logistic regression per head, AdaGrad',
      settings: { seed: SEED, epochs: EPOCHS, learningRate: LEARNING_RATE, l2: L2, benignHardWeight: HARD_WEIGHT, calibrationFolds: FOLDS },
      weightsSha256: createHash('sha256').update(data).digest('hex'),
    },
  };
  createClassifier({ meta, data });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'classifier.bin'), data);
  writeFileSync(join(outDir, 'classifier.json'), `${JSON.stringify(meta, null, 2)}\n`);
  console.error(`wrote models/classifier.bin (${data.length} bytes) and models/classifier.json in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
