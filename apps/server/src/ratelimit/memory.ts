import { systemClock, type Clock } from '../clock.js';
import type { RateLimitDecision, RateLimiter } from './types.js';
import { checkLimits, decide, windowStart } from './window.js';

interface Counter {
  /** Window key: the same bucket name with another window length counts separately. */
  windowMs: number;
  startMs: number;
  count: number;
}

const SWEEP_EVERY_MS = 1000;

/** Counts in this process's memory; for a single instance. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly counters = new Map<string, Counter>();
  private lastSweepMs = 0;
  private closed = false;

  constructor(private readonly clock: Clock = systemClock) {}

  get size(): number {
    return this.counters.size;
  }

  async hit(bucket: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    checkLimits(limit, windowMs);
    const now = this.clock.now();
    this.sweep(now);
    const start = windowStart(now, windowMs);
    const id = `${windowMs}:${bucket}`;
    let counter = this.counters.get(id);
    if (!counter || counter.startMs !== start) {
      counter = { windowMs, startMs: start, count: 0 };
      this.counters.set(id, counter);
    }
    counter.count += 1;
    return decide(counter.count, limit, start + windowMs);
  }

  async peek(bucket: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    checkLimits(limit, windowMs);
    const start = windowStart(this.clock.now(), windowMs);
    const counter = this.counters.get(`${windowMs}:${bucket}`);
    return decide(counter && counter.startMs === start ? counter.count : 0, limit, start + windowMs);
  }

  /** Drops counters of ended windows, at most once a second, so memory follows the active buckets. */
  private sweep(now: number): void {
    if (now - this.lastSweepMs < SWEEP_EVERY_MS) return;
    this.lastSweepMs = now;
    for (const [id, counter] of this.counters) {
      if (counter.startMs + counter.windowMs <= now) this.counters.delete(id);
    }
  }

  ping(): Promise<void> {
    return this.closed ? Promise.reject(new Error('the rate limiter is closed')) : Promise.resolve();
  }

  close(): Promise<void> {
    this.closed = true;
    this.counters.clear();
    return Promise.resolve();
  }
}
