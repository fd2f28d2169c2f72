/**
 * A small seeded PRNG (mulberry32) so that a fuzz run is reproducible from its seed: the same seed
 * and request count generate the same requests in the same order.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
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
