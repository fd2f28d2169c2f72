/**
 * The fitting half of the local classifier's training: logistic regression with AdaGrad over the
 * engine's sparse features, Platt scaling, and int8 quantization. Pure and deterministic: the same
 * examples, settings and seed give the same bytes. `scripts/train-classifier.ts` drives it over the
 * corpora.
 */
import { FEATURE_DIMS, sigmoid, type HeadName, type SparseVector } from '@parapet/engine';
import { mulberry32 } from '../lib/random.js';

export { mulberry32 };

export const INJECTION_KINDS = new Set(['injection', 'jailbreak', 'indirect', 'exfiltration']);
export const BENIGN_KINDS = new Set(['benign', 'benign_hard']);

export interface Example {
  x: SparseVector;
  kind: string;
  source: string;
  /** A second source the example is made from (an attack planted into another source's document). */
  alsoSource?: string;
  /** Relative weight of the example (default 1; benign_hard rows are further multiplied). */
  weight?: number;
  /** The only head the example trains (default: every head its kind has a label for). */
  head?: HeadName;
}

export interface FitSettings {
  epochs: number;
  learningRate: number;
  l2: number;
  /** Weight of a benign_hard row relative to a benign one. */
  hardWeight: number;
  /** Share of the total weight the benign rows carry (default: half, as much as the attacks). */
  benignShare?: number;
}

export function labelFor(head: HeadName, kind: string): 0 | 1 | null {
  if (BENIGN_KINDS.has(kind)) return 0;
  if (head === 'injection') return INJECTION_KINDS.has(kind) ? 1 : null;
  return kind === 'harmful' ? 1 : null;
}

export interface Trained {
  w: Float32Array;
  bias: number;
}

/** Logistic regression with AdaGrad; positives and negatives carry equal total weight. */
export function train(examples: readonly Example[], head: HeadName, seed: number, settings: FitSettings): Trained {
  const { epochs: EPOCHS, learningRate: LEARNING_RATE, l2: L2, hardWeight: HARD_WEIGHT } = settings;
  const items: Array<{ x: SparseVector; y: 0 | 1; weight: number }> = [];
  let pos = 0;
  let neg = 0;
  for (const e of examples) {
    if (e.head !== undefined && e.head !== head) continue;
    const y = labelFor(head, e.kind);
    if (y === null) continue;
    const weight = (e.kind === 'benign_hard' ? HARD_WEIGHT : 1) * (e.weight ?? 1);
    if (y === 1) pos += weight;
    else neg += weight;
    items.push({ x: e.x, y, weight });
  }
  const total = pos + neg;
  const share = settings.benignShare;
  if (share === undefined) for (const it of items) it.weight *= it.y === 1 ? total / (2 * pos) : total / (2 * neg);
  else for (const it of items) it.weight *= it.y === 1 ? (total * (1 - share)) / pos : (total * share) / neg;
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

export function margin(model: Trained, x: SparseVector): number {
  let m = model.bias;
  for (let n = 0; n < x.indices.length; n++) m += model.w[x.indices[n]!]! * x.values[n]!;
  return m;
}

/** Platt scaling: Newton's method with backtracking on the log loss, with Platt's smoothed targets. */
export function fitPlatt(raw: ReadonlyArray<{ m: number; y: 0 | 1 }>): { a: number; b: number } {
  // Fitted on standardized margins, then mapped back, so that the Newton steps are well scaled.
  const mean = raw.reduce((s, p) => s + p.m, 0) / raw.length;
  const sd = Math.sqrt(raw.reduce((s, p) => s + (p.m - mean) ** 2, 0) / raw.length) || 1;
  const points = raw.map((p) => ({ m: (p.m - mean) / sd, y: p.y }));
  const fitted = fitStandardized(points);
  return { a: fitted.a / sd, b: fitted.b - (fitted.a * mean) / sd };
}

function fitStandardized(points: ReadonlyArray<{ m: number; y: 0 | 1 }>): { a: number; b: number } {
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

export function quantize(w: Float32Array): { bytes: Int8Array; scale: number } {
  let max = 0;
  for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = max > 0 ? max / 127 : 1;
  const bytes = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) bytes[i] = Math.max(-127, Math.min(127, Math.round(w[i]! / scale)));
  return { bytes, scale };
}

