/**
 * The receipt writer on the real SQLite store: receipts are written together off the request path,
 * read back at once by their owner, kept in order while the store fails, and all written on close.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ReceiptWriter } from '../src/screening/receipts.js';
import { openSqlStorage } from '../src/storage/sql/connect.js';
import type { ScreeningRecord, ScreeningStore, Storage } from '../src/storage/types.js';

let dataDir: string;
let storage: Storage;
before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'parapet-receipts-'));
  storage = await openSqlStorage({ dataDir });
});
after(async () => {
  await storage.close();
  await rm(dataDir, { recursive: true, force: true });
});

let n = 0;
function receipt(keyId: string, createdAtMs = 1_800_000_000_000 + n): ScreeningRecord {
  n++;
  return {
    id: `scr_receipt_${String(n).padStart(4, '0')}`,
    keyId,
    kind: 'parse',
    textSha256: 'ab'.repeat(32),
    textLength: n,
    riskScore: 0,
    verdict: 'safe',
    safe: true,
    categories: [],
    flagIds: [],
    createdAtMs,
  };
}

/** The store, counting its writes, and failing while `failing` is set. */
function counted(store: ScreeningStore): ScreeningStore & { writes: number[]; failing: boolean } {
  const wrapped = {
    writes: [] as number[],
    failing: false,
    record: (r: ScreeningRecord) => wrapped.recordMany([r]),
    async recordMany(records: readonly ScreeningRecord[]) {
      if (wrapped.failing) throw new Error('the database is away');
      wrapped.writes.push(records.length);
      await store.recordMany(records);
    },
    get: (id: string, keyId: string | null) => store.get(id, keyId),
    list: (keyId: string, query: Parameters<ScreeningStore['list']>[1]) => store.list(keyId, query),
    purgeBefore: (cutoffMs: number) => store.purgeBefore(cutoffMs),
  };
  return wrapped;
}

describe('ReceiptWriter', () => {
  it('answers at once and writes the receipts of a burst in one statement, within its delay', async () => {
    const store = counted(storage.screenings);
    const writer = new ReceiptWriter(store, { maxDelayMs: 30 });
    const burst = Array.from({ length: 25 }, () => receipt('key_burst'));
    await Promise.all(burst.map((r) => writer.record(r)));
    assert.deepEqual(store.writes, [], 'nothing written on the request path');
    assert.equal(writer.waiting, 25);
    for (let i = 0; i < 100 && writer.waiting > 0; i++) await sleep(10);
    assert.deepEqual(store.writes, [25]);
    assert.equal((await storage.screenings.list('key_burst', { limit: 100 })).length, 25);
    await writer.close();
  });

  it('writes batches of at most maxBatch, in order', async () => {
    const store = counted(storage.screenings);
    const writer = new ReceiptWriter(store, { maxDelayMs: 1000, maxBatch: 10 });
    const many = Array.from({ length: 35 }, () => receipt('key_batches'));
    for (const r of many) await writer.record(r);
    await writer.flush();
    assert.deepEqual(store.writes, [10, 10, 10, 5]);
    const listed = await storage.screenings.list('key_batches', { limit: 100 });
    assert.deepEqual(listed.map((r) => r.id), many.map((r) => r.id).reverse());
    await writer.close();
  });

  it('lets a reader see its own receipt at once', async () => {
    const writer = new ReceiptWriter(storage.screenings, { maxDelayMs: 60_000 });
    const mine = receipt('key_reader');
    await writer.record(mine);
    assert.deepEqual(await writer.get(mine.id, 'key_reader'), mine);
    const next = receipt('key_reader');
    await writer.record(next);
    assert.deepEqual((await writer.list('key_reader', { limit: 10 })).map((r) => r.id), [next.id, mine.id]);
    await writer.close();
  });

  it('keeps receipts while the store fails, retries, and loses none; close writes what is left', async () => {
    const store = counted(storage.screenings);
    const errors: unknown[] = [];
    const writer = new ReceiptWriter(store, { maxDelayMs: 5, onError: (e) => errors.push(e) });
    store.failing = true;
    const kept = Array.from({ length: 5 }, () => receipt('key_failing'));
    for (const r of kept) await writer.record(r);
    for (let i = 0; i < 100 && errors.length === 0; i++) await sleep(5);
    assert.ok(errors.length >= 1, 'the failed write is reported');
    assert.equal(writer.waiting, 5);
    await assert.rejects(writer.get(kept[0]!.id, 'key_failing'), /away/);
    store.failing = false;
    const late = receipt('key_failing');
    await writer.record(late);
    await writer.close();
    assert.equal(writer.waiting, 0);
    const listed = await storage.screenings.list('key_failing', { limit: 10 });
    assert.deepEqual(listed.map((r) => r.id).sort(), [...kept, late].map((r) => r.id).sort());
  });

  it('drops the oldest past maxPending and says how many', async () => {
    const store = counted(storage.screenings);
    const dropped: number[] = [];
    const writer = new ReceiptWriter(store, { maxDelayMs: 60_000, maxPending: 3, onError: (_e, d) => dropped.push(d) });
    store.failing = true;
    const all = Array.from({ length: 5 }, () => receipt('key_dropping'));
    for (const r of all) await writer.record(r);
    assert.deepEqual(dropped, [1, 1]);
    store.failing = false;
    await writer.close();
    assert.deepEqual((await storage.screenings.list('key_dropping', { limit: 10 })).map((r) => r.id), all.slice(2).map((r) => r.id).reverse());
  });
});
