import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/sql/schema.js';
import { forStorage } from '../privacy/redact.js';
import { runAttempt } from './attempt.js';
import { backoffDelayMs, checkType, encodeJson, jobLimits, newJobId, resolveQueueOptions, type QueueOptions, type ResolvedQueueOptions } from './options.js';
import { openDatabase, type SqlStorageOptions } from '../storage/sql/connect.js';
import { SqlJobStore, type LeasedJob, type Now } from './sql-job-store.js';
import type { EnqueueOptions, JobHandler, JobQueue, JobRecord } from './types.js';

export interface SqlJobQueueOptions extends QueueOptions {
  /** How often an idle runner looks for due jobs (enqueues in this process wake it at once). */
  pollMs?: number;
  /** Told about backend errors the runner survives (a database outage, say). */
  onError?: (error: unknown) => void;
}

const PURGE_EVERY_MS = 60_000;

/**
 * The embedded queue: jobs are rows of the service database, leased by a runner that polls.
 * A lease is renewed while the handler runs; a runner that dies stops renewing, and after
 * `leaseMs` the job is free for any runner again (or failed, if that was its last attempt).
 */
export class SqlJobQueue implements JobQueue {
  readonly backend = 'sql' as const;
  private readonly options: ResolvedQueueOptions;
  private readonly store: SqlJobStore;
  private readonly pollMs: number;
  private readonly onError: (error: unknown) => void;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly inFlight = new Map<string, { done: Promise<void>; giveUp: AbortController }>();
  private readonly runnerId = randomBytes(6).toString('hex');
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: AbortController | undefined;
  private lastPurgeMs = 0;
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    dialect: 'sqlite' | 'postgres',
    options: SqlJobQueueOptions = {},
    private readonly ownsDb = false,
  ) {
    const { pollMs = 1000, onError = () => undefined, ...rest } = options;
    this.options = resolveQueueOptions(rest);
    this.pollMs = pollMs;
    this.onError = onError;
    this.store = new SqlJobStore(db, dialect);
  }

  /**
   * Opens its own connection to the service database (the same file or schema as the storage, a
   * pool of 4 on PostgreSQL), migrated, and closes it on close(). Every queue statement is a single
   * atomic statement, so a second SQLite connection needs no transaction of its own.
   */
  static async open(database: SqlStorageOptions, options: SqlJobQueueOptions = {}): Promise<SqlJobQueue> {
    const { db, dialect } = await openDatabase(database, 4);
    return new SqlJobQueue(db, dialect, options, true);
  }

  async enqueue(type: string, payload: unknown, options: EnqueueOptions = {}): Promise<JobRecord> {
    checkType(type);
    const limits = jobLimits(options, this.options);
    const job = await this.store.insert({ id: newJobId(), type, payload: encodeJson(payload, 'the job payload'), ...limits, now: this.now() });
    if (this.handlers.has(type)) this.poke();
    return job;
  }

  get(id: string): Promise<JobRecord | null> {
    return this.store.get(id, this.options.clock.now());
  }

  register(type: string, handler: JobHandler): void {
    checkType(type);
    this.handlers.set(type, handler);
    this.poke();
  }

  start(): void {
    if (this.running || this.closed) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.poke();
    await this.loop;
    this.loop = undefined;
    const pending = [...this.inFlight.values()];
    if (pending.length === 0) return;
    const finished = Promise.all(pending.map((p) => p.done)).then(() => true);
    const grace = sleep(this.options.shutdownGraceMs, false, { ref: false });
    if (!(await Promise.race([finished, grace]))) {
      for (const p of this.inFlight.values()) p.giveUp.abort(new Error('the runner stopped'));
      await Promise.all(pending.map((p) => p.done));
    }
  }

  ping(): Promise<void> {
    // Also when the database is shared and stays open: a closed queue is not a healthy one.
    if (this.closed) return Promise.reject(new Error('the job queue is closed'));
    return this.store.ping();
  }

  pending(): Promise<number> {
    if (this.closed) return Promise.reject(new Error('the job queue is closed'));
    return this.store.pending();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.stop();
    this.closed = true;
    if (this.ownsDb) await this.db.destroy();
  }

  private now(): Now {
    return { realMs: Date.now(), clockMs: this.options.clock.now() };
  }

  private poke(): void {
    this.wake?.abort();
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.wake = new AbortController();
      const signal = this.wake.signal;
      try {
        await this.fill();
      } catch (error) {
        this.onError(error);
      }
      if (!this.running) break;
      await sleep(this.pollMs, undefined, { signal }).catch(() => undefined);
    }
  }

  /** Housekeeping, then leases due jobs until every slot is busy or none is due. */
  private async fill(): Promise<void> {
    const now = this.now();
    await this.store.failAbandoned(now, this.options.retentionMs, this.options.storeText);
    if (now.realMs - this.lastPurgeMs >= PURGE_EVERY_MS) {
      this.lastPurgeMs = now.realMs;
      await this.store.purge(now.clockMs);
    }
    while (this.running && this.inFlight.size < this.options.concurrency) {
      const token = `${this.runnerId}.${randomBytes(6).toString('hex')}`;
      const job = await this.store.lease([...this.handlers.keys()], this.now(), this.options.leaseMs, token);
      if (!job) return;
      const giveUp = new AbortController();
      const done = this.execute(job, giveUp)
        .catch((error: unknown) => this.onError(error))
        .finally(() => {
          this.inFlight.delete(job.id);
          this.poke();
        });
      this.inFlight.set(job.id, { done, giveUp });
    }
  }

  private async execute(job: LeasedJob, giveUp: AbortController): Promise<void> {
    const { leaseMs, retentionMs, storeText } = this.options;
    let lost = false;
    const heartbeat = setInterval(
      () => {
        this.store.renew(job.id, job.token, Date.now(), leaseMs).then(
          (held) => {
            if (held) return;
            lost = true;
            giveUp.abort(new Error('the lease passed to another runner'));
          },
          (error: unknown) => this.onError(error),
        );
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    const handler = this.handlers.get(job.type);
    let outcome;
    try {
      outcome = handler
        ? await runAttempt(handler, job.payload, { id: job.id, type: job.type, attempt: job.attempt }, job.timeoutMs, giveUp.signal)
        : { ok: false as const, reason: `no handler for job type ${job.type}` };
    } finally {
      clearInterval(heartbeat);
    }
    if (lost) return;
    const now = this.now();
    if (giveUp.signal.aborted) {
      await this.store.release(job.id, job.token, now);
      return;
    }
    if (outcome.ok) {
      let resultJson: string | undefined;
      try {
        resultJson = encodeJson(forStorage(outcome.result, { storeText }), 'the job result');
      } catch (error) {
        outcome = { ok: false as const, reason: error instanceof Error ? error.message : String(error) };
      }
      if (resultJson !== undefined) {
        await this.store.complete(job.id, job.token, resultJson, now, retentionMs, storeText);
        return;
      }
    }
    if (outcome.ok) return;
    if (job.attempt >= job.maxAttempts) await this.store.fail(job.id, job.token, outcome.reason, now, retentionMs, storeText);
    else await this.store.retry(job.id, job.token, outcome.reason, now, now.realMs + backoffDelayMs(job.attempt, this.options));
  }
}
