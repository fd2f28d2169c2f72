import type { Kysely } from 'kysely';
import type { EvaluationRecord, EvaluationStore } from '../types.js';
import type { Database } from './schema.js';

export class SqlEvaluationStore implements EvaluationStore {
  constructor(private readonly db: Kysely<Database>) {}

  async save(record: EvaluationRecord): Promise<void> {
    await this.db
      .insertInto('evaluations')
      .values({
        id: record.id,
        key_id: record.keyId,
        body: JSON.stringify(record.body),
        created_at: record.createdAtMs,
        expires_at: record.expiresAtMs,
      })
      .execute();
  }

  async get(id: string, keyId: string, nowMs: number): Promise<EvaluationRecord | null> {
    const row = await this.db
      .selectFrom('evaluations')
      .selectAll()
      .where('id', '=', id)
      .where('key_id', '=', keyId)
      .where('expires_at', '>', nowMs)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      keyId: row.key_id,
      body: JSON.parse(row.body) as unknown,
      createdAtMs: Number(row.created_at),
      expiresAtMs: Number(row.expires_at),
    };
  }

  async purgeExpired(nowMs: number): Promise<number> {
    const result = await this.db.deleteFrom('evaluations').where('expires_at', '<=', nowMs).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
