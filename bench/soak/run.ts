/**
 * One soak run: the service in a child process (the real entry point, apps/server/src/main.ts, with
 * the probe loaded), a fixture page server and a scripted model provider on loopback, and an
 * open-loop driver sending the traffic mix at a steady rate. Returns the figures and verdicts.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { dropTestState, postgres, redis, uniqueName } from '../../apps/server/test/support/backends.js';
import { FakeLlm, type ChatBody } from '../../apps/server/test/support/fake-llm.js';
import { startPages } from '../../apps/server/test/support/pages.js';
import { mulberry32 } from '../../scripts/lib/random.js';
import type { ProbeSample } from './probe.js';
import { flatness, overall, p99Stability, percentile, windows, type Point, type Verdict, type Window } from './stats.js';
import { nextRequest, primers, type Planned } from './traffic.js';
import { limitsOutOfTheWay } from '../lib/limits.js';

export type Backend = 'sqlite' | 'scaled';

export interface SoakOptions {
  backend: Backend;
  durationMs: number;
  /** Requests per second of the mix (polls come on top). */
  rate: number;
  seed?: number;
  /** How often the child reports; 5 s by default. */
  sampleMs?: number;
  /** Force a full collection before every n-th sample (1: every sample, the default). */
  gcEvery?: number;
  /** Width of a latency window; a minute by default, shorter for short runs. */
  windowMs?: number;
  /** Progress lines on stderr. */
  log?: (line: string) => void;
}

/** Limits of the verdicts, in one place so that the report can quote them. */
export const LIMITS = {
  memoryGrowth: 0.1,
  handleGrowth: 0.1,
  handleSlack: 5,
  p99Factor: 2,
  p99FloorMs: 50,
  /** Requests in flight beyond rate x this many seconds count as the driver falling behind. */
  inflightSeconds: 30,
  requestTimeoutMs: 30_000,
  pollEveryMs: 250,
  pollTimeoutMs: 60_000,
};

export interface RouteFigures {
  count: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
}

