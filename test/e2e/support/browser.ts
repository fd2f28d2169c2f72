/**
 * What the console's browser tests and its screenshot script share: the built service started as
 * a process (as `npm start` runs it) and Debian's headless Chromium driven by playwright-core.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

const root = new URL('../../../', import.meta.url).pathname;

/** The browser the tests drive: Debian's `chromium` package unless PARAPET_CHROMIUM names another. */
export const CHROMIUM = process.env['PARAPET_CHROMIUM'] ?? '/usr/bin/chromium';

/**
 * Why the browser suites cannot run here, or false. In CI a missing browser is a failure, never a
 * skip (`.ci/run` installs it): the suite then runs and fails on the launch.
 */
export function browserSkip(): string | false {
  if (existsSync(CHROMIUM)) return false;
  if (process.env['CI'] === 'true') return false;
  return `no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set PARAPET_CHROMIUM)`;
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium, or set PARAPET_CHROMIUM`);
  // Root (as CI runs) cannot use Chromium's user-namespace sandbox.
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningService {
  base: string;
  stop(): Promise<void>;
}

/** `npm run build` (server, SDK and console), once per process. */
let built = false;
export function buildOnce(): void {
  if (built) return;
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  built = true;
}

/** Starts the built service on a free port over a fresh data directory. */
export async function startBuiltService(env: Record<string, string> = {}): Promise<RunningService> {
  buildOnce();
  const dataDir = await mkdtemp(join(tmpdir(), 'parapet-console-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: { PATH: process.env['PATH'] ?? '', PARAPET_PORT: String(port), PARAPET_HOST: '127.0.0.1', PARAPET_DATA_DIR: dataDir, PARAPET_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  // Generous: on a loaded machine the service (classifier weights, migrations) can take a while.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the service did not start:\n${logs.join('')}`);
}
