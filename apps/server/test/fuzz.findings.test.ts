/**
 * Defects the fuzz suite (bench/fuzz) found, each reproduced here through the public HTTP interface.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { call, newKey, useServer } from './support/server.js';

/** Writes raw bytes on a fresh connection and returns the status, headers and body of the answer. */
function rawExchange(base: string, bytes: string): Promise<{ status: number; head: string; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer: ${JSON.stringify(data)}`));
    }, 5000);
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const end = data.indexOf('\r\n\r\n');
      const head = end < 0 ? data : data.slice(0, end);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0), head, body: end < 0 ? '' : data.slice(end + 4) });
    });
    socket.write(bytes, 'latin1');
  });
}

describe('fuzz findings', () => {
  const server = useServer();

  it('answers an HTTP/1.1 request without Host with a JSON 400, not an empty one', async () => {
    const answer = await rawExchange(server.url, 'GET /health HTTP/1.1\r\nConnection: close\r\n\r\n');
    assert.equal(answer.status, 400);
    assert.match(answer.head, /\r\ncontent-type: application\/json/i);
    const body = JSON.parse(answer.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/gi, '')) as Record<string, unknown>;
    assert.equal(body['code'], 'bad_request');
    assert.equal(typeof body['error'], 'string');
    assert.match(String(body['detail']), /Host/);
  });

  it('still serves HTTP/1.0 without Host', async () => {
    const answer = await rawExchange(server.url, 'GET /health HTTP/1.0\r\n\r\n');
    assert.equal(answer.status, 200);
  });
});

describe('fuzz findings: deeply nested JSON', () => {
  const server = useServer();
  let key: string;
  before(async () => {
    key = (await newKey(server.url)).key;
  });

  const arrays = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

  it('refuses a body nested deeper than 64 levels with a JSON 400, quickly', async () => {
    // 300,000 levels fit in the 1 MiB limit; parsing and validating them held the loop for seconds.
    const started = performance.now();
    const deep = await call(server.url, 'POST', '/v1/parse', { key, raw: `{"prompt":"hello","metadata":{"x":${arrays(300_000)}}}` });
    const elapsed = performance.now() - started;
    assert.equal(deep.status, 400, deep.text);
    assert.equal(deep.body['code'], 'invalid_json');
    assert.match(String(deep.body['detail']), /deeper than 64 levels/);
    assert.ok(elapsed < 1000, `${elapsed} ms`);
    const policy = await call(server.url, 'PUT', '/v1/policy', { key, raw: arrays(65) });
    assert.equal(policy.status, 400);
    assert.match(String(policy.body['detail']), /deeper than 64 levels/);
  });

  it('reads 64 levels, and brackets inside strings do not count', async () => {
    // The body object is level 1, the value of prompt 63 more: read, then refused by validation.
    const at64 = await call(server.url, 'POST', '/v1/parse', { key, raw: `{"prompt":${arrays(63)}}` });
    assert.equal(at64.status, 400);
    assert.equal(at64.body['code'], 'validation_failed', at64.text);
    const brackets = await call(server.url, 'POST', '/v1/parse', { key, raw: JSON.stringify({ prompt: `${'[{'.repeat(100)}"\\[` }) });
    assert.equal(brackets.status, 200, brackets.text);
  });
});
