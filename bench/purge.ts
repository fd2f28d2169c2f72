/**
 * The retention purge of screening records at the size the issue reports (112,117 rows of about
 * 4 KB each): how long a full purge takes and how long each batch holds the process (on SQLite a
 * batch is one synchronous statement on the event loop).
 *
 *   node --conditions=parapet-source --import tsx bench/purge.ts            # SQLite in a temp dir
 *   PURGE_DATABASE_URL=postgres://... node --conditions=parapet-source --import tsx bench/purge.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/server/src/storage/sql/connect.js';
import { migrateToLatest } from '../apps/server/src/storage/sql/migrations.js';
import { SqlScreeningStore } from '../apps/server/src/storage/sql/sql-screening-store.js';

const ROWS = Number(process.env['PURGE_ROWS'] ?? 112_117);
const url = process.env['PURGE_DATABASE_URL'];
const schema = `bench_purge_${process.pid}`;
const dataDir = await mkdtemp(join(tmpdir(), 'parapet-purge-'));
const { db, dialect } = await openDatabase({ databaseUrl: url, dataDir, postgresSchema: url ? schema : undefined }, 4);
await migrateToLatest(db as never, url ? schema : undefined);
const result = JSON.stringify({ flags: Array.from({ length: 20 }, (_, i) => ({ id: `rule.${i}`, detail: 'x'.repeat(180), evidence: '' })) });
const now = Date.now();
for (let i = 0; i < ROWS; i += 1000) {
  const rows = Array.from({ length: Math.min(1000, ROWS - i) }, (_, j) => ({
    id: `scr_${i + j}`, key_id: 'key_bench', kind: 'parse', text_sha256: 'ab'.repeat(32), text_length: 100,
    risk_score: 1, verdict: 'safe', result, categories: '', flag_ids: '', created_at: now - 40 * 86_400_000 + i + j,
  }));
  await db.insertInto('screenings').values(rows).execute();
}
const store = new SqlScreeningStore(db);
// The longest gap between ticks of a 1 ms timer: how long one step held the event loop.
let last = performance.now();
let maxGap = 0;
const sampler = setInterval(() => {
  const t = performance.now();
  maxGap = Math.max(maxGap, t - last);
  last = t;
}, 1);
const started = performance.now();
const deleted = await store.purgeBefore(now - 30 * 86_400_000);
const total = performance.now() - started;
clearInterval(sampler);
console.log(JSON.stringify({
  dialect, rows: ROWS, bytes_per_row: result.length, deleted, total_ms: Math.round(total),
  longest_event_loop_stall_ms: Math.round(maxGap),
}));
if (url) await db.schema.dropSchema(schema).ifExists().cascade().execute();
await db.destroy();
await rm(dataDir, { recursive: true, force: true });
