import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/catalogue.js';
import type { Metrics } from '../../metrics/registry.js';
import type { PaymentGate } from '../../payments/x402.js';
import type { PricedRoute } from '../../payments/price-table.js';
import type { Scope } from '../../storage/types.js';
import type { App } from '../types.js';

const POLL_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The owner id of what a paid request creates: the token's hash, never the token itself. */
export function pollOwner(token: string): string {
  return `x402:poll:${createHash('sha256').update(token, 'utf8').digest('hex')}`;
}

/**
 * A poll without a key whose URL carries a poll token: the token stands for the paid request that
 * created the result. False (the key path answers) without one. A token of the wrong shape reads
 * as an unknown one: the result is not found.
 */
export function admitPoll(request: FastifyRequest, scope: Scope): boolean {
  if (request.headers.authorization !== undefined) return false;
  const token = (request.query as Record<string, unknown> | undefined)?.['token'];
  if (typeof token !== 'string') return false;
  request.pollToken = POLL_TOKEN.test(token) ? token : randomBytes(24).toString('base64url');
  request.principal = { keyId: pollOwner(request.pollToken), scopes: [scope] };
  return true;
}

/** The URL a payment is for: the route as the client addressed it, without the query. */
export function resourceUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${request.url.split('?')[0] ?? '/'}`;
}

/**
 * The route's price when this request is to be paid for with x402: payments are on, the route is
 * priced, and no API key was sent (a key, valid or not, takes the key path: it never needs paying).
 */
export function payableRoute(request: FastifyRequest, payments: PaymentGate | undefined): PricedRoute | undefined {
  if (!payments || request.headers.authorization !== undefined) return undefined;
  return payments.priceOf(request.method, request.routeOptions.url ?? '');
}

export function hasPayment(request: FastifyRequest): boolean {
  return request.headers['payment-signature'] !== undefined || request.headers['x-payment'] !== undefined;
}

/**
 * Reads the request's payment, or throws the 402 that says what to pay, and makes the payer the
 * request's principal: the payer's address stands where a key id would (its policy is the default).
 */
export function admitPayment(request: FastifyRequest, payments: PaymentGate, route: PricedRoute, scope: Scope): void {
  const url = resourceUrl(request);
  if (!hasPayment(request)) {
    throw payments.refusal(
      'payment_required',
      `${route.method} ${route.path} costs $${route.price_usd} a call: retry with an x402 payment (PAYMENT-SIGNATURE, or X-PAYMENT for version 1) as the PAYMENT-REQUIRED header describes, or send an API key.`,
      route,
      url,
    );
  }
  const attempt = payments.read(request.headers, route, url);
  request.payment = attempt;
  request.pollToken = randomBytes(24).toString('base64url');
  request.principal = { keyId: `x402:${attempt.payer}`, scopes: [scope] };
}

/**
 * The order of a paid request, after its body passed schema validation: the route's precheck (a
 * request the route refuses before working is refused with nothing spent), the ledger claim and
 * the facilitator's verification, then settlement, and only then the handler. Nothing that costs
 * (a job, a fetch, a model call) starts before the payment is settled; a failed settlement is a 402
 * with the claim given back, the request not run. Once settled, the payment is spent: a handler
 * that fails afterwards does not give it back, and the same payment presented again is a replay.
 */
async function payBeforeWork(request: FastifyRequest, reply: FastifyReply, payments: PaymentGate, metrics: Metrics): Promise<void> {
  const attempt = request.payment;
  if (!attempt) return;
  const precheck = request.routeOptions.config.precheck;
  if (precheck) await precheck(request);
  const url = resourceUrl(request);
  try {
    await payments.authorize(attempt, url);
  } catch (error) {
    metrics.payments.inc({ outcome: 'refused' });
    throw error;
  }
  metrics.payments.inc({ outcome: 'verified' });
  const route = `${attempt.route.method} ${attempt.route.path}`;
  let receipt: Record<string, string>;
  try {
    receipt = await payments.settle(attempt, url);
  } catch (error) {
    metrics.payments.inc({ outcome: 'settlement_failed' });
    request.log.warn({ event: 'payment_settlement_failed', payer: attempt.payer, route, err: error }, 'x402 settlement failed; the request was not run');
    await payments.release(attempt).catch(() => undefined);
    throw error instanceof AppError ? error : new AppError('payment_settlement_failed', 'The payment could not be settled, so the request was not run.');
  }
  metrics.payments.inc({ outcome: 'settled' });
  request.log.info({ event: 'payment_settled', payer: attempt.payer, route, transaction: attempt.transaction }, 'x402 payment settled');
  // The receipt goes with whatever the route answers, an error included: the payment is spent.
  reply.headers(receipt);
}

/**
 * Settles a request's payment before its route runs (see payBeforeWork), and gives the poll URL of
 * a paid asynchronous answer its token.
 */
export function registerPayments(app: App, payments: PaymentGate | undefined, metrics: Metrics): void {
  if (!payments) return;
  app.addHook('preHandler', async (request, reply) => payBeforeWork(request, reply, payments, metrics));
  // A paid request's poll URL carries its token: the caller has no key to poll with.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!request.payment || request.pollToken === undefined || !payload || typeof payload !== 'object') return payload;
    const body = payload as Record<string, unknown>;
    if (typeof body['poll_url'] !== 'string') return payload;
    return { ...body, poll_url: `${body['poll_url']}?token=${request.pollToken}` };
  });
  // A route that failed after its payment was settled: the payer paid and was not served; say so for reconciliation.
  app.addHook('onResponse', async (request, reply) => {
    const attempt = request.payment;
    if (attempt?.transaction === undefined || reply.statusCode < 400) return;
    request.log.warn(
      { event: 'payment_spent_on_failure', payer: attempt.payer, route: `${attempt.route.method} ${attempt.route.path}`, transaction: attempt.transaction, status: reply.statusCode },
      'x402 payment settled, then the route failed',
    );
  });
}
