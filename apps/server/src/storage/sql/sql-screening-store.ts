import { setImmediate } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { ScreeningRecord, ScreeningStore } from '../types.js';
import type { Database } from './schema.js';

/**
 * Rows a purge statement deletes. On SQLite a statement runs synchronously on the event loop, so a
 * batch is kept short (about 25 ms for rows of 4 KB) and the purge yields between batches.
 */
const PURGE_BATCH = 250;

export class SqlScreeningStore implements ScreeningStore {
  constructor(private readonly db: Kysely<Database>) {}

  async record(r: ScreeningRecord): Promise<void> {
    await this.db
      .insertInto('screenings')
      .values({
        id: r.id,
        key_id: r.keyId,
        kind: r.kind,
        text_sha256: r.textSha256,
        text_length: r.textLength,
        risk_score: r.riskScore,
        verdict: r.verdict,
        result: JSON.stringify(r.result),
        created_at: r.createdAtMs,
      })
      .execute();
  }

  async get(id: string, keyId: string | null): Promise<ScreeningRecord | null> {
    let query = this.db.selectFrom('screenings').selectAll().where('id', '=', id);
    query = keyId === null ? query.where('key_id', 'is', null) : query.where('key_id', '=', keyId);
    const row = await query.executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      keyId: row.key_id,
      kind: row.kind as ScreeningRecord['kind'],
      textSha256: row.text_sha256,
      textLength: Number(row.text_length),
      riskScore: Number(row.risk_score),
      verdict: row.verdict,
      result: JSON.parse(row.result) as unknown,
      createdAtMs: Number(row.created_at),
    };
  }

  /**
   * In batches, so that a large backlog never holds a long lock nor the event loop. Instances running it at once on
   * PostgreSQL delete disjoint or overlapping batches; a row is deleted once either way.
   */
  async purgeBefore(cutoffMs: number, batch = PURGE_BATCH): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = this.db.selectFrom('screenings').select('id').where('created_at', '<', cutoffMs).limit(batch);
      const result = await this.db.deleteFrom('screenings').where('id', 'in', ids).executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      total += deleted;
      if (deleted < batch) return total;
      // Let requests run between batches: on SQLite the awaits above never leave the event loop.
      await setImmediate();
    }
  }
}
