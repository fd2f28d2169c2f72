import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { Database, JobsTable } from '../storage/sql/schema.js';
import type { JobRecord, JobStatus } from './types.js';

/** A job a runner holds: `token` proves the lease in every later write. */
export interface LeasedJob {
  id: string;
  type: string;
  payload: unknown;
  /** Attempts started, this one included. */
  attempt: number;
  maxAttempts: number;
  timeoutMs: number;
  token: string;
}

/**
 * Two clocks: leases and back-off run on real time, which every process sharing the database
 * agrees on; the timestamps a caller sees and the retention follow the service clock, which
 * tests may move.
 */
export interface Now {
  realMs: number;
  clockMs: number;
}

export interface NewJobRow {
  id: string;
  type: string;
  payload: string;
  maxAttempts: number;
  timeoutMs: number;
  now: Now;
}

/** The reason given to a job whose last attempt never reported back. */
export const ABANDONED_REASON = 'the last attempt did not finish: its runner stopped or crashed before the lease ran out';

function toRecord(row: Selectable<JobsTable>): JobRecord {
  const status = row.status as JobStatus;
  return {
    id: row.id,
    type: row.type,
    status,
    ...(status === 'completed' && row.result !== null ? { result: JSON.parse(row.result) as unknown } : {}),
    ...(status === 'failed' ? { error: row.error ?? 'failed' } : {}),
    attempts: Number(row.attempts),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/**
 * The SQL statements of the embedded queue. Each is one atomic statement, correct on SQLite
 * (writers are serialised) and on PostgreSQL (the lease re-checks its conditions on the locked row).
 */
export class SqlJobStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: 'sqlite' | 'postgres',
  ) {}

  async insert(job: NewJobRow): Promise<JobRecord> {
    const row = await this.db
      .insertInto('jobs')
      .values({
        id: job.id,
        type: job.type,
        payload: job.payload,
        status: 'pending',
        result: null,
        error: null,
        attempts: 0,
        max_attempts: job.maxAttempts,
        timeout_ms: job.timeoutMs,
        run_at: job.now.realMs,
        lease_token: null,
        lease_expires_at: null,
        expires_at: null,
        created_at: job.now.clockMs,
        updated_at: job.now.clockMs,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  /** The job unless it is unknown or past its retention at `clockMs`. */
  async get(id: string, clockMs: number): Promise<JobRecord | null> {
    const row = await this.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', clockMs)]))
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** Takes the oldest due job of `types` that no live lease holds, counting an attempt. */
  async lease(types: string[], now: Now, leaseMs: number, token: string): Promise<LeasedJob | null> {
    if (types.length === 0) return null;
    const free = (eb: ExpressionBuilder<Database, 'jobs'>) =>
      eb.and([
        eb('status', '=', 'pending'),
        eb('attempts', '<', eb.ref('max_attempts')),
        eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now.realMs)]),
      ]);
    let candidate = this.db
      .selectFrom('jobs')
      .select('id')
      .where(free)
      .where('type', 'in', types)
      .where('run_at', '<=', now.realMs)
      .orderBy('run_at')
      .limit(1);
    if (this.dialect === 'postgres') candidate = candidate.forUpdate().skipLocked();
    const row = await this.db
      .updateTable('jobs')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        lease_token: token,
        lease_expires_at: now.realMs + leaseMs,
        updated_at: now.clockMs,
      }))
      .where('id', '=', candidate)
      // Checked again on the row itself: two runners racing for one job cannot both win.
      .where(free)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      type: row.type,
      payload: JSON.parse(row.payload) as unknown,
      attempt: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
      timeoutMs: Number(row.timeout_ms),
      token,
    };
  }

  /** Extends a held lease; false when it is no longer ours. */
  async renew(id: string, token: string, realMs: number, leaseMs: number): Promise<boolean> {
    const result = await this.held(id, token).set({ lease_expires_at: realMs + leaseMs }).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async complete(id: string, token: string, resultJson: string, now: Now, retentionMs: number, keepPayload = true): Promise<boolean> {
    const result = await this.held(id, token)
      .set({ ...this.unleased(now), ...this.finished(keepPayload), status: 'completed', result: resultJson, error: null, expires_at: now.clockMs + retentionMs })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async fail(id: string, token: string, reason: string, now: Now, retentionMs: number, keepPayload = true): Promise<boolean> {
    const result = await this.held(id, token)
      .set({ ...this.unleased(now), ...this.finished(keepPayload), status: 'failed', error: reason, expires_at: now.clockMs + retentionMs })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Gives the job back as pending, due at `runAtRealMs`, keeping the reason of the failed attempt. */
  async retry(id: string, token: string, reason: string, now: Now, runAtRealMs: number): Promise<boolean> {
    const result = await this.held(id, token).set({ ...this.unleased(now), error: reason, run_at: runAtRealMs }).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Gives a lease up early (the runner is stopping); the attempt stays counted. */
  async release(id: string, token: string, now: Now): Promise<void> {
    await this.held(id, token).set(this.unleased(now)).execute();
  }

  /**
   * Marks failed the jobs whose last allowed attempt never reported back: their lease lapsed
   * (the runner died) or was given up. Jobs with attempts left are simply leased again.
   */
  async failAbandoned(now: Now, retentionMs: number, keepPayload = true): Promise<number> {
    const result = await this.db
      .updateTable('jobs')
      .set({ ...this.unleased(now), ...this.finished(keepPayload), status: 'failed', error: ABANDONED_REASON, expires_at: now.clockMs + retentionMs })
      .where('status', '=', 'pending')
      .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
      .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now.realMs)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Deletes the jobs past their retention on the service clock. */
  async purge(clockMs: number): Promise<number> {
    const result = await this.db.deleteFrom('jobs').where('expires_at', '<=', clockMs).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  async pending(): Promise<number> {
    const row = await this.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number | string | bigint>().as('n')).where('status', '=', 'pending').executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  private held(id: string, token: string) {
    return this.db.updateTable('jobs').where('id', '=', id).where('lease_token', '=', token).where('status', '=', 'pending');
  }

  /** A finished job's payload is emptied (JSON null) unless it is to be kept: no runner reads it again. */
  private finished(keepPayload: boolean): { payload?: string } {
    return keepPayload ? {} : { payload: 'null' };
  }

  private unleased(now: Now) {
    return { lease_token: null, lease_expires_at: null, updated_at: now.clockMs };
  }
}
