import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { ManualClock } from '../src/clock.js';
import { RedisRateLimiter } from '../src/ratelimit/redis.js';
import { redis, uniqueName } from './support/backends.js';
import { rateLimiterContract } from './ratelimit.contract.js';

const prefix = `${uniqueName('test')}:rl:`;
const clients: Redis[] = [];
function client(): Redis {
  const c = new Redis(redis.url, { lazyConnect: false });
  clients.push(c);
  return c;
}

after(async () => {
  if (redis.skip) return;
  const c = client();
  const keys = await c.keys(`${prefix}*`);
  if (keys.length) await c.del(...keys);
  await Promise.all(clients.map((x) => x.quit()));
});

rateLimiterContract('Redis', (clock) => Promise.resolve(new RedisRateLimiter(client(), { prefix, clock })), { skip: redis.skip });

describe('Redis: shared between instances', { skip: redis.skip }, () => {
  it('counts hits from two connections against one limit', async () => {
    const clock = new ManualClock(Date.now());
    const a = new RedisRateLimiter(client(), { prefix, clock });
    const b = new RedisRateLimiter(client(), { prefix, clock });
    const bucket = uniqueName('shared');
    assert.equal((await a.hit(bucket, 3, 60_000)).remaining, 2);
    assert.equal((await b.hit(bucket, 3, 60_000)).remaining, 1);
    assert.equal((await a.hit(bucket, 3, 60_000)).remaining, 0);
    assert.equal((await b.hit(bucket, 3, 60_000)).allowed, false);
  });

  it('sets an expiry on every counter it creates', async () => {
    const c = client();
    const limiter = new RedisRateLimiter(c, { prefix });
    const bucket = uniqueName('ttl');
    await limiter.hit(bucket, 3, 60_000);
    const [key] = await c.keys(`${prefix}*${bucket}*`);
    assert.ok(key);
    const ttl = await c.pttl(key);
    assert.ok(ttl > 0 && ttl <= 61_000, `ttl ${ttl}`);
  });
});
