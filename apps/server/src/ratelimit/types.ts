export interface RateLimitDecision {
  allowed: boolean;
  /** Maximum hits in the window. */
  limit: number;
  /** Hits left in the current window after this one (never negative). */
  remaining: number;
  /** When the current window ends, in ms since the epoch. */
  resetAtMs: number;
}

/**
 * Fixed-window counter. Windows are aligned to multiples of `windowMs` on the injected clock, so
 * every instance sharing a backend counts into the same window.
 */
export interface RateLimiter {
  /** Counts one hit against `bucket` and says whether it is within `limit` per `windowMs`. */
  hit(bucket: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  /** The decision a hit would have reported for the hits counted so far, without counting one. */
  peek(bucket: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  /** Resolves when the backend answers; rejects once the limiter is closed. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
