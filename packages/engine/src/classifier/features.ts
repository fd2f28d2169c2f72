/**
 * Hashed text features for the local classifier: character n-grams (3 to 5) and word unigrams and
 * bigrams of the normalized, lower-cased text, each hashed (FNV-1a, one seed per feature family) into
 * a fixed number of buckets, weighted 1 + ln(count) and scaled to unit length.
 *
 * Character n-grams carry across languages, scripts without spaces and small spelling changes; word
 * n-grams add precision. Words are runs of letters and digits (a Unicode-class scan: the ICU word
 * segmenter was measured at about 450 ms per 50,000 characters, far too slow for every request).
 */

/** A sparse, unit-length feature vector. */
export interface SparseVector {
  indices: Uint32Array;
  values: Float32Array;
}

export const FEATURE_BITS = 18;
export const FEATURE_DIMS = 1 << FEATURE_BITS;
const MASK = FEATURE_DIMS - 1;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const SEED_CHAR = [0, 0, 0, 0x9e3779b1, 0x85ebca77, 0xc2b2ae3d];
const SEED_WORD = 0x27d4eb2f;
const SEED_BIGRAM = 0x165667b1;

const LETTER = /[\p{L}\p{N}\p{M}]/u;

function isWordCode(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
  if (c >= 0xd800 && c <= 0xdfff) return false;
  return LETTER.test(text[i]!);
}

/** Lower-cases and collapses every run of whitespace to one space. */
export function canonicalText(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  let start = 0;
  let space = true;
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    const ws = c === 32 || c === 10 || c === 13 || c === 9 || c === 12 || c === 11 || c === 0xa0 || c === 0x3000;
    if (ws) {
      if (!space) out += lower.slice(start, i) + ' ';
      space = true;
      start = i + 1;
    } else if (space) {
      space = false;
      start = i;
    }
  }
  if (!space) out += lower.slice(start);
  return out.endsWith(' ') ? out.slice(0, -1) : out;
}

/**
 * Accumulates feature counts of `text` (already canonical) into `counts`, recording each bucket the
 * first time it is touched. `counts` must be all zeros on entry, of length FEATURE_DIMS.
 */
function accumulate(text: string, counts: Uint16Array, touched: number[]): void {
  const bump = (h: number): void => {
    const k = h & MASK;
    const c = counts[k]!;
    if (c === 0) touched.push(k);
    if (c < 0xffff) counts[k] = c + 1;
  };
  // Character n-grams over " text ".
  const padded = ` ${text} `;
  const n = padded.length;
  for (let i = 0; i < n; i++) {
    let h = FNV_OFFSET;
    for (let len = 1; len <= 5 && i + len <= n; len++) {
      h = Math.imul(h ^ padded.charCodeAt(i + len - 1), FNV_PRIME);
      if (len >= 3) bump(Math.imul(h ^ SEED_CHAR[len]!, FNV_PRIME) >>> 0);
    }
  }
  // Word unigrams and bigrams.
  let prev = 0;
  let hasPrev = false;
  let i = 0;
  while (i < text.length) {
    if (!isWordCode(text, i)) {
      i++;
      continue;
    }
    let h = FNV_OFFSET;
    const start = i;
    while (i < text.length && isWordCode(text, i)) {
      h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
      i++;
    }
    if (i - start > 24) {
      hasPrev = false;
      continue;
    }
    const word = h >>> 0;
    bump(Math.imul(word ^ SEED_WORD, FNV_PRIME) >>> 0);
    if (hasPrev) bump(Math.imul(Math.imul(prev ^ SEED_BIGRAM, FNV_PRIME) ^ word, FNV_PRIME) >>> 0);
    prev = word;
    hasPrev = true;
  }
}

/** 1 + ln(count) for the small counts nearly every feature has, computed once. */
const LOG_WEIGHTS = Float64Array.from({ length: 256 }, (_, c) => (c === 0 ? 0 : 1 + Math.log(c)));

function weightOf(count: number): number {
  return count < 256 ? LOG_WEIGHTS[count]! : 1 + Math.log(count);
}

/** Reusable scratch space, so that featurizing allocates only the result. */
export class Featurizer {
  /** Counts saturate at 65,535, far above what a chunk can hold. */
  private readonly counts = new Uint16Array(FEATURE_DIMS);
  private readonly touched: number[] = [];

  /** Features of canonical text, as a unit-length sparse vector (indices ascending). */
  vector(text: string): SparseVector {
    this.touched.length = 0;
    accumulate(text, this.counts, this.touched);
    const touched = this.touched.sort((a, b) => a - b);
    const indices = new Uint32Array(touched.length);
    const values = new Float32Array(touched.length);
    let norm = 0;
    for (let k = 0; k < touched.length; k++) {
      const idx = touched[k]!;
      const v = weightOf(this.counts[idx]!);
      this.counts[idx] = 0;
      indices[k] = idx;
      values[k] = v;
      norm += v * v;
    }
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let k = 0; k < values.length; k++) values[k] = values[k]! * scale;
    return { indices, values };
  }

  /**
   * Dot products of the features of `text` with `heads` int8 weight vectors stored interleaved
   * (`weights[idx * heads + h]`, so one feature's weights share a cache line, a quarter of the
   * memory float weights would take), each head scaled by `scales[h]`, without building the vector.
   * Returns one sum per head, for the unit-length feature vector.
   */
  dots(text: string, weights: Int8Array, heads: number, scales: Float64Array): Float64Array {
    this.touched.length = 0;
    accumulate(text, this.counts, this.touched);
    const sums = new Float64Array(heads);
    let norm = 0;
    for (const idx of this.touched) {
      const v = weightOf(this.counts[idx]!);
      this.counts[idx] = 0;
      norm += v * v;
      const base = idx * heads;
      for (let h = 0; h < heads; h++) sums[h] = sums[h]! + weights[base + h]! * v;
    }
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let h = 0; h < heads; h++) sums[h] = sums[h]! * scale * scales[h]!;
    return sums;
  }
}
