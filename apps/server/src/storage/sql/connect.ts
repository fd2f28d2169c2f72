import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Storage } from '../types.js';
import { migrateToLatest } from './migrations.js';
import type { Database } from './schema.js';
import { SqlConversationStore } from './sql-conversation-store.js';
import { SqlKeyStore } from './sql-key-store.js';
import { SqlPaymentStore } from './sql-payment-store.js';
import { SqlPolicyStore } from './sql-policy-store.js';
import { SqlScreeningStore } from './sql-screening-store.js';

export interface SqlStorageOptions {
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite under `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema for the tables, created when missing. */
  postgresSchema?: string | undefined;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const INT8_OID = 20;

export function isPostgres(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

function postgresDb(url: string, schema: string | undefined, poolSize: number): Kysely<Database> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`invalid PostgreSQL schema name "${schema}"`);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // Millisecond timestamps are bigint columns; they fit a JS number exactly.
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client's error (server restart, terminated backend) would otherwise crash the process;
  // the pool drops that client and the next query or ping reports the failure.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * The database holds key hashes, policies, conversations and payments: only the service's user may
 * read it. The directory is made 0700 and the file 0600 before SQLite opens it; SQLite gives the
 * -wal and -shm files the mode of the database file, and files left by an older version are
 * tightened too.
 */
function privateSqliteFile(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const file = join(dataDir, 'parapet.sqlite');
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
  return file;
}

function sqliteDb(dataDir: string): Kysely<Database> {
  const database = new SQLite(privateSqliteFile(dataDir));
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

async function currentSchema(db: Kysely<Database>, configured: string | undefined): Promise<string | undefined> {
  if (configured) return configured;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/**
 * Opens a connection (a pool of `poolSize` on PostgreSQL) to the configured database and brings its
 * schema up to date. The storage and the job queue each open one, so that the runner's polling
 * never waits behind request queries.
 */
export async function openDatabase(options: SqlStorageOptions, poolSize = 10): Promise<OpenedDatabase> {
  const postgres = isPostgres(options.databaseUrl);
  const db = postgres ? postgresDb(options.databaseUrl as string, options.postgresSchema, poolSize) : sqliteDb(options.dataDir);
  try {
    if (postgres && options.postgresSchema) {
      await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(options.postgresSchema)}`.execute(db).catch((error: unknown) => {
        // Two instances creating the schema at once: the loser sees a duplicate, which is fine.
        const code = (error as { code?: string }).code;
        if (code !== '42P06' && code !== '23505') throw error;
      });
    }
    await migrateToLatest(db as Kysely<unknown>, postgres ? await currentSchema(db, options.postgresSchema) : undefined);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, dialect: postgres ? 'postgres' : 'sqlite' };
}

/** Opens the configured database, brings its schema up to date and returns the stores over it. */
export async function openSqlStorage(options: SqlStorageOptions): Promise<Storage> {
  const { db, dialect } = await openDatabase(options);
  let closed = false;
  return {
    dialect,
    keys: new SqlKeyStore(db),
    policies: new SqlPolicyStore(db),
    screenings: new SqlScreeningStore(db),
    conversations: new SqlConversationStore(db),
    payments: new SqlPaymentStore(db),
    async ping() {
      if (closed) throw new Error('storage is closed');
      await sql`select 1`.execute(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