export interface SoakResult {
  backend: Backend;
  startedAt: string;
  durationMs: number;
  rate: number;
  seed: number;
  node: string;
  requests: number;
  /** Answers by status over every request, polls included; "error" for a transport failure. */
  statuses: Record<string, number>;
  serverErrors: number;
  transportErrors: number;
  unexpected: Array<{ name: string; status: number | 'error'; detail: string }>;
  unexpectedCount: number;
  skipped: number;
  /** Requests sent again after a kept-alive connection was reset as it was reused. */
  retries: number;
  routes: Record<string, RouteFigures>;
  windowMs: number;
  latencyWindows: Window[];
  jobs: Record<string, { submitted: number; finished: Record<string, number>; unfinished: number }>;
  samples: Array<{ t: number } & Omit<ProbeSample, 'type' | 'at'>>;
  /** Active resources of the idle service (driver connections closed) after priming and after the run. */
  idle: { before: number; after: number };
  loopDelay: { p99Max: number; max: number };
  /** Answers in flight during a forced collection, left out of the latency figures. */
  pausedAnswers: number;
  /** Pauses of the probe's forced collections, in ms. */
  gcPause: { count: number; median: number; max: number };
  exitCode: number | null;
  exitSignal: string | null;
  /** The last lines the service wrote (warnings and errors; it logs at warn). */
  serverLog: string[];
  verdicts: Verdict[];
  ok: boolean;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVICE = fileURLToPath(new URL('./service.ts', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Answers every model call with what its response schema asks for. */
function scriptProvider(fake: FakeLlm): void {
  fake.models = [{ id: 'openai/gpt-4o-mini', name: 'GPT-4o mini', context_length: 128_000, pricing: { prompt: '0.00000015', completion: '0.0000006' } }];
  fake.defaultStep = {
    kind: 'dynamic',
    content: (body: ChatBody) => {
      const schema = (body as Partial<ChatBody>).response_format?.json_schema?.name;
      const text = body.messages.map((m) => m.content ?? '').join('\n');
      if (schema === 'injection_verdict') {
        return /ignore all previous|developer mode|disable all safety/i.test(text)
          ? JSON.stringify({ injection_probability: 0.95, category: 'prompt_injection', reason: 'Overrides the instructions.' })
          : JSON.stringify({ injection_probability: 0.02, category: 'none', reason: 'Ordinary request.' });
      }
      if (schema === 'prompt_critique') {
        return JSON.stringify({ score: 7, summary: 'A clear request.', strengths: ['Specific'], weaknesses: [], suggestions: ['Name the audience'] });
      }
      if (schema === 'factual_claims') return JSON.stringify({ claims: [], overall: 'unverifiable' });
      return 'Done.';
    },
  };
  fake.agentDefaultStep = { kind: 'content', content: 'Here is a short, plain answer.' };
}

interface Child {
  process: ChildProcess;
  samples: ProbeSample[];
  output: string[];
  exited: Promise<{ code: number | null; signal: string | null }>;
}

function startChild(env: Record<string, string>, sampleMs: number, gcEvery: number): Child {
  const child = fork(SERVICE, [], {
    cwd: ROOT,
    execArgv: ['--conditions=parapet-source', '--import', 'tsx', '--expose-gc'],
    env: { ...process.env, NODE_ENV: 'production', PARAPET_SOAK_SAMPLE_MS: String(sampleMs), PARAPET_SOAK_GC_EVERY: String(gcEvery), ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const samples: ProbeSample[] = [];
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) output.push(line.slice(0, 2000));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('message', (message: unknown) => {
    if ((message as ProbeSample | undefined)?.type === 'soak-sample') samples.push(message as ProbeSample);
  });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { process: child, samples, output, exited };
}

async function waitHealthy(base: string, child: Child, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void child.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the service exited before answering:\n${child.output.join('\n')}`);
    try {
      const answer = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2000) });
      await answer.arrayBuffer();
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the service did not become healthy in ${timeoutMs} ms:\n${child.output.join('\n')}`);
    await sleep(200);
  }
}

/** One request on the driver's agent; the status and body text. */
function requestOnce(agent: Agent, url: string, method: string, headers: Record<string, string>, body: string | undefined): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent, timeout: LIMITS.requestTimeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${LIMITS.requestTimeoutMs} ms`)));
    req.on('error', (error: NodeJS.ErrnoException) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
    req.end(body);
  });
}

/**
 * A request, sent again once when a kept-alive connection turned out to be closed by the server as
 * it was reused (ECONNRESET on a reused socket, before any answer): the race every keep-alive client
 * has with the server's idle time-out, which Node's documentation says to retry. Retries are counted.
 */
async function request(
  agent: Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  onRetry: () => void,
): Promise<{ status: number; text: string }> {
  try {
    return await requestOnce(agent, url, method, headers, body);
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { reusedSocket?: boolean };
    if (e.code !== 'ECONNRESET' || !e.reusedSocket) throw error;
    onRetry();
    return requestOnce(agent, url, method, headers, body);
  }
}

/**
 * Closes the driver's connections and waits for the service's active resources to settle: the
 * count of the first sample at or under `target`, else the lowest seen within a settling time
 * (idle database connections close after 10 s).
 */
async function idleResources(child: Child, closeConnections: () => void, sampleMs: number, settleMs: number, target = 0): Promise<number> {
  closeConnections();
  const deadline = Date.now() + Math.max(settleMs, 2 * sampleMs);
  let lowest = Number.POSITIVE_INFINITY;
  let seen = child.samples.length;
  // Skip the sample in progress: it may predate the close.
  await sleep(sampleMs + 100);
  seen = child.samples.length;
  while (Date.now() < deadline) {
    await sleep(sampleMs);
    for (const s of child.samples.slice(seen)) lowest = Math.min(lowest, s.resourcesTotal);
    seen = child.samples.length;
    if (lowest <= target) break;
  }
  return Number.isFinite(lowest) ? lowest : -1;
}

interface Record_ {
  name: string;
  t: number;
  ms: number;
  status: number | 'error';
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => {});
  const seed = options.seed ?? 15;
  const random = mulberry32(seed);
  const sampleMs = options.sampleMs ?? 5000;
  const windowMs = options.windowMs ?? Math.min(60_000, Math.max(1000, Math.floor(options.durationMs / 8)));
  const pages = await startPages({ slowMs: 200 });
  const fake = await FakeLlm.start();
  scriptProvider(fake);
  // The fake provider keeps every request for tests to inspect; a soak must not let it grow.
  const trimmer = setInterval(() => fake.requests.splice(0), 1000);
  const dataDir = await mkdtemp(join(tmpdir(), 'parapet-soak-'));
  const schema = uniqueName('soak');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PARAPET_PORT: String(port),
    PARAPET_HOST: '127.0.0.1',
    PARAPET_DATA_DIR: dataDir,
    PARAPET_LOG_LEVEL: 'warn',
    ...limitsOutOfTheWay('100000000'),
    PARAPET_ANALYZE_ALLOW_PRIVATE: 'true',
    PARAPET_LLM_API_KEY: 'sk-or-soak-0123456789',
    PARAPET_LLM_BASE_URL: fake.url,
  };
  if (options.backend === 'scaled') {
    if (postgres.skip || redis.skip) throw new Error(`the scaled soak needs PostgreSQL and Redis: ${postgres.skip || redis.skip}`);
    Object.assign(env, {
      PARAPET_DATABASE_URL: postgres.url,
      PARAPET_DATABASE_SCHEMA: schema,
      PARAPET_REDIS_URL: redis.url,
      PARAPET_REDIS_PREFIX: `${schema}:`,
    });
  }

  const child = startChild(env, sampleMs, options.gcEvery ?? 1);
  const records: Record_[] = [];
  const unexpected: SoakResult['unexpected'] = [];
  let unexpectedCount = 0;
  let skipped = 0;
  let retries = 0;
  const jobs: SoakResult['jobs'] = {};
  let start = 0;
  let exit: { code: number | null; signal: string | null } = { code: null, signal: null };
  try {
    const booting = performance.now();
    await waitHealthy(base, child);
    log(`soak ${options.backend}: service healthy after ${((performance.now() - booting) / 1000).toFixed(1)} s`);
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await fetch(`${base}/v1/keys/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `soak-${i}` }) });
      const body = (await answer.json()) as { key?: string };
      if (answer.status !== 201 || !body.key) throw new Error(`key generation failed: ${answer.status} ${JSON.stringify(body)}`);
      keys.push(body.key);
    }
    /** Conversations belong to the key that started them. */
    const conversations: Array<{ key: string; id: string }> = [];
    // The driver's own connection pool, so that it can close every connection to see what the
    // service holds when idle.
    let agent = new Agent({ keepAlive: true, maxSockets: 256 });

    const send = async (name: string, method: string, path: string, key: string | undefined, body: unknown, t: number, expect: number): Promise<Record<string, unknown> | undefined> => {
      const headers: Record<string, string> = {};
      if (key) headers['authorization'] = `Bearer ${key}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      let status: number | 'error';
      let parsed: Record<string, unknown> | undefined;
      let text = '';
      try {
        const answer = await request(agent, base + path, method, headers, body === undefined ? undefined : JSON.stringify(body), () => retries++);
        text = answer.text;
        status = answer.status;
        try {
          parsed = JSON.parse(text) as Record<string, unknown>;
        } catch {
          parsed = undefined;
        }
      } catch (error) {
        status = 'error';
        text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      // Latency counts from when the request was due, so a stalled driver or server shows.
      const ms = performance.now() - start - t;
      records.push({ name, t, ms, status });
      if (status !== expect) {
        unexpectedCount++;
        if (unexpected.length < 50) unexpected.push({ name, status, detail: text.slice(0, 300) });
        return undefined;
      }
      return parsed;
    };

    const pollJob = async (kind: string, key: string, pollUrl: string): Promise<void> => {
      const tally = (jobs[kind] ??= { submitted: 0, finished: {}, unfinished: 0 });
      tally.submitted++;
      const deadline = performance.now() + LIMITS.pollTimeoutMs;
      for (;;) {
        await sleep(LIMITS.pollEveryMs);
        const t = performance.now() - start;
        const body = await send(`GET poll ${kind}`, 'GET', pollUrl, key, undefined, t, 200);
        const status = typeof body?.['status'] === 'string' ? body['status'] : undefined;
        if (status !== undefined && status !== 'pending' && status !== 'running' && status !== 'queued') {
          tally.finished[status] = (tally.finished[status] ?? 0) + 1;
          return;
        }
        if (body === undefined || performance.now() > deadline) {
          tally.unfinished++;
          return;
        }
      }
    };

    const inflight = new Set<Promise<void>>();
    const track = (p: Promise<void>): Promise<void> => {
      inflight.add(p);
      void p.finally(() => inflight.delete(p));
      return p;
    };
    const fire = (planned: Planned, t: number): Promise<void> => {
      const conversation = (planned.body as { conversation_id?: string } | undefined)?.conversation_id;
      const key = conversation
        ? conversations.find((c) => c.id === conversation)?.key
        : planned.auth
          ? keys[Math.floor(random() * keys.length)]
          : undefined;
      return track(
        (async () => {
          const body = await send(planned.name, planned.method, planned.path, key, planned.body, t, planned.expect);
          if (!body) return;
          if (planned.remember === 'key' && typeof body['key'] === 'string') {
            if (keys.length < 50) keys.push(body['key']);
            else keys[5 + Math.floor(random() * 45)] = body['key'];
          }
          if (planned.remember === 'conversation' && typeof body['conversation_id'] === 'string') {
            conversations.push({ key: key!, id: body['conversation_id'] });
            if (conversations.length > 20) conversations.shift();
          }
          if (planned.poll && typeof body['poll_url'] === 'string') await pollJob(planned.poll, key!, body['poll_url']);
        })(),
      );
    };

    // Prime every kind of request once, one at a time, so that lazy loading (tokenizer tables,
    // compiled rules, connection pools) is not mistaken for the service's steady state.
    start = performance.now();
    for (const planned of primers({ random, pages: pages.url, conversation: () => undefined })) {
      await fire(planned, performance.now() - start);
    }
    log(`soak ${options.backend}: primed every kind of request in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    const settleMs = options.backend === 'scaled' ? 12_000 : 3000;
    const idleBefore = await idleResources(child, () => agent.destroy(), sampleMs, settleMs);
    agent = new Agent({ keepAlive: true, maxSockets: 256 });
    records.length = 0;
    retries = 0;
    unexpected.length = 0;
    unexpectedCount = 0;
    for (const kind of Object.keys(jobs)) delete jobs[kind];

    log(`soak ${options.backend}: ${options.rate} req/s for ${(options.durationMs / 1000).toFixed(0)} s against ${base}`);
    const firstSample = child.samples.length;
    start = performance.now();
    const wallStart = Date.now();
    const maxInflight = options.rate * LIMITS.inflightSeconds;
    let lastLog = 0;
    for (let i = 0; ; i++) {
      const due = (i * 1000) / options.rate;
      if (due >= options.durationMs) break;
      const now = performance.now() - start;
      if (due > now) await sleep(due - now);
      const planned = nextRequest({ random, pages: pages.url, conversation: () => conversations[Math.floor(random() * conversations.length)]?.id });
      if (inflight.size >= maxInflight) skipped++;
      else fire(planned, due);
      if (now - lastLog >= 60_000) {
        lastLog = now;
        const last = child.samples[child.samples.length - 1];
        log(
          `  ${(now / 60_000).toFixed(1)} min: ${records.length} answers, ${unexpectedCount} unexpected, in flight ${inflight.size}` +
            (last ? `, rss ${(last.rss / 2 ** 20).toFixed(0)} MB, heap ${(last.heapUsed / 2 ** 20).toFixed(0)} MB, handles ${last.resourcesTotal}` : ''),
        );
      }
    }
    // One more sample after the last request was due, then let the stragglers (and their polls) finish.
    await sleep(sampleMs + 100);
    const samplesEnd = child.samples.length;
    const drainDeadline = Date.now() + LIMITS.pollTimeoutMs + LIMITS.requestTimeoutMs;
    while (inflight.size > 0 && Date.now() < drainDeadline) await Promise.race([...inflight, sleep(1000)]);
    const idleAfter = await idleResources(child, () => agent.destroy(), sampleMs, settleMs, idleBefore + LIMITS.handleSlack);
    const run = child.samples.slice(firstSample, samplesEnd).map(({ type: _type, at, ...rest }) => ({ t: at - wallStart, ...rest }));

    child.process.kill('SIGTERM');
    exit = await Promise.race([child.exited, sleep(30_000).then(() => ({ code: null, signal: 'timeout' }))]);

    return judge({ options, seed, windowMs, records, unexpected, unexpectedCount, skipped, jobs, samples: run, exit, startedAt: new Date(wallStart).toISOString(), serverLog: child.output.slice(-50), retries, idle: { before: idleBefore, after: idleAfter } });
  } finally {
    clearInterval(trimmer);
    if (child.process.exitCode === null && child.process.signalCode === null) {
      child.process.kill('SIGKILL');
      await child.exited;
    }
    await pages.close();
    await fake.close();
    await rm(dataDir, { recursive: true, force: true });
    if (options.backend === 'scaled') await dropTestState({ schemas: [schema], redisPrefix: `${schema}:` });
  }
}

