import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { migrateToLatest } from '../storage/sql/migrations.js';
import type { Database } from '../storage/sql/schema.js';

export interface SqlQueueDatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; otherwise the SQLite database under `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  postgresSchema?: string | undefined;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const INT8_OID = 20;

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/**
 * The queue's own connection to the service database (the same file or schema as the storage),
 * so that runner polling never waits behind request queries in one pool. Every queue statement is
 * a single atomic statement, so a second SQLite connection needs no transaction of its own.
 */
export async function openQueueDatabase(options: SqlQueueDatabaseOptions): Promise<{ db: Kysely<Database>; dialect: 'sqlite' | 'postgres' }> {
  let db: Kysely<Database>;
  const postgres = isPostgresUrl(options.databaseUrl);
  const schema = options.postgresSchema;
  if (postgres) {
    if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`invalid PostgreSQL schema name "${schema}"`);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 4,
      connectionTimeoutMillis: 5000,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    pool.on('error', () => {});
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    const database = new SQLite(join(options.dataDir, 'parapet.sqlite'));
    database.pragma('journal_mode = WAL');
    database.pragma('busy_timeout = 5000');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  }
  try {
    if (postgres && schema) {
      await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db).catch((error: unknown) => {
        const code = (error as { code?: string }).code;
        if (code !== '42P06' && code !== '23505') throw error;
      });
    }
    let current = schema;
    if (postgres && !current) {
      const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
      current = rows[0]?.schema ?? undefined;
    }
    await migrateToLatest(db as Kysely<unknown>, postgres ? current : undefined);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, dialect: postgres ? 'postgres' : 'sqlite' };
}
