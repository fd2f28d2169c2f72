/**
 * Chaos on the scaled service (PostgreSQL state, Redis rate limits and jobs): under steady load,
 * Redis and then PostgreSQL go away behind a test-owned TCP proxy (the shared servers are never
 * touched) and come back. While a dependency is away the requests that need it answer 503
 * `service_unavailable` naming it, with Retry-After, and /health names it; once it is back the
 * same process serves again. Nothing is lost or counted twice: keys still authenticate, rate-limit
 * windows continue, accepted jobs finish exactly once, and a payment offered while PostgreSQL is
 * away is neither settled nor spent.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ManualClock } from '../../src/clock.js';
import { KEY_PREFIX } from '../../src/keys/service.js';
import { startArticles } from './articles.js';
import { dropTestState, postgres, redis, uniqueName } from '../support/backends.js';
import { call, newKey, startServer, type Answer, type TestServer } from '../support/server.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { authorization, paymentEnv, ScriptedFacilitator, v2Payment } from '../support/x402-facilitator.js';

const skip = postgres.skip || redis.skip;

/** Serves the article at any path and counts fetches by full URL, so a job fetched twice shows. */
interface Sample {
  at: number;
  route: string;
  status: number;
  code: string | undefined;
  detail: string;
  retryAfter: string | null;
}

/**
 * A steady mixed load from one client until stopped: parse, a policy PUT, an analysis of a local
 * page and a key generation per round, one request at a time per worker.
 */
class Load {
  readonly samples: Sample[] = [];
  /** Analysis jobs the service accepted (202), by id, with the URL they fetch. */
  readonly accepted = new Map<string, string>();
  /** Keys the service issued (201). */
  readonly issued: string[] = [];
  private running = true;
  private workers: Promise<void>[] = [];
  private n = 0;

  constructor(
    private readonly base: string,
    private readonly key: string,
    private readonly pages: string,
  ) {}

