import { canonicalText, FEATURE_BITS, FEATURE_DIMS, Featurizer } from './features.js';

/**
 * The local model layer: logistic regression over hashed n-gram features, one head per question
 * ("is this an attempt to take over the model?", "is this a request for harmful content?" and,
 * for output screening, "is this answer a harmful one?").
 * Inference only: the weights are handed in by the caller (the service reads them from the
 * repository's `models/` directory); `npm run train:classifier` makes them.
 */

export type HeadName = 'injection' | 'harmful';

export interface HeadMeta {
  /**
   * `answer` (optional): is a model's answer a harmful one (instructions or content for a harm) rather
   * than a refusal or a safe answer? Trained on model answers only; read by output screening.
   */
  name: HeadName | 'answer';
  bias: number;
  /** Weights are stored as int8; weight = stored value x scale. */
  scale: number;
  /** Platt scaling fitted on out-of-source predictions: p = 1 / (1 + exp(-(a x margin + b))). */
  platt: { a: number; b: number };
}

export interface ClassifierMeta {
  format: 'parapet-hashed-lr-1';
  featureBits: number;
  /** Long inputs are scored in chunks of this many characters, overlapping by `chunkOverlap`. */
  chunkChars: number;
  chunkOverlap: number;
  heads: HeadMeta[];
  /** What made the weights: sources, settings, seed. Informational. */
  training: Record<string, unknown>;
}

export interface ClassifierWeights {
  meta: ClassifierMeta;
  /** One int8 array of FEATURE_DIMS per head, in the order of `meta.heads`. */
  data: Uint8Array;
  /**
   * The SHA-256 (hex) of `data` as read, when the caller computed it: checked against the one
   * `meta.training.weightsSha256` records, so weights and their description cannot be mixed up.
   */
  sha256?: string;
  /** Where the weights were read from, for the error message. */
  source?: string;
}

export interface HeadScore {
  /** Calibrated probability, the maximum over chunks. */
  probability: number;
  /** Where the highest-scoring chunk starts and ends, in the normalized text. */
  offset: number;
  length: number;
  /** The start of that chunk, at most 200 characters. */
  evidence: string;
}

export type ClassifierScores = Record<HeadName, HeadScore> & { answer?: HeadScore };

export interface Classifier {
  readonly meta: ClassifierMeta;
  /** Scores normalized text (see `normalize(...).canonical`). */
  score(text: string): ClassifierScores;
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Chunk boundaries: [start, end) pairs covering the text, cut at whitespace where one is near. */
export function chunkBounds(text: string, size: number, overlap: number): Array<[number, number]> {
  if (text.length <= size) return [[0, text.length]];
  const bounds: Array<[number, number]> = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      if (space > start + size / 2) end = space;
    }
    bounds.push([start, end]);
    if (end >= text.length) break;
    let next = end - overlap;
    const space = text.indexOf(' ', next);
    if (space !== -1 && space < end) next = space + 1;
    start = Math.max(next, start + 1);
  }
  return bounds;
}

/** Builds the classifier from its weights; throws when they do not fit this inference code. */
export function createClassifier(weights: ClassifierWeights): Classifier {
  const { meta, data } = weights;
  const expected = meta.training['weightsSha256'];
  if (weights.sha256 !== undefined && typeof expected === 'string' && expected !== weights.sha256) {
    throw new Error(`classifier weights${weights.source ? ` in ${weights.source}` : ''} do not match classifier.json (sha256 ${weights.sha256}, expected ${expected})`);
  }
  if (meta.format !== 'parapet-hashed-lr-1') throw new Error(`unknown classifier format ${String(meta.format)}`);
  if (meta.featureBits !== FEATURE_BITS) throw new Error(`classifier weights use ${meta.featureBits} feature bits, this engine ${FEATURE_BITS}`);
  if (data.length !== meta.heads.length * FEATURE_DIMS) throw new Error('classifier weights have the wrong length');
  const names = meta.heads.map((h) => h.name);
  for (const required of ['injection', 'harmful'] as const) {
    if (!names.includes(required)) throw new Error(`classifier weights lack the ${required} head`);
  }
  const int8 = new Int8Array(data.buffer, data.byteOffset, data.length);
  const heads = meta.heads.length;
  const interleaved = new Int8Array(FEATURE_DIMS * heads);
  meta.heads.forEach((_, h) => {
    const base = h * FEATURE_DIMS;
    for (let i = 0; i < FEATURE_DIMS; i++) interleaved[i * heads + h] = int8[base + i]!;
  });
  const scales = Float64Array.from(meta.heads, (head) => head.scale);
  const featurizer = new Featurizer();

  return {
    meta,
    score(normalized) {
      const text = canonicalText(normalized);
      const best = meta.heads.map(() => ({ probability: -1, offset: 0, length: 0 }));
      for (const [start, end] of chunkBounds(text, meta.chunkChars, meta.chunkOverlap)) {
        const dots = featurizer.dots(text.slice(start, end), interleaved, heads, scales);
        meta.heads.forEach((head, h) => {
          const p = sigmoid(head.platt.a * (dots[h]! + head.bias) + head.platt.b);
          if (p > best[h]!.probability) best[h] = { probability: p, offset: start, length: end - start };
        });
      }
      const out = {} as ClassifierScores;
      meta.heads.forEach((head, h) => {
        const b = best[h]!;
        out[head.name] = { ...b, evidence: text.slice(b.offset, b.offset + Math.min(b.length, 200)) };
      });
      return out;
    },
  };
}
