import { randomBytes } from 'node:crypto';
import { decodePaymentSignatureHeader, encodePaymentRequiredHeader, encodePaymentResponseHeader } from '@x402/core/http';
import { parsePaymentPayload } from '@x402/core/schemas';
import type { FacilitatorClient } from '@x402/core/server';
import type { PaymentPayload, PaymentRequirements, SettleResponse } from '@x402/core/types';
import type { Clock } from '../clock.js';
import { AppError, type ErrorCode } from '../errors/catalogue.js';
import type { PricedRoute, PriceTable } from './price-table.js';
import type { PaymentStore } from '../storage/types.js';

/** Version 1 names of the networks the service knows (version 2 uses their CAIP-2 ids). */
const V1_NETWORK_NAMES: Readonly<Record<string, string>> = Object.freeze({
  'eip155:8453': 'base',
  'eip155:84532': 'base-sepolia',
});

/** An authorization must stay valid this long after it arrives, to be verified, served and settled. */
const SETTLE_MARGIN_S = 6;
/** A claim whose request died (a crash mid-request) is given up after this long. */
const CLAIM_LEASE_MS = 5 * 60_000;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const UINT = /^[0-9]{1,78}$/;
const NONCE = /^0x[0-9a-fA-F]{64}$/;
const HEX = /^0x[0-9a-fA-F]{2,16384}$/;

export interface PaymentSettings {
  payTo: string;
  facilitatorUrl: string;
  /** EIP-712 domain of the asset, which the payer signs over. */
  assetName: string;
  assetVersion: string;
  maxTimeoutSeconds: number;
}

/** The EIP-3009 authorization an `exact` EVM payment carries. */
interface Authorization {
  from: string;
  to: string;
  value: string;
  validAfter: string;
  validBefore: string;
  nonce: string;
}

/** A payment presented with a request: read and checked against the route's price, not yet verified. */
export interface PaymentAttempt {
  version: 1 | 2;
  route: PricedRoute;
  payload: PaymentPayload;
  /** The requirements the payment is verified and settled against (the version's own shape). */
  requirements: PaymentRequirements;
  authorization: Authorization;
  /** Lower-case payer address. */
  payer: string;
  /** The ledger id of the authorization. */
  claimId: string;
  /** Unique to this request; set once the ledger claim is held. */
  claimToken: string;
  claimed: boolean;
  /** The settlement transaction, once the payment is settled (spent). */
  transaction?: string;
}

/** What a 402 says, in both generations: the version 2 header and the version 1 body fields. */
export interface PaymentRequiredParts {
  headers: Record<string, string>;
  body: { x402Version: 1; accepts: unknown[] };
}