interface JudgeInput {
  options: SoakOptions;
  seed: number;
  windowMs: number;
  records: Record_[];
  unexpected: SoakResult['unexpected'];
  unexpectedCount: number;
  skipped: number;
  jobs: SoakResult['jobs'];
  samples: SoakResult['samples'];
  exit: { code: number | null; signal: string | null };
  startedAt: string;
  serverLog: string[];
  retries: number;
  idle: { before: number; after: number };
}

function judge(input: JudgeInput): SoakResult {
  const { options, records, samples, windowMs } = input;
  const durationMs = options.durationMs;
  const statuses: Record<string, number> = {};
  const byRoute = new Map<string, Record_[]>();
  // The probe's forced collections pause the process; an answer in flight during one measures the
  // probe, not the service, so it is left out of the latency figures (and counted).
  const pauses = samples.filter((s) => s.gc && s.gcMs > 0).map((s) => ({ from: s.t - s.gcMs - 20, to: s.t + 20 }));
  const overlapsPause = (r: Record_) => pauses.some((p) => r.t < p.to && r.t + r.ms > p.from);
  const timed = records.filter((r) => !overlapsPause(r));
  for (const r of records) statuses[String(r.status)] = (statuses[String(r.status)] ?? 0) + 1;
  for (const r of timed) {
    let list = byRoute.get(r.name);
    if (!list) byRoute.set(r.name, (list = []));
    list.push(r);
  }
  const routes: Record<string, RouteFigures> = {};
  for (const [name, list] of [...byRoute.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    const ms = list.map((r) => r.ms);
    const st: Record<string, number> = {};
    for (const r of list) st[String(r.status)] = (st[String(r.status)] ?? 0) + 1;
    routes[name] = { count: list.length, p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms), statuses: st };
  }
  const serverErrors = records.filter((r) => typeof r.status === 'number' && r.status >= 500).length;
  const transportErrors = records.filter((r) => r.status === 'error').length;
  // Windows by when the request was due; polls ride along in the window they were sent in.
  const latencyWindows = windows(timed.map((r) => ({ t: r.t, ms: r.ms })), windowMs);
  const series = (f: (s: SoakResult['samples'][number]) => number): Point[] => samples.map((s) => ({ t: s.t, v: f(s) }));
  const mb = 2 ** 20;
  const rss = flatness(series((s) => s.rss / mb), durationMs, { tolerance: LIMITS.memoryGrowth, unit: ' MB' });
  // Heap from the samples taken after a full collection; every sample if that leaves too few.
  const collected = samples.filter((s) => s.gc);
  const heapPoints = (list: typeof samples) => list.map((s) => ({ t: s.t, v: s.heapUsed / mb }));
  let heap = flatness(heapPoints(collected), durationMs, { tolerance: LIMITS.memoryGrowth, unit: ' MB' });
  if (Number.isNaN(heap.early)) heap = flatness(heapPoints(samples), durationMs, { tolerance: LIMITS.memoryGrowth, unit: ' MB' });
  // Under load the count follows the requests in flight; idle, with the driver's connections
  // closed, it must come back to where it was before the run.
  const handlesUnderLoad = flatness(series((s) => s.resourcesTotal), durationMs, { tolerance: LIMITS.handleGrowth, slack: LIMITS.handleSlack, statistic: 'median' });
  const handlesOk = input.idle.after <= input.idle.before + LIMITS.handleSlack;
  const p99 = p99Stability(latencyWindows, windowMs, durationMs, { factor: LIMITS.p99Factor, floorMs: LIMITS.p99FloorMs, warmupMs: durationMs / 4 });
  const unfinished = Object.values(input.jobs).reduce((n, j) => n + j.unfinished, 0);
  const submitted = Object.values(input.jobs).reduce((n, j) => n + j.submitted, 0);
  const steady = samples.filter((s) => s.t >= durationMs / 4);
  const verdicts: Verdict[] = [
    { name: 'RSS flat after warm-up', ok: rss.ok, detail: rss.detail },
    { name: 'heap flat after warm-up', ok: heap.ok, detail: heap.detail },
    {
      name: 'active handles not growing',
      ok: handlesOk,
      detail: `idle ${input.idle.before} before, ${input.idle.after} after (limit +${LIMITS.handleSlack}); under load median ${handlesUnderLoad.detail.replace(/ \(.*$/, '')}`,
    },
    { name: 'p99 stable', ok: p99.ok, detail: p99.detail },
    { name: 'no 5xx', ok: serverErrors === 0, detail: `${serverErrors} of ${records.length}` },
    { name: 'no transport errors or time-outs', ok: transportErrors === 0, detail: `${transportErrors} of ${records.length}` },
    { name: 'every answer as expected', ok: input.unexpectedCount === 0, detail: `${input.unexpectedCount} unexpected statuses` },
    { name: 'driver kept the rate', ok: input.skipped === 0, detail: `${input.skipped} requests skipped (over ${options.rate * LIMITS.inflightSeconds} in flight)` },
    { name: 'every job finished', ok: unfinished === 0, detail: `${submitted - unfinished} of ${submitted}` },
    { name: 'clean shutdown on SIGTERM', ok: input.exit.code === 0, detail: `exit code ${input.exit.code}${input.exit.signal ? `, ${input.exit.signal}` : ''}` },
  ];
  return {
    backend: options.backend,
    startedAt: input.startedAt,
    durationMs,
    rate: options.rate,
    seed: input.seed,
    node: process.version,
    requests: records.length,
    statuses,
    serverErrors,
    transportErrors,
    unexpected: input.unexpected,
    unexpectedCount: input.unexpectedCount,
    skipped: input.skipped,
    retries: input.retries,
    routes,
    windowMs,
    latencyWindows,
    jobs: input.jobs,
    samples,
    pausedAnswers: records.length - timed.length,
    gcPause: { count: collected.length, median: collected.length ? percentile(collected.map((s) => s.gcMs), 50) : 0, max: Math.max(0, ...collected.map((s) => s.gcMs)) },
    loopDelay: { p99Max: Math.max(0, ...steady.map((s) => s.loopP99)), max: Math.max(0, ...steady.map((s) => s.loopMax)) },
    exitCode: input.exit.code,
    exitSignal: input.exit.signal,
    idle: input.idle,
    serverLog: input.serverLog,
    verdicts,
    ok: overall(verdicts).ok,
  };
}
