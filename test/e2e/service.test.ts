/**
 * Starts the real service the way `npm start` does (compiled, in its own process) on a free port
 * with a temporary data directory, drives it over HTTP, restarts it and checks that state survived,
 * and checks that SIGTERM lets an in-flight request finish. Then scales out: two processes on one
 * PostgreSQL schema and one Redis prefix behave as one service (keys, rate limits, jobs).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ParapetClient, ParapetError } from '@parapet/sdk';
import { dropTestState, postgres, redis, uniqueName } from '../../apps/server/test/support/backends.js';
import { freePort } from '../../apps/server/test/support/ports.js';

const root = new URL('../../', import.meta.url).pathname;

interface Service {
  child: ChildProcess;
  base: string;
  logs: string[];
  exited: Promise<number | null>;
}

async function startService(dataDir: string, env: Record<string, string> = {}): Promise<Service> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: { PATH: process.env['PATH'] ?? '', PARAPET_PORT: String(port), PARAPET_HOST: '127.0.0.1', PARAPET_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // Up to a minute: two instances starting at once beside other suites can take tens of seconds.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base, logs, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`service did not start:\n${logs.join('')}`);
}

async function stopService(service: Service): Promise<number | null> {
  service.child.kill('SIGTERM');
  return service.exited;
}

let built = false;
function buildOnce(): void {
  if (built) return;
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  built = true;
}

describe('the service process', () => {
  let dataDir: string;
  before(async () => {
    buildOnce();
    dataDir = await mkdtemp(join(tmpdir(), 'parapet-e2e-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps keys and policies across a restart', async () => {
    let service = await startService(dataDir);
    const anonymous = new ParapetClient({ baseUrl: service.base });
    assert.equal((await anonymous.getHealth()).status, 'ok');
    const issued = await anonymous.generateKey({ name: 'e2e' });
    const key = issued.key;
    let client = new ParapetClient({ baseUrl: service.base, apiKey: key });
    assert.equal((await client.getPolicy()).autoBlockThreshold, 7);
    assert.equal((await client.updatePolicy({ autoBlockThreshold: 4, screenAllPrompts: true })).screenAllPrompts, true);
    assert.equal((await client.resetPolicy()).autoBlockThreshold, 7);
    await client.updatePolicy({ autoBlockThreshold: 3 });
    await assert.rejects(client.updatePolicy({ autoBlockThreshold: 11 }), (error: unknown) => {
      assert.ok(error instanceof ParapetError);
      assert.equal(error.status, 400);
      assert.match(error.detail, /autoBlockThreshold/);
      return true;
    });
    assert.equal(await stopService(service), 0, service.logs.join(''));
    const firstLogs = service.logs;

    service = await startService(dataDir);
    try {
      client = new ParapetClient({ baseUrl: service.base, apiKey: key });
      const policy = await client.getPolicy();
      assert.equal(policy.autoBlockThreshold, 3, 'the key and its policy survived the restart');
      assert.equal(policy.screenAllPrompts, false, 'the reset before the last update held');
    } finally {
      assert.equal(await stopService(service), 0);
    }
    const logs = [...firstLogs, ...service.logs].join('');
    assert.ok(!logs.includes(key), 'the key never appears in the logs');
    assert.ok(logs.split('\n').filter(Boolean).every((line) => line.startsWith('{')), 'logs are JSON lines');
  });

  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const service = await startService(dataDir);
    const url = new URL('/v1/keys/generate', service.base);
    const body = JSON.stringify({ name: 'in flight' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 5));
      setTimeout(() => {
        service.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(5)), 300);
      }, 200);
    });
    const result = await answer;
    assert.equal(result.status, 201, result.text);
    assert.equal(await service.exited, 0);
  });

  it('refuses to start on bad configuration, naming every bad variable', async () => {
    const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
      env: { PATH: process.env['PATH'] ?? '', PARAPET_PORT: 'x', PARAPET_REDIS_URL: 'http://nope' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    assert.notEqual(code, 0);
    assert.match(stderr, /PARAPET_PORT/);
    assert.match(stderr, /PARAPET_REDIS_URL/);
  });
});

async function send(base: string, method: string, path: string, key?: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

const skipScaled = postgres.skip || redis.skip;

describe('two instances on one PostgreSQL and one Redis', { skip: skipScaled }, () => {
  const schema = uniqueName('e2e_scale');
  let page: Server;
  let pageUrl = '';
  let a: Service;
  let b: Service;

  before(async () => {
    buildOnce();
    page = createHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<html lang="en"><head><title>Harbour report</title><meta name="description" content="Tides and ships"></head><body><article><p>The harbour saw twelve ships this week, and the tide tables are below.</p></article></body></html>');
    });
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    const address = page.address();
    pageUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/report`;
    const env = {
      PARAPET_DATABASE_URL: postgres.url,
      PARAPET_DATABASE_SCHEMA: schema,
      PARAPET_REDIS_URL: redis.url,
      PARAPET_REDIS_PREFIX: `${schema}:`,
      PARAPET_RATE_LIMIT_PER_KEY: '6',
      PARAPET_ANALYZE_ALLOW_PRIVATE: 'true',
    };
    const dataDir = await mkdtemp(join(tmpdir(), 'parapet-e2e-scale-'));
    [a, b] = await Promise.all([startService(dataDir, env), startService(dataDir, env)]);
  });

  after(async () => {
    await Promise.all([a, b].filter(Boolean).map((s) => stopService(s)));
    await new Promise<void>((resolve) => page.close(() => resolve()));
    await dropTestState({ schemas: [schema], redisPrefix: `${schema}:` });
  });

  it('accepts on one instance a key issued by the other', async () => {
    const issued = await send(a.base, 'POST', '/v1/keys/generate', undefined, { name: 'scale-out' });
    assert.equal(issued.status, 201);
    const key = issued.json['key'] as string;
    const policy = await send(b.base, 'PUT', '/v1/policy', key, { autoBlockThreshold: 5 });
    assert.equal(policy.status, 200);
    assert.equal((await send(a.base, 'GET', '/v1/policy', key)).json['autoBlockThreshold'], 5);
  });

  it('counts one rate limit across both instances', async () => {
    const key = (await send(b.base, 'POST', '/v1/keys/generate', undefined, { name: 'limits' })).json['key'] as string;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await send(i % 2 === 0 ? a.base : b.base, 'GET', '/v1/policy', key);
      assert.equal(answer.headers.get('x-ratelimit-limit'), '6');
      statuses.push(answer.status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 429, 429], 'six requests in the window, wherever they land');
  });

  it('runs a job submitted on one instance and answers its poll on the other', async () => {
    const key = (await send(a.base, 'POST', '/v1/keys/generate', undefined, { name: 'jobs' })).json['key'] as string;
    const submitted = await send(a.base, 'POST', '/v1/analyze', key, { url: pageUrl, depth: 'quick' });
    assert.equal(submitted.status, 202, JSON.stringify(submitted.json));
    const pollUrl = submitted.json['poll_url'] as string;
    let result: Record<string, unknown> = {};
    // The key may make six requests a minute here: a slow job is polled past that, so a 429 waits
    // as its Retry-After says, as a client would.
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const answer = await send(b.base, 'GET', pollUrl, key);
      if (answer.status === 429) {
        await new Promise((r) => setTimeout(r, 1000 * Number(answer.headers.get('retry-after') ?? '1')));
        continue;
      }
      result = answer.json;
      if (result['status'] !== 'pending') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    assert.equal(result['status'], 'completed', JSON.stringify(result));
    assert.equal(result['final_url'], pageUrl);
    assert.equal((result['metadata'] as { title?: string }).title, 'Harbour report');
  });
});
