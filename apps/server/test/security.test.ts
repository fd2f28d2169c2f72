/**
 * The security suite every authenticated route inherits. The routes are read from the service's own
 * OpenAPI document (every operation with a `security` requirement), so a new authenticated route is
 * covered without being listed here.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { SCOPES, type Scope } from '../src/storage/types.js';
import { plantKey } from './support/keys.js';
import { assertRateLimitHeaders, call, useServer, type Answer, type TestServer } from './support/server.js';

interface Operation {
  method: string;
  path: string;
  scope: Scope;
}

/** A valid body for routes that need one, so that the rate-limit test sees served requests. */
const SAMPLE_BODIES: Record<string, unknown> = {
  'POST /v1/parse': { prompt: 'hello' },
  'POST /v1/screen-output': { output: 'hello' },
  'POST /v1/agent/trust/verify': { source_agent: 'agent-a', message: 'hello' },
  'POST /v1/evaluate': { prompt: 'hello' },
  'POST /v1/analyze': { url: 'http://page.invalid/' },
  'POST /v1/chat': { message: 'hello' },
};

/** A request the route served: success, or a poll of an unknown id (answered after auth and the rate limit). */
function served(op: Operation, answer: Answer): boolean {
  return answer.status < 400 || (op.method === 'GET' && op.path.endsWith('/unknown') && answer.status === 404 && answer.body['code'] === 'not_found');
}

function sampleBody(op: Operation): unknown {
  return SAMPLE_BODIES[`${op.method} ${op.path}`] ?? (op.method === 'PUT' || op.method === 'POST' ? {} : undefined);
}

function assertError(answer: Answer, status: number, code: string): void {
  assert.equal(answer.status, status, answer.text);
  assert.equal(answer.body['code'], code, answer.text);
  assert.equal(typeof answer.body['error'], 'string');
  assert.ok(String(answer.body['detail']).length > 10, 'detail says what was wrong');
  assert.equal(answer.body['request_id'], answer.headers.get('x-request-id'));
  assertRateLimitHeaders(answer.headers);
}

async function authenticatedOperations(server: TestServer): Promise<Operation[]> {
  const doc = (await call(server.url, 'GET', '/openapi.json')).body as {
    paths: Record<string, Record<string, { security?: unknown[]; description?: string }>>;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!op.security?.length) continue;
      const scope = SCOPES.find((s) => op.description?.includes(`\`${s}\` scope`));
      assert.ok(scope, `${method} ${path} documents its scope`);
      ops.push({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'unknown'), scope });
    }
  }
  return ops;
}

describe('security suite for every authenticated route', async () => {
  const server = useServer({ PARAPET_RATE_LIMIT_PER_KEY: '3', PARAPET_RATE_LIMIT_PER_IP: '1000' });
  let operations: Operation[];

  before(async () => {
    operations = await authenticatedOperations(server);
  });

  it('finds the authenticated routes in the OpenAPI document', () => {
    const names = operations.map((o) => `${o.method} ${o.path}`);
    for (const expected of ['GET /v1/policy', 'PUT /v1/policy', 'DELETE /v1/policy', 'POST /v1/parse', 'POST /v1/screen-output', 'POST /v1/agent/trust/verify']) assert.ok(names.includes(expected), expected);
  });

  it('answers 401 missing_api_key without a key', async () => {
    for (const op of operations) assertError(await call(server.url, op.method, op.path), 401, 'missing_api_key');
  });

  it('answers 401 malformed_api_key for a malformed header or key', async () => {
    for (const op of operations) {
      for (const authorization of ['Basic abc', 'Bearer', 'Bearer ppk_short', `Bearer sk_${'a'.repeat(43)}`, `Bearer ppk_${'a'.repeat(42)}!`]) {
        assertError(await call(server.url, op.method, op.path, { headers: { authorization } }), 401, 'malformed_api_key');
      }
    }
  });

  it('answers 401 invalid_api_key for a well-formed unknown key', async () => {
    for (const op of operations) {
      assertError(await call(server.url, op.method, op.path, { key: `ppk_${'A'.repeat(43)}` }), 401, 'invalid_api_key');
    }
  });

  it('answers 401 expired_api_key once the clock passes expiry', async () => {
    const { key } = await plantKey(server, { expiresInMs: 60_000 });
    server.clock.advance(60_000);
    for (const op of operations) assertError(await call(server.url, op.method, op.path, { key }), 401, 'expired_api_key');
  });

  it('answers 403 insufficient_scope for a key without the route scope', async () => {
    for (const op of operations) {
      const { key } = await plantKey(server, { scopes: SCOPES.filter((s) => s !== op.scope) });
      assertError(await call(server.url, op.method, op.path, { key }), 403, 'insufficient_scope');
    }
  });

  it('answers 403 key_disabled for a disabled key', async () => {
    for (const op of operations) {
      const { key } = await plantKey(server, { disabled: true });
      assertError(await call(server.url, op.method, op.path, { key }), 403, 'key_disabled');
    }
  });

  it('rate limits per key with 429, Retry-After and the headers counting down', async () => {
    for (const op of operations) {
      const { key } = await plantKey(server);
      const remaining: number[] = [];
      for (let i = 0; i < 3; i++) {
        const answer = await call(server.url, op.method, op.path, { key, body: sampleBody(op) });
        assert.ok(served(op, answer), `${op.method} ${op.path}: ${answer.text}`);
        assertRateLimitHeaders(answer.headers);
        assert.equal(answer.headers.get('x-ratelimit-limit'), '3');
        remaining.push(Number(answer.headers.get('x-ratelimit-remaining')));
      }
      assert.deepEqual(remaining, [2, 1, 0]);
      const limited = await call(server.url, op.method, op.path, { key });
      assertError(limited, 429, 'rate_limited');
      const retryAfter = Number(limited.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    }
  });

  it('counts one key across routes, and another key separately', async () => {
    const first = await plantKey(server);
    const second = await plantKey(server);
    for (let i = 0; i < 3; i++) assert.equal((await call(server.url, 'GET', '/v1/policy', { key: first.key })).status, 200);
    assert.equal((await call(server.url, 'DELETE', '/v1/policy', { key: first.key })).status, 429);
    assert.equal((await call(server.url, 'GET', '/v1/policy', { key: second.key })).status, 200);
  });
});

describe('failed authentication counts against the client address', () => {
  const server = useServer({ PARAPET_RATE_LIMIT_PER_IP: '2' });

  it('turns repeated key guessing into 429', async () => {
    const guess = { key: `ppk_${'B'.repeat(43)}` };
    assertError(await call(server.url, 'GET', '/v1/policy', guess), 401, 'invalid_api_key');
    assertError(await call(server.url, 'GET', '/v1/policy', guess), 401, 'invalid_api_key');
    assertError(await call(server.url, 'GET', '/v1/policy', guess), 429, 'rate_limited');
  });
});
