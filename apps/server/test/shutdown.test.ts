/**
 * The real service process, spawned as an operator would run it: SIGTERM ends it within the grace
 * period even when the event loop is blocked or a request is still in flight, and a loop blocked
 * past the stall limit ends the process rather than leaving it deaf.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { freePort } from './support/ports.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const blocker = fileURLToPath(new URL('./support/loop-blocker.mjs', import.meta.url));

interface Service {
  child: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

const dirs: string[] = [];
after(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function launch(env: Record<string, string>): Promise<Service> {
  const dataDir = await mkdtemp(join(tmpdir(), 'parapet-shutdown-'));
  dirs.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=parapet-source', '--import', 'tsx', '--import', blocker, 'apps/server/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', PARAPET_DATA_DIR: dataDir, PARAPET_PORT: String(port), PARAPET_HOST: '127.0.0.1', PARAPET_LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  let healthy = false;
  for (let i = 0; i < 300 && !healthy && child.exitCode === null; i++) {
    try {
      healthy = (await fetch(`http://127.0.0.1:${port}/health`)).status === 200;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (!healthy) {
    child.kill('SIGKILL');
    throw new Error(`the service did not start:\n${output}`);
  }
  return { child, port, output: () => output, exited };
}

/** Waits for the exit, at most `limitMs`; kills the process and fails past it. */
async function exitWithin(service: Service, limitMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null; afterMs: number }> {
  const from = Date.now();
  const timeout = new Promise<null>((r) => setTimeout(() => r(null), limitMs).unref());
  const result = await Promise.race([service.exited, timeout]);
  if (!result) {
    service.child.kill('SIGKILL');
    assert.fail(`the service was still running ${limitMs} ms later:\n${service.output()}`);
  }
  return { code: result.code, signal: result.signal, afterMs: result.at - from };
}

/** A request whose headers arrived and whose body never finishes: in flight until the server gives up. */
async function slowUpload(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  socket.write('POST /v1/keys/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
  await new Promise((r) => setTimeout(r, 200));
  return socket;
}

async function waitFor(service: Service, pattern: RegExp): Promise<void> {
  for (let i = 0; i < 100 && !pattern.test(service.output()); i++) await new Promise((r) => setTimeout(r, 50));
  assert.match(service.output(), pattern);
}

describe('shutdown of the service process', { concurrency: true }, () => {
  it('exits within the grace period after SIGTERM while the event loop is blocked', async () => {
    const service = await launch({ PARAPET_SHUTDOWN_TIMEOUT_MS: '1000', PARAPET_EVENT_LOOP_STALL_LIMIT_MS: '60000', PARAPET_HTTP_REQUEST_TIMEOUT_MS: '60000' });
    // A request still in flight keeps the drain going; SIGTERM is taken, then the loop blocks: timers cannot fire.
    const socket = await slowUpload(service.port);
    service.child.kill('SIGTERM');
    await waitFor(service, /shutting down/);
    service.child.kill('SIGUSR2');
    const exit = await exitWithin(service, 8000);
    assert.equal(exit.signal, 'SIGKILL', service.output());
    assert.ok(exit.afterMs < 5000, `exited ${exit.afterMs} ms after the loop blocked`);
    socket.destroy();
    assert.match(service.output(), /shutdown did not finish within its grace period/);
  });

  it('ends a process whose event loop stays blocked past the stall limit, and SIGTERM sent meanwhile does not wait for the loop', async () => {
    const service = await launch({ PARAPET_SHUTDOWN_TIMEOUT_MS: '1000', PARAPET_EVENT_LOOP_STALL_LIMIT_MS: '2000' });
    service.child.kill('SIGUSR2');
    await waitFor(service, /loop-blocker: blocking/);
    service.child.kill('SIGTERM');
    const exit = await exitWithin(service, 10_000);
    assert.equal(exit.signal, 'SIGKILL', service.output());
    assert.ok(exit.afterMs < 6000, `exited ${exit.afterMs} ms after SIGTERM`);
    assert.match(service.output(), /event loop blocked; exiting/);
  });

  it('lets a request in flight at SIGTERM finish with its answer, then exits 0', async () => {
    const service = await launch({ PARAPET_SHUTDOWN_TIMEOUT_MS: '8000' });
    const body = JSON.stringify({ name: 'drained' });
    const socket = connect(service.port, '127.0.0.1');
    socket.on('error', () => {});
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    // Headers and half the body before the signal, the rest after it.
    socket.write(`POST /v1/keys/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`);
    await new Promise((r) => setTimeout(r, 200));
    service.child.kill('SIGTERM');
    await waitFor(service, /shutting down/);
    socket.write(body.slice(5));
    const exit = await exitWithin(service, 8000);
    socket.destroy();
    assert.equal(exit.code, 0, service.output());
    assert.match(answer, /^HTTP\/1\.1 201 /, answer);
    assert.match(answer, /"key":"ppk_/);
  });

  it('stops accepting on SIGTERM, does not wait past the grace period for a request still in flight, and exits', async () => {
    const service = await launch({ PARAPET_SHUTDOWN_TIMEOUT_MS: '1000', PARAPET_HTTP_REQUEST_TIMEOUT_MS: '60000' });
    // A request whose body is still arriving keeps the drain waiting.
    const socket = await slowUpload(service.port);
    service.child.kill('SIGTERM');
    await waitFor(service, /shutting down/);
    await assert.rejects(fetch(`http://127.0.0.1:${service.port}/health`), 'no new connections are accepted');
    const exit = await exitWithin(service, 6000);
    socket.destroy();
    assert.equal(exit.code, 1, service.output());
    assert.ok(exit.afterMs < 3000, `exited ${exit.afterMs} ms after SIGTERM`);
  });
});
