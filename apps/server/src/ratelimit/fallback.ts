import type { RateLimitDecision, RateLimiter } from './types.js';

/**
 * Uses `primary` (the shared Redis counter) and, while it fails, `fallback` (this instance's memory),
 * so an outage of the shared store degrades limits to per-instance instead of failing every request.
 * /health reports the primary as failing meanwhile.
 */
export class FallbackRateLimiter implements RateLimiter {
  constructor(
    private readonly primary: RateLimiter,
    private readonly fallback: RateLimiter,
    private readonly onFallback: (error: unknown) => void,
  ) {}

  async hit(bucket: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    try {
      return await this.primary.hit(bucket, limit, windowMs);
    } catch (error) {
      this.onFallback(error);
      return this.fallback.hit(bucket, limit, windowMs);
    }
  }

  async peek(bucket: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    try {
      return await this.primary.peek(bucket, limit, windowMs);
    } catch (error) {
      this.onFallback(error);
      return this.fallback.peek(bucket, limit, windowMs);
    }
  }

  ping(): Promise<void> {
    return this.primary.ping();
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.primary.close(), this.fallback.close()]);
  }
}
