import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { generate, type GenContext } from './generate.js';
import { operations } from './openapi.js';
import { Random } from './random.js';
import { Transport, type FuzzAnswer, type FuzzRequest } from './transport.js';

export interface FuzzOptions {
  requests: number;
  seed: number;
  concurrency?: number;
  /** Event-loop window, ms. */
  windowMs?: number;
  /** Pass limits. */
  maxLatencyMs?: number;
  maxLoopP99Ms?: number;
  /**
   * Which event-loop delay the limit applies to: `busy` (default), the delay the service's own CPU
   * work caused, or `wall`, Node's monitorEventLoopDelay, which on a shared machine also counts
   * the time the process waited for a CPU.
   */
  loopMeasure?: 'busy' | 'wall';
  /** Progress lines (every 10 %). */
  log?: (line: string) => void;
}

export interface Failure {
  kind: 'crash' | '5xx' | 'bad-4xx' | 'slow' | 'no-answer';
  family: string;
  route: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  detail: string;
}

export interface LoopWindow {
  at: number;
  p50: number;
  p99: number;
  max: number;
  busyP99: number;
  busyMax: number;
}

export interface FuzzReport {
  seed: number;
  requested: number;
  sent: number;
  excluded: Record<string, number>;
  durationS: number;
  statuses: Record<string, number>;
  families: Record<string, number>;
  routes: Record<string, number>;
  latency: { p50: number; p99: number; max: number };
  loop: { windows: number; measure: 'busy' | 'wall'; wallWorstP99: number; wallWorstMax: number; busyWorstP99: number; busyWorstMax: number };
  crashes: number;
  failures: Failure[];
  serverErrors: string[];
  stalls: string[];
  pass: boolean;
  checks: Record<string, { value: number; limit: number; pass: boolean }>;
}

/**
 * Request shapes generated but not sent (each counted under its id, with the reason printed): room
 * for a known defect that would stall the service for seconds and hide everything else while it is
 * being fixed. Empty: every generated request is sent.
 */
/** Generated requests sent, unmeasured, before the run (at most a tenth of the run). */
const WARM_UP_BURST = 400;

export const EXCLUSIONS: ReadonlyArray<{ id: string; reason: string; matches: (r: FuzzRequest) => boolean }> = [];

/** Whether an answer keeps the error contract: a 4xx is JSON `{error, detail}` with a JSON content type. */
export function errorContract(answer: Pick<FuzzAnswer, 'status' | 'contentType' | 'body'>): string | null {
  if (!/^application\/json\b/i.test(answer.contentType)) return `content-type is "${answer.contentType}"`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `body is not JSON: ${answer.body.slice(0, 120)}`;
  }
  if (typeof parsed !== 'object' || parsed === null) return 'body is not an object';
  const { error, detail } = parsed as Record<string, unknown>;
  if (typeof error !== 'string' || typeof detail !== 'string') return `body lacks {error, detail}: ${answer.body.slice(0, 120)}`;
  return null;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

interface ChildHandle {
  child: ChildProcess;
  url: string;
  pagesUrl: string;
  windows: LoopWindow[];
  errors: string[];
  /** Event-loop stalls over 200 ms the service saw, with the requests in flight at the time. */
  stalls: string[];
  exited: Promise<number | null>;
  crashed(): boolean;
}

