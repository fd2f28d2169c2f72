import type { ScreeningQuery, ScreeningRecord, ScreeningStore } from '../storage/types.js';

export interface ReceiptWriterOptions {
  /** How long a receipt may wait for others to share its write (default 20 ms). */
  maxDelayMs?: number;
  /** Receipts written in one statement at most (default 200). */
  maxBatch?: number;
  /**
   * Receipts held while the store does not answer; past it the oldest are dropped and counted
   * (default 50,000, a few MB).
   */
  maxPending?: number;
  /** A failed write (retried a second later) or receipts dropped past `maxPending`. */
  onError?: (error: unknown, dropped: number) => void;
}

/**
 * Writes screening receipts off the request path: a screening hands its receipt over and answers at
 * once; receipts are written together, one statement per batch (one commit, one fsync on SQLite),
 * at most `maxDelayMs` later. Reads (`get`, `list`) first write what is waiting, so a caller reads
 * its own receipts back; `close` writes everything left, so a clean shutdown loses none. While the
 * store fails, receipts wait and the write is retried; only past `maxPending` are the oldest dropped.
 */
export class ReceiptWriter implements ScreeningStore {
  private pending: ScreeningRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  private closed = false;
  private readonly maxDelayMs: number;
  private readonly maxBatch: number;
  private readonly maxPending: number;

  constructor(
    private readonly store: ScreeningStore,
    private readonly options: ReceiptWriterOptions = {},
  ) {
    this.maxDelayMs = options.maxDelayMs ?? 20;
    this.maxBatch = options.maxBatch ?? 200;
    this.maxPending = options.maxPending ?? 50_000;
  }

  /** Receipts handed over and not yet written. */
  get waiting(): number {
    return this.pending.length;
  }

  record(record: ScreeningRecord): Promise<void> {
    if (this.closed) return this.store.record(record);
    this.pending.push(record);
    if (this.pending.length > this.maxPending) {
      const dropped = this.pending.length - this.maxPending;
      this.pending.splice(0, dropped);
      this.options.onError?.(new Error(`${dropped} screening receipts dropped: the store has not answered`), dropped);
    }
    if (this.pending.length >= this.maxBatch) void this.flush().catch(() => undefined);
    else this.schedule(this.maxDelayMs);
    return Promise.resolve();
  }

  async recordMany(records: readonly ScreeningRecord[]): Promise<void> {
    for (const record of records) await this.record(record);
  }

  async get(id: string, keyId: string | null): Promise<ScreeningRecord | null> {
    await this.flush();
    return this.store.get(id, keyId);
  }

  async list(keyId: string, query: ScreeningQuery): Promise<ScreeningRecord[]> {
    await this.flush();
    return this.store.list(keyId, query);
  }

  async purgeBefore(cutoffMs: number): Promise<number> {
    // Receipts waiting are written first, so a pass sees every receipt made before it.
    await this.flush();
    return this.store.purgeBefore(cutoffMs);
  }

  /** Writes everything handed over so far; rejects when the store fails (the receipts keep waiting). */
  async flush(): Promise<void> {
    // One write at a time, in order; receipts handed over meanwhile go in the next batch.
    while (this.writing) await this.writing.catch(() => undefined);
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      this.writing = this.store.recordMany(batch);
      try {
        await this.writing;
      } catch (error) {
        // Back to the front, in order, to be written with the next attempt.
        this.pending.unshift(...batch);
        this.options.onError?.(error, 0);
        if (!this.closed) this.schedule(1000);
        throw error;
      } finally {
        this.writing = undefined;
      }
    }
  }

  /** Writes what is left; later receipts are written one by one, at once. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private schedule(delayMs: number): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch(() => undefined);
    }, delayMs);
    // A shutdown closes the writer, which writes what waits; the timer alone keeps nothing alive.
    this.timer.unref();
  }
}
