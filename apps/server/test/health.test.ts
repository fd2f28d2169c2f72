import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { assertRateLimitHeaders, call, newKey, startServer } from './support/server.js';

describe('GET /health', () => {
  it('is ok with the embedded backends, with status, timestamp, uptime and version', async () => {
    const server = await startServer();
    try {
      const answer = await call(server.url, 'GET', '/health');
      assert.equal(answer.status, 200);
      assert.equal(answer.body['status'], 'ok');
      assert.ok(Math.abs(Date.parse(String(answer.body['timestamp'])) - Date.now()) < 60_000);
      assert.ok(Number.isInteger(answer.body['uptime_seconds']));
      assert.match(String(answer.body['version']), /^\d+\.\d+\.\d+/);
      assert.deepEqual(answer.body['checks'], { database: 'ok' });
      assertRateLimitHeaders(answer.headers);
    } finally {
      await server.close();
    }
  });

  it('is 503 degraded when the database stops answering', async () => {
    const server = await startServer();
    try {
      await server.container.storage.close();
      const answer = await call(server.url, 'GET', '/health');
      assert.equal(answer.status, 503);
      assert.equal(answer.body['status'], 'degraded');
      assert.equal((answer.body['checks'] as Record<string, string>)['database'], 'failing');
    } finally {
      await server.app.close();
      await server.container.jobs.close();
    }
  });
});

describe('a configured Redis that does not answer', () => {
  // A port that accepts connections and never replies: Redis commands time out.
  let silent: Server;
  let port: number;
  const sockets = new Set<Socket>();
  before(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });
  after(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('makes /health 503 while requests are still served with per-instance limits', async () => {
    const server = await startServer({ PARAPET_REDIS_URL: `redis://127.0.0.1:${port}`, PARAPET_HEALTH_TIMEOUT_MS: '300', PARAPET_SHUTDOWN_TIMEOUT_MS: '1000' });
    try {
      const health = await call(server.url, 'GET', '/health');
      assert.equal(health.status, 503);
      assert.deepEqual(health.body['checks'], { database: 'ok', redis: 'failing' });
      const { key } = await newKey(server.url);
      const policy = await call(server.url, 'GET', '/v1/policy', { key });
      assert.equal(policy.status, 200);
      assertRateLimitHeaders(policy.headers);
    } finally {
      await server.close();
    }
  });
});
