/**
 * Paid calls without a chain: a scripted x402 facilitator on loopback (its answers set by the test,
 * every call recorded) and builders of version 1 and 2 payment headers that the service reads as
 * real ones. The signatures are not real; the scripted facilitator accepts them.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PAY_TO = '0x1111111111111111111111111111111111111111';
export const PAYER = '0x2222222222222222222222222222222222222222';
/** USDC on Base Sepolia, the asset the service takes on NETWORK. */
export const ASSET = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
export const NETWORK = 'eip155:84532';
/** Prices in atomic units (6 decimals) of the priced routes, as GET /v1/pricing lists them. */
export const PRICES = {
  parse: '5000',
  screenOutput: '3000',
  analyze: '50000',
  evaluate: '10000',
  chat: '5000',
} as const;
/** The version 2 requirements of POST /v1/parse as the service announces them. */
export const PARSE_REQUIREMENTS = {
  scheme: 'exact',
  network: NETWORK,
  amount: PRICES.parse,
  asset: ASSET,
  payTo: PAY_TO,
  maxTimeoutSeconds: 120,
  extra: { name: 'USDC', version: '2' },
};

/** The service's environment with payments on, verified and settled by the facilitator at `url`. */
export function paymentEnv(facilitatorUrl: string): Record<string, string> {
  return { PARAPET_X402_NETWORK: NETWORK, PARAPET_X402_PAY_TO: PAY_TO, PARAPET_X402_FACILITATOR_URL: facilitatorUrl };
}

export interface FacilitatorCall {
  path: string;
  body: { x402Version: number; paymentPayload: Record<string, unknown>; paymentRequirements: Record<string, unknown> };
}

interface Scripted {
  status: number;
  body: unknown;
}

const valid = (): Scripted => ({ status: 200, body: { isValid: true, payer: PAYER } });
const settled = (): Scripted => ({
  status: 200,
  body: { success: true, transaction: `0x${randomBytes(32).toString('hex')}`, network: NETWORK, payer: PAYER },
});

/** A facilitator whose answers the test sets; it records every call. */
export class ScriptedFacilitator {
  calls: FacilitatorCall[] = [];
  verify: () => Scripted = valid;
  settle: () => Scripted = settled;
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
    // Unref'd: a settlement held open for a client that died must not keep the test process alive.
    if (path === '/settle' && this.settleDelayMs > 0) await new Promise((r) => setTimeout(r, this.settleDelayMs).unref());
    const answer = path === '/verify' ? this.verify() : path === '/settle' ? this.settle() : { status: 404, body: {} };
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }

  /** Settlement refused by the chain, as the facilitator reports it. */
  failSettlement(reason = 'invalid_exact_evm_transaction_failed'): void {
    this.settle = () => ({ status: 200, body: { success: false, errorReason: reason, transaction: '', network: NETWORK } });
  }

  reset(): void {
    this.calls = [];
    this.verify = valid;
    this.settle = settled;
    this.settleDelayMs = 0;
  }

  count(path: string): number {
    return this.calls.filter((c) => c.path === path).length;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

export function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

/**
 * An EIP-3009 authorization from PAYER to PAY_TO with a fresh nonce, valid from a minute before
 * `nowMs` (the service's clock: pass the test server's) for two minutes after.
 */
export function authorization(overrides: Record<string, string> = {}, nowMs = Date.now()): Record<string, string> {
  const now = Math.floor(nowMs / 1000);
  return {
    from: PAYER,
    to: PAY_TO,
    value: PRICES.parse,
    validAfter: String(now - 60),
    validBefore: String(now + 120),
    nonce: `0x${randomBytes(32).toString('hex')}`,
    ...overrides,
  };
}

export interface PaymentOptions {
  /** Atomic units the payment accepts and authorizes (default: the price of POST /v1/parse). */
  amount?: string;
  accepted?: Record<string, unknown>;
  authorization?: Record<string, string>;
  /** The service's clock, for the validity window. */
  nowMs?: number;
}

/** A PAYMENT-SIGNATURE (version 2) header value. */
export function v2Payment(options: PaymentOptions = {}): string {
  const amount = options.amount ?? PRICES.parse;
  return b64({
    x402Version: 2,
    resource: { url: 'http://127.0.0.1/v1/parse', description: '', mimeType: 'application/json' },
    accepted: { ...PARSE_REQUIREMENTS, amount, ...options.accepted },
    payload: { signature: `0x${'ab'.repeat(65)}`, authorization: options.authorization ?? authorization({ value: amount }, options.nowMs) },
  });
}

/** An X-PAYMENT (version 1) header value. */
export function v1Payment(options: { network?: string; authorization?: Record<string, string>; nowMs?: number } = {}): string {
  return b64({
    x402Version: 1,
    scheme: 'exact',
    network: options.network ?? 'base-sepolia',
    payload: { signature: `0x${'cd'.repeat(65)}`, authorization: options.authorization ?? authorization({}, options.nowMs) },
  });
}
