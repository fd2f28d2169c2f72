import type { Clock } from '../clock.js';
import type { ScreeningStore } from '../storage/types.js';

/** How often the retention purge runs after the one at start. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface RetentionPurgeOptions {
  screenings: ScreeningStore;
  clock: Clock;
  /** Age after which a screening record is deleted; 0 keeps records forever (no purge runs). */
  retentionMs: number;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Deletes screening records older than the retention period: once at start, then on an interval
 * whose timer never keeps the process alive. Safe on several instances sharing one database: each
 * deletes by age, and a row two of them race for is deleted once. Finished jobs and conversations
 * have their own, shorter retention and their own purges (docs/privacy.md).
 */
export class RetentionPurge {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly options: RetentionPurgeOptions) {}

  start(): void {
    if (this.options.retentionMs <= 0 || this.timer) return;
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.options.intervalMs ?? PURGE_INTERVAL_MS);
    this.timer.unref();
  }

  /** One pass; answers how many records it deleted. A pass already running is joined, not doubled. */
  runOnce(): Promise<number> {
    if (this.options.retentionMs <= 0) return Promise.resolve(0);
    this.running ??= this.options.screenings
      .purgeBefore(this.options.clock.now() - this.options.retentionMs)
      .catch((error: unknown) => {
        try {
          this.options.onError?.(error);
        } catch {
          // A failing reporter must not turn a failed pass into an unhandled rejection.
        }
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Stops the interval and waits for a pass in flight, so the store can be closed after it. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