async function startChild(windowMs: number): Promise<ChildHandle> {
  const script = fileURLToPath(new URL('./child.ts', import.meta.url));
  const child = fork(script, [], {
    execArgv: ['--conditions=parapet-source', '--import', 'tsx', ...(process.env['FUZZ_CHILD_FLAGS'] ?? '').split(' ').filter(Boolean)],
    env: { ...process.env, FUZZ_WINDOW_MS: String(windowMs), NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const windows: LoopWindow[] = [];
  const errors: string[] = [];
  const stalls: string[] = [];
  let stopping = false;
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => {
    exitCode = code;
    resolve(code);
  }));
  const ready = new Promise<{ url: string; pagesUrl: string }>((resolve, reject) => {
    child.on('message', (message: { type: string; url?: string; pagesUrl?: string; message?: string; ms?: number; busyMs?: number; inFlight?: string[]; recent?: string[] } & LoopWindow) => {
      if (message.type === 'ready') resolve({ url: message.url ?? '', pagesUrl: message.pagesUrl ?? '' });
      else if (message.type === 'loop') windows.push({ at: message.at, p50: message.p50, p99: message.p99, max: message.max, busyP99: message.busyP99, busyMax: message.busyMax });
      else if (message.type === 'error' && message.message) errors.push(message.message);
      else if (message.type === 'stall') stalls.push(`${message.ms} ms stall (${message.busyMs ?? '?'} ms of it busy); in flight: ${(message.inFlight ?? []).join('; ') || 'nothing'}; just finished: ${(message.recent ?? []).join('; ')}`);
      else if (message.type === 'stopped') stopping = true;
    });
    void exited.then((code) => reject(new Error(`the service exited during start-up (code ${code})`)));
  });
  const { url, pagesUrl } = await ready;
  return { child, url, pagesUrl, windows, errors, stalls, exited, crashed: () => exitCode !== undefined && !stopping };
}

/** Runs the fuzz: starts the service in a child process, sends `requests` generated requests, checks every answer. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const concurrency = options.concurrency ?? 8;
  const windowMs = options.windowMs ?? 2000;
  const maxLatencyMs = options.maxLatencyMs ?? 1000;
  const maxLoopP99Ms = options.maxLoopP99Ms ?? 50;
  const loopMeasure = options.loopMeasure ?? 'busy';
  const log = options.log ?? (() => undefined);
  const server = await startChild(windowMs);
  const transport = new Transport(server.url, 10_000, concurrency);
  const rng = new Random(options.seed);

  const failures: Failure[] = [];
  const statuses: Record<string, number> = {};
  const families: Record<string, number> = {};
  const routes: Record<string, number> = {};
  const excluded: Record<string, number> = {};
  const latencies: number[] = [];
  let sent = 0;
  const started = performance.now();
  let measuredFrom = started;
  try {
    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as Parameters<typeof operations>[0];
    const ctx: GenContext = { operations: operations(doc), keys: [], ids: new Map(), pagesUrl: server.pagesUrl };
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/v1/keys/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `fuzz-${i}` }) });
      const issued = (await res.json()) as { key?: string };
      if (res.status !== 201 || !issued.key) throw new Error(`cannot create a key: ${res.status}`);
      ctx.keys.push(issued.key);
    }
    // Warm-up, not counted: one valid request per operation, then a short burst of generated ones
    // from another seed, so first-use costs (code compiled on first call, serializers and validators
    // of error answers, the parse workers) are not charged to the fuzz. Then the service starts
    // measuring afresh; the requests measured are all `options.requests` of them.
    const warm = new Random(options.seed ^ 0x5eed);
    for (const op of ctx.operations) {
      const request = generate(warm, { ...ctx, operations: [op] }, 'valid');
      await transport.send(request);
    }
    const burst = Math.min(WARM_UP_BURST, Math.ceil(options.requests / 10));
    for (let i = 0; i < burst; i++) {
      const request = generate(warm, ctx);
      learnIds(ctx, await transport.send(request));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.child.send({ type: 'reset' });
    server.windows.length = 0;
    server.stalls.length = 0;
    measuredFrom = performance.now();

    let next = 0;
    let reported = 0;
    const worker = async (): Promise<void> => {
      while (next < options.requests && !server.crashed()) {
        next++;
        // Generation is synchronous and happens before the clock starts for this request.
        const request = generate(rng, ctx);
        const exclusion = EXCLUSIONS.find((e) => e.matches(request));
        if (exclusion) {
          excluded[exclusion.id] = (excluded[exclusion.id] ?? 0) + 1;
          continue;
        }
        const answer = await transport.send(request);
        sent++;
        check(request, answer);
        learnIds(ctx, answer);
        const progress = Math.floor((10 * next) / options.requests);
        if (progress > reported) {
          reported = progress;
          log(`  ${next}/${options.requests} requests, ${failures.length} failures, ${((performance.now() - started) / 1000).toFixed(0)} s`);
        }
      }
    };

    const check = (request: FuzzRequest, answer: FuzzAnswer): void => {
      families[request.family] = (families[request.family] ?? 0) + 1;
      routes[request.route] = (routes[request.route] ?? 0) + 1;
      if (answer.failure?.startsWith('client refused')) {
        statuses['not sent'] = (statuses['not sent'] ?? 0) + 1;
        return;
      }
      if (!answer.failure) statuses[String(answer.status)] = (statuses[String(answer.status)] ?? 0) + 1;
      latencies.push(answer.ms);
      const fail = (kind: Failure['kind'], detail: string): void => {
        failures.push({ kind, family: request.family, route: request.route, method: request.method, path: request.path.slice(0, 200), status: answer.status, ms: Math.round(answer.ms), detail: detail.slice(0, 300) });
      };
      // Past the body limit the service answers 413 and closes while the body is still being
      // written; the client may see the reset before the answer. That is the limit working.
      const overLimit = (request.body?.length ?? 0) > 1024 * 1024 && /EPIPE|ECONNRESET/.test(answer.failure ?? '');
      if (overLimit) statuses['closed (body over 1 MiB)'] = (statuses['closed (body over 1 MiB)'] ?? 0) + 1;
      else if (answer.failure) fail('no-answer', answer.failure);
      else if (answer.status >= 500) fail('5xx', answer.body);
      else if (answer.status >= 400 && request.method !== 'HEAD') {
        const broken = errorContract(answer);
        if (broken) fail('bad-4xx', broken);
      }
      if (answer.ms > maxLatencyMs) fail('slow', `${Math.round(answer.ms)} ms, body ${request.body?.length ?? request.raw?.length ?? 0} bytes`);
    };

    await Promise.all(Array.from({ length: concurrency }, () => worker()));
    // One more window so the last requests' delay is reported.
    await new Promise((resolve) => setTimeout(resolve, windowMs + 200));
  } finally {
    transport.close();
    if (!server.crashed()) {
      server.child.send({ type: 'stop' });
      const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
      await server.exited;
      clearTimeout(timer);
    }
  }

  const crashes = server.crashed() ? 1 : 0;
  if (crashes) failures.push({ kind: 'crash', family: '-', route: '-', method: '-', path: '-', status: 0, ms: 0, detail: `the service exited: ${server.errors.at(-1) ?? ''}` });
  latencies.sort((a, b) => a - b);
  const worst = (pick: (w: LoopWindow) => number): number => round(Math.max(0, ...server.windows.map(pick)));
  const worstP99 = loopMeasure === 'busy' ? worst((w) => w.busyP99) : worst((w) => w.p99);
  const count = (kind: Failure['kind']): number => failures.filter((f) => f.kind === kind).length;
  const checks = {
    crashes: { value: crashes, limit: 0, pass: crashes === 0 },
    '5xx answers': { value: count('5xx'), limit: 0, pass: count('5xx') === 0 },
    '4xx not JSON {error, detail}': { value: count('bad-4xx'), limit: 0, pass: count('bad-4xx') === 0 },
    'requests without an answer': { value: count('no-answer'), limit: 0, pass: count('no-answer') === 0 },
    [`requests over ${maxLatencyMs} ms`]: { value: count('slow'), limit: 0, pass: count('slow') === 0 },
    [`worst event-loop p99 of a window, ${loopMeasure} (ms)`]: { value: worstP99, limit: maxLoopP99Ms, pass: worstP99 < maxLoopP99Ms },
  };
  return {
    seed: options.seed,
    requested: options.requests,
    sent,
    excluded,
    durationS: Math.round((performance.now() - measuredFrom) / 100) / 10,
    statuses,
    families,
    routes,
    latency: { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), max: round(latencies.at(-1) ?? 0) },
    loop: {
      windows: server.windows.length,
      measure: loopMeasure,
      wallWorstP99: worst((w) => w.p99),
      wallWorstMax: worst((w) => w.max),
      busyWorstP99: worst((w) => w.busyP99),
      busyWorstMax: worst((w) => w.busyMax),
    },
    crashes,
    failures,
    serverErrors: server.errors,
    stalls: server.stalls,
    pass: Object.values(checks).every((c) => c.pass),
    checks,
  };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Ids in successful answers feed the `{id}` routes, so polling is fuzzed with real ids too. */
function learnIds(ctx: GenContext, answer: FuzzAnswer): void {
  if (answer.status < 200 || answer.status >= 300 || !answer.body.startsWith('{')) return;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    return;
  }
  for (const field of ['poll_url', 'status_url', 'result_url', 'url']) {
    const value = body[field];
    if (typeof value !== 'string') continue;
    const match = /(\/v1\/(?:parse|analyze|evaluate))\/([^?#]+)/.exec(value);
    if (match) remember(ctx, `${match[1]}/{id}`, decodeURIComponent(match[2] as string));
  }
}

function remember(ctx: GenContext, template: string, id: string): void {
  const list = ctx.ids.get(template) ?? [];
  list.push(id);
  if (list.length > 50) list.shift();
  ctx.ids.set(template, list);
}

/** A plain-text summary of a report. */
export function summary(report: FuzzReport): string {
  const lines: string[] = [];
  lines.push(`fuzz: seed ${report.seed}, ${report.sent} requests sent of ${report.requested} generated in ${report.durationS} s`);
  const excluded = Object.entries(report.excluded);
  if (excluded.length > 0) lines.push(`excluded (known, fixed elsewhere): ${excluded.map(([id, n]) => `${id} ${n}`).join(', ')}`);
  lines.push(`statuses: ${Object.entries(report.statuses).sort().map(([s, n]) => `${s}:${n}`).join(' ')}`);
  lines.push(`families: ${Object.entries(report.families).sort().map(([s, n]) => `${s}:${n}`).join(' ')}`);
  lines.push(`latency ms: p50 ${report.latency.p50}, p99 ${report.latency.p99}, max ${report.latency.max}`);
  const l = report.loop;
  lines.push(`server event loop, ${l.windows} windows: busy p99 worst ${l.busyWorstP99} ms (max ${l.busyWorstMax}); wall p99 worst ${l.wallWorstP99} ms (max ${l.wallWorstMax})`);
  lines.push('');
  lines.push('check                                      value     limit  result');
  for (const [name, c] of Object.entries(report.checks)) {
    lines.push(`${name.padEnd(42)} ${String(c.value).padStart(6)} ${String(c.limit).padStart(9)}  ${c.pass ? 'pass' : 'FAIL'}`);
  }
  if (report.failures.length > 0) {
    lines.push('');
    lines.push(`first failures (${report.failures.length} in all):`);
    for (const f of report.failures.slice(0, 15)) lines.push(`  ${f.kind} ${f.status} ${f.ms} ms [${f.family}] ${f.method} ${f.path.slice(0, 80)}: ${f.detail.slice(0, 160)}`);
  }
  if (report.serverErrors.length > 0) {
    lines.push('');
    lines.push(`errors the service logged (${report.serverErrors.length}), first:`);
    for (const e of report.serverErrors.slice(0, 5)) lines.push(`  ${e.split('\n').slice(0, 3).join(' | ').slice(0, 300)}`);
  }
  if (report.stalls.length > 0) {
    lines.push('');
    lines.push(`event-loop stalls over 200 ms (${report.stalls.length}), first:`);
    for (const s of report.stalls.slice(0, 8)) lines.push(`  ${s.slice(0, 400)}`);
  }
  lines.push('');
  lines.push(report.pass ? 'PASS' : 'FAIL');
  return lines.join('\n');
}
