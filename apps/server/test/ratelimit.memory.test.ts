import assert from 'node:assert/strict';
import { it } from 'node:test';
import { ManualClock } from '../src/clock.js';
import { MemoryRateLimiter } from '../src/ratelimit/memory.js';
import { rateLimiterContract } from './ratelimit.contract.js';

rateLimiterContract('memory', (clock) => Promise.resolve(new MemoryRateLimiter(clock)));

it('memory: forgets ended windows, so many client addresses do not grow it without bound', async () => {
  const clock = new ManualClock(1_800_000_000_000);
  const limiter = new MemoryRateLimiter(clock);
  for (let i = 0; i < 10_000; i++) await limiter.hit(`ip:${i}`, 5, 60_000);
  assert.equal(limiter.size, 10_000);
  clock.advance(120_000);
  await limiter.hit('ip:one-more', 5, 60_000);
  assert.equal(limiter.size, 1);
});
