import { setImmediate } from 'node:timers/promises';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ScreeningQuery, ScreeningRecord, ScreeningStore } from '../types.js';
import type { Database, ScreeningsTable } from './schema.js';

/**
 * Rows a purge statement deletes. On SQLite a statement runs synchronously on the event loop, so a
 * batch is kept short (about 25 ms for rows of 4 KB) and the purge yields between batches.
 */
const PURGE_BATCH = 250;

export class SqlScreeningStore implements ScreeningStore {
  constructor(private readonly db: Kysely<Database>) {}

  async record(r: ScreeningRecord): Promise<void> {
    await this.recordMany([r]);
  }

  /** Several receipts in one statement: one commit. */
  async recordMany(records: readonly ScreeningRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.db
      .insertInto('screenings')
      .values(records.map((r) => ({
        id: r.id,
        key_id: r.keyId,
        kind: r.kind,
        source_kind: r.sourceKind ?? null,
        text_sha256: r.textSha256,
        text_length: r.textLength,
        risk_score: r.riskScore,
        verdict: r.verdict,
        safe: r.safe ? 1 : 0,
        categories: delimited(r.categories),
        flag_ids: delimited(r.flagIds),
        result: r.result === undefined ? '' : JSON.stringify(r.result),
        created_at: r.createdAtMs,
      })))
      .execute();
  }

  async get(id: string, keyId: string | null): Promise<ScreeningRecord | null> {
    let query = this.db.selectFrom('screenings').selectAll().where('id', '=', id);
    query = keyId === null ? query.where('key_id', 'is', null) : query.where('key_id', '=', keyId);
    const row = await query.executeTakeFirst();
    return row ? fromRow(row) : null;
  }

  async list(keyId: string, q: ScreeningQuery): Promise<ScreeningRecord[]> {
    let query = this.db.selectFrom('screenings').selectAll().where('key_id', '=', keyId);
    if (q.kind) query = query.where('kind', '=', q.kind);
    if (q.verdict) query = query.where('verdict', '=', q.verdict);
    // LIKE's own wildcards in the category are matched literally.
    if (q.category) query = query.where(sql<boolean>`categories like ${`%,${q.category.replace(/[\\%_]/g, (c) => `\\${c}`)},%`} escape '\\'`);
    if (q.fromMs !== undefined) query = query.where('created_at', '>=', q.fromMs);
    if (q.toMs !== undefined) query = query.where('created_at', '<', q.toMs);
    const after = q.after;
    if (after) {
      query = query.where((eb) =>
        eb.or([eb('created_at', '<', after.createdAtMs), eb.and([eb('created_at', '=', after.createdAtMs), eb('id', '<', after.id)])]),
      );
    }
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).execute();
    return rows.map(fromRow);
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

function delimited(values: readonly string[]): string {
  return values.length === 0 ? '' : `,${values.join(',')},`;
}

function split(value: string): string[] {
  return value.split(',').filter((v) => v !== '');
}

type Row = Selectable<ScreeningsTable>;

function fromRow(row: Row): ScreeningRecord {
  const result = row.result ? (JSON.parse(row.result) as Record<string, unknown>) : undefined;
  const record: ScreeningRecord = {
    id: row.id,
    keyId: row.key_id,
    kind: row.kind as ScreeningRecord['kind'],
    textSha256: row.text_sha256,
    textLength: Number(row.text_length),
    riskScore: Number(row.risk_score),
    verdict: row.verdict,
    safe: row.safe === null ? legacySafe(result) : Number(row.safe) === 1,
    categories: split(row.categories),
    flagIds: split(row.flag_ids),
    createdAtMs: Number(row.created_at),
  };
  if (row.source_kind !== null) record.sourceKind = row.source_kind;
  if (result !== undefined) record.result = result;
  // Rows written before the audit columns carry their categories and flags only in the answer.
  if (row.safe === null && result) Object.assign(record, legacyLists(result));
  return record;
}

function legacySafe(result: Record<string, unknown> | undefined): boolean {
  return typeof result?.['safe'] === 'boolean' ? result['safe'] : result?.['trusted'] === true;
}

function legacyLists(result: Record<string, unknown>): { categories: string[]; flagIds: string[] } {
  const flags = Array.isArray(result['flags']) ? (result['flags'] as Array<Record<string, unknown>>) : [];
  const raw = result['categories'];
  const categories = Array.isArray(raw)
    ? raw.map(String)
    : raw && typeof raw === 'object'
      ? Object.entries(raw as Record<string, number>).filter(([, v]) => Number(v) > 0).map(([k]) => k)
      : [...new Set(flags.map((f) => String(f['type'] ?? '')).filter(Boolean))];
  const flagIds = [...new Set(flags.map((f) => String(f['id'] ?? f['type'] ?? '')).filter(Boolean))];
  return { categories, flagIds };
}
