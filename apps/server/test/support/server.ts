import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { AnalysisSetupOptions } from '../../src/analysis/setup.js';
import { ManualClock } from '../../src/clock.js';
import { loadConfig } from '../../src/config/load.js';
import { createContainer, type Container } from '../../src/container.js';
import { buildApp } from '../../src/http/app.js';
import type { App } from '../../src/http/types.js';

export interface TestServer {
  url: string;
  app: App;
  container: Container;
  clock: ManualClock;
  dataDir: string;
  close(): Promise<void>;
}

export interface StartOptions {
  clock?: ManualClock;
  /** Reuse a data directory (to restart on the same SQLite file). */
  dataDir?: string;
  /** DNS and ratings of URL analysis (e.g. names resolved to loopback). */
  analysis?: AnalysisSetupOptions;
  /** The built console's folder (default `apps/console/dist`). */
  consoleDir?: string;
}

/** Starts the service in this process on a free loopback port, over a fresh SQLite directory unless given one. */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'parapet-test-')));
  const clock = options.clock ?? new ManualClock(Date.now());
  let container: Container | undefined;
  let app: App | undefined;
  try {
    const config = loadConfig({ PARAPET_DATA_DIR: dataDir, PARAPET_LOG_LEVEL: 'silent', ...env });
    container = await createContainer(config, { clock, ...(options.analysis ? { analysis: options.analysis } : {}) });
    app = await buildApp(container.deps, { logger: false, ...(options.consoleDir ? { consoleDir: options.consoleDir } : {}) });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const started = app;
    const opened = container;
    return {
      url: address,
      app: started,
      container: opened,
      clock,
      dataDir,
      async close() {
        await started.close();
        await opened.close();
        if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    // A half-started service would hold the test process open: release what was opened, then fail.
    await app?.close().catch(() => undefined);
    await container?.close().catch(() => undefined);
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A value, or a function giving it once the `before` hooks registered earlier have run. */
export type Later<T> = T | (() => T | Promise<T>);

const resolveLater = async <T extends object>(value: Later<T>): Promise<T> => (typeof value === 'function' ? await value() : value);

/**
 * Starts the service for the enclosing suite: in a `before` hook, closing it in an `after` hook,
 * which node:test runs also when a test failed. A start that fails fails the suite's tests.
 *
 * The handle reads the running server, so use it in hooks and tests (reading it while the suite
 * is being declared, or after it is closed, throws). Hooks run in the order they are registered:
 * call useServer after the `before` hooks its environment needs (pass the environment as a
 * function then), and before the `after` hooks that must run once it is closed.
 */
export function useServer(env: Later<Record<string, string>> = {}, options: Later<StartOptions> = {}): TestServer {
  let current: TestServer | undefined;
  const running = (): TestServer => {
    if (!current) throw new Error('the test server is not running: useServer() starts it in a before hook of its suite');
    return current;
  };
  const stop = async (): Promise<void> => {
    const server = current;
    current = undefined;
    await server?.close();
  };
  before(async () => {
    current = await startServer(await resolveLater(env), await resolveLater(options));
  });
  after(stop);
  return {
    get url() {
      return running().url;
    },
    get app() {
      return running().app;
    },
    get container() {
      return running().container;
    },
    get clock() {
      return running().clock;
    },
    get dataDir() {
      return running().dataDir;
    },
    close: stop,
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  text: string;
}

export interface CallOptions {
  key?: string;
  body?: unknown;
  /** Raw body text, sent as-is. */
  raw?: string;
  headers?: Record<string, string>;
}

export async function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers['authorization'] = `Bearer ${options.key}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(base + path, { method, headers, body });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = {};
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** Generates a key through the public route and returns it with its id. */
export async function newKey(base: string, name = 'test', headers: Record<string, string> = {}): Promise<{ key: string; id: string }> {
  const answer = await call(base, 'POST', '/v1/keys/generate', { body: { name }, headers });
  if (answer.status !== 201) throw new Error(`key generation failed: ${answer.status} ${answer.text}`);
  return { key: String(answer.body['key']), id: String(answer.body['id']) };
}

export function assertRateLimitHeaders(headers: Headers): void {
  for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-request-id']) {
    if (!headers.get(name)) throw new Error(`missing ${name} header`);
  }
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (!Number.isInteger(reset) || reset < 1_600_000_000 || reset > 4_000_000_000) {
    throw new Error(`x-ratelimit-reset is not Unix seconds: ${headers.get('x-ratelimit-reset')}`);
  }
}
