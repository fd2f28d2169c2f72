/**
 * x402 payments over HTTP against a scripted facilitator on loopback: what a 402 says, how every
 * kind of bad payment is refused before anything is verified, and that a route is served at most
 * once per payment and never when settlement fails. The real chain, token and official clients
 * are in x402.chain.test.ts.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { call, newKey, startServer, type Answer, type TestServer } from './support/server.js';

const PAY_TO = '0x1111111111111111111111111111111111111111';
const PAYER = '0x2222222222222222222222222222222222222222';
const ASSET = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const NETWORK = 'eip155:84532';
const PARSE_PRICE = '5000';
/** The version 2 requirements of POST /v1/parse as the service announces them. */
const PARSE_REQUIREMENTS = { scheme: 'exact', network: NETWORK, amount: PARSE_PRICE, asset: ASSET, payTo: PAY_TO, maxTimeoutSeconds: 120, extra: { name: 'USDC', version: '2' } };

interface FacilitatorCall {
  path: string;
  body: { x402Version: number; paymentPayload: Record<string, unknown>; paymentRequirements: Record<string, unknown> };
}

/** A facilitator whose answers the test sets; it records every call. */
class ScriptedFacilitator {
  calls: FacilitatorCall[] = [];
  verify: () => { status: number; body: unknown } = () => ({ status: 200, body: { isValid: true, payer: PAYER } });
  settle: () => { status: number; body: unknown } = () => ({ status: 200, body: { success: true, transaction: `0x${randomBytes(32).toString('hex')}`, network: NETWORK, payer: PAYER } });
  settleDelayMs = 0;
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    const path = req.url ?? '';
    this.calls.push({ path, body: text ? JSON.parse(text) : {} });
    if (path === '/settle' && this.settleDelayMs > 0) await new Promise((r) => setTimeout(r, this.settleDelayMs));
    const answer = path === '/verify' ? this.verify() : path === '/settle' ? this.settle() : { status: 404, body: {} };
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }

  reset(): void {
    this.calls = [];
    this.verify = () => ({ status: 200, body: { isValid: true, payer: PAYER } });
    this.settle = () => ({ status: 200, body: { success: true, transaction: `0x${randomBytes(32).toString('hex')}`, network: NETWORK, payer: PAYER } });
    this.settleDelayMs = 0;
  }

  count(path: string): number {
    return this.calls.filter((c) => c.path === path).length;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

function authorization(overrides: Record<string, string> = {}): Record<string, string> {
  const now = Math.floor(Date.now() / 1000);
  return {
    from: PAYER,
    to: PAY_TO,
    value: PARSE_PRICE,
    validAfter: String(now - 60),
    validBefore: String(now + 120),
    nonce: `0x${randomBytes(32).toString('hex')}`,
    ...overrides,
  };
}

function v2Payment(options: { accepted?: Record<string, unknown>; authorization?: Record<string, string> } = {}): string {
  return b64({
    x402Version: 2,
    resource: { url: 'http://127.0.0.1/v1/parse', description: '', mimeType: 'application/json' },
    accepted: { ...PARSE_REQUIREMENTS, ...options.accepted },
    payload: { signature: `0x${'ab'.repeat(65)}`, authorization: options.authorization ?? authorization() },
  });
}

function v1Payment(options: { network?: string; authorization?: Record<string, string> } = {}): string {
  return b64({
    x402Version: 1,
    scheme: 'exact',
    network: options.network ?? 'base-sepolia',
    payload: { signature: `0x${'cd'.repeat(65)}`, authorization: options.authorization ?? authorization() },
  });
}

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
  let server: TestServer;

  before(async () => {
    await facilitator.start();
    server = await startServer({
      PARAPET_X402_NETWORK: NETWORK,
      PARAPET_X402_PAY_TO: PAY_TO,
      PARAPET_X402_FACILITATOR_URL: facilitator.url,
      PARAPET_RATE_LIMIT_PER_IP: '1000',
    });
  });
  after(async () => {
    await server?.close();
    await facilitator.close();
  });
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
    const now = Math.floor(Date.now() / 1000);
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

  it('withholds the answer when settlement fails, and the payment can be tried again', async () => {
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
    const down = await startServer({
      PARAPET_X402_NETWORK: NETWORK,
      PARAPET_X402_PAY_TO: PAY_TO,
      PARAPET_X402_FACILITATOR_URL: 'http://127.0.0.1:9',
    });
    try {
      const answer = await parse(down, { 'payment-signature': v2Payment() });
      assert.equal(answer.status, 503, answer.text);
      assert.equal(answer.body['code'], 'payment_facilitator_unavailable');
    } finally {
      await down.close();
    }
  });
});
