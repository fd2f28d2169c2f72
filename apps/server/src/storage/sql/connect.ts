import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { guardDependency } from '../../errors/dependency.js';
import type { Storage } from '../types.js';
import { migrateToLatest } from './migrations.js';
import type { Database } from './schema.js';
import { SqlConversationStore } from './sql-conversation-store.js';
import { SqlEvaluationStore } from './sql-evaluation-store.js';
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
  /** Bound of the health ping, connection included (PostgreSQL). */
  pingTimeoutMs?: number | undefined;
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

/**
 * A lost connection (server restart, terminated backend, network cut) makes pg emit 'error': on
 * the pool for an idle client, and on the client itself for one that is checked out but has no
 * query running (between checkout and the first query, or before its release). Unheard, either
 * would end the process. The queries in flight still reject, and the pool discards the client when
 * it is released, so the next query reconnects or reports the outage.
 */
function survivesLostConnections(pool: pg.Pool): void {
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
}

/**
 * The health ping's own pool of one connection, so a main pool that is saturated or waiting on a
 * lock never makes /health hang or fail. A ping that does not answer within `timeoutMs` discards
 * its connection, so the next ping does not queue behind it.
 */
function postgresPinger(url: string, timeoutMs: number): { ping(): Promise<void>; close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: timeoutMs, idleTimeoutMillis: 30_000 });
  survivesLostConnections(pool);
  return {
    async ping() {
      const client = await pool.connect();
      try {
        await client.query({ text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig);
        client.release();
      } catch (error) {
        client.release(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
    },
    close: () => pool.end(),
  };
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
  survivesLostConnections(pool);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * The database holds key hashes, policies, conversations, evaluation answers and payments: only the service's user may
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

/** Prepared statements kept per SQLite connection (the receipt batches alone have up to 200 shapes). */
const STATEMENT_CACHE = 256;

/**
 * Kysely asks the driver to prepare every query it runs, and SQLite then compiles the SQL again:
 * on the hot path (key lookup, policy read, receipt batch) that compilation cost more than running
 * the query. The connection keeps the last statements it prepared, by their SQL text, and hands
 * them out again. Reuse is safe: Kysely runs one query at a time on its single SQLite connection
 * (a streamed query holds the connection until it ends), and SQLite re-prepares a statement itself
 * when the schema changed under it.
 */
function reusingStatements(database: SQLite.Database, size = STATEMENT_CACHE): SqliteDatabase {
  const prepared = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(text) {
      let statement = prepared.get(text);
      if (statement) {
        // Most recently used last, so the oldest goes first.
        prepared.delete(text);
      } else {
        statement = database.prepare(text);
        if (prepared.size >= size) prepared.delete(prepared.keys().next().value as string);
      }
      prepared.set(text, statement);
      return statement;
    },
  };
}

function sqliteDb(dataDir: string): Kysely<Database> {
  const database = new SQLite(privateSqliteFile(dataDir));
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(database) }) });
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
  const pinger = dialect === 'postgres' ? postgresPinger(options.databaseUrl as string, options.pingTimeoutMs ?? 2000) : undefined;
  // A lost PostgreSQL connection surfaces from every store as a 503 naming the storage, not a 500.
  const guard = <T extends object>(store: T): T => (dialect === 'postgres' ? guardDependency(store, 'storage (PostgreSQL)') : store);
  let closed = false;
  return {
    dialect,
    keys: guard(new SqlKeyStore(db)),
    policies: guard(new SqlPolicyStore(db)),
    screenings: guard(new SqlScreeningStore(db)),
    conversations: guard(new SqlConversationStore(db)),
    evaluations: guard(new SqlEvaluationStore(db)),
    payments: guard(new SqlPaymentStore(db)),
    async ping() {
      if (closed) throw new Error('storage is closed');
      if (pinger) await pinger.ping();
      else await sql`select 1`.execute(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([pinger?.close()]);
      await db.destroy();
    },
  };
}
