/**
 * The job-queue contract: one suite that the embedded SQL queue and the Redis queue must both
 * pass, so "works embedded" and "works scaled out" are the same claim. Leases, back-offs and
 * polling are shortened; every wait is a bounded poll, never a fixed sleep that a slow machine
 * could outrun.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, afterEach, before, describe, it } from 'node:test';
import type { QueueOptions } from '../src/queue/options.js';
import type { JobContext, JobQueue } from '../src/queue/types.js';
import { uniqueName } from './support/backends.js';
import { assertPingsUntilClosed } from './support/ping.js';
import { gate, OffsetClock, waitForJob } from './support/queue-wait.js';

export interface QueueTarget {
  /** Opens a queue on the backend; queues opened with the same `space` share their jobs. */
  open(space: string, options: QueueOptions): Promise<JobQueue>;
  destroy(): Promise<void>;
}

/** Short enough for a quick suite, long enough that a busy machine does not lose leases. */
export const FAST: QueueOptions = { leaseMs: 1500, backoffMs: 50, maxBackoffMs: 400, shutdownGraceMs: 3000 };

const DAY_MS = 24 * 60 * 60 * 1000;

export function queueContract(name: string, target: () => Promise<QueueTarget>, options: { skip?: string | false } = {}): void {
  describe(`job-queue contract: ${name}`, { skip: options.skip }, () => {
    let t: QueueTarget;
    let opened: JobQueue[] = [];
    const type = () => uniqueName('t').toLowerCase();
    const open = async (space: string, extra: QueueOptions = {}) => {
      const queue = await t.open(space, { ...FAST, ...extra });
      opened.push(queue);
      return queue;
    };

    before(async () => {
      t = await target();
    });
    afterEach(async () => {
      await Promise.all(opened.map((q) => q.close()));
      opened = [];
    });
    after(async () => {
      await t?.destroy();
    });

    it('answers ping within the health bound while open, and rejects it once closed', async () => {
      await assertPingsUntilClosed(await open(uniqueName('s')));
    });

    it('counts jobs not finished across runners sharing the backend, and none once they finish', async () => {
      const space = uniqueName('s');
      const first = await open(space);
      const second = await open(space);
      const kind = type();
      assert.equal(await first.pending(), 0);
      await first.enqueue(kind, { n: 1 });
      await second.enqueue(kind, { n: 2 });
      assert.equal(await first.pending(), 2);
      assert.equal(await second.pending(), 2);
      first.register(kind, async () => 'ok');
      first.start();
      const deadline = Date.now() + 10_000;
      while ((await first.pending()) > 0 && Date.now() < deadline) await sleep(25);
      assert.equal(await first.pending(), 0);
    });

    it('runs a job to completed with its result, and reports every field', async () => {
      const queue = await open(uniqueName('s'));
      const kind = type();
      const seen: Array<{ payload: unknown; id: string; type: string; attempt: number }> = [];
      queue.register(kind, async (payload, ctx) => {
        seen.push({ payload, id: ctx.id, type: ctx.type, attempt: ctx.attempt });
        return { echo: payload };
      });
      const job = await queue.enqueue(kind, { text: 'hello', n: 1 });
      assert.match(job.id, /^job_[A-Za-z0-9_-]{22}$/);
      assert.deepEqual(job, { id: job.id, type: kind, status: 'pending', attempts: 0, createdAt: job.createdAt, updatedAt: job.createdAt });
      assert.ok(Math.abs(job.createdAt - Date.now()) < 60_000);
      assert.deepEqual(await queue.get(job.id), job, 'pending until a runner takes it');

      queue.start();
      const done = await waitForJob(queue, job.id);
      assert.deepEqual(done, {
        id: job.id,
        type: kind,
        status: 'completed',
        result: { echo: { text: 'hello', n: 1 } },
        attempts: 1,
        createdAt: job.createdAt,
        updatedAt: done.updatedAt,
      });
      assert.ok(done.updatedAt >= done.createdAt);
      assert.deepEqual(seen, [{ payload: { text: 'hello', n: 1 }, id: job.id, type: kind, attempt: 1 }]);
      assert.equal(await queue.get('job_AAAAAAAAAAAAAAAAAAAAAA'), null);
    });

    it('retries a throwing handler with back-off, then fails with its reason', async () => {
      const queue = await open(uniqueName('s'), { backoffMs: 100 });
      const kind = type();
      const starts: number[] = [];
      queue.register(kind, async (_payload, ctx) => {
        starts.push(Date.now());
        throw new Error(`sandbox exploded on attempt ${ctx.attempt}`);
      });
      queue.start();
      const job = await queue.enqueue(kind, null, { maxAttempts: 3 });
      const done = await waitForJob(queue, job.id);
      assert.equal(done.status, 'failed');
      assert.equal(done.error, 'sandbox exploded on attempt 3');
      assert.equal(done.attempts, 3);
      assert.ok(!('result' in done));
      assert.equal(starts.length, 3);
      // Back-off doubles: at least 100 ms, then 200 ms (a lower bound holds however slow the machine).
      assert.ok(starts[1]! - starts[0]! >= 90, `first gap ${starts[1]! - starts[0]!} ms`);
      assert.ok(starts[2]! - starts[1]! >= 190, `second gap ${starts[2]! - starts[1]!} ms`);
    });

    it('completes a job whose first attempt failed on its second', async () => {
      const queue = await open(uniqueName('s'));
      const kind = type();
      queue.register(kind, async (_payload, ctx) => {
        if (ctx.attempt === 1) throw new Error('transient');
        return 'second time lucky';
      });
      queue.start();
      const job = await queue.enqueue(kind, {});
      const done = await waitForJob(queue, job.id);
      assert.equal(done.status, 'completed');
      assert.equal(done.result, 'second time lucky');
      assert.equal(done.attempts, 2);
      assert.ok(!('error' in done));
    });

    it('fails an attempt past its time-out and aborts the handler', async () => {
      const queue = await open(uniqueName('s'));
      const kind = type();
      const aborted: string[] = [];
      queue.register(kind, async (payload, ctx: JobContext) => {
        if ((payload as { hang: number }).hang < ctx.attempt) return `done on attempt ${ctx.attempt}`;
        await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve()));
        aborted.push(String((ctx.signal.reason as Error).message));
        return 'too late';
      });
      queue.start();
      const once = await queue.enqueue(kind, { hang: 5 }, { timeoutMs: 200, maxAttempts: 1 });
      const retried = await queue.enqueue(kind, { hang: 1 }, { timeoutMs: 200, maxAttempts: 2 });
      const failed = await waitForJob(queue, once.id);
      assert.equal(failed.status, 'failed');
      assert.equal(failed.error, 'timed out after 200 ms');
      assert.equal(failed.attempts, 1);
      const completed = await waitForJob(queue, retried.id);
      assert.equal(completed.status, 'completed');
      assert.equal(completed.result, 'done on attempt 2');
      assert.equal(completed.attempts, 2);
      assert.deepEqual(aborted, ['timed out after 200 ms', 'timed out after 200 ms']);
    });

    it('keeps finished jobs for the 24-hour retention, then answers nothing; pending jobs stay', async () => {
      const clock = new OffsetClock();
      const queue = await open(uniqueName('s'), { clock, retentionMs: DAY_MS });
      const kind = type();
      queue.register(kind, async (payload) => {
        if (payload === 'fail') throw new Error('no');
        return 'kept';
      });
      queue.start();
      const ok = await queue.enqueue(kind, 'ok');
      const bad = await queue.enqueue(kind, 'fail', { maxAttempts: 1 });
      const waiting = await queue.enqueue(type(), 'nobody runs this type');
      await waitForJob(queue, ok.id);
      await waitForJob(queue, bad.id);

      clock.advance(DAY_MS - 60_000);
      assert.equal((await queue.get(ok.id))?.result, 'kept');
      assert.equal((await queue.get(bad.id))?.error, 'no');
      clock.advance(120_000);
      assert.equal(await queue.get(ok.id), null);
      assert.equal(await queue.get(bad.id), null);
      assert.equal((await queue.get(waiting.id))?.status, 'pending', 'retention counts from the end of a job');
    });

    it('finds a job at every poll from enqueue to completion, however fast it finishes', async () => {
      const queue = await open(uniqueName('s'));
      const kind = type();
      queue.register(kind, async (payload) => payload);
      queue.start();
      const jobs = await Promise.all(Array.from({ length: 20 }, (_, i) => queue.enqueue(kind, { i })));
      await Promise.all(
        jobs.map(async (job) => {
          const deadline = Date.now() + 20_000;
          for (let polls = 0; Date.now() < deadline; polls++) {
            const seen = await queue.get(job.id);
            assert.ok(seen, `job ${job.id} was not found at poll ${polls}`);
            if (seen.status === 'completed') return;
            assert.equal(seen.status, 'pending');
            await sleep(1);
          }
          assert.fail(`job ${job.id} did not complete`);
        }),
      );
    });

    it('runs each job exactly once when two runners share the backend', async () => {
      const space = uniqueName('s');
      const [a, b] = [await open(space, { concurrency: 3 }), await open(space, { concurrency: 3 })];
      const kind = type();
      const runs = new Map<string, number>();
      const handler = async (_payload: unknown, ctx: JobContext) => {
        runs.set(ctx.id, (runs.get(ctx.id) ?? 0) + 1);
        await sleep(5);
        return ctx.id;
      };
      a.register(kind, handler);
      b.register(kind, handler);
      a.start();
      b.start();
      const jobs = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? a : b).enqueue(kind, { i })));
      for (const job of jobs) {
        const done = await waitForJob(a, job.id);
        assert.equal(done.status, 'completed');
        assert.equal(done.result, job.id);
        assert.equal(done.attempts, 1);
      }
      assert.equal(runs.size, 24);
      assert.deepEqual([...new Set(runs.values())], [1], 'no job ran twice');
    });

    it('a runner started after a job was enqueued picks it up', async () => {
      const space = uniqueName('s');
      const producer = await open(space);
      const kind = type();
      const job = await producer.enqueue(kind, { late: true });
      await sleep(200);
      assert.equal((await producer.get(job.id))?.status, 'pending');
      const consumer = await open(space);
      consumer.register(kind, async (payload) => ({ got: payload }));
      consumer.start();
      const done = await waitForJob(producer, job.id);
      assert.equal(done.status, 'completed');
      assert.deepEqual(done.result, { got: { late: true } });
    });

    it('stop lets the job in flight finish, then leases nothing more', async () => {
      const space = uniqueName('s');
      const queue = await open(space);
      const kind = type();
      const started = gate();
      const release = gate();
      queue.register(kind, async () => {
        started.open();
        await release.opened;
        return 'finished during shutdown';
      });
      queue.start();
      const inFlight = await queue.enqueue(kind, 1);
      await started.opened;
      let stopped = false;
      const stopping = queue.stop().then(() => (stopped = true));
      await sleep(100);
      assert.equal(stopped, false, 'stop waits for the job in flight');
      release.open();
      await stopping;
      assert.equal((await queue.get(inFlight.id))?.result, 'finished during shutdown');

      const later = await queue.enqueue(kind, 2);
      await sleep(300);
      assert.equal((await queue.get(later.id))?.status, 'pending', 'a stopped runner leases nothing');
      const other = await open(space);
      other.register(kind, async () => 'taken by another runner');
      other.start();
      assert.equal((await waitForJob(other, later.id)).result, 'taken by another runner');
    });

    it('a job given up at shutdown runs again on another runner', async () => {
      const space = uniqueName('s');
      const leaving = await open(space, { shutdownGraceMs: 200 });
      const kind = type();
      const started = gate();
      leaving.register(kind, async (_payload, ctx) => {
        started.open();
        await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve()));
        throw new Error('interrupted');
      });
      leaving.start();
      const job = await leaving.enqueue(kind, null, { maxAttempts: 3 });
      await started.opened;
      await leaving.stop();
      const staying = await open(space);
      staying.register(kind, async (_payload, ctx) => `rerun as attempt ${ctx.attempt}`);
      staying.start();
      const done = await waitForJob(staying, job.id);
      assert.equal(done.status, 'completed');
      assert.equal(done.result, 'rerun as attempt 2');
      assert.equal(done.attempts, 2);
    });

    it('refuses an invalid job type or a payload JSON cannot carry', async () => {
      const queue = await open(uniqueName('s'));
      await assert.rejects(queue.enqueue('Not A Type', {}), TypeError);
      await assert.rejects(queue.enqueue(type(), { n: 1n }), TypeError);
      await assert.rejects(queue.enqueue(type(), {}, { maxAttempts: 0 }), RangeError);
    });
  });
}
