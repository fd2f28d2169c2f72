/**
 * Starts the real service the way `npm start` does (compiled, in its own process) on a free port
 * with a temporary data directory, drives it over HTTP, restarts it and checks that state survived,
 * and checks that SIGTERM lets an in-flight request finish.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ParapetClient, ParapetError } from '@parapet/sdk';

const root = new URL('../../', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

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
  for (let i = 0; i < 100; i++) {
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

describe('the service process', () => {
  let dataDir: string;
  before(async () => {
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    dataDir = await mkdtemp(join(tmpdir(), 'parapet-e2e-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps keys and policies across a restart', async () => {
    let service = await startService(dataDir);
    const anonymous = new ParapetClient({ baseUrl: service.base });
    assert.equal((await anonymous.health()).status, 'ok');
    const issued = await anonymous.generateKey('e2e');
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
