import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { hashKey } from '../src/keys/service.js';
import { assertRateLimitHeaders, call, startServer, useServer } from './support/server.js';

describe('POST /v1/keys/generate', () => {
  const server = useServer({ PARAPET_KEYS_PER_IP_PER_MINUTE: '1000' });

  it('issues a key with every field, shown once and stored only as a hash', async () => {
    const answer = await call(server.url, 'POST', '/v1/keys/generate', { body: { name: 'ci agent' } });
    assert.equal(answer.status, 201, answer.text);
    const body = answer.body;
    assert.match(String(body['id']), /^key_[A-Za-z0-9_-]{22}$/);
    assert.match(String(body['key']), /^ppk_[A-Za-z0-9_-]{43}$/);
    assert.equal(body['name'], 'ci agent');
    assert.deepEqual(body['scopes'], ['analyze', 'evaluate', 'chat']);
    const created = Date.parse(String(body['created_at']));
    const expires = Date.parse(String(body['expires_at']));
    assert.equal(created, server.clock.now());
    assert.equal(expires - created, 30 * 24 * 3600 * 1000);
    assert.equal(typeof body['note'], 'string');
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    assertRateLimitHeaders(answer.headers);

    const key = String(body['key']);
    const stored = await server.container.storage.keys.findByHash(hashKey(key));
    assert.equal(stored?.id, body['id']);
    for (const file of await readdir(server.dataDir)) {
      const bytes = await readFile(join(server.dataDir, file));
      assert.ok(!bytes.includes(key), `${file} does not hold the key`);
    }
    const policy = await call(server.url, 'GET', '/v1/policy', { key });
    assert.equal(policy.status, 200, 'the new key works at once');
  });

  it('accepts no body, an empty JSON body and an empty object', async () => {
    assert.equal((await call(server.url, 'POST', '/v1/keys/generate')).status, 201);
    assert.equal((await call(server.url, 'POST', '/v1/keys/generate', { raw: '' })).status, 201);
    const answer = await call(server.url, 'POST', '/v1/keys/generate', { body: {} });
    assert.equal(answer.status, 201);
    assert.equal(answer.body['name'], '');
  });

  it('refuses bad names with 400 naming the field', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ name: 'x'.repeat(101) }, /name/],
      [{ name: 42 }, /name.*string/],
      [{ name: 'ok', admin: true }, /unknown field "admin"/],
      [[], /request body must be a JSON object/],
      ['text', /request body must be a JSON object/],
    ];
    for (const [body, detail] of cases) {
      const answer = await call(server.url, 'POST', '/v1/keys/generate', { body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body['code'], 'validation_failed');
      assert.match(String(answer.body['detail']), detail);
    }
    assert.equal((await call(server.url, 'POST', '/v1/keys/generate', { body: { name: 'x'.repeat(100) } })).status, 201);
  });

  it('issues distinct keys', async () => {
    const keys = new Set<string>();
    for (let i = 0; i < 5; i++) keys.add(String((await call(server.url, 'POST', '/v1/keys/generate')).body['key']));
    assert.equal(keys.size, 5);
  });
});

describe('key generation limits', () => {
  it('allows 5 a minute per client address, then 429 with Retry-After until the minute turns', async () => {
    const server = await startServer();
    try {
      for (let i = 0; i < 5; i++) {
        const answer = await call(server.url, 'POST', '/v1/keys/generate');
        assert.equal(answer.status, 201);
        assert.equal(answer.headers.get('x-ratelimit-limit'), '5');
        assert.equal(answer.headers.get('x-ratelimit-remaining'), String(4 - i));
      }
      const limited = await call(server.url, 'POST', '/v1/keys/generate');
      assert.equal(limited.status, 429);
      assert.equal(limited.body['code'], 'key_generation_rate_limited');
      assert.ok(Number(limited.headers.get('retry-after')) >= 1);
      assertRateLimitHeaders(limited.headers);
      server.clock.advance(60_000);
      assert.equal((await call(server.url, 'POST', '/v1/keys/generate')).status, 201);
    } finally {
      await server.close();
    }
  });

  it('stops at the total cap, counted in storage', async () => {
    const server = await startServer({ PARAPET_KEYS_TOTAL_CAP: '3', PARAPET_KEYS_PER_IP_PER_MINUTE: '100' });
    try {
      for (let i = 0; i < 3; i++) assert.equal((await call(server.url, 'POST', '/v1/keys/generate')).status, 201);
      const refused = await call(server.url, 'POST', '/v1/keys/generate');
      assert.equal(refused.status, 429);
      assert.equal(refused.body['code'], 'key_cap_reached');
      assert.ok(refused.headers.get('retry-after'));
      assert.equal(await server.container.storage.keys.countIssued(), 3);
    } finally {
      await server.close();
    }
  });

  it('takes the client address from X-Forwarded-For only when PARAPET_TRUST_PROXY says so', async () => {
    const untrusting = await startServer({ PARAPET_KEYS_PER_IP_PER_MINUTE: '1' });
    const trusting = await startServer({ PARAPET_KEYS_PER_IP_PER_MINUTE: '1', PARAPET_TRUST_PROXY: '127.0.0.1' });
    try {
      const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
      assert.equal((await call(untrusting.url, 'POST', '/v1/keys/generate', from('203.0.113.1'))).status, 201);
      assert.equal((await call(untrusting.url, 'POST', '/v1/keys/generate', from('203.0.113.2'))).status, 429, 'spoofed header ignored');

      assert.equal((await call(trusting.url, 'POST', '/v1/keys/generate', from('203.0.113.1'))).status, 201);
      assert.equal((await call(trusting.url, 'POST', '/v1/keys/generate', from('203.0.113.2'))).status, 201);
      assert.equal((await call(trusting.url, 'POST', '/v1/keys/generate', from('203.0.113.1'))).status, 429);
    } finally {
      await Promise.all([untrusting.close(), trusting.close()]);
    }
  });
});
