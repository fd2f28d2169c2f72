import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { forStorage } from '../privacy/redact.js';
import { reasonOf, runAttempt } from './attempt.js';
import { backoffDelayMs, checkType, encodeJson, jobLimits, newJobId, resolveQueueOptions, type QueueOptions, type ResolvedQueueOptions } from './options.js';
import { ABANDONED_REASON } from './sql-job-store.js';
import type { EnqueueOptions, JobHandler, JobQueue, JobRecord, JobStatus } from './types.js';

export interface BullJobQueueOptions extends QueueOptions {
  redisUrl: string;
  /** Prefix of every Redis key of the queue, so deployments and tests sharing a server stay apart. */
  prefix?: string;
  onError?: (error: unknown) => void;
}

/** What a job carries in Redis: the payload and the limits every runner applies to it. */
interface JobData {
  payload: unknown;
  maxAttempts: number;
  timeoutMs: number;
}

const QUEUE_NAME = 'jobs';
const BACKOFF_TYPE = 'parapet';
const CLEAN_EVERY_MS = 60_000;

/**
 * The worker's Redis client. BullMQ duplicates it for the connections it uses (regular and
 * blocking); keeping the copies lets shutdown end them when Redis accepts connections but never
 * answers, where every close BullMQ offers waits for an answer first. Ending them fails the pending
 * commands, BullMQ's run loop sees it is closing, and its own close completes.
 */
class TrackedRedis extends Redis {
  private readonly copies: Redis[] = [];

  override duplicate(override?: Partial<RedisOptions>): Redis {
    const copy = super.duplicate(override);
    this.copies.push(copy);
    return copy;
  }

  endAll(): void {
    for (const client of [this, ...this.copies]) client.disconnect();
  }
}

function statusOf(state: string): JobStatus {
  if (state === 'completed' || state === 'failed') return state;
  return 'pending';
}

/**
 * The scaled queue: BullMQ on Redis, shared by every instance. BullMQ holds a lock per running
 * job and renews it; when a runner dies its lock lapses, the stalled-job check of any live runner
 * puts the job back, and it runs again. Attempts are counted across those restarts, so a job whose
 * last attempt was lost is failed with a reason instead of running without end.
 */
export class BullJobQueue implements JobQueue {
  readonly backend = 'redis' as const;
  private readonly options: ResolvedQueueOptions;
  private readonly queue: Queue<JobData>;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly inFlight = new Set<AbortController>();
  private readonly connection: { url: string };
  private readonly prefix: string;
  private readonly onError: (error: unknown) => void;
  private worker: Worker<JobData> | undefined;
  private workerRedis: TrackedRedis | undefined;
  private cleaner: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(options: BullJobQueueOptions) {
    const { redisUrl, prefix = 'parapet:jobs', onError = () => undefined, ...rest } = options;
    this.options = resolveQueueOptions(rest);
    this.connection = { url: redisUrl };
    this.prefix = prefix;
    this.onError = onError;
    // Commands fail at once while Redis is away (the request answers 503) instead of waiting in an offline queue.
    this.queue = new Queue<JobData>(QUEUE_NAME, { connection: { ...this.connection, maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false }, prefix });
    this.queue.on('error', (error) => this.onError(error));
  }

  async enqueue(type: string, payload: unknown, options: EnqueueOptions = {}): Promise<JobRecord> {
    checkType(type);
    const limits = jobLimits(options, this.options);
    const data: JobData = { payload: JSON.parse(encodeJson(payload, 'the job payload')) as unknown, ...limits };
    const keepSeconds = Math.ceil(this.options.retentionMs / 1000);
    const job = await this.queue.add(type, data, {
      jobId: newJobId(),
      attempts: limits.maxAttempts,
      backoff: { type: BACKOFF_TYPE },
      removeOnComplete: { age: keepSeconds },
      removeOnFail: { age: keepSeconds },
    });
    return { id: String(job.id), type, status: 'pending', attempts: 0, createdAt: job.timestamp, updatedAt: job.timestamp };
  }

  async get(id: string): Promise<JobRecord | null> {
    // The state first, then the job: a job read before its state could finish in between and be
    // reported finished without the time it finished (and so as expired). BullMQ sets the finish
    // time in the same step as the state, so read in this order the job always carries it.
    const state = await this.queue.getJobState(id);
    if (state === 'unknown') return null;
    const job = (await this.queue.getJob(id)) as Job<JobData> | undefined;
    if (!job) return null;
    const status = statusOf(state);
    if (status !== 'pending' && (job.finishedOn ?? 0) + this.options.retentionMs <= this.options.clock.now()) return null;
    return {
      id,
      type: job.name,
      status,
      ...(status === 'completed' ? { result: job.returnvalue as unknown } : {}),
      ...(status === 'failed' ? { error: job.failedReason || 'failed' } : {}),
      // A start past the limit only records that the last attempt was lost; it is not an attempt.
      attempts: Math.min(job.attemptsStarted ?? 0, job.data.maxAttempts),
      createdAt: job.timestamp,
      updatedAt: job.finishedOn ?? job.processedOn ?? job.timestamp,
    };
  }

