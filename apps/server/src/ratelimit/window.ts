import type { RateLimitDecision } from './types.js';

export function checkLimits(limit: number, windowMs: number): void {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`rate limit must be an integer >= 1, got ${limit}`);
  if (!Number.isInteger(windowMs) || windowMs < 1) throw new RangeError(`rate-limit window must be an integer >= 1 ms, got ${windowMs}`);
}

/** Start of the fixed window that contains `nowMs`; windows are aligned to multiples of `windowMs`. */
export function windowStart(nowMs: number, windowMs: number): number {
  return Math.floor(nowMs / windowMs) * windowMs;
}

export function decide(count: number, limit: number, resetAtMs: number): RateLimitDecision {
  return { allowed: count <= limit, limit, remaining: Math.max(0, limit - count), resetAtMs };
}
