import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config/load.js';
import { createPriceTable, toAtomicUnits } from '../src/payments/price-table.js';
import { assertRateLimitHeaders, call, useServer } from './support/server.js';

const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const USDC_BASE_SEPOLIA = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const PUBLISHED: Array<[string, string, string]> = [
  ['POST', '/v1/parse', '0.005'],
  ['POST', '/v1/screen-output', '0.003'],
  ['POST', '/v1/analyze', '0.05'],
  ['POST', '/v1/evaluate', '0.01'],
  ['POST', '/v1/chat', '0.005'],
];

describe('GET /v1/pricing', () => {
  const server = useServer();

  it('lists the per-call x402 price of every paid route in USDC on Base, without a key', async () => {
    const answer = await call(server.url, 'GET', '/v1/pricing');
    assert.equal(answer.status, 200, answer.text);
    assertRateLimitHeaders(answer.headers);
    assert.deepEqual(Object.keys(answer.body), ['pricing']);
    assert.deepEqual(
      answer.body['pricing'],
      PUBLISHED.map(([method, path, price]) => ({ method, path, price_usd: price, asset: USDC_BASE, network: 'eip155:8453', scheme: 'exact' })),
    );
  });

  it('is public in the OpenAPI document', async () => {
    const doc = (await call(server.url, 'GET', '/openapi.json')).body as { paths: Record<string, Record<string, { security?: unknown }>> };
    assert.ok(doc.paths['/v1/pricing']?.['get']);
    assert.equal(doc.paths['/v1/pricing']!['get']!.security, undefined);
  });
});

describe('GET /v1/pricing on another network', () => {
  const server = useServer({ PARAPET_X402_NETWORK: 'eip155:84532' });

  it('quotes USDC on Base Sepolia when the network is Base Sepolia', async () => {
    const pricing = (await call(server.url, 'GET', '/v1/pricing')).body['pricing'] as Array<Record<string, string>>;
    assert.equal(pricing.length, PUBLISHED.length);
    for (const entry of pricing) {
      assert.equal(entry['network'], 'eip155:84532');
      assert.equal(entry['asset'], USDC_BASE_SEPOLIA);
    }
  });
});