  register(type: string, handler: JobHandler): void {
    checkType(type);
    this.handlers.set(type, handler);
  }

  start(): void {
    if (this.worker || this.closed) return;
    const { leaseMs, concurrency } = this.options;
    this.workerRedis = new TrackedRedis(this.connection.url, { maxRetriesPerRequest: null, lazyConnect: true });
    this.worker = new Worker<JobData>(QUEUE_NAME, (job) => this.process(job), {
      connection: this.workerRedis,
      prefix: this.prefix,
      concurrency,
      lockDuration: leaseMs,
      stalledInterval: leaseMs,
      // Lost attempts are counted against the job's own limit (see process), not BullMQ's.
      maxStalledCount: 1000,
      settings: { backoffStrategy: (attemptsMade: number) => backoffDelayMs(attemptsMade, this.options) },
    });
    this.worker.on('error', (error) => this.onError(error));
    if (!this.options.storeText) {
      // A finished job's payload carries the caller's text, which no runner reads again.
      this.worker.on('completed', (job) => void this.dropPayload(job));
      this.worker.on('failed', (job) => {
        if (job?.finishedOn) void this.dropPayload(job);
      });
    }
    this.cleaner = setInterval(() => void this.clean(), CLEAN_EVERY_MS);
    this.cleaner.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.cleaner);
    const worker = this.worker;
    const redis = this.workerRedis;
    this.worker = undefined;
    this.workerRedis = undefined;
    if (!worker) return;
    const closing = worker.close().then(() => true);
    const grace = (): Promise<boolean> => sleep(this.options.shutdownGraceMs, false, { ref: false });
    if (!(await Promise.race([closing, grace()]))) {
      // Given up: the lock lapses and a live runner takes the job again.
      for (const controller of this.inFlight) controller.abort(new Error('the runner stopped'));
      redis?.endAll();
      await Promise.race([closing, grace()]);
    }
    redis?.endAll();
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('the job queue is closed');
    const client = await this.queue.backend.client;
    // A round trip through the adapter (which exposes no PING): reading a key nothing writes.
    await client.get(`${this.prefix}:ping`);
  }

  async pending(): Promise<number> {
    if (this.closed) throw new Error('the job queue is closed');
    const counts = await this.queue.getJobCounts('waiting', 'delayed', 'prioritized', 'active', 'waiting-children');
    return Object.values(counts).reduce((sum, n) => sum + n, 0);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.stop();
    await this.queue.close();
  }

  private async process(job: Job<JobData>): Promise<unknown> {
    const { payload, maxAttempts, timeoutMs } = job.data;
    const attempt = job.attemptsStarted;
    // The previous start was the last allowed one and never reported back: its runner died.
    if (attempt > maxAttempts) throw new UnrecoverableError(ABANDONED_REASON);
    const handler = this.handlers.get(job.name);
    const controller = new AbortController();
    this.inFlight.add(controller);
    try {
      const outcome = handler
        ? await runAttempt(handler, payload, { id: String(job.id), type: job.name, attempt }, timeoutMs, controller.signal)
        : { ok: false as const, reason: `no handler for job type ${job.name}` };
      if (outcome.ok) return JSON.parse(encodeJson(forStorage(outcome.result, this.options), 'the job result')) as unknown;
      // Unrecoverable on the last attempt: BullMQ counts only failures, and a lost attempt is ours to count.
      throw attempt >= maxAttempts ? new UnrecoverableError(outcome.reason) : new Error(outcome.reason);
    } finally {
      this.inFlight.delete(controller);
    }
  }

  private async dropPayload(job: Job<JobData>): Promise<void> {
    try {
      await job.updateData({ ...job.data, payload: null });
    } catch (error) {
      // Removed meanwhile (retention) is fine; anything else is worth reporting.
      if (await this.queue.getJob(String(job.id)).catch(() => undefined)) this.onError(new Error(`emptying a finished job's payload failed: ${reasonOf(error)}`));
    }
  }

  private async clean(): Promise<void> {
    try {
      await this.queue.clean(this.options.retentionMs, 1000, 'completed');
      await this.queue.clean(this.options.retentionMs, 1000, 'failed');
    } catch (error) {
      this.onError(new Error(`cleaning finished jobs failed: ${reasonOf(error)}`));
    }
  }
}
