/**
 * The service under fuzz, in its own process so that its event loop is measured apart from the
 * fuzzer's. Started by fuzzer.ts with an IPC channel; reports over it:
 *   {type: 'ready', url, pagesUrl}                       once listening
 *   {type: 'loop', p50, p99, max, busyP99, busyMax, at}  event-loop delay of each window, in ms
 *   {type: 'stall', ms, busyMs, inFlight, recent}        a long delay, with what was running
 *   {type: 'error', message}                             each error the service logged (5xx causes)
 * Everything stays on loopback: URL analysis fetches only the local page server (every name
 * resolves to it), the model provider is a scripted one on loopback, and any other outgoing
 * connection is refused.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import { Writable } from 'node:stream';
import { mainThreadCpuMs } from '../../scripts/lib/thread-cpu.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../../apps/server/src/config/load.js';
import { createContainer } from '../../apps/server/src/container.js';
import { SqlJobQueue } from '../../apps/server/src/queue/sql-job-queue.js';
import type { JobHandler } from '../../apps/server/src/queue/types.js';
import { buildApp } from '../../apps/server/src/http/app.js';
import { FakeLlm } from '../../apps/server/test/support/fake-llm.js';
import { loopbackResolver, startPages } from '../../apps/server/test/support/pages.js';
import { limitsOutOfTheWay } from '../lib/limits.js';

const windowMs = Number(process.env['FUZZ_WINDOW_MS'] ?? 2000);
const send = (message: unknown): void => {
  if (process.connected) process.send?.(message);
};

// Loopback only: a literal address elsewhere is refused before a packet leaves.
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
  const first = args[0] as { host?: string; path?: string } | number | string | undefined;
  const host = typeof first === 'object' && first !== null ? first.host : typeof args[1] === 'string' ? args[1] : undefined;
  const isPath = typeof first === 'object' && first !== null && typeof first.path === 'string';
  if (!isPath && host && net.isIP(host) && !/^(127\.|::1$|::ffff:127\.)/.test(host)) {
    process.nextTick(() => this.destroy(new Error(`fuzz harness: refused connection to ${host}`)));
    return this;
  }
  return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
} as typeof net.Socket.prototype.connect;

// Jobs in flight, for the same reason as requests in flight below.
const jobsInFlight = new Map<object, string>();
const register = SqlJobQueue.prototype.register;
SqlJobQueue.prototype.register = function (this: SqlJobQueue, type: string, handler: JobHandler) {
  const tracked: JobHandler = async (payload, context) => {
    const token = {};
    const text = JSON.stringify(payload) ?? '';
    jobsInFlight.set(token, `job ${type} (${text.length} chars: ${text.slice(0, 80)})`);
    try {
      return await handler(payload, context);
    } finally {
      jobsInFlight.delete(token);
    }
  };
  register.call(this, type, tracked);
};

const pages = await startPages();
// A scripted model provider on loopback, so the model layers and sandbox execution run too.
const llm = await FakeLlm.start();
const dataDir = await mkdtemp(join(tmpdir(), 'parapet-fuzz-'));
const config = loadConfig({
  PARAPET_DATA_DIR: dataDir,
  PARAPET_LOG_LEVEL: 'error',
  ...limitsOutOfTheWay(),
  PARAPET_ANALYZE_ALLOW_PRIVATE: 'true',
  PARAPET_ANALYZE_FETCH_TIMEOUT_MS: '2000',
  PARAPET_SANDBOX_TIMEOUT_MS: '2000',
  PARAPET_LLM_BASE_URL: llm.url,
});
const container = await createContainer(config, { analysis: { resolve: loopbackResolver() } });

// Errors the service logs (level >= 50) are the causes of its 5xx answers: pass them up.
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line) continue;
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string; stack?: string }; req?: { method?: string; url?: string } };
        if ((entry.level ?? 0) >= 50) {
          send({ type: 'error', message: `${entry.msg ?? ''}: ${entry.err?.stack ?? entry.err?.message ?? ''}`.slice(0, 2000) });
        }
      } catch {
        send({ type: 'error', message: line.slice(0, 2000) });
      }
    }
    done();
  },
});
const app = await buildApp(container.deps, { logStream: logSink });
// Requests in flight, so that a stall can be pinned on what was running when it happened.
const inFlight = new Map<object, string>();
const recent: string[] = [];
app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
  inFlight.set(req, `${req.method} ${(req.url ?? '').slice(0, 100)} (${req.headers['content-length'] ?? 0} bytes)`);
  const started = performance.now();
  res.once('close', () => {
    recent.push(`${inFlight.get(req) ?? ''} -> ${res.statusCode} in ${Math.round(performance.now() - started)} ms`);
    if (recent.length > 3) recent.shift();
    inFlight.delete(req);
  });
});
/*
 * Two measures of event-loop delay. `histogram` is Node's own (wall clock): on a machine shared with
 * other work it also counts the time this process waits for a CPU. The sampler below splits that
 * off: each 10 ms tick's delay is capped by the CPU time the process used meanwhile, so what is left
 * is delay the service's own work caused (a synchronous parse, a regex, a tokenizer), which is what
 * the fuzz criterion is about. On an idle machine the two agree.
 */
const TICK_MS = 10;
/** A tick this busy is reported with the requests in flight (FUZZ_STALL_BUSY_MS, default 100). */
const STALL_BUSY_MS = Number(process.env['FUZZ_STALL_BUSY_MS'] ?? 100);
let tick = performance.now();
let cpu = mainThreadCpuMs();
let busySamples: number[] = [];
const sampler = setInterval(() => {
  const now = performance.now();
  const cpuNow = mainThreadCpuMs();
  const used = cpuNow - cpu;
  cpu = cpuNow;
  const late = Math.max(0, now - tick - TICK_MS);
  // /proc counts in 10 ms ticks: allow for one of rounding.
  const busy = Math.max(0, Math.min(late, used - TICK_MS));
  tick = now;
  busySamples.push(busy);
  if (busy > STALL_BUSY_MS || late > 500) {
    send({ type: 'stall', ms: Math.round(late), busyMs: Math.round(busy), inFlight: [...inFlight.values(), ...jobsInFlight.values()], recent: [...recent] });
  }
}, TICK_MS);
const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);
};
const report = (): void => {
  send({
    type: 'loop',
    at: Date.now(),
    p50: histogram.percentile(50) / 1e6,
    p99: histogram.percentile(99) / 1e6,
    max: histogram.max / 1e6,
    busyP99: percentile(busySamples, 99),
    busyMax: Math.max(0, ...busySamples),
  });
  histogram.reset();
  busySamples = [];
};
const timer = setInterval(report, windowMs);
await container.warm();
const url = await app.listen({ port: 0, host: '127.0.0.1' });

process.on('uncaughtException', (error) => {
  send({ type: 'error', message: `uncaughtException: ${error.stack ?? error.message}` });
});
process.on('unhandledRejection', (error) => {
  send({ type: 'error', message: `unhandledRejection: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}` });
});

process.on('message', (message: { type?: string }) => {
  if (message.type === 'reset') {
    // Warm-up is over: measure from here.
    histogram.reset();
    busySamples = [];
    return;
  }
  if (message.type !== 'stop') return;
  clearInterval(timer);
  clearInterval(sampler);
  histogram.disable();
  void (async () => {
    await app.close();
    await container.close();
    await pages.close();
    await llm.close();
    await rm(dataDir, { recursive: true, force: true });
    send({ type: 'stopped' });
    process.disconnect?.();
    process.exit(0);
  })();
});

send({ type: 'ready', url, pagesUrl: `http://news.test:${pages.port}` });
