import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/** Migrations live in code, so they run the same from sources and from the compiled build. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_keys_and_policies': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('api_keys')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text')
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('disabled_at', 'bigint')
        .execute();
      await db.schema
        .createTable('counters')
        .ifNotExists()
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('policies')
        .ifNotExists()
        .addColumn('key_id', 'text', (c) => c.primaryKey().references('api_keys.id').onDelete('cascade'))
        .addColumn('auto_block_threshold', 'integer', (c) => c.notNull())
        .addColumn('screen_all_prompts', 'integer', (c) => c.notNull())
        .addColumn('sources', 'text', (c) => c.notNull())
        .addColumn('approval_required_for_personal_data', 'integer', (c) => c.notNull())
        .addColumn('approval_required_for_location', 'integer', (c) => c.notNull())
        .addColumn('approval_required_for_future_plans', 'integer', (c) => c.notNull())
        .addColumn('approval_default_action', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  '0002_screenings': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('screenings')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('key_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('text_sha256', 'text', (c) => c.notNull())
        .addColumn('text_length', 'integer', (c) => c.notNull())
        .addColumn('risk_score', 'real', (c) => c.notNull())
        .addColumn('verdict', 'text', (c) => c.notNull())
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('screenings_key_created').ifNotExists().on('screenings').columns(['key_id', 'created_at']).execute();
    },
  },
  '0003_jobs': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('jobs')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('error', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('timeout_ms', 'integer', (c) => c.notNull())
        .addColumn('run_at', 'bigint', (c) => c.notNull())
        .addColumn('lease_token', 'text')
        .addColumn('lease_expires_at', 'bigint')
        .addColumn('expires_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('jobs_pending').ifNotExists().on('jobs').columns(['status', 'type', 'run_at']).execute();
      await db.schema.createIndex('jobs_expires').ifNotExists().on('jobs').column('expires_at').execute();
    },
  },
  '0004_conversations': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('conversations')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('key_id', 'text', (c) => c.notNull())
        .addColumn('message_count', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('conversations_expires').ifNotExists().on('conversations').column('expires_at').execute();
      await db.schema
        .createTable('conversation_messages')
        .ifNotExists()
        .addColumn('conversation_id', 'text', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('conversation_messages_pk', ['conversation_id', 'seq'])
        .execute();
    },
  },
  '0005_payments': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('payments')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('payer', 'text', (c) => c.notNull())
        .addColumn('network', 'text', (c) => c.notNull())
        .addColumn('asset', 'text', (c) => c.notNull())
        .addColumn('amount', 'text', (c) => c.notNull())
        .addColumn('route', 'text', (c) => c.notNull())
        .addColumn('tx_hash', 'text')
        .addColumn('claimed_at', 'bigint', (c) => c.notNull())
        .addColumn('lease_expires_at', 'bigint', (c) => c.notNull())
        .addColumn('settled_at', 'bigint')
        .execute();
      await db.schema.createIndex('payments_payer_claimed').ifNotExists().on('payments').columns(['payer', 'claimed_at']).execute();
    },
  },
  '0006_screenings_created': {
    async up(db: Kysely<unknown>) {
      // The retention purge deletes by age across every key.
      await db.schema.createIndex('screenings_created').ifNotExists().on('screenings').column('created_at').execute();
    },
  },
  '0007_screenings_audit': {
    async up(db: Kysely<unknown>) {
      // The audit trail reads these without the answer's JSON, which is kept only on the operator's opt-in.
      await db.schema.alterTable('screenings').addColumn('source_kind', 'text').execute();
      await db.schema.alterTable('screenings').addColumn('safe', 'integer').execute();
      await db.schema.alterTable('screenings').addColumn('categories', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('screenings').addColumn('flag_ids', 'text', (c) => c.notNull().defaultTo('')).execute();
    },
  },
  '0008_evaluations': {
    async up(db: Kysely<unknown>) {
      // Synchronous evaluation answers, so that every evaluation id can be read back within retention.
      await db.schema
        .createTable('evaluations')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('key_id', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('evaluations_expires').ifNotExists().on('evaluations').column('expires_at').execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/**
 * Brings the schema up to date; a no-op when it already is. Kysely's lock serialises concurrent
 * instances. On PostgreSQL pass the schema the tables live in: Kysely looks for its bookkeeping
 * tables in every schema, so without it a neighbouring schema's tables would be taken for ours.
 *
 * That look reads the whole catalogue, and resolves each table's name as it goes: when another
 * client drops a schema meanwhile, PostgreSQL answers "schema ... does not exist" (3F000) or
 * "relation ... does not exist" (42P01) for a schema or table that is not ours. Nothing has been
 * changed at that point, so the setup is tried again.
 */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return;
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    if (!failed && attempt < SETUP_ATTEMPTS && vanishedSchema(error, schema)) continue;
    const what = failed ? `database migration ${failed}` : 'database migration setup';
    throw new Error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const SETUP_ATTEMPTS = 10;

/**
 * A schema (3F000 invalid_schema_name) or table (42P01 undefined_table) other than ours was dropped
 * while the catalogue was read.
 */
function vanishedSchema(error: unknown, ours: string | undefined): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (code !== '3F000' && code !== '42P01') return false;
  const named = /(?:schema|relation) "([^"]+)" does not exist/.exec(String((error as { message?: unknown }).message ?? ''));
  if (named === null) return false;
  const name = named[1]!;
  return ours === undefined || (name !== ours && !name.startsWith(`${ours}.`));
}
