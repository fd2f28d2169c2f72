/**
 * Requests the framework refuses before a route runs keep the service's contract: the status the
 * problem deserves (not a blanket 400), the catalogue body and the X-RateLimit-* headers.
 */
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { before, describe, it } from 'node:test';
import { assertRateLimitHeaders, call, newKey, startServer, useServer } from './support/server.js';

/** A GET with the path sent exactly as given (fetch would normalise `..`). */
function rawGet(base: string, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: Record<string, unknown> }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('framework errors', () => {
  const server = useServer({ PARAPET_RATE_LIMIT_PER_IP: '1000', PARAPET_RATE_LIMIT_PER_KEY: '1000', PARAPET_RATE_LIMIT_OPEN_PER_IP: '1000', PARAPET_KEYS_PER_IP_PER_MINUTE: '1000' });
  let key: string;
  before(async () => {
    key = (await newKey(server.url)).key;
  });

  it('answers a URL that is not valid percent-encoding with 400 and the rate-limit headers', async () => {
    const answer = await call(server.url, 'GET', '/v1/parse/%ZZ', { key });
    assert.equal(answer.status, 400);
    assert.equal(answer.body['code'], 'bad_request');
    assert.equal(answer.body['request_id'], answer.headers.get('x-request-id'));
    assertRateLimitHeaders(answer.headers);
  });

  it('counts undecodable URLs against the client address, and refuses them with 429 past the limit', async () => {
    const strict = await startServer({ PARAPET_RATE_LIMIT_PER_IP: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await call(strict.url, 'GET', '/v1/parse/%ZZ')).status);
      assert.deepEqual(statuses, [400, 400, 429]);
    } finally {
      await strict.close();
    }
  });

  it('answers a body of any type but JSON with 415 on every body route', async () => {
    const doc = (await call(server.url, 'GET', '/openapi.json')).body as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method, op]) => ['post', 'put', 'patch'].includes(method) && op.requestBody)
        .map(([method]) => [method.toUpperCase(), path] as const),
    );
    assert.ok(routes.length >= 8, `body routes found: ${routes.length}`);
    const types = ['text/plain', 'text/plain; charset=utf-8', 'application/json; charset=latin1', 'application/json; charset="iso-8859-1"', 'application/xml', 'multipart/form-data; boundary=x', 'application/jsonx'];
    for (const [method, path] of routes) {
      for (const type of types) {
        const answer = await call(server.url, method, path, { key, raw: '{"name":"x","prompt":"hi"}', headers: { 'content-type': type } });
        assert.equal(answer.status, 415, `${method} ${path} with ${type}: ${answer.status} ${answer.text}`);
        assert.equal(answer.body['code'], 'unsupported_media_type');
        assertRateLimitHeaders(answer.headers);
      }
    }
  });

  it('still reads JSON sent with a UTF-8 charset', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/json; charset=UTF-8', 'application/json;charset="utf8"']) {
      const answer = await call(server.url, 'POST', '/v1/parse', { key, raw: '{"prompt":"hello"}', headers: { 'content-type': type } });
      assert.equal(answer.status, 200, `${type}: ${answer.text}`);
    }
  });

  it('answers an unknown file under /docs/static/ with 404, not 405', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await call(server.url, method, '/docs/static/no-such-file.js');
      assert.equal(answer.status, 404, method);
      assertRateLimitHeaders(answer.headers);
    }
    assert.equal((await call(server.url, 'GET', '/docs/static/no-such-file.js')).body['code'], 'not_found');
    const wrongMethod = await call(server.url, 'POST', '/docs/static/index.css', { body: {} });
    assert.equal(wrongMethod.status, 405);
  });

  it('keeps the status of a framework or plugin error: a refused path is 403, an unsatisfiable range 416', async () => {
    const forbidden = await rawGet(server.url, '/docs/static/../package.json');
    assert.equal(forbidden.status, 403);
    assert.equal(forbidden.body['code'], 'forbidden');
    assert.equal(forbidden.body['error'], 'Forbidden');
    assert.equal(typeof forbidden.body['detail'], 'string');
    const range = await call(server.url, 'GET', '/docs/static/index.css', { headers: { range: 'bytes=99999999-' } });
    assert.equal(range.status, 416);
    assert.equal(range.body['code'], 'range_not_satisfiable');
  });

  it('answers request headers over the size limit with 431', async () => {
    const answer = await call(server.url, 'GET', '/health', { headers: { 'x-big': 'a'.repeat(20_000) } });
    assert.equal(answer.status, 431);
    assert.equal(answer.body['code'], 'headers_too_large');
  });
});
