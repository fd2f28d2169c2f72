import type { Kysely, Selectable } from 'kysely';
import type { ApiKeyRecord, KeyStore, NewApiKey, Scope } from '../types.js';
import type { ApiKeysTable, Database } from './schema.js';

const ISSUED_COUNTER = 'keys_issued';

function toRecord(row: Selectable<ApiKeysTable>): ApiKeyRecord {
  return {
    id: row.id,
    keyHash: row.key_hash,
    name: row.name,
    scopes: JSON.parse(row.scopes) as Scope[],
    createdAtMs: Number(row.created_at),
    expiresAtMs: Number(row.expires_at),
    disabledAtMs: row.disabled_at === null ? null : Number(row.disabled_at),
  };
}

export class SqlKeyStore implements KeyStore {
  constructor(private readonly db: Kysely<Database>) {}

  createWithinCap(key: NewApiKey, cap: number): Promise<'created' | 'cap_reached'> {
    return this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('counters')
        .values({ name: ISSUED_COUNTER, value: 0 })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      // The conditional increment is the cap check: under concurrency PostgreSQL re-evaluates the
      // WHERE clause after the row lock is released, and SQLite serialises writers.
      const claimed = await tx
        .updateTable('counters')
        .set((eb) => ({ value: eb('value', '+', 1) }))
        .where('name', '=', ISSUED_COUNTER)
        .where('value', '<', cap)
        .returning('value')
        .executeTakeFirst();
      if (!claimed) return 'cap_reached';
      await tx
        .insertInto('api_keys')
        .values({
          id: key.id,
          key_hash: key.keyHash,
          name: key.name,
          scopes: JSON.stringify(key.scopes),
          created_at: key.createdAtMs,
          expires_at: key.expiresAtMs,
          disabled_at: null,
        })
        .execute();
      return 'created';
    });
  }

  async findByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    const row = await this.db.selectFrom('api_keys').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async findById(id: string): Promise<ApiKeyRecord | null> {
    const row = await this.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async disable(id: string, atMs: number): Promise<boolean> {
    const result = await this.db.updateTable('api_keys').set({ disabled_at: atMs }).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async countIssued(): Promise<number> {
    const row = await this.db.selectFrom('counters').select('value').where('name', '=', ISSUED_COUNTER).executeTakeFirst();
    return row ? Number(row.value) : 0;
  }
}
