/**
 * The soak's verdicts as pure functions of the recorded series, so that they can be tested without
 * running a soak.
 */

/** The p-th percentile (0-100) of the values, nearest rank; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** A value over time: milliseconds since the start of the run, and the value. */
export interface Point {
  t: number;
  v: number;
}

/**
 * The points of one quarter (0-3) of the run, by time: quarter 0 is the warm-up, 1 is the first
 * steady quarter, 3 the last.
 */
export function quarter(points: readonly Point[], index: 0 | 1 | 2 | 3, durationMs: number): Point[] {
  const from = (durationMs * index) / 4;
  const to = (durationMs * (index + 1)) / 4;
  return points.filter((p) => p.t >= from && (index === 3 ? p.t <= to : p.t < to));
}

export interface Growth {
  /** Mean (or median) of the second quarter: the first after warm-up. */
  early: number;
  /** Mean (or median) of the last quarter. */
  late: number;
  /** (late - early) / early. */
  change: number;
  ok: boolean;
  detail: string;
}

export interface GrowthOptions {
  /** Largest allowed relative growth, e.g. 0.1 for 10%. */
  tolerance: number;
  /** Absolute growth always allowed (for small integer counts, where one more is 20%). */
  slack?: number;
  /** Compare medians rather than means (counts that jump with in-flight requests). */
  statistic?: 'mean' | 'median';
  unit?: string;
}

/**
 * Whether a series stays flat after warm-up: the last quarter's mean is at most `tolerance` above
 * the second quarter's (plus `slack`). A fall is never a failure. Fewer than two points in either
 * quarter fails: the run was too short to judge.
 */
export function flatness(points: readonly Point[], durationMs: number, options: GrowthOptions): Growth {
  const stat = options.statistic === 'median' ? median : mean;
  const earlyPoints = quarter(points, 1, durationMs);
  const latePoints = quarter(points, 3, durationMs);
  const unit = options.unit ?? '';
  if (earlyPoints.length < 2 || latePoints.length < 2) {
    return { early: Number.NaN, late: Number.NaN, change: Number.NaN, ok: false, detail: 'too few samples to judge' };
  }
  const early = stat(earlyPoints.map((p) => p.v));
  const late = stat(latePoints.map((p) => p.v));
  const change = early === 0 ? (late === 0 ? 0 : Number.POSITIVE_INFINITY) : (late - early) / early;
  const ok = late <= early * (1 + options.tolerance) + (options.slack ?? 0);
  const pct = Number.isFinite(change) ? `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%` : 'from 0';
  return {
    early,
    late,
    change,
    ok,
    detail: `${fmt(early)}${unit} -> ${fmt(late)}${unit} (${pct}; limit +${(options.tolerance * 100).toFixed(0)}%${options.slack ? ` + ${options.slack}${unit}` : ''})`,
  };
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

export interface Window {
  /** Index of the window from the start of the run. */
  index: number;
  count: number;
  p50: number;
  p99: number;
}

/** Latency percentiles per window of `windowMs`, from (time since start, latency) samples. */
export function windows(samples: readonly { t: number; ms: number }[], windowMs: number): Window[] {
  const buckets = new Map<number, number[]>();
  for (const s of samples) {
    const index = Math.floor(s.t / windowMs);
    let bucket = buckets.get(index);
    if (!bucket) buckets.set(index, (bucket = []));
    bucket.push(s.ms);
  }
  return [...buckets.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([index, values]) => ({ index, count: values.length, p50: percentile(values, 50), p99: percentile(values, 99) }));
}

export interface Stability {
  first: number;
  last: number;
  ok: boolean;
  detail: string;
}

/**
 * Whether p99 latency is stable: the last full window's p99 is within `factor` of the first steady
 * window's (the first window after `warmupMs`). Both under `floorMs` always passes: on a loaded
 * machine a few milliseconds either way is noise, not a trend.
 */
export function p99Stability(
  list: readonly Window[],
  windowMs: number,
  durationMs: number,
  options: { factor: number; floorMs: number; warmupMs: number },
): Stability {
  const full = list.filter((w) => (w.index + 1) * windowMs <= durationMs && w.count > 0);
  const steady = full.filter((w) => w.index * windowMs >= options.warmupMs);
  if (steady.length < 2) {
    return { first: Number.NaN, last: Number.NaN, ok: false, detail: 'too few full windows after warm-up to judge' };
  }
  const first = steady[0]!.p99;
  const last = steady[steady.length - 1]!.p99;
  const ok = last <= Math.max(first * options.factor, options.floorMs);
  return {
    first,
    last,
    ok,
    detail: `first steady window ${first.toFixed(1)} ms, last ${last.toFixed(1)} ms (limit x${options.factor}, or under ${options.floorMs} ms)`,
  };
}

export interface Verdict {
  name: string;
  ok: boolean;
  detail: string;
}

/** Exit status and summary line of a list of verdicts. */
export function overall(verdicts: readonly Verdict[]): { ok: boolean; failed: string[] } {
  const failed = verdicts.filter((v) => !v.ok).map((v) => v.name);
  return { ok: failed.length === 0, failed };
}
