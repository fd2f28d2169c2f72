/**
 * Durable background jobs: sandbox execution, media analysis and prompt evaluation run through a
 * JobQueue. A job is `pending` until a runner finishes it as `completed` (with a result) or
 * `failed` (with a reason). Results are kept for the retention period, then the job is gone.
 */

export type JobStatus = 'pending' | 'completed' | 'failed';

/** What `get(id)` answers: the wire-independent view of one job. */
export interface JobRecord {
  /** `job_<random>`. */
  id: string;
  type: string;
  status: JobStatus;
  /** The handler's return value, when completed. */
  result?: unknown;
  /** Why the job failed, when failed. */
  error?: string;
  /** Attempts started so far, an attempt cut short by a crash included. */
  attempts: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
}

export interface EnqueueOptions {
  /** Attempts before the job is marked failed; an attempt lost to a crash counts. */
  maxAttempts?: number;
  /** Time-out of each attempt; an attempt past it fails (and is retried while attempts remain). */
  timeoutMs?: number;
}

export interface JobContext {
  id: string;
  type: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Aborted when the attempt times out or the runner gives the job up; handlers should stop. */
  signal: AbortSignal;
}

/** Runs one attempt. The resolved value (JSON-serialisable) is the result; a throw fails the attempt. */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

export interface JobQueue {
  readonly backend: 'sql' | 'redis';
  /** Stores a pending job; any runner sharing the backend may take it, now or after a restart. */
  enqueue(type: string, payload: unknown, options?: EnqueueOptions): Promise<JobRecord>;
  /** The job, or null when it does not exist or its retention has passed. */
  get(id: string): Promise<JobRecord | null>;
  /** Sets the handler of a job type run by this process's runner. */
  register(type: string, handler: JobHandler): void;
  /** Starts this process's runner: it leases jobs of the registered types until stopped. */
  start(): void;
  /**
   * Stops leasing, then waits (up to the shutdown grace) for the jobs in flight. A job still
   * running after that is given up; its lease lapses and another runner takes it again.
   */
  stop(): Promise<void>;
  /** Resolves when the backend answers; rejects once the queue is closed. */
  ping(): Promise<void>;
  /** Jobs of every runner sharing the backend that are not finished: waiting, delayed for a retry, or running. */
  pending(): Promise<number>;
  /** Stops the runner and releases every connection the queue opened. */
  close(): Promise<void>;
}
