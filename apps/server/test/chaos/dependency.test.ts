/**
 * How a lost dependency is recognised and answered: connection failures of pg, ioredis and BullMQ
 * become a 503 naming the dependency, anything else passes through; and /health reports PostgreSQL
 * on its own connection, so requests stuck on a lock do not make it fail.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { AppError } from '../../src/errors/catalogue.js';
import { DependencyUnavailableError, guardDependency, isConnectionError } from '../../src/errors/dependency.js';
import { dropTestState, postgres, uniqueName } from '../support/backends.js';
import { call, newKey, useServer } from '../support/server.js';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('connection errors', () => {
  it('recognises the failures of pg, ioredis and BullMQ that mean the server is not reachable', () => {
    const lost = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('sorry, too many clients already', '53300'),
      withCode('connection failure', '08006'),
      new Error('Connection is closed.'),
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
      Object.assign(new Error('Reached the max retries per request limit (which is 1). Refer to "maxRetriesPerRequest" option for details.'), {
        name: 'MaxRetriesPerRequestError',
      }),
      new Error('Command timed out'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:6379', 'ECONNREFUSED')], ''),
      new Error('enqueue failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ];
    for (const error of lost) assert.equal(isConnectionError(error), true, error.message);
  });

  it('leaves query errors, bugs and non-errors alone', () => {
    const other = [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('relation "api_keys" does not exist', '42P01'),
      withCode('SQLITE_BUSY: database is locked', 'SQLITE_BUSY'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('the job payload is not JSON'),
      'ECONNREFUSED',
      null,
      undefined,
    ];
    for (const error of other) assert.equal(isConnectionError(error), false, String(error));
  });

  it('turns a store rejection on a lost connection into a 503 naming the dependency, and nothing else', async () => {
    const store = {
      calls: 0,
      async lost(): Promise<never> {
        this.calls++;
        throw withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
      },
      async conflict(): Promise<never> {
        throw withCode('duplicate key', '23505');
      },
      sync(): number {
        return this.calls;
      },
    };
    const guarded = guardDependency(store, 'storage (PostgreSQL)');
    const error = await guarded.lost().catch((e: unknown) => e);
    assert.ok(error instanceof DependencyUnavailableError);
    assert.ok(error instanceof AppError);
    assert.equal(error.status, 503);
    assert.equal(error.code, 'service_unavailable');
    assert.equal(error.detail, 'The storage (PostgreSQL) is unavailable; retry in 5 s.');
    assert.deepEqual(error.headers, { 'retry-after': '5' });
    assert.equal((await guarded.conflict().catch((e: unknown) => e) as { code: string }).code, '23505');
    assert.equal(guarded.sync(), 1, 'methods run on the store itself');
  });
});

describe('/health while the main PostgreSQL pool is stuck on a lock', { skip: postgres.skip }, () => {
  const schema = uniqueName('chaos_lock');
  let locker: pg.Client;

  before(async () => {
    locker = new pg.Client({ connectionString: postgres.url });
    await locker.connect();
  });
  // Registered first, so it runs first: the lock is released before the service closes its pool.
  after(async () => {
    await locker.query('ROLLBACK').catch(() => undefined);
    await locker.end();
  });
  const server = useServer({ PARAPET_DATABASE_URL: postgres.url, PARAPET_DATABASE_SCHEMA: schema, PARAPET_RATE_LIMIT_PER_KEY: '1000' });
  after(() => dropTestState({ schemas: [schema] }));

  it('answers 200 with the database ok, promptly, while every pooled connection waits', async () => {
    const { key } = await newKey(server.url);
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE "${schema}".api_keys IN ACCESS EXCLUSIVE MODE`);
    // More waiting requests than the pool (10) has connections.
    const stuck = Array.from({ length: 12 }, () => call(server.url, 'GET', '/v1/policy', { key }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const health = await call(server.url, 'GET', '/health');
    const ms = Date.now() - started;
    assert.equal(health.status, 200, health.text);
    assert.deepEqual(health.body['checks'], { database: 'ok' });
    // Bounded by the ping's own time-out, not by the lock (generous: the test machine is shared).
    assert.ok(ms < 5000, `/health took ${ms} ms`);
    await locker.query('ROLLBACK');
    for (const answer of await Promise.all(stuck)) assert.equal(answer.status, 200, answer.text);
  });
});