function reasonOf(error: unknown, field: 'invalidReason' | 'errorReason'): string | undefined {
  if (error && typeof error === 'object' && field in error) {
    const value = (error as Record<string, unknown>)[field];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/**
 * The facilitator's reason codes, in the service's catalogue. Anything unrecognised is a refused
 * payment whose reason the detail quotes.
 */
export function classifyFacilitatorReason(reason: string): ErrorCode {
  if (/nonce_already_used|already_used|replay/.test(reason)) return 'payment_replayed';
  if (/insufficient_(balance|funds)/.test(reason)) return 'payment_insufficient_funds';
  if (/valid_before|expired/.test(reason)) return 'payment_expired';
  if (/network_mismatch|invalid_network/.test(reason)) return 'payment_wrong_network';
  if (/authorization_value|value_mismatch|amount/.test(reason)) return 'payment_underpaid';
  return 'payment_invalid';
}

function readAuthorization(payload: unknown): Authorization | string {
  if (!payload || typeof payload !== 'object') return 'the payment carries no payload';
  const p = payload as Record<string, unknown>;
  if (typeof p['signature'] !== 'string' || !HEX.test(p['signature'])) return 'payload.signature must be a 0x-prefixed hex signature';
  const a = p['authorization'];
  if (!a || typeof a !== 'object') return 'payload.authorization is missing: only EIP-3009 authorizations are accepted';
  const auth = a as Record<string, unknown>;
  for (const [field, pattern, what] of [
    ['from', ADDRESS, 'an address'],
    ['to', ADDRESS, 'an address'],
    ['value', UINT, 'a decimal integer string'],
    ['validAfter', UINT, 'a decimal integer string'],
    ['validBefore', UINT, 'a decimal integer string'],
    ['nonce', NONCE, 'a 32-byte hex string'],
  ] as const) {
    const value = auth[field];
    if (typeof value !== 'string' || !pattern.test(value)) return `payload.authorization.${field} must be ${what}`;
  }
  return auth as unknown as Authorization;
}

/**
 * x402 payments for callers without an API key: the 402 answer with what to pay (version 2 in the
 * PAYMENT-REQUIRED header, version 1 in the body), reading `payment-signature` (v2) and
 * `x-payment` (v1), verification and settlement through the facilitator, and the ledger claim that
 * lets one authorization serve at most one request. Settlement happens before the route does any
 * work that costs (jobs, fetches, model calls); a failed settlement is a 402 and the route does not
 * run.
 */
export class PaymentGate {
  constructor(
    private readonly settings: PaymentSettings,
    private readonly prices: PriceTable,
    private readonly store: PaymentStore,
    private readonly facilitator: FacilitatorClient,
    private readonly clock: Clock,
  ) {}

  /** The priced route, or undefined when the route is free to callers with a key only. */
  priceOf(method: string, routePath: string): PricedRoute | undefined {
    return this.prices.priceFor(method, routePath);
  }

  private v2Requirements(route: PricedRoute): PaymentRequirements {
    return {
      scheme: this.prices.scheme,
      network: this.prices.network as PaymentRequirements['network'],
      amount: route.amount,
      asset: this.prices.asset,
      payTo: this.settings.payTo,
      maxTimeoutSeconds: this.settings.maxTimeoutSeconds,
      extra: { name: this.settings.assetName, version: this.settings.assetVersion },
    };
  }

  private v1Requirements(route: PricedRoute, resourceUrl: string): Record<string, unknown> | undefined {
    const network = V1_NETWORK_NAMES[this.prices.network];
    if (!network) return undefined;
    return {
      scheme: this.prices.scheme,
      network,
      maxAmountRequired: route.amount,
      resource: resourceUrl,
      description: describe(route),
      mimeType: 'application/json',
      payTo: this.settings.payTo,
      maxTimeoutSeconds: this.settings.maxTimeoutSeconds,
      asset: this.prices.asset,
      extra: { name: this.settings.assetName, version: this.settings.assetVersion },
    };
  }

  /** The 402 parts for a priced route: header and body, `reason` being the version 2 `error`. */
  required(route: PricedRoute, resourceUrl: string, reason: string): PaymentRequiredParts {
    const header = encodePaymentRequiredHeader({
      x402Version: 2,
      error: reason,
      resource: { url: resourceUrl, description: describe(route), mimeType: 'application/json' },
      accepts: [this.v2Requirements(route)],
    });
    const v1 = this.v1Requirements(route, resourceUrl);
    return { headers: { 'payment-required': header }, body: { x402Version: 1, accepts: v1 ? [v1] : [] } };
  }

  /** A 402 of the catalogue that also tells the caller again what to pay. */
  refusal(code: ErrorCode, detail: string, route: PricedRoute, resourceUrl: string): AppError {
    const parts = this.required(route, resourceUrl, detail);
    return new AppError(code, detail, parts.headers, parts.body);
  }

  /**
   * Reads the payment header of a request to a priced route and checks it against the price:
   * scheme, network, asset, recipient, amount and validity window. Throws the 402 naming what is
   * wrong; the signature and the payer's funds are the facilitator's to verify.
   */
  read(headers: Record<string, string | string[] | undefined>, route: PricedRoute, resourceUrl: string): PaymentAttempt {
    const refuse = (code: ErrorCode, detail: string): AppError => this.refusal(code, detail, route, resourceUrl);
    const v2Header = single(headers['payment-signature']);
    const raw = v2Header ?? single(headers['x-payment']);
    const headerName = v2Header !== undefined ? 'PAYMENT-SIGNATURE' : 'X-PAYMENT';
    // The payload says its version; either header is read, so a client that mixes them is still served.
    if (raw === undefined) throw new Error('read() needs a payment header');

    let decoded: unknown;
    try {
      decoded = decodePaymentSignatureHeader(raw.trim());
    } catch {
      throw refuse('payment_invalid', `The ${headerName} header is not base64-encoded JSON.`);
    }
    const parsed = parsePaymentPayload(decoded);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue ? `${issue.path.join('.') || 'payload'}: ${issue.message}` : 'unreadable';
      throw refuse('payment_invalid', `The ${headerName} header is not an x402 payment payload (${where}).`);
    }
    const payload = parsed.data;
    const version = payload.x402Version === 1 ? 1 : 2;
    let requirements: PaymentRequirements;
    const wanted = this.v2Requirements(route);
    if (payload.x402Version === 1) {
      const v1 = this.v1Requirements(route, resourceUrl);
      if (!v1) throw refuse('payment_wrong_network', `Version 1 payments are not accepted on ${this.prices.network}; pay with version 2.`);
      if (payload.scheme !== wanted.scheme) throw refuse('payment_invalid', `Scheme "${String(payload.scheme).slice(0, 40)}" is not accepted; pay with "exact".`);
      if (payload.network !== v1['network']) {
        throw refuse('payment_wrong_network', `The payment is on network "${String(payload.network).slice(0, 60)}"; this service takes "${String(v1['network'])}".`);
      }
      requirements = v1 as unknown as PaymentRequirements;
    } else {
      const accepted = payload.accepted;
      if (accepted.scheme !== wanted.scheme) throw refuse('payment_invalid', `Scheme "${accepted.scheme.slice(0, 40)}" is not accepted; pay with "exact".`);
      if (accepted.network !== wanted.network) {
        throw refuse('payment_wrong_network', `The payment is on network "${accepted.network.slice(0, 60)}"; this service takes "${wanted.network}".`);
      }
      if (accepted.asset.toLowerCase() !== wanted.asset.toLowerCase()) {
        throw refuse('payment_invalid', `The payment is in asset ${accepted.asset.slice(0, 60)}; this service takes ${wanted.asset}.`);
      }
      if (accepted.payTo.toLowerCase() !== wanted.payTo.toLowerCase()) {
        throw refuse('payment_invalid', `The payment is addressed to ${accepted.payTo.slice(0, 60)}; this service is paid at ${wanted.payTo}.`);
      }
      requirements = wanted;
    }

    const authorization = readAuthorization(payload.payload);
    if (typeof authorization === 'string') throw refuse('payment_invalid', `The payment is malformed: ${authorization}.`);
    if (authorization.to.toLowerCase() !== this.settings.payTo.toLowerCase()) {
      throw refuse('payment_invalid', `The authorization pays ${authorization.to}; this service is paid at ${this.settings.payTo}.`);
    }
    if (BigInt(authorization.value) < BigInt(route.amount)) {
      throw refuse(
        'payment_underpaid',
        `The authorization pays ${authorization.value} atomic units; ${route.method} ${route.path} costs ${route.amount} ($${route.price_usd}).`,
      );
    }
    const nowS = BigInt(Math.floor(this.clock.now() / 1000));
    if (BigInt(authorization.validBefore) <= nowS + BigInt(SETTLE_MARGIN_S)) {
      throw refuse('payment_expired', `The authorization expired (validBefore ${authorization.validBefore}, now ${nowS}); sign a new payment.`);
    }
    if (BigInt(authorization.validAfter) > nowS) {
      throw refuse('payment_invalid', `The authorization is not valid before ${authorization.validAfter} (now ${nowS}).`);
    }
    const payer = authorization.from.toLowerCase();
    return {
      version,
      route,
      // The facilitator takes either version in the same field; its client is typed for version 2.
      payload: payload as unknown as PaymentPayload,
      requirements,
      authorization,
      payer,
      claimId: `${this.prices.network}:${this.prices.asset.toLowerCase()}:${payer}:${authorization.nonce.toLowerCase()}`,
      claimToken: randomBytes(16).toString('hex'),
      claimed: false,
    };
  }

  /**
   * Claims the authorization in the ledger and has the facilitator verify it. On success the claim
   * is held until `settle` or `release`.
   */
  async authorize(attempt: PaymentAttempt, resourceUrl: string): Promise<void> {
    const refuse = (code: ErrorCode, detail: string): AppError => this.refusal(code, detail, attempt.route, resourceUrl);
    const now = this.clock.now();
    const outcome = await this.store.claim(
      {
        id: attempt.claimId,
        token: attempt.claimToken,
        payer: attempt.payer,
        network: this.prices.network,
        asset: this.prices.asset.toLowerCase(),
        amount: attempt.authorization.value,
        route: `${attempt.route.method} ${attempt.route.path}`,
        claimedAtMs: now,
        leaseExpiresAtMs: now + CLAIM_LEASE_MS,
      },
      now,
    );
    if (outcome === 'settled') throw refuse('payment_replayed', 'This payment was already used for a request; sign a new one (a fresh nonce) for each call.');
    if (outcome === 'in_flight') throw refuse('payment_replayed', 'This payment is being used by another request right now; each payment serves one call.');
    attempt.claimed = true;

    let verdict;
    try {
      verdict = await this.facilitator.verify(attempt.payload, attempt.requirements);
    } catch (error) {
      const reason = reasonOf(error, 'invalidReason');
      await this.release(attempt);
      if (reason !== undefined) throw refuse(classifyFacilitatorReason(reason), `The facilitator refused the payment: ${reason}.`);
      throw new AppError('payment_facilitator_unavailable', 'The payment facilitator could not be reached to verify the payment; nothing was charged, retry later.');
    }
    if (!verdict.isValid) {
      await this.release(attempt);
      const reason = verdict.invalidReason ?? 'unknown reason';
      throw refuse(classifyFacilitatorReason(reason), `The facilitator refused the payment: ${reason}.`);
    }
  }

  /**
   * Settles a verified payment before its route runs. Answers the header that tells the payer so;
   * throws a 402 (the claim given back, the route not to be run) when settlement fails. Once
   * settled, the claim stays consumed whatever the route then answers.
   */
  async settle(attempt: PaymentAttempt, resourceUrl: string): Promise<Record<string, string>> {
    let result: SettleResponse | undefined;
    let reason: string | undefined;
    try {
      result = await this.facilitator.settle(attempt.payload, attempt.requirements);
      if (!result.success) reason = result.errorReason ?? 'unknown reason';
    } catch (error) {
      reason = reasonOf(error, 'errorReason') ?? 'the facilitator did not answer';
    }
    if (result === undefined || reason !== undefined) {
      await this.release(attempt);
      const code = reason !== undefined && classifyFacilitatorReason(reason) === 'payment_replayed' ? 'payment_replayed' : 'payment_settlement_failed';
      throw this.refusal(code, `The payment could not be settled (${reason ?? 'unknown reason'}), so the request was not run.`, attempt.route, resourceUrl);
    }
    await this.store.settle(attempt.claimId, attempt.claimToken, result.transaction, this.clock.now());
    attempt.claimed = false;
    attempt.transaction = result.transaction;
    const receipt = encodePaymentResponseHeader({ ...result, payer: result.payer ?? attempt.payer });
    return attempt.version === 2 ? { 'payment-response': receipt } : { 'x-payment-response': receipt };
  }

  /** Gives the claim back: the request was not served, so the payment stays unspent. */
  async release(attempt: PaymentAttempt): Promise<void> {
    if (!attempt.claimed) return;
    attempt.claimed = false;
    await this.store.release(attempt.claimId, attempt.claimToken);
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function describe(route: PricedRoute): string {
  return `${route.method} ${route.path}, one call ($${route.price_usd})`;
}
