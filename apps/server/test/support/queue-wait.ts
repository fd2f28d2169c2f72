import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../../src/clock.js';
import type { JobQueue, JobRecord } from '../../src/queue/types.js';

/** Polls `get(id)` until the job has finished (or `until` holds); fails after `timeoutMs`. */
export async function waitForJob(
  queue: JobQueue,
  id: string,
  options: { timeoutMs?: number; until?: (job: JobRecord | null) => boolean } = {},
): Promise<JobRecord> {
  const until = options.until ?? ((job) => job !== null && job.status !== 'pending');
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const job = await queue.get(id);
    if (until(job)) return job as JobRecord;
    if (Date.now() > deadline) throw new Error(`job ${id} did not get there in time; last seen ${JSON.stringify(job)}`);
    await sleep(25);
  }
}

/** Real time plus an offset the test moves, so retention can be crossed without waiting. */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  now(): number {
    return Date.now() + this.offsetMs;
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** A promise and the function that settles it. */
export function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
