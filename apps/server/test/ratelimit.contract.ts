/**
 * The rate-limiter contract, run against every implementation with a clock the test moves, so no
 * test sleeps and windows are exact.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ManualClock } from '../src/clock.js';
import type { RateLimiter } from '../src/ratelimit/types.js';
import { uniqueName } from './support/backends.js';
import { assertPingsUntilClosed } from './support/ping.js';

const WINDOW = 60_000;
// A window boundary, so "the end of the window" is known exactly.
const START = Math.ceil(Date.now() / WINDOW) * WINDOW;

export function rateLimiterContract(
  name: string,
  make: (clock: ManualClock) => Promise<RateLimiter>,
  options: { skip?: string | false } = {},
): void {
  describe(`rate-limiter contract: ${name}`, { skip: options.skip }, () => {
    const clock = new ManualClock(START);
    let limiter: RateLimiter;
    const bucket = () => uniqueName('bucket');

    before(async () => {
      limiter = await make(clock);
    });
    after(() => limiter?.close());

    it('allows up to the limit, counting down, then refuses', async () => {
      clock.set(START + 1234);
      const b = bucket();
      const decisions = [];
      for (let i = 0; i < 4; i++) decisions.push(await limiter.hit(b, 3, WINDOW));
      assert.deepEqual(
        decisions.map((d) => [d.allowed, d.remaining, d.limit]),
        [
          [true, 2, 3],
          [true, 1, 3],
          [true, 0, 3],
          [false, 0, 3],
        ],
      );
      for (const d of decisions) assert.equal(d.resetAtMs, START + WINDOW);
    });

    it('peeks at a count without adding to it', async () => {
      clock.set(START + 50);
      const b = bucket();
      assert.deepEqual(await limiter.peek(b, 2, WINDOW), { allowed: true, limit: 2, remaining: 2, resetAtMs: START + WINDOW });
      await limiter.hit(b, 2, WINDOW);
      await limiter.hit(b, 2, WINDOW);
      const full = await limiter.peek(b, 2, WINDOW);
      assert.equal(full.remaining, 0);
      assert.equal((await limiter.peek(b, 2, WINDOW)).remaining, 0, 'peeking does not count');
      await limiter.hit(b, 2, WINDOW);
      assert.equal((await limiter.peek(b, 2, WINDOW)).allowed, false);
      clock.set(START + WINDOW + 1);
      assert.equal((await limiter.peek(b, 2, WINDOW)).remaining, 2, 'a new window starts empty');
    });

    it('starts a new count when the window ends', async () => {
      clock.set(START + 10);
      const b = bucket();
      await limiter.hit(b, 1, WINDOW);
      assert.equal((await limiter.hit(b, 1, WINDOW)).allowed, false);
      clock.set(START + WINDOW - 1);
      assert.equal((await limiter.hit(b, 1, WINDOW)).allowed, false, 'still the same window');
      clock.set(START + WINDOW);
      const fresh = await limiter.hit(b, 1, WINDOW);
      assert.equal(fresh.allowed, true);
      assert.equal(fresh.resetAtMs, START + 2 * WINDOW);
    });

    it('keeps buckets apart, and counts windows of another length separately', async () => {
      clock.set(START);
      const a = bucket();
      const b = bucket();
      await limiter.hit(a, 1, WINDOW);
      assert.equal((await limiter.hit(b, 1, WINDOW)).allowed, true);
      assert.equal((await limiter.hit(a, 1, 1000)).allowed, true, 'same name, other window length');
    });

    it('says when the window resets, in the future and at most one window away', async () => {
      clock.set(START + 45_500);
      const d = await limiter.hit(bucket(), 10, WINDOW);
      assert.ok(d.resetAtMs > clock.now() && d.resetAtMs - clock.now() <= WINDOW);
    });

    it('counts concurrent hits exactly', async () => {
      clock.set(START);
      const b = bucket();
      const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(b, 10, WINDOW)));
      assert.equal(decisions.filter((d) => d.allowed).length, 10);
      assert.deepEqual(
        decisions.map((d) => d.remaining).filter((r) => r > 0).sort((x, y) => y - x),
        [9, 8, 7, 6, 5, 4, 3, 2, 1],
      );
    });

    it('refuses a limit or window that is not a positive integer', async () => {
      await assert.rejects(limiter.hit(bucket(), 0, WINDOW), RangeError);
      await assert.rejects(limiter.hit(bucket(), 1.5, WINDOW), RangeError);
      await assert.rejects(limiter.hit(bucket(), 1, 0), RangeError);
    });

    it('answers ping within the health bound while open, and rejects it once closed', async () => {
      await assertPingsUntilClosed(await make(clock));
    });
  });
}
