/**
 * What every backend's ping promises (storage, job queue, rate limiter): it answers within the time
 * /health waits for a dependency while the backend is open, and refuses once it is closed, so a ping
 * that always resolves cannot pass for a health check.
 */
import assert from 'node:assert/strict';

/** The default PARAPET_HEALTH_TIMEOUT_MS: /health reports a dependency failing past it. */
export const PING_BOUND_MS = 1000;

export interface Pingable {
  ping(): Promise<void>;
  close(): Promise<void>;
}

type Settled = { status: 'fulfilled'; value: unknown } | { status: 'rejected'; reason: unknown };

/** How `promise` settled; fails if it has not within `ms`. */
async function settledWithin(promise: Promise<unknown>, ms: number, what: string): Promise<Settled> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new assert.AssertionError({ message: `${what} did not settle within ${ms} ms` })), ms);
  });
  try {
    return await Promise.race([
      promise.then(
        (value): Settled => ({ status: 'fulfilled', value }),
        (reason: unknown): Settled => ({ status: 'rejected', reason }),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes `subject`: ping resolves to nothing within the bound before, and rejects within it after, saying it is closed. */
export async function assertPingsUntilClosed(subject: Pingable): Promise<void> {
  const open = await settledWithin(subject.ping(), PING_BOUND_MS, 'ping while open');
  assert.deepEqual(open, { status: 'fulfilled', value: undefined }, 'ping while open');
  await subject.close();
  for (const attempt of ['first', 'second']) {
    const closed = await settledWithin(subject.ping(), PING_BOUND_MS, `${attempt} ping after close`);
    assert.equal(closed.status, 'rejected', `${attempt} ping after close resolved: a closed backend would pass for healthy`);
    const reason = (closed as { reason: unknown }).reason;
    assert.ok(reason instanceof Error, `ping after close rejects with an Error, not ${String(reason)}`);
    assert.match(reason.message, /\bclosed\b/, 'the error says the backend is closed');
  }
}