  start(workers = 2): void {
    for (let i = 0; i < workers; i++) this.workers.push(this.loop());
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  private record(route: string, answer: Answer): void {
    this.samples.push({
      at: Date.now(),
      route,
      status: answer.status,
      code: answer.body['code'] as string | undefined,
      detail: String(answer.body['detail'] ?? ''),
      retryAfter: answer.headers.get('retry-after'),
    });
  }

  private async loop(): Promise<void> {
    while (this.running) {
      const n = this.n++;
      const key = this.key;
      this.record('parse', await call(this.base, 'POST', '/v1/parse', { key, body: { prompt: `round ${n}: summarise the attached notes` } }));
      this.record('policy', await call(this.base, 'PUT', '/v1/policy', { key, body: { autoBlockThreshold: 7 } }));
      const url = `${this.pages}/story?n=${n}`;
      const analysis = await call(this.base, 'POST', '/v1/analyze', { key, body: { url, depth: 'quick' } });
      this.record('analyze', analysis);
      if (analysis.status === 202) this.accepted.set(String(analysis.body['id']), url);
      const generated = await call(this.base, 'POST', '/v1/keys/generate', { body: { name: `load ${n}` } });
      this.record('keys', generated);
      if (generated.status === 201) this.issued.push(String(generated.body['key']));
      await sleep(20);
    }
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return { value, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(25);
  }
}

/**
 * Stops `proxy`, runs `during`, then starts the proxy again even when `during` failed, so that a
 * failed assertion does not leave the dependency away for the tests after it. Returns when it came back.
 */
async function outage(proxy: TcpProxy, during: () => Promise<void>): Promise<number> {
  await proxy.stop();
  try {
    await during();
  } finally {
    await proxy.start();
  }
  return Date.now();
}

/**
 * Waits until /health answers 503 with exactly these checks. On this shared two-core machine a
 * ping can miss its 1 s bound under load, so one unlucky answer is not a failure; a wrong steady
 * state is.
 */
async function healthSays(base: string, checks: Record<string, string>): Promise<void> {
  let last: Answer | undefined;
  try {
    await until('health names the dependency', async () => {
      last = await call(base, 'GET', '/health');
      return last.status === 503 && JSON.stringify(last.body['checks']) === JSON.stringify(checks) ? true : undefined;
    }, 5000);
  } catch {
    assert.fail(`/health kept answering ${last?.status} ${last?.text}`);
  }
}

function remaining(answer: Answer): number {
  const value = answer.headers.get('x-ratelimit-remaining');
  assert.ok(value !== null, `X-RateLimit-Remaining on ${answer.status} ${answer.text}`);
  return Number(value);
}

describe('chaos: Redis and PostgreSQL outages under load (scaled)', { skip }, () => {
  const schema = uniqueName('chaos');
  const prefix = `${uniqueName('parapet')}:`;
  const clock = new ManualClock(Date.now());
  const pgProxy = TcpProxy.forUrl(postgres.url);
  const redisProxy = TcpProxy.forUrl(redis.url);
  const facilitator = new ScriptedFacilitator();
  const figures: Record<string, number> = {};
  let pages: Awaited<ReturnType<typeof startArticles>>;
  let server: TestServer;
  let key: string;
  let probeKey: string;
  let load: Load;

  before(async () => {
    await Promise.all([pgProxy.start(), redisProxy.start()]);
    pages = await startArticles();
    await facilitator.start();
    server = await startServer(
      {
        ...paymentEnv(facilitator.url),
        PARAPET_DATABASE_URL: pgProxy.url(postgres.url),
        PARAPET_DATABASE_SCHEMA: schema,
        PARAPET_REDIS_URL: redisProxy.url(redis.url),
        PARAPET_REDIS_PREFIX: prefix,
        PARAPET_ANALYZE_ALLOW_PRIVATE: 'true',
        PARAPET_RATE_LIMIT_PER_KEY: '100000',
        PARAPET_RATE_LIMIT_PER_IP: '5',
        PARAPET_KEYS_PER_IP_PER_MINUTE: '100000',
        PARAPET_KEYS_TOTAL_CAP: '100000',
        PARAPET_SHUTDOWN_TIMEOUT_MS: '2000',
      },
      { clock },
    );
    key = (await newKey(server.url, 'load')).key;
    probeKey = (await newKey(server.url, 'probe')).key;
    load = new Load(server.url, key, pages.url);
    load.start();
    await sleep(500);
  });

  after(async () => {
    await load?.stop();
    await server?.close();
    await pages?.close();
    await facilitator.close();
    await Promise.all([pgProxy.stop(), redisProxy.stop()]);
    await dropTestState({ schemas: [schema], redisPrefix: prefix });
    console.log(`chaos figures: ${JSON.stringify(figures)}`);
  });

  it('Redis away: jobs answer 503 naming the job queue, /health names redis, the rest is served; back: recovers without a restart', async () => {
    const before = remaining(await call(server.url, 'GET', '/v1/policy', { key: probeKey }));
    const outageEnded = await outage(redisProxy, async () => {
      const refused = await until('analyze answers 503', async () => {
        const answer = await call(server.url, 'POST', '/v1/analyze', { key: probeKey, body: { url: `${pages.url}/probe`, depth: 'quick' } });
        assert.notEqual(answer.status, 500, answer.text);
        return answer.status === 503 ? answer : undefined;
      });
      figures['redis_time_to_503_ms'] = refused.ms;
      assert.equal(refused.value.body['code'], 'service_unavailable');
      assert.equal(refused.value.body['detail'], 'The job queue (Redis) is unavailable; retry in 5 s.');
      assert.equal(refused.value.headers.get('retry-after'), '5');
      await healthSays(server.url, { database: 'ok', redis: 'failing' });
      // Rate limits fall back to this instance's memory: screening and policies go on.
      const parse = await call(server.url, 'POST', '/v1/parse', { key: probeKey, body: { prompt: 'hello' } });
      assert.equal(parse.status, 200, parse.text);
      await sleep(1000);
    });
    const back = await until('analyze accepted again', async () => {
      const answer = await call(server.url, 'POST', '/v1/analyze', { key, body: { url: `${pages.url}/after-redis`, depth: 'quick' } });
      if (answer.status === 202) load.accepted.set(String(answer.body['id']), `${pages.url}/after-redis`);
      return answer.status === 202 ? answer : undefined;
    });
    figures['redis_time_to_recover_ms'] = back.ms;
    await until('health ok', async () => ((await call(server.url, 'GET', '/health')).status === 200 ? true : undefined));
    figures['redis_health_recover_ms'] = Date.now() - outageEnded;
    // The shared window continues where it was: the calls served from memory meanwhile are not
    // replayed into it, and it was not reset.
    const afterwards = await call(server.url, 'GET', '/v1/policy', { key: probeKey });
    assert.equal(remaining(afterwards), before - 1);
  });

  it('PostgreSQL away: authenticated routes answer 503 naming the storage, not counted against the address; back: recovers without a restart', async () => {
    const before = remaining(await call(server.url, 'GET', '/v1/policy', { key: probeKey }));
    // A payment for POST /v1/parse, offered while the payment ledger is away and again once it is back.
    const nonce = authorization({}, clock.now())['nonce']!;
    const payment = v2Payment({ authorization: authorization({ nonce }, clock.now()) });
    const settlesOf = (): number =>
      facilitator.calls.filter((c) => c.path === '/settle' && (c.body.paymentPayload['payload'] as { authorization: { nonce: string } }).authorization.nonce === nonce).length;
    const facilitatorCalls = facilitator.calls.length;
    const outageEnded = await outage(pgProxy, async () => {
      const refused = await until('parse answers 503', async () => {
        const answer = await call(server.url, 'POST', '/v1/parse', { key: probeKey, body: { prompt: 'hello' } });
        assert.notEqual(answer.status, 500, answer.text);
        return answer.status === 503 ? answer : undefined;
      });
      figures['postgres_time_to_503_ms'] = refused.ms;
      assert.equal(refused.value.body['code'], 'service_unavailable');
      assert.equal(refused.value.body['detail'], 'The storage (PostgreSQL) is unavailable; retry in 5 s.');
      assert.equal(refused.value.headers.get('retry-after'), '5');
      await healthSays(server.url, { database: 'failing', redis: 'ok' });
      // More requests than the per-address limit (5): a key that cannot be checked is not a failed
      // authentication, so none of them is 429 and the address keeps its whole allowance.
      for (let i = 0; i < 8; i++) {
        const answer = await call(server.url, 'GET', '/v1/policy', { key: probeKey });
        assert.equal(answer.status, 503, answer.text);
        assert.equal(answer.body['code'], 'service_unavailable');
      }
      const keygen = await call(server.url, 'POST', '/v1/keys/generate', { body: { name: 'during the outage' } });
      assert.equal(keygen.status, 503, keygen.text);
      assert.equal(keygen.body['detail'], 'The storage (PostgreSQL) is unavailable; retry in 5 s.');
      // The ledger cannot record the payment as spent, so it is neither verified nor settled.
      const paidAway = await call(server.url, 'POST', '/v1/parse', { headers: { 'payment-signature': payment }, body: { prompt: 'paid while away' } });
      assert.equal(paidAway.status, 503, paidAway.text);
      assert.equal(paidAway.body['code'], 'service_unavailable');
      assert.equal(paidAway.body['detail'], 'The storage (PostgreSQL) is unavailable; retry in 5 s.');
      assert.equal(paidAway.headers.get('retry-after'), '5');
      assert.equal(paidAway.headers.get('payment-response'), null, 'no receipt: nothing was charged');
      assert.equal(facilitator.calls.length, facilitatorCalls, 'the facilitator was not asked to verify or settle');
      await sleep(1000);
    });
    const back = await until('parse served again', async () => {
      const answer = await call(server.url, 'POST', '/v1/parse', { key: probeKey, body: { prompt: 'hello again' } });
      return answer.status === 200 ? answer : undefined;
    });
    figures['postgres_time_to_recover_ms'] = back.ms;
    // The same payment, unspent by the outage, is served once it is back, and settled once.
    const paidBack = await call(server.url, 'POST', '/v1/parse', { headers: { 'payment-signature': payment }, body: { prompt: 'paid once back' } });
    assert.equal(paidBack.status, 200, paidBack.text);
    assert.ok(paidBack.headers.get('payment-response'), 'the receipt of the settled payment');
    assert.equal(settlesOf(), 1, 'settled exactly once');
    const replayed = await call(server.url, 'POST', '/v1/parse', { headers: { 'payment-signature': payment }, body: { prompt: 'paid once back' } });
    assert.equal(replayed.status, 402, replayed.text);
    assert.equal(replayed.body['code'], 'payment_replayed');
    assert.equal(settlesOf(), 1);
    await until('health ok', async () => ((await call(server.url, 'GET', '/health')).status === 200 ? true : undefined));
    figures['postgres_health_recover_ms'] = Date.now() - outageEnded;
    // The key's window: only the answered parse calls since `before` count, the 503s do not.
    const parsesServed = 1;
    const afterwards = await call(server.url, 'GET', '/v1/policy', { key: probeKey });
    assert.equal(remaining(afterwards), before - parsesServed - 1);
    // The address's window: one unknown key now uses the first of its 5.
    const unknown = await call(server.url, 'GET', '/v1/policy', { key: `${KEY_PREFIX}${'A'.repeat(43)}` });
    assert.equal(unknown.status, 401, unknown.text);
    assert.equal(remaining(unknown), 4);
  });

  it('lost nothing and counted nothing twice: every response was expected, keys authenticate, every accepted job finished once', async () => {
    await sleep(500);
    await load.stop();
    const samples = load.samples;
    figures['requests'] = samples.length;
    figures['answered_503'] = samples.filter((s) => s.status === 503).length;
    for (const sample of samples) {
      assert.ok(sample.status < 500 || sample.status === 503, `${sample.route} answered ${sample.status} ${sample.code}: ${sample.detail}`);
      if (sample.status === 503) {
        assert.equal(sample.code, 'service_unavailable');
        assert.match(sample.detail, /^The (storage \(PostgreSQL\)|job queue \(Redis\)) is unavailable/);
        assert.equal(sample.retryAfter, '5');
      } else {
        assert.ok(sample.status < 300, `${sample.route} answered ${sample.status} ${sample.code}: ${sample.detail}`);
      }
    }
    figures['keys_issued'] = load.issued.length;
    for (const k of [key, probeKey, ...load.issued]) {
      const answer = await call(server.url, 'GET', '/v1/policy', { key: k });
      assert.equal(answer.status, 200, answer.text);
    }
    figures['jobs_accepted'] = load.accepted.size;
    const started = Date.now();
    for (const [id, url] of load.accepted) {
      const done = await until(`job ${id} finished`, async () => {
        const answer = await call(server.url, 'GET', `/v1/analyze/${id}`, { key });
        return answer.body['status'] === 'pending' ? undefined : answer;
      });
      assert.equal(done.value.body['status'], 'completed', done.value.text);
      const path = new URL(url).pathname + new URL(url).search;
      assert.equal(pages.hits.get(path), 1, `${url} fetched once`);
    }
    figures['jobs_drain_ms'] = Date.now() - started;
  });
});
