import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { before, describe, it } from 'node:test';
import { assertRateLimitHeaders, call, newKey, useServer } from './support/server.js';

describe('HTTP behaviour shared by every route', () => {
  const server = useServer({ PARAPET_RATE_LIMIT_PER_IP: '1000', PARAPET_RATE_LIMIT_PER_KEY: '1000' });
  let key: string;
  before(async () => {
    key = (await newKey(server.url)).key;
  });

  it('answers unknown paths with 404 and the error body', async () => {
    const answer = await call(server.url, 'GET', '/v1/nothing-here');
    assert.equal(answer.status, 404);
    assert.deepEqual(Object.keys(answer.body).sort(), ['code', 'detail', 'error', 'request_id']);
    assert.equal(answer.body['error'], 'Not Found');
    assert.match(String(answer.body['detail']), /\/v1\/nothing-here/);
    assertRateLimitHeaders(answer.headers);
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const answer = await call(server.url, 'PATCH', '/v1/policy', { key, body: {} });
    assert.equal(answer.status, 405);
    assert.equal(answer.body['code'], 'method_not_allowed');
    assert.equal(answer.headers.get('allow'), 'GET, HEAD, PUT, DELETE');
    const keys = await call(server.url, 'GET', '/v1/keys/generate');
    assert.equal(keys.status, 405);
    assert.equal(keys.headers.get('allow'), 'POST');
    assertRateLimitHeaders(keys.headers);
  });

  it('answers a body over 1 MiB with 413', async () => {
    const answer = await call(server.url, 'PUT', '/v1/policy', { key, raw: JSON.stringify({ sources: [], pad: 'x'.repeat(1024 * 1024) }) });
    assert.equal(answer.status, 413);
    assert.equal(answer.body['code'], 'payload_too_large');
    assertRateLimitHeaders(answer.headers);
  });

  it('answers a non-JSON body with 415', async () => {
    const answer = await call(server.url, 'PUT', '/v1/policy', { key, raw: 'autoBlockThreshold=3', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(answer.status, 415);
    assert.equal(answer.body['code'], 'unsupported_media_type');
  });

  it('refuses prototype-poisoning JSON', async () => {
    const answer = await call(server.url, 'PUT', '/v1/policy', { key, raw: '{"__proto__": {"autoBlockThreshold": 1}}' });
    assert.equal(answer.status, 400);
    assert.equal(answer.body['code'], 'invalid_json');
  });

  it('survives hostile input and keeps serving', async () => {
    const bodies = ['{', '{"a":'.repeat(5000), '\u0000', '[' .repeat(10000), '"\\ud800"', '{"name":"\\u0000"}', '9'.repeat(5000)];
    for (const raw of bodies) {
      const answer = await call(server.url, 'POST', '/v1/keys/generate', { raw, headers: { 'x-forwarded-for': '1.2.3.4' } });
      assert.ok(answer.status === 400 || answer.status === 201 || answer.status === 429, `${answer.status} for ${raw.slice(0, 20)}`);
      assert.ok(answer.body['detail'] || answer.status === 201);
    }
    const raw = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${server.url}/v1/policy`, { method: 'PUT', headers: { 'content-type': 'application/json', 'content-length': '10' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end('{}');
    }).catch(() => 0);
    assert.ok(raw === 0 || raw >= 400, 'short body is refused or the socket closed');
    assert.equal((await call(server.url, 'GET', '/health')).status, 200);
  });

  it('sets X-Request-Id on every response and honours a caller-supplied plain one', async () => {
    const generated = await call(server.url, 'GET', '/health');
    assert.match(String(generated.headers.get('x-request-id')), /^req_[A-Za-z0-9_-]+$/);
    const echoed = await call(server.url, 'GET', '/nope', { headers: { 'x-request-id': 'trace-123' } });
    assert.equal(echoed.headers.get('x-request-id'), 'trace-123');
    assert.equal(echoed.body['request_id'], 'trace-123');
    const replaced = await call(server.url, 'GET', '/health', { headers: { 'x-request-id': 'bad id\twith spaces' } });
    assert.notEqual(replaced.headers.get('x-request-id'), 'bad id\twith spaces');
  });

  it('publishes an OpenAPI 3.1 document and browsable docs', async () => {
    const doc = await call(server.url, 'GET', '/openapi.json');
    assert.equal(doc.status, 200);
    assert.equal(doc.body['openapi'], '3.1.0');
    const paths = doc.body['paths'] as Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
    assert.ok(paths['/v1/keys/generate']?.['post']?.responses['201']);
    assert.ok(paths['/v1/policy']?.['put']?.security);
    assert.ok(paths['/v1/policy']?.['put']?.responses['400']);
    assert.equal(paths['/health']?.['get']?.security, undefined);
    assert.ok(!Object.keys(paths).some((p) => p.startsWith('/docs')), 'docs routes are hidden');
    const components = doc.body['components'] as { securitySchemes: Record<string, unknown>; schemas: Record<string, { 'x-owasp-llm-2025'?: object }> };
    assert.ok(components.securitySchemes['bearerAuth']);
    assert.equal(Object.keys(components.schemas['RiskCategory']?.['x-owasp-llm-2025'] ?? {}).length, 8);
    const docs = await fetch(`${server.url}/docs`, { redirect: 'follow' });
    assert.equal(docs.status, 200);
    assert.match(await docs.text(), /swagger/i);
    assertRateLimitHeaders(docs.headers);
  });
});
