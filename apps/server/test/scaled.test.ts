/**
 * Two instances of the service behind one imagined load balancer, sharing PostgreSQL and Redis:
 * keys, policies, the key cap and the rate limits are one state, whichever instance answers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dropTestState, postgres, redis, uniqueName } from './support/backends.js';
import { call, startServer, type TestServer } from './support/server.js';
import { ManualClock } from '../src/clock.js';

const skip = postgres.skip || redis.skip;

describe('scaled out on PostgreSQL and Redis', { skip }, () => {
  const schema = uniqueName('scaled');
  const prefix = `${uniqueName('parapet')}:`;
  const clock = new ManualClock(Date.now());
  let a: TestServer;
  let b: TestServer;

  before(async () => {
    const env = {
      PARAPET_DATABASE_URL: postgres.url,
      PARAPET_DATABASE_SCHEMA: schema,
      PARAPET_REDIS_URL: redis.url,
      PARAPET_REDIS_PREFIX: prefix,
      PARAPET_KEYS_TOTAL_CAP: '4',
      PARAPET_KEYS_PER_IP_PER_MINUTE: '3',
      PARAPET_RATE_LIMIT_PER_KEY: '4',
    };
    // Started together (useServer would start them one after the other): both migrate the one schema at once.
    [a, b] = await Promise.all([startServer(env, { clock }), startServer(env, { clock })]);
  });

  after(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await dropTestState({ schemas: [schema], redisPrefix: prefix });
  });

  it('reports both dependencies healthy', async () => {
    const health = await call(a.url, 'GET', '/health');
    assert.equal(health.status, 200);
    assert.deepEqual(health.body['checks'], { database: 'ok', redis: 'ok' });
  });

  it('shares keys, policies and per-key limits between instances', async () => {
    const issued = await call(a.url, 'POST', '/v1/keys/generate', { body: { name: 'shared' } });
    assert.equal(issued.status, 201);
    const key = String(issued.body['key']);
    assert.equal((await call(a.url, 'PUT', '/v1/policy', { key, body: { autoBlockThreshold: 2 } })).status, 200);
    const fromB = await call(b.url, 'GET', '/v1/policy', { key });
    assert.equal(fromB.status, 200);
    assert.equal(fromB.body['autoBlockThreshold'], 2);
    assert.equal(fromB.headers.get('x-ratelimit-remaining'), '2', 'B counts the call A served');
    assert.equal((await call(a.url, 'GET', '/v1/policy', { key })).headers.get('x-ratelimit-remaining'), '1');
    assert.equal((await call(b.url, 'GET', '/v1/policy', { key })).headers.get('x-ratelimit-remaining'), '0');
    const limited = await call(b.url, 'GET', '/v1/policy', { key });
    assert.equal(limited.status, 429);
  });

  it('shares the per-address key generation limit and the total cap', async () => {
    clock.advance(60_000);
    assert.equal((await call(a.url, 'POST', '/v1/keys/generate')).status, 201);
    assert.equal((await call(b.url, 'POST', '/v1/keys/generate')).status, 201);
    assert.equal((await call(a.url, 'POST', '/v1/keys/generate')).status, 201);
    const limited = await call(b.url, 'POST', '/v1/keys/generate');
    assert.equal(limited.body['code'], 'key_generation_rate_limited');
    clock.advance(60_000);
    const capped = await call(b.url, 'POST', '/v1/keys/generate');
    assert.equal(capped.body['code'], 'key_cap_reached', 'four keys issued across both instances');
  });
});
