import { mulberry32 } from '../../scripts/lib/random.js';

/**
 * A small seeded PRNG (mulberry32) so that a fuzz run is reproducible from its seed: the same seed
 * and request count generate the same requests in the same order.
 */
export class Random {
  private readonly source: () => number;

  constructor(seed: number) {
    this.source = mulberry32(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.source();
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: `[[weight, value], ...]`. */
  weighted<T>(items: ReadonlyArray<readonly [number, T]>): T {
    const total = items.reduce((sum, [w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [w, value] of items) {
      roll -= w;
      if (roll < 0) return value;
    }
    return (items[items.length - 1] as readonly [number, T])[1];
  }

  /** A length skewed towards small values, occasionally up to `max`. */
  length(max: number): number {
    const r = this.next();
    if (r < 0.6) return this.int(0, Math.min(max, 16));
    if (r < 0.9) return this.int(0, Math.min(max, 512));
    return this.int(0, max);
  }
}
