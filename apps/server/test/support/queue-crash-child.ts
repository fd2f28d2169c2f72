/**
 * A runner that the crash test kills with SIGKILL: it opens the queue named by its argument,
 * enqueues one job whose handler never returns, reports the job on stdout and waits to be killed.
 */
import { BullJobQueue } from '../../src/queue/bullmq-job-queue.js';
import { SqlJobQueue } from '../../src/queue/sql-job-queue.js';
import type { JobQueue } from '../../src/queue/types.js';

export interface CrashChildConfig {
  backend: 'sqlite' | 'redis';
  dataDir?: string;
  redisUrl?: string;
  prefix?: string;
  type: string;
  leaseMs: number;
  maxAttempts: number;
}

const config = JSON.parse(process.argv[2] ?? '{}') as CrashChildConfig;
const options = { leaseMs: config.leaseMs, backoffMs: 50 };
const queue: JobQueue =
  config.backend === 'sqlite'
    ? await SqlJobQueue.open({ dataDir: config.dataDir ?? '' }, { ...options, pollMs: 25 })
    : new BullJobQueue({ ...options, redisUrl: config.redisUrl ?? '', prefix: config.prefix ?? '' });

queue.register(config.type, async (_payload, ctx) => {
  process.stdout.write(`started ${ctx.id} ${ctx.attempt}\n`);
  // Blocks until the process is killed.
  await new Promise(() => undefined);
});
const job = await queue.enqueue(config.type, { from: 'child' }, { maxAttempts: config.maxAttempts });
process.stdout.write(`enqueued ${job.id}\n`);
queue.start();
