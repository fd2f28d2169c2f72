/** Counts of screenings over time, by verdict or by category: the data behind the history charts. No DOM. */

export interface Bucket {
  /** Start of the bucket, epoch milliseconds (UTC). */
  start: number;
  counts: Record<string, number>;
}

export interface Series {
  /** Bucket width in milliseconds. */
  width: number;
  unit: 'minute' | 'hour' | 'day';
  buckets: Bucket[];
  /** Series names in a stable order. */
  names: string[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Verdicts first in severity order, then agent recommendations; other names alphabetically after. */
const ORDER = ['safe', 'low_risk', 'medium_risk', 'high_risk', 'critical', 'accept', 'review', 'reject'];

function byOrder(a: string, b: string): number {
  const ia = ORDER.indexOf(a);
  const ib = ORDER.indexOf(b);
  if (ia >= 0 || ib >= 0) return (ia < 0 ? ORDER.length : ia) - (ib < 0 ? ORDER.length : ib);
  return a.localeCompare(b);
}

/**
 * Groups records into contiguous time buckets (minutes under two hours of data, hours under three
 * days, days beyond), counting each record once per key `keysOf` gives it; at least `minBuckets`
 * buckets, ending with the last record's.
 */
export function countOverTime<T>(
  records: readonly T[],
  timeOf: (r: T) => string,
  keysOf: (r: T) => readonly string[],
  options: { minBuckets?: number } = {},
): Series {
  const times = records.map((r) => Date.parse(timeOf(r))).filter((t) => Number.isFinite(t));
  if (times.length === 0) return { width: HOUR, unit: 'hour', buckets: [], names: [] };
  const first = Math.min(...times);
  const last = Math.max(...times);
  const span = last - first;
  const [width, unit] = span < 2 * HOUR ? [MINUTE, 'minute' as const] : span < 3 * DAY ? [HOUR, 'hour' as const] : [DAY, 'day' as const];
  const floor = (t: number) => Math.floor(t / width) * width;
  const buckets = new Map<number, Record<string, number>>();
  // A short history still gets a time axis: empty buckets before the first record, up to minBuckets.
  const start = Math.min(floor(first), floor(last) - ((options.minBuckets ?? 1) - 1) * width);
  for (let t = start; t <= floor(last); t += width) buckets.set(t, {});
  const names = new Set<string>();
  records.forEach((r) => {
    const t = Date.parse(timeOf(r));
    if (!Number.isFinite(t)) return;
    const counts = buckets.get(floor(t))!;
    for (const key of keysOf(r)) {
      names.add(key);
      counts[key] = (counts[key] ?? 0) + 1;
    }
  });
  return {
    width,
    unit,
    buckets: [...buckets].map(([start, counts]) => ({ start, counts })),
    names: [...names].sort(byOrder),
  };
}

/** Total of each series over all buckets. */
export function totals(series: Series): Record<string, number> {
  const out: Record<string, number> = {};
  for (const b of series.buckets) for (const [k, n] of Object.entries(b.counts)) out[k] = (out[k] ?? 0) + n;
  return out;
}
