import assert from 'node:assert/strict';
import { request } from 'node:http';
import { before, describe, it } from 'node:test';
import { defaultPolicy } from '@parapet/engine';
import { call, newKey, useServer } from './support/server.js';

describe('/v1/policy', () => {
  const server = useServer({ PARAPET_RATE_LIMIT_PER_KEY: '1000' });
  let key: string;
  before(async () => {
    key = (await newKey(server.url)).key;
  });

  it('starts at the defaults', async () => {
    const answer = await call(server.url, 'GET', '/v1/policy', { key });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, defaultPolicy());
    assert.equal(answer.body['autoBlockThreshold'], 7);
    assert.equal(answer.body['screenAllPrompts'], false);
    assert.equal((answer.body['sources'] as string[]).length, 8);
  });

  it('applies a partial update and keeps the other fields', async () => {
    const first = await call(server.url, 'PUT', '/v1/policy', { key, body: { autoBlockThreshold: 5 } });
    assert.equal(first.status, 200, first.text);
    assert.deepEqual(first.body, { ...defaultPolicy(), autoBlockThreshold: 5 });
    const second = await call(server.url, 'PUT', '/v1/policy', {
      key,
      body: { screenAllPrompts: true, sources: ['email', 'web_page', 'email'], approval_required_for_location: false },
    });
    assert.equal(second.status, 200, second.text);
    const expected = {
      ...defaultPolicy(),
      autoBlockThreshold: 5,
      screenAllPrompts: true,
      sources: ['email', 'web_page'],
      approval_required_for_location: false,
    };
    assert.deepEqual(second.body, expected);
    assert.deepEqual((await call(server.url, 'GET', '/v1/policy', { key })).body, expected);
  });

  it('treats an empty body, with or without a JSON content type, as {}', async () => {
    const before = (await call(server.url, 'GET', '/v1/policy', { key })).body;
    const bare = await call(server.url, 'PUT', '/v1/policy', { key });
    assert.equal(bare.status, 200, bare.text);
    assert.deepEqual(bare.body, before);
    const empty = await call(server.url, 'PUT', '/v1/policy', { key, raw: '', headers: { 'content-type': 'application/json' } });
    assert.equal(empty.status, 200, empty.text);
    assert.deepEqual(empty.body, before);
    const nullBody = await call(server.url, 'PUT', '/v1/policy', { key, raw: 'null', headers: { 'content-type': 'application/json' } });
    assert.equal(nullBody.status, 400, 'a JSON null is not an empty body');
  });

  it('treats every other empty body as {} too: Content-Length 0 or chunked, with any content type or none', async () => {
    const before = (await call(server.url, 'GET', '/v1/policy', { key })).body;
    const cases: Array<[string, Record<string, string>, boolean]> = [
      ['Content-Length 0, no content type', { 'content-length': '0' }, false],
      ['Content-Length 0, JSON', { 'content-length': '0', 'content-type': 'application/json; charset=utf-8' }, false],
      ['Content-Length 0, a form type (curl -X PUT -d "")', { 'content-length': '0', 'content-type': 'application/x-www-form-urlencoded' }, false],
      ['chunked and empty, no content type', {}, true],
      ['chunked and empty, JSON', { 'content-type': 'application/json' }, true],
      ['chunked and empty, text', { 'content-type': 'text/plain' }, true],
    ];
    for (const [name, headers, chunked] of cases) {
      const answer = await rawPut(server.url, key, headers, '', chunked);
      assert.equal(answer.status, 200, `${name}: ${answer.text}`);
      assert.deepEqual(JSON.parse(answer.text), before, name);
    }
  });

  it('still refuses a body that is not empty and not JSON with 415', async () => {
    const before = (await call(server.url, 'GET', '/v1/policy', { key })).body;
    const answer = await call(server.url, 'PUT', '/v1/policy', { key, raw: 'autoBlockThreshold=3', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(answer.status, 415, answer.text);
    assert.equal(answer.body['code'], 'unsupported_media_type');
    assert.deepEqual((await call(server.url, 'GET', '/v1/policy', { key })).body, before, 'nothing changed');
  });

  it('refuses invalid fields with 400 naming them, and changes nothing', async () => {
    const before = (await call(server.url, 'GET', '/v1/policy', { key })).body;
    const cases: Array<[unknown, RegExp]> = [
      [{ autoBlockThreshold: 0 }, /autoBlockThreshold.*>= 1/],
      [{ autoBlockThreshold: 11 }, /autoBlockThreshold.*<= 10/],
      [{ autoBlockThreshold: 7.5 }, /autoBlockThreshold.*integer/],
      [{ autoBlockThreshold: '7' }, /autoBlockThreshold.*integer/],
      [{ autoBlockThreshold: null }, /autoBlockThreshold/],
      [{ screenAllPrompts: 'yes' }, /screenAllPrompts.*boolean/],
      [{ sources: ['email', 'carrier_pigeon'] }, /sources\.1.*one of/],
      [{ sources: 'email' }, /sources.*array/],
      [{ approval_default_action: 'allow' }, /field "approval_default_action" must be "deny"/],
      [{ autoBlockThreshold: 3, color: 'red' }, /unknown field "color"/],
      [null, /request body must be a JSON object/],
      [[{ autoBlockThreshold: 3 }], /request body must be a JSON object/],
    ];
    for (const [body, detail] of cases) {
      const answer = await call(server.url, 'PUT', '/v1/policy', { key, body });
      assert.equal(answer.status, 400, `${JSON.stringify(body)} -> ${answer.text}`);
      assert.equal(answer.body['error'], 'Bad Request');
      assert.match(String(answer.body['detail']), detail, JSON.stringify(body));
    }
    const malformed = await call(server.url, 'PUT', '/v1/policy', { key, raw: '{"autoBlockThreshold": 3' });
    assert.equal(malformed.status, 400);
    assert.equal(malformed.body['code'], 'invalid_json');
    assert.deepEqual((await call(server.url, 'GET', '/v1/policy', { key })).body, before);
  });

  it('names several bad fields at once', async () => {
    const answer = await call(server.url, 'PUT', '/v1/policy', { key, body: { autoBlockThreshold: 99, screenAllPrompts: 1 } });
    assert.equal(answer.status, 400);
    assert.match(String(answer.body['detail']), /autoBlockThreshold/);
    assert.match(String(answer.body['detail']), /screenAllPrompts/);
  });

  it('keeps each key to its own policy', async () => {
    const other = (await newKey(server.url, 'other')).key;
    assert.deepEqual((await call(server.url, 'GET', '/v1/policy', { key: other })).body, defaultPolicy());
  });

  it('resets to the defaults with DELETE', async () => {
    const reset = await call(server.url, 'DELETE', '/v1/policy', { key });
    assert.equal(reset.status, 200);
    assert.deepEqual(reset.body, defaultPolicy());
    assert.deepEqual((await call(server.url, 'GET', '/v1/policy', { key })).body, defaultPolicy());
  });
});

/** A PUT with exactly these headers and body; `chunked` sends it with Transfer-Encoding: chunked instead of a length. */
function rawPut(base: string, key: string, headers: Record<string, string>, body: string, chunked: boolean): Promise<{ status: number; text: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method: 'PUT', path: '/v1/policy', headers: { authorization: `Bearer ${key}`, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    if (chunked) req.setHeader('transfer-encoding', 'chunked');
    req.end(body);
  });
}
