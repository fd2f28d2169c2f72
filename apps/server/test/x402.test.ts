/**
 * x402 payments over HTTP against a scripted facilitator on loopback: what a 402 says, how every
 * kind of bad payment is refused before anything is verified, that a route is served at most once
 * per payment and never when settlement fails, and that settlement comes after the route's own
 * refusals and before any work that costs. The real chain, token and official clients are in
 * x402.chain.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { FakeLlm } from './support/fake-llm.js';
import { startPages, type PageServer } from './support/pages.js';
import { call, newKey, startServer, useServer, type Answer, type TestServer } from './support/server.js';
import {
  authorization as authorizationAt,
  b64,
  NETWORK,
  PARSE_REQUIREMENTS,
  PAY_TO,
  PAYER,
  paymentEnv,
  PRICES,
  ScriptedFacilitator,
  v1Payment as v1PaymentAt,
  v2Payment as v2PaymentAt,
  type PaymentOptions,
} from './support/x402-facilitator.js';

const ASSET = PARSE_REQUIREMENTS.asset;
const PARSE_PRICE = PRICES.parse;

const PROMPT = { prompt: 'What is the capital of France?' };

function parse(server: TestServer, headers: Record<string, string>, body: unknown = PROMPT): Promise<Answer> {
  return call(server.url, 'POST', '/v1/parse', { headers, body });
}

function assertRefused(answer: Answer, code: string): void {
  assert.equal(answer.status, 402, answer.text);
  assert.equal(answer.body['code'], code, answer.text);
  assert.equal(answer.body['error'], 'Payment Required');
  assert.equal(typeof answer.body['detail'], 'string');
  assert.ok(answer.headers.get('payment-required'), 'every 402 says again what to pay');
  assert.equal(answer.body['verdict'], undefined, 'no screening in a refusal');
}

describe('x402 payments (scripted facilitator)', () => {
  const facilitator = new ScriptedFacilitator();
  before(() => facilitator.start());
  const server = useServer(() => ({ ...paymentEnv(facilitator.url), PARAPET_RATE_LIMIT_PER_IP: '1000' }));
  // Payments are dated by the service's clock, which the test server holds still.
  const authorization = (overrides: Record<string, string> = {}): Record<string, string> => authorizationAt(overrides, server.clock.now());
  const v2Payment = (options: PaymentOptions = {}): string => v2PaymentAt({ nowMs: server.clock.now(), ...options });
  const v1Payment = (options: { network?: string } = {}): string => v1PaymentAt({ nowMs: server.clock.now(), ...options });

  after(() => facilitator.close());
  beforeEach(() => facilitator.reset());

  it('answers a priced route without key or payment with 402: version 2 in PAYMENT-REQUIRED, version 1 in the body', async () => {
    const answer = await parse(server, {});
    assertRefused(answer, 'payment_required');
    const required = JSON.parse(Buffer.from(answer.headers.get('payment-required')!, 'base64').toString('utf8'));
    assert.equal(required.x402Version, 2);
    assert.equal(required.resource.url, `${server.url}/v1/parse`);
    assert.deepEqual(required.accepts, [PARSE_REQUIREMENTS]);
    assert.equal(answer.body['x402Version'], 1);
    assert.deepEqual(answer.body['accepts'], [
      {
        scheme: 'exact',
        network: 'base-sepolia',
        maxAmountRequired: PARSE_PRICE,
        resource: `${server.url}/v1/parse`,
        description: 'POST /v1/parse, one call ($0.005)',
        mimeType: 'application/json',
        payTo: PAY_TO,
        maxTimeoutSeconds: 120,
        asset: ASSET,
        extra: { name: 'USDC', version: '2' },
      },
    ]);
    assert.match(String(answer.body['detail']), /\$0\.005/);
    assert.equal(facilitator.calls.length, 0);
  });

  it('quotes each priced route at its own price, from the table behind GET /v1/pricing', async () => {
    const pricing = (await call(server.url, 'GET', '/v1/pricing')).body['pricing'] as Array<{ method: string; path: string; price_usd: string }>;
    for (const entry of pricing) {
      const answer = await call(server.url, entry.method, entry.path, { body: {} });
      assert.equal(answer.status, 402, `${entry.path}: ${answer.text}`);
      const required = JSON.parse(Buffer.from(answer.headers.get('payment-required')!, 'base64').toString('utf8'));
      assert.equal(required.accepts[0].amount, String(Math.round(Number(entry.price_usd) * 1e6)), entry.path);
    }
  });

  it('documents the payment in the OpenAPI document: x402 security and a 402 on priced routes only', async () => {
    type Op = { security?: unknown[]; responses: Record<string, unknown> };
    const doc = (await call(server.url, 'GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, Op>>;
      components: { securitySchemes: Record<string, { name?: string }> };
    };
    assert.equal(doc.components.securitySchemes['x402']?.name, 'PAYMENT-SIGNATURE');
    assert.deepEqual(doc.paths['/v1/parse']!['post']!.security, [{ bearerAuth: [] }, { x402: [] }]);
    assert.ok(doc.paths['/v1/chat']!['post']!.responses['402']);
    assert.deepEqual(doc.paths['/v1/policy']!['get']!.security, [{ bearerAuth: [] }]);
    assert.equal(doc.paths['/v1/policy']!['get']!.responses['402'], undefined);
  });

  it('keeps unpriced routes behind a key, and a key never needs payment', async () => {
    assert.equal((await call(server.url, 'GET', '/v1/policy')).status, 401);
    assert.equal((await call(server.url, 'POST', '/v1/agent/trust/verify', { body: { source_agent: 'a', message: 'hi' } })).status, 401);
    const { key } = await newKey(server.url);
    const answer = await call(server.url, 'POST', '/v1/parse', { key, body: PROMPT });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.headers.get('payment-response'), null);
    // A key that is sent is the credential, even beside a payment: a bad one is 401, and nothing is charged.
    const bad = await call(server.url, 'POST', '/v1/parse', { key: 'ppk_wrong', headers: { 'payment-signature': v2Payment() }, body: PROMPT });
    assert.equal(bad.status, 401);
    assert.equal(facilitator.calls.length, 0);
  });

  it('serves a version 2 payment once: verified, served, settled, with PAYMENT-RESPONSE', async () => {
    const payment = v2Payment();
    const answer = await parse(server, { 'payment-signature': payment });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body['verdict'], 'safe');
    const receipt = JSON.parse(Buffer.from(answer.headers.get('payment-response')!, 'base64').toString('utf8'));
    assert.equal(receipt.success, true);
    assert.match(receipt.transaction, /^0x[0-9a-f]{64}$/);
    assert.equal(receipt.network, NETWORK);
    assert.deepEqual(facilitator.calls.map((c) => c.path), ['/verify', '/settle']);
    const sent = facilitator.calls[0]!.body;
    assert.equal(sent.x402Version, 2);
    assert.deepEqual(sent.paymentRequirements, PARSE_REQUIREMENTS);

    const again = await parse(server, { 'payment-signature': payment });
    assertRefused(again, 'payment_replayed');
    assert.equal(facilitator.calls.length, 2, 'a replay is refused from the ledger, before the facilitator');
  });

  it('serves a version 1 payment from X-PAYMENT and answers X-PAYMENT-RESPONSE', async () => {
    const answer = await parse(server, { 'x-payment': v1Payment() });
    assert.equal(answer.status, 200, answer.text);
    assert.ok(answer.headers.get('x-payment-response'));
    assert.equal(answer.headers.get('payment-response'), null);
    const sent = facilitator.calls[0]!.body;
    assert.equal(sent.x402Version, 1);
    assert.equal(sent.paymentRequirements['network'], 'base-sepolia');
    assert.equal(sent.paymentRequirements['maxAmountRequired'], PARSE_PRICE);
  });

  it('refuses, before any facilitator call, a payment that is unreadable, underpaid, expired, on another network or to another address', async () => {
    const now = Math.floor(server.clock.now() / 1000);
    const cases: Array<[string, Record<string, string>, string, RegExp]> = [
      ['not base64', { 'payment-signature': '%%%' }, 'payment_invalid', /base64/],
      ['not a payload', { 'payment-signature': b64({ hello: 'world' }) }, 'payment_invalid', /x402 payment payload/],
      ['no authorization', { 'payment-signature': b64({ x402Version: 2, accepted: JSON.parse(Buffer.from(v2Payment(), 'base64').toString()).accepted, payload: { signature: '0xab' } }) }, 'payment_invalid', /authorization/],
      ['underpaid', { 'payment-signature': v2Payment({ authorization: authorization({ value: '4999' }) }) }, 'payment_underpaid', /4999.*5000/],
      ['expired', { 'payment-signature': v2Payment({ authorization: authorization({ validBefore: String(now - 1) }) }) }, 'payment_expired', /expired/],
      ['expiring now', { 'payment-signature': v2Payment({ authorization: authorization({ validBefore: String(now + 2) }) }) }, 'payment_expired', /expired/],
      ['not yet valid', { 'payment-signature': v2Payment({ authorization: authorization({ validAfter: String(now + 600) }) }) }, 'payment_invalid', /not valid before/],
      ['v2 other network', { 'payment-signature': v2Payment({ accepted: { network: 'eip155:8453' } }) }, 'payment_wrong_network', /eip155:8453/],
      ['v1 other network', { 'x-payment': v1Payment({ network: 'base' }) }, 'payment_wrong_network', /"base"/],
      ['other recipient', { 'payment-signature': v2Payment({ authorization: authorization({ to: PAYER }) }) }, 'payment_invalid', /pays 0x2222/],
      ['other asset', { 'payment-signature': v2Payment({ accepted: { asset: PAYER } }) }, 'payment_invalid', /asset/],
      ['other scheme', { 'payment-signature': v2Payment({ accepted: { scheme: 'upto' } }) }, 'payment_invalid', /Scheme "upto"/],
    ];
    for (const [name, headers, code, detail] of cases) {
      const answer = await parse(server, headers);
      assertRefused(answer, code);
      assert.match(String(answer.body['detail']), detail, name);
    }
    assert.equal(facilitator.calls.length, 0);
  });

  it('spends nothing on a request whose body is invalid: 400, never verified, and the payment still works', async () => {
    const payment = v2Payment();
    const bad = await parse(server, { 'payment-signature': payment }, { prompt: 42 });
    assert.equal(bad.status, 400, bad.text);
    assert.equal(facilitator.calls.length, 0);
    assert.equal((await parse(server, { 'payment-signature': payment })).status, 200);
  });

  it('maps the facilitator refusing a signature, an unfunded payer and a used nonce to 402s, and never serves them', async () => {
    const cases: Array<[string, string]> = [
      ['invalid_exact_evm_signature', 'payment_invalid'],
      ['invalid_exact_evm_insufficient_balance', 'payment_insufficient_funds'],
      ['invalid_exact_evm_nonce_already_used', 'payment_replayed'],
    ];
    for (const [reason, code] of cases) {
      facilitator.verify = () => ({ status: 200, body: { isValid: false, invalidReason: reason, payer: PAYER } });
      const answer = await parse(server, { 'payment-signature': v2Payment() });
      assertRefused(answer, code);
      assert.match(String(answer.body['detail']), new RegExp(reason));
    }
    // The 400-with-body form the facilitator client raises as an error reads the same.
    facilitator.verify = () => ({ status: 400, body: { isValid: false, invalidReason: 'invalid_exact_evm_signature' } });
    assertRefused(await parse(server, { 'payment-signature': v2Payment() }), 'payment_invalid');
    assert.equal(facilitator.count('/settle'), 0);
  });

  it('refuses and runs nothing when settlement fails, and the payment can be tried again', async () => {
    const payment = v2Payment();
    facilitator.settle = () => ({ status: 200, body: { success: false, errorReason: 'invalid_exact_evm_transaction_failed', transaction: '', network: NETWORK } });
    const failed = await parse(server, { 'payment-signature': payment });
    assertRefused(failed, 'payment_settlement_failed');
    assert.match(String(failed.body['detail']), /transaction_failed/);
    assert.equal(failed.headers.get('payment-response'), null);

    facilitator.settle = () => ({ status: 500, body: { error: 'boom' } });
    assertRefused(await parse(server, { 'payment-signature': payment }), 'payment_settlement_failed');

    facilitator.reset();
    const paid = await parse(server, { 'payment-signature': payment });
    assert.equal(paid.status, 200, paid.text);
  });

  it('serves one of several concurrent requests carrying the same payment', async () => {
    const payment = v2Payment();
    facilitator.settleDelayMs = 150;
    const answers = await Promise.all(Array.from({ length: 5 }, () => parse(server, { 'payment-signature': payment })));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 402, 402, 402, 402]);
    for (const a of answers.filter((x) => x.status === 402)) assert.equal(a.body['code'], 'payment_replayed');
    assert.equal(facilitator.count('/settle'), 1);
  });

  it('charges nothing when the route itself fails, and the payment stays usable', async () => {
    const payment = v2Payment();
    // Sandbox execution without a model provider: the route answers 503 after the payment verified.
    const failed = await parse(server, { 'payment-signature': payment }, { ...PROMPT, execute: true });
    assert.equal(failed.status, 503, failed.text);
    assert.equal(facilitator.count('/settle'), 0);
    assert.equal((await parse(server, { 'payment-signature': payment })).status, 200);
  });

  it('gives a paid asynchronous call a poll URL with a token, which alone reads the result', async () => {
    const payment = v2Payment({ accepted: { amount: '50000' }, authorization: authorization({ value: '50000' }) });
    const submitted = await call(server.url, 'POST', '/v1/analyze', { headers: { 'payment-signature': payment }, body: { url: 'http://page.invalid/page' } });
    assert.equal(submitted.status, 202, submitted.text);
    assert.ok(submitted.headers.get('payment-response'));
    const pollUrl = String(submitted.body['poll_url']);
    assert.match(pollUrl, /^\/v1\/analyze\/[^?]+\?token=[A-Za-z0-9_-]{32}$/);

    let result: Answer | undefined;
    for (let i = 0; i < 100; i++) {
      result = await call(server.url, 'GET', pollUrl);
      assert.equal(result.status, 200, result.text);
      if (result.body['status'] !== 'pending' && result.body['status'] !== 'running') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.equal(result!.body['status'], 'failed', 'an internal address is refused, and the refusal is the result');

    const path = pollUrl.split('?')[0]!;
    assert.equal((await call(server.url, 'GET', path)).status, 401, 'without the token it takes a key');
    assert.equal((await call(server.url, 'GET', `${path}?token=${'A'.repeat(32)}`)).status, 404, 'another token does not read it');
    assert.equal((await call(server.url, 'GET', `${path}?token=short`)).status, 404);
    const { key } = await newKey(server.url);
    assert.equal((await call(server.url, 'GET', path, { key })).status, 404, 'nor does a key');
  });

  it('answers 503 when the facilitator cannot be reached to verify, and charges nothing', async () => {
    const down = await startServer(paymentEnv('http://127.0.0.1:9'));
    try {
      const answer = await parse(down, { 'payment-signature': v2PaymentAt({ nowMs: down.clock.now() }) });
      assert.equal(answer.status, 503, answer.text);
      assert.equal(answer.body['code'], 'payment_facilitator_unavailable');
    } finally {
      await down.close();
    }
  });
});

/**
 * The order of a paid request: the route's own refusals first (nothing verified or settled), then
 * verification and settlement, and only then the work that costs (jobs, page fetches, model calls).
 */