describe('price table', () => {
  it('turns USD prices into USDC atomic units exactly', () => {
    assert.equal(toAtomicUnits('0.005'), '5000');
    assert.equal(toAtomicUnits('0.003'), '3000');
    assert.equal(toAtomicUnits('0.01'), '10000');
    assert.equal(toAtomicUnits('0.05'), '50000');
    assert.equal(toAtomicUnits('1'), '1000000');
    assert.equal(toAtomicUnits('12.345678'), '12345678');
    assert.equal(toAtomicUnits('0.1000000'), '100000');
    assert.throws(() => toAtomicUnits('0.0000001'), /more than 6 decimals/);
    for (const bad of ['', '-1', '1e-3', '0.', '.5', 'abc', '1,5']) assert.throws(() => toAtomicUnits(bad), RangeError, bad);
  });

  it('carries the amount of every route and finds a route by method and path', () => {
    const table = createPriceTable();
    assert.equal(table.network, 'eip155:8453');
    assert.equal(table.asset, USDC_BASE);
    assert.equal(table.scheme, 'exact');
    assert.deepEqual(
      table.routes.map((r) => [r.method, r.path, r.amount]),
      [['POST', '/v1/parse', '5000'], ['POST', '/v1/screen-output', '3000'], ['POST', '/v1/analyze', '50000'], ['POST', '/v1/evaluate', '10000'], ['POST', '/v1/chat', '5000']],
    );
    assert.equal(table.priceFor('post', '/v1/evaluate')?.amount, '10000');
    assert.equal(table.priceFor('GET', '/v1/evaluate'), undefined);
    assert.equal(table.priceFor('POST', '/v1/keys/generate'), undefined);
    assert.throws(() => createPriceTable({ network: 'eip155:1' }), /no default asset/);
    assert.equal(createPriceTable({ network: 'eip155:1', asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }).asset, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');
  });
});

describe('x402 network and asset settings', () => {
  it('default to USDC on Base mainnet', () => {
    assert.deepEqual(loadConfig({}).x402, { network: 'eip155:8453', asset: USDC_BASE });
    assert.deepEqual(loadConfig({ PARAPET_X402_NETWORK: 'eip155:84532' }).x402, { network: 'eip155:84532', asset: USDC_BASE_SEPOLIA });
  });

  it('take a configured asset, and require one on a network without a known USDC', () => {
    const asset = '0x1111111111111111111111111111111111111111';
    assert.deepEqual(loadConfig({ PARAPET_X402_NETWORK: 'eip155:1', PARAPET_X402_ASSET: asset }).x402, { network: 'eip155:1', asset });
    assert.deepEqual(loadConfig({ PARAPET_X402_ASSET: asset }).x402, { network: 'eip155:8453', asset });
    assert.throws(() => loadConfig({ PARAPET_X402_NETWORK: 'eip155:1' }), (error: unknown) => error instanceof ConfigError && /PARAPET_X402_ASSET is required/.test(error.message));
  });

  it('turn payments on only with both a receiving address and a facilitator, and name the missing one', () => {
    const payTo = '0x2222222222222222222222222222222222222222';
    assert.equal(loadConfig({}).x402.payments, undefined, 'off by default');
    assert.deepEqual(loadConfig({ PARAPET_X402_PAY_TO: payTo, PARAPET_X402_FACILITATOR_URL: 'https://facilitator.example/' }).x402.payments, {
      payTo,
      facilitatorUrl: 'https://facilitator.example',
      assetName: 'USD Coin',
      assetVersion: '2',
      maxTimeoutSeconds: 120,
      facilitatorTimeoutMs: 30_000,
    });
    const sepolia = loadConfig({ PARAPET_X402_NETWORK: 'eip155:84532', PARAPET_X402_PAY_TO: payTo, PARAPET_X402_FACILITATOR_URL: 'http://127.0.0.1:4020' });
    assert.equal(sepolia.x402.payments?.assetName, 'USDC', "Base Sepolia USDC's EIP-712 name");
    assert.throws(() => loadConfig({ PARAPET_X402_PAY_TO: payTo }), (e: unknown) => e instanceof ConfigError && /PARAPET_X402_FACILITATOR_URL is required/.test(e.message));
    assert.throws(() => loadConfig({ PARAPET_X402_FACILITATOR_URL: 'http://127.0.0.1:4020' }), (e: unknown) => e instanceof ConfigError && /PARAPET_X402_PAY_TO is required/.test(e.message));
    // Another token: its EIP-712 name is not guessed.
    const other = { PARAPET_X402_PAY_TO: payTo, PARAPET_X402_FACILITATOR_URL: 'http://127.0.0.1:4020', PARAPET_X402_ASSET: '0x3333333333333333333333333333333333333333' };
    assert.throws(() => loadConfig(other), (e: unknown) => e instanceof ConfigError && /PARAPET_X402_ASSET_NAME is required/.test(e.message));
    assert.equal(loadConfig({ ...other, PARAPET_X402_ASSET_NAME: 'Test Dollar' }).x402.payments?.assetName, 'Test Dollar');
  });

  it('refuse malformed values', () => {
    for (const env of [{ PARAPET_X402_PAY_TO: '0x1234' }, { PARAPET_X402_FACILITATOR_URL: 'ftp://facilitator' }, { PARAPET_X402_NETWORK: 'base' }, { PARAPET_X402_NETWORK: 'eip155 8453' }, { PARAPET_X402_ASSET: '0x1234' }, { PARAPET_X402_ASSET: 'USDC' }]) {
      assert.throws(() => loadConfig(env), ConfigError, JSON.stringify(env));
    }
  });
});
