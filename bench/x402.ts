/**
 * What an x402 payment adds to a call, as ratios against a keyed call measured in the same run:
 * POST /v1/parse with an API key (baseline), the unpaid 402 answer, and a paid call end to end
 * (a fresh payment signed by the official client, verified and settled by the official facilitator
 * on a local in-process chain). The chain mines instantly, so settlement here costs the
 * facilitator's work and one local transaction, not a real block time.
 *
 *   npm run bench:x402                 # BENCH_CALLS (default 40) calls of each kind
 */
import { x402Client } from '@x402/core/client';
import { HTTPFacilitatorClient } from '@x402/core/http';
import { toClientEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { privateKeyToAccount } from 'viem/accounts';
import { newKey, startServer } from '../apps/server/test/support/server.js';
import { NETWORK, TOKEN_NAME, startLocalX402Chain } from '../apps/server/test/support/x402-chain.js';

const CALLS = Number(process.env['BENCH_CALLS'] ?? 40);
const PROMPT = JSON.stringify({ prompt: 'Summarise the attached quarterly report in three bullet points.' });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timed(run: () => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

const chain = await startLocalX402Chain();
const server = await startServer({
  PARAPET_X402_NETWORK: NETWORK,
  PARAPET_X402_ASSET: chain.token,
  PARAPET_X402_ASSET_NAME: TOKEN_NAME,
  PARAPET_X402_PAY_TO: chain.payTo.address,
  PARAPET_X402_FACILITATOR_URL: chain.facilitatorUrl,
  PARAPET_RATE_LIMIT_PER_KEY: '100000000',
  PARAPET_RATE_LIMIT_PER_IP: '100000000',
});
try {
  const url = `${server.url}/v1/parse`;
  const json = { 'content-type': 'application/json' };
  const { key } = await newKey(server.url, 'bench');
  const expect = async (response: Response, status: number): Promise<void> => {
    await response.arrayBuffer();
    if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}`);
  };

  const unpaid = await fetch(url, { method: 'POST', headers: json, body: PROMPT });
  const required = JSON.parse(Buffer.from(unpaid.headers.get('payment-required')!, 'base64').toString('utf8'));
  const client = new x402Client()
    .register(NETWORK, new ExactEvmScheme(toClientEvmSigner(privateKeyToAccount(chain.payer.privateKey), chain.publicClient as never)))
    .setSpendControls(false);
  const sign = async (): Promise<string> => Buffer.from(JSON.stringify(await client.createPaymentPayload(required))).toString('base64');

  // Warm both paths once.
  await expect(await fetch(url, { method: 'POST', headers: { ...json, authorization: `Bearer ${key}` }, body: PROMPT }), 200);
  await expect(await fetch(url, { method: 'POST', headers: { ...json, 'payment-signature': await sign() }, body: PROMPT }), 200);

  const keyed = await timed(async () => expect(await fetch(url, { method: 'POST', headers: { ...json, authorization: `Bearer ${key}` }, body: PROMPT }), 200));
  const refused = await timed(async () => expect(await fetch(url, { method: 'POST', headers: json, body: PROMPT }), 402));
  const signing = await timed(async () => void (await sign()));
  const payments: string[] = [];
  for (let i = 0; i < CALLS; i++) payments.push(await sign());
  let next = 0;
  const paid = await timed(async () => expect(await fetch(url, { method: 'POST', headers: { ...json, 'payment-signature': payments[next++]! }, body: PROMPT }), 200));

  // The facilitator's two calls on their own, on fresh payments, to show where a paid call's time goes.
  const facilitator = new HTTPFacilitatorClient({ url: chain.facilitatorUrl });
  const requirements = required.accepts[0];
  const direct: Array<Parameters<typeof facilitator.verify>[0]> = [];
  for (let i = 0; i < CALLS; i++) direct.push(JSON.parse(Buffer.from(await sign(), 'base64').toString('utf8')));
  let v = 0;
  const verifying = await timed(async () => {
    if (!(await facilitator.verify(direct[v++]!, requirements)).isValid) throw new Error('verify refused');
  });
  let t = 0;
  const settling = await timed(async () => {
    if (!(await facilitator.settle(direct[t++]!, requirements)).success) throw new Error('settle failed');
  });

  const base = percentile(keyed, 50);
  const rows: Array<[string, number[]]> = [
    ['baseline: POST /v1/parse with a key', keyed],
    ['no key, no payment: 402 with requirements', refused],
    ['client: sign a payment (not a request)', signing],
    ['facilitator alone: verify (signature, simulation)', verifying],
    ['facilitator alone: settle (transaction, receipt)', settling],
    ['paid: verify, settle on chain, screen', paid],
  ];
  console.log(`x402 on a local chain, ${CALLS} sequential calls each`);
  console.log('| call | p50 ms | p99 ms | p50 vs baseline |');
  console.log('|---|---|---|---|');
  for (const [name, samples] of rows) {
    const p50 = percentile(samples, 50);
    console.log(`| ${name} | ${p50.toFixed(2)} | ${percentile(samples, 99).toFixed(2)} | ${(p50 / base).toFixed(1)}x |`);
  }
} finally {
  await server.close();
  await chain.close();
}