describe('x402 payments settle before the paid work', () => {
  const facilitator = new ScriptedFacilitator();
  let llm: FakeLlm;
  let pages: PageServer;
  /** Jobs queued by the service since the test began (sandbox executions, analyses, evaluations). */
  let jobsQueued: string[] = [];

  const pay = (amount: string): string => v2PaymentAt({ amount, nowMs: server.clock.now() });
  const fetches = (): number => [...pages.hits.values()].reduce((sum, n) => sum + n, 0);
  const post = (path: string, payment: string, body: unknown): Promise<Answer> => call(server.url, 'POST', path, { headers: { 'payment-signature': payment }, body });

  before(async () => {
    await facilitator.start();
    llm = await FakeLlm.start();
    llm.models = [{ id: 'openai/gpt-4o-mini', name: 'GPT-4o mini', context_length: 128_000, pricing: { prompt: '0.000001', completion: '0.000002' } }];
    pages = await startPages();
  });
  const server = useServer(() => ({
    ...paymentEnv(facilitator.url),
    PARAPET_LLM_API_KEY: 'sk-or-test-0123456789',
    PARAPET_LLM_BASE_URL: llm.url,
    PARAPET_ANALYZE_ALLOW_PRIVATE: 'true',
    PARAPET_RATE_LIMIT_PER_IP: '1000',
  }));
  before(() => {
    const jobs = server.container.jobs;
    const enqueue = jobs.enqueue.bind(jobs);
    jobs.enqueue = (type, payload, options) => {
      jobsQueued.push(type);
      return enqueue(type, payload, options);
    };
  });
  after(async () => {
    await pages?.close();
    await llm?.close();
    await facilitator.close();
  });
  beforeEach(() => {
    facilitator.reset();
    jobsQueued = [];
    pages.hits.clear();
    llm.requests.length = 0;
  });

  /** Paid requests that each start work that costs: a job, a page fetch or a model call. */
  const costly = (): Array<[string, string, string, unknown]> => [
    ['analysis (job, fetch)', '/v1/analyze', PRICES.analyze, { url: `${pages.url}/article` }],
    ['evaluation by a model (job)', '/v1/evaluate', PRICES.evaluate, { prompt: 'Summarise the notes.', evaluators: ['llm_quality'] }],
    ['sandbox execution (job)', '/v1/parse', PRICES.parse, { prompt: 'Summarise the notes.', execute: true }],
    ['chat (model calls)', '/v1/chat', PRICES.chat, { message: `What does ${pages.url}/article say?` }],
  ];

  it('runs nothing when settlement fails: one payment posted three times is three 402s, with no job, fetch or model call', async () => {
    facilitator.failSettlement();
    for (const [name, path, amount, body] of costly()) {
      const payment = pay(amount);
      for (let i = 0; i < 3; i++) {
        const answer = await post(path, payment, body);
        assert.equal(answer.status, 402, `${name}: ${answer.text}`);
        assert.equal(answer.body['code'], 'payment_settlement_failed', name);
        assert.ok(answer.headers.get('payment-required'), name);
        assert.equal(answer.headers.get('payment-response'), null, name);
      }
    }
    // Let anything that was queued regardless have its chance to run.
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(facilitator.count('/settle'), 12, 'each post tried to settle');
    assert.deepEqual(jobsQueued, [], 'no job was queued');
    assert.equal(fetches(), 0, 'no page was fetched');
    assert.equal(llm.chats.length, 0, 'no model was called');
  });

  it('settles before the work starts: at settlement no job is queued and no model called; the answer carries PAYMENT-RESPONSE', async () => {
    const seen: Array<{ jobs: number; chats: number }> = [];
    facilitator.settle = () => {
      seen.push({ jobs: jobsQueued.length, chats: llm.chats.length });
      return { status: 200, body: { success: true, transaction: `0x${'ee'.repeat(32)}`, network: NETWORK, payer: PAYER } };
    };
    const analysis = await post('/v1/analyze', pay(PRICES.analyze), { url: `${pages.url}/article` });
    assert.equal(analysis.status, 202, analysis.text);
    assert.ok(analysis.headers.get('payment-response'));
    const chat = await post('/v1/chat', pay(PRICES.chat), { message: 'What makes a source credible?' });
    assert.equal(chat.status, 200, chat.text);
    assert.ok(chat.headers.get('payment-response'));
    assert.deepEqual(seen, [
      { jobs: 0, chats: 0 },
      { jobs: 1, chats: 0 },
    ]);
    assert.deepEqual(jobsQueued, ['analyze']);
    assert.ok(llm.chats.length > 0, 'the chat was answered by the model');
    assert.equal(facilitator.count('/settle'), 2);
  });

  it('refuses what the route refuses before working with nothing verified or settled, and the payment stays usable', async () => {
    const refused: Array<[string, string, string, unknown, number]> = [
      ['unknown evaluator', '/v1/evaluate', PRICES.evaluate, { prompt: 'hi', evaluators: ['tarot'] }, 400],
      ['model off the allowlist', '/v1/evaluate', PRICES.evaluate, { prompt: 'hi', model: 'acme/unknown' }, 400],
      ['analysis of a non-http URL', '/v1/analyze', PRICES.analyze, { url: 'ftp://files.example/x' }, 400],
      ['analysis with a model off the allowlist', '/v1/analyze', PRICES.analyze, { url: `${pages.url}/article`, model: 'acme/unknown' }, 400],
      ['execute in pattern-only mode', '/v1/parse', PRICES.parse, { prompt: 'hi', execute: true, mode: 'pattern-only' }, 400],
      ['chat history over its total length', '/v1/chat', PRICES.chat, { message: 'hi', history: Array.from({ length: 11 }, () => ({ role: 'user', content: 'y'.repeat(20_000) })) }, 400],
      ['chat with a malformed conversation id', '/v1/chat', PRICES.chat, { message: 'hi', conversation_id: 'not an id' }, 400],
    ];
    for (const [name, path, amount, body, status] of refused) {
      const payment = pay(amount);
      const answer = await post(path, payment, body);
      assert.equal(answer.status, status, `${name}: ${answer.text}`);
      assert.equal(typeof answer.body['detail'], 'string', name);
      assert.equal(answer.headers.get('payment-response'), null, name);
      assert.equal(facilitator.calls.length, 0, `${name}: the facilitator was not asked`);
      // The payment was not spent: it pays for a request the route accepts.
      const valid = path === '/v1/chat' ? { message: 'hi' } : path === '/v1/analyze' ? { url: `${pages.url}/article` } : { prompt: 'hi' };
      const served = await post(path, payment, valid);
      assert.ok(served.status === 200 || served.status === 202, `${name}, then served: ${served.text}`);
      facilitator.reset();
    }
  });

  it('charges once for a route that fails after settlement, and the same payment is then a replay', async () => {
    llm.agentDefaultStep = { kind: 'status', status: 400 };
    try {
      const payment = pay(PRICES.chat);
      const failed = await post('/v1/chat', payment, { message: 'What makes a source credible?' });
      assert.equal(failed.status, 503, failed.text);
      assert.equal(failed.body['code'], 'service_unavailable');
      assert.ok(failed.headers.get('payment-response'), 'the answer says the payment was settled');
      assert.equal(facilitator.count('/settle'), 1);
      const calls = llm.chats.length;
      assert.ok(calls > 0);

      const replay = await post('/v1/chat', payment, { message: 'What makes a source credible?' });
      assertRefused(replay, 'payment_replayed');
      assert.equal(facilitator.count('/settle'), 1, 'charged exactly once');
      assert.equal(facilitator.count('/verify'), 1, 'the replay is refused from the ledger');
      assert.equal(llm.chats.length, calls, 'the replay called no model');
    } finally {
      llm.agentDefaultStep = { kind: 'content', content: 'Done.' };
    }
  });
});
