import { systemClock, type Clock } from '../clock.js';
import { newId } from '../ids.js';
import type { EnqueueOptions } from './types.js';

/** Tunables shared by both implementations; tests shorten them, the service uses the defaults. */
export interface QueueOptions {
  /** How long a finished job stays readable. */
  retentionMs?: number;
  /** Lease of a running job; renewed while it runs, so a dead runner's job is free again after it lapses. */
  leaseMs?: number;
  /** Delay before the second attempt; doubled for each later one, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Defaults of EnqueueOptions. */
  maxAttempts?: number;
  timeoutMs?: number;
  /** Jobs one runner runs at once. */
  concurrency?: number;
  /** How long stop() waits for jobs in flight before giving them up. */
  shutdownGraceMs?: number;
  /**
   * The service clock: job timestamps and retention follow it, so tests can cross the retention
   * by moving it. Leases, back-off and time-outs run on real time, which all processes share.
   */
  clock?: Clock;
  /**
   * Keep the payload of a finished job, and the `evidence` its result quotes. False (the default)
   * empties both when the job finishes: the payload carries the caller's text, which only the run
   * needed (docs/privacy.md).
   */
  storeText?: boolean;
}

export type ResolvedQueueOptions = Required<QueueOptions>;

export const QUEUE_DEFAULTS: Readonly<Omit<ResolvedQueueOptions, 'clock'>> = Object.freeze({
  retentionMs: 24 * 60 * 60 * 1000,
  leaseMs: 30_000,
  backoffMs: 1000,
  maxBackoffMs: 60_000,
  maxAttempts: 3,
  timeoutMs: 30_000,
  concurrency: 2,
  shutdownGraceMs: 5000,
  storeText: false,
});

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
  return value;
}

export function resolveQueueOptions(options: QueueOptions): ResolvedQueueOptions {
  const resolved: ResolvedQueueOptions = { ...QUEUE_DEFAULTS, clock: systemClock, ...options };
  for (const key of ['retentionMs', 'leaseMs', 'backoffMs', 'maxBackoffMs', 'maxAttempts', 'timeoutMs', 'concurrency'] as const) {
    positiveInteger(key, resolved[key]);
  }
  if (resolved.shutdownGraceMs < 0) throw new RangeError('shutdownGraceMs must not be negative');
  return resolved;
}

/** The attempt limits of one job, from its enqueue options over the queue's defaults. */
export function jobLimits(options: EnqueueOptions, defaults: ResolvedQueueOptions): { maxAttempts: number; timeoutMs: number } {
  return {
    maxAttempts: positiveInteger('maxAttempts', options.maxAttempts ?? defaults.maxAttempts),
    timeoutMs: positiveInteger('timeoutMs', options.timeoutMs ?? defaults.timeoutMs),
  };
}

/** Delay before attempt `failed + 1`, after `failed` attempts have failed. */
export function backoffDelayMs(failed: number, options: ResolvedQueueOptions): number {
  return Math.min(options.backoffMs * 2 ** Math.max(0, failed - 1), options.maxBackoffMs);
}

/** `job_<random>`, from the service's one id table. */
export function newJobId(): string {
  return newId('job');
}

/** The payload as stored: JSON text. Throws a TypeError for a payload JSON cannot carry. */
export function encodeJson(value: unknown, what: string): string {
  const text = JSON.stringify(value ?? null) as string | undefined;
  if (text === undefined) throw new TypeError(`${what} is not JSON-serialisable`);
  return text;
}

export function checkType(type: string): void {
  if (typeof type !== 'string' || !/^[a-z][a-z0-9._-]{0,63}$/.test(type)) {
    throw new TypeError(`invalid job type "${String(type)}": lower-case letters, digits, ".", "_" and "-", at most 64`);
  }
}
