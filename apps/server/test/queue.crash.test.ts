/**
 * Crash recovery with a real SIGKILL: a child process takes a job and is killed mid-handler.
 * A runner started afterwards must finish the job, by running it again or by failing it with a
 * reason when that was its last attempt, within a bounded time; never leave it pending.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { BullJobQueue } from '../src/queue/bullmq-job-queue.js';
import { SqlJobQueue } from '../src/queue/sql-job-queue.js';
import { ABANDONED_REASON } from '../src/queue/sql-job-store.js';
import type { JobQueue } from '../src/queue/types.js';
import { redis, uniqueName } from './support/backends.js';
import type { CrashChildConfig } from './support/queue-crash-child.js';
import { waitForJob } from './support/queue-wait.js';

const CHILD = new URL('./support/queue-crash-child.ts', import.meta.url).pathname;
const LEASE_MS = 1000;

/** Starts the child, waits until its handler is running, SIGKILLs it; returns the job's id. */
async function killMidJob(config: CrashChildConfig): Promise<string> {
  const child = spawn(process.execPath, ['--conditions=parapet-source', '--import', 'tsx', CHILD, JSON.stringify(config)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  try {
    for await (const line of createInterface({ input: child.stdout })) {
      const started = /^started (\S+) 1$/.exec(line);
      if (!started) continue;
      child.kill('SIGKILL');
      assert.equal(await exited, 'SIGKILL');
      return started[1]!;
    }
    throw new Error(`the child ended before its job started (${String(await exited)})`);
  } finally {
    clearTimeout(timer);
  }
}

function crashCases(name: string, setup: () => Promise<{ child: Omit<CrashChildConfig, 'type' | 'maxAttempts'>; open(): Promise<JobQueue> }>, skip: string | false): void {
  describe(`crash recovery: ${name}`, { skip }, () => {
    it('re-runs a job whose runner was killed mid-attempt', async () => {
      const { child, open } = await setup();
      const type = uniqueName('crash').toLowerCase();
      const id = await killMidJob({ ...child, type, maxAttempts: 3 });
      const queue = await open();
      try {
        queue.register(type, async (payload, ctx) => ({ recovered: payload, attempt: ctx.attempt }));
        queue.start();
        const done = await waitForJob(queue, id, { timeoutMs: 20_000 });
        assert.equal(done.status, 'completed');
        assert.deepEqual(done.result, { recovered: { from: 'child' }, attempt: 2 });
        assert.equal(done.attempts, 2);
      } finally {
        await queue.close();
      }
    });

    it('fails with a reason a job whose last attempt was killed', async () => {
      const { child, open } = await setup();
      const type = uniqueName('crash').toLowerCase();
      const id = await killMidJob({ ...child, type, maxAttempts: 1 });
      const queue = await open();
      let ran = false;
      try {
        queue.register(type, async () => {
          ran = true;
          return 'should not run';
        });
        queue.start();
        const done = await waitForJob(queue, id, { timeoutMs: 20_000 });
        assert.equal(done.status, 'failed');
        assert.equal(done.error, ABANDONED_REASON);
        assert.equal(done.attempts, 1);
        assert.equal(ran, false, 'attempts are counted across the crash');
      } finally {
        await queue.close();
      }
    });
  });
}

const dirs: string[] = [];
const prefixes: string[] = [];
after(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  if (redis.skip || prefixes.length === 0) return;
  const client = new Redis(redis.url);
  for (const prefix of prefixes) {
    const keys = await client.keys(`${prefix}:*`);
    if (keys.length) await client.del(...keys);
  }
  client.disconnect();
});

crashCases(
  'SQL on SQLite',
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'parapet-crash-'));
    dirs.push(dataDir);
    return {
      child: { backend: 'sqlite', dataDir, leaseMs: LEASE_MS },
      open: () => SqlJobQueue.open({ dataDir }, { leaseMs: LEASE_MS, pollMs: 50 }),
    };
  },
  false,
);

crashCases(
  'BullMQ on Redis',
  () => {
    const prefix = uniqueName('crash');
    prefixes.push(prefix);
    return Promise.resolve({
      child: { backend: 'redis', redisUrl: redis.url, prefix, leaseMs: LEASE_MS },
      open: () => Promise.resolve(new BullJobQueue({ redisUrl: redis.url, prefix, leaseMs: LEASE_MS })),
    });
  },
  redis.skip,
);
