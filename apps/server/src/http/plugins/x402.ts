import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorBody } from '../../errors/catalogue.js';
import type { PaymentAttempt, PaymentGate } from '../../payments/x402.js';
import type { PricedRoute } from '../../pricing/table.js';
import type { Scope } from '../../storage/types.js';
import type { App } from '../types.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The x402 payment this request is served for, when it came without an API key. */
    payment?: PaymentAttempt;
    /** For a paid request, the secret its poll URLs carry; for a poll without a key, the one it presented. */
    pollToken?: string;
  }
}

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

async function settleBeforeSending(request: FastifyRequest, reply: FastifyReply, payments: PaymentGate, payload: unknown): Promise<unknown> {
  const attempt = request.payment;
  if (!attempt?.claimed) return payload;
  if (reply.statusCode >= 400) {
    // The route failed: nothing was served, so nothing is charged and the payment stays usable.
    await payments.release(attempt);
    return payload;
  }
  try {
    reply.headers(await payments.settle(attempt, resourceUrl(request)));
    request.log.info({ event: 'payment_settled', payer: attempt.payer, route: `${attempt.route.method} ${attempt.route.path}` }, 'x402 payment settled');
    return payload;
  } catch (error) {
    const refusal =
      error instanceof AppError
        ? error
        : new AppError('payment_settlement_failed', 'The payment could not be settled, so the answer is withheld; nothing was served.');
    request.log.warn({ event: 'payment_settlement_failed', payer: attempt.payer, err: error }, 'x402 settlement failed; answer withheld');
    await payments.release(attempt).catch(() => undefined);
    reply.code(refusal.status).headers(refusal.headers).type('application/json; charset=utf-8');
    return JSON.stringify(errorBody(refusal.code, refusal.detail, request.id, refusal.extra));
  }
}

/**
 * Verifies a request's payment once its body has passed validation (a bad body is a 400 that
 * spends nothing), and settles it when the route has answered, before the answer is sent: a
 * settlement that fails replaces the answer with a 402, so no route is served unpaid.
 */
export function registerPayments(app: App, payments: PaymentGate | undefined): void {
  if (!payments) return;
  app.addHook('preHandler', async (request) => {
    if (request.payment) await payments.authorize(request.payment, resourceUrl(request));
  });
  // A paid request's poll URL carries its token: the caller has no key to poll with.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!request.payment || request.pollToken === undefined || !payload || typeof payload !== 'object') return payload;
    const body = payload as Record<string, unknown>;
    if (typeof body['poll_url'] !== 'string') return payload;
    return { ...body, poll_url: `${body['poll_url']}?token=${request.pollToken}` };
  });
  app.addHook('onSend', async (request, reply, payload) => settleBeforeSending(request, reply, payments, payload));
}
