import { Redis } from 'ioredis';
import { systemClock, type Clock } from '../clock.js';
import type { RateLimitDecision, RateLimiter } from './types.js';
import { checkLimits, decide, windowStart } from './window.js';

// INCR and PEXPIRE in one script, so a counter can never be left without an expiry and concurrent
// hits from every instance are counted exactly.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

type WithHit = Redis & { parapetRateLimitHit(key: string, ttlMs: number): Promise<number> };

export interface RedisRateLimiterOptions {
  prefix?: string;
  clock?: Clock;
  /** Quit the connection on close(); leave false when the connection is shared. */
  ownsConnection?: boolean;
}

/** Counts in Redis, shared by every instance that uses the same server and prefix. */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: WithHit;
  private readonly prefix: string;
  private readonly clock: Clock;
  private closed = false;

  constructor(
    redis: Redis,
    private readonly options: RedisRateLimiterOptions = {},
  ) {
    if (!('parapetRateLimitHit' in redis)) redis.defineCommand('parapetRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.redis = redis as WithHit;
    this.prefix = options.prefix ?? 'parapet:rl:';
    this.clock = options.clock ?? systemClock;
  }

  async hit(bucket: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    checkLimits(limit, windowMs);
    const start = windowStart(this.clock.now(), windowMs);
    const key = `${this.prefix}${windowMs}:${bucket}:${start}`;
    const count = await this.redis.parapetRateLimitHit(key, windowMs + 1000);
    return decide(Number(count), limit, start + windowMs);
  }

  async peek(bucket: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    checkLimits(limit, windowMs);
    const start = windowStart(this.clock.now(), windowMs);
    const count = await this.redis.get(`${this.prefix}${windowMs}:${bucket}:${start}`);
    return decide(Number(count ?? 0), limit, start + windowMs);
  }

  async ping(): Promise<void> {
    // Also when the connection is shared and stays open: a closed limiter is not a healthy one.
    if (this.closed) throw new Error('the rate limiter is closed');
    await this.redis.ping();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.options.ownsConnection) await this.redis.quit();
  }
}

/**
 * A client for the request path: bounded connect and command times, commands fail at once while
 * disconnected (callers fall back instead of queueing), and no crash when Redis is away.
 */
export function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  client.on('error', () => {
    // Reported through /health and the rate-limit fallback; an unhandled 'error' event would end the process.
  });
  return client;
}

/** Resolves when the client is ready or `timeoutMs` has passed, whichever comes first. */
export function waitUntilReady(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.on('ready', onReady);
  });
}
