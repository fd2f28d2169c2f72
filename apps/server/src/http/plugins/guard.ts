import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode } from '../../errors/catalogue.js';
import { DependencyUnavailableError } from '../../errors/dependency.js';
import type { RateLimitDecision } from '../../ratelimit/types.js';
import type { App, HttpDeps } from '../types.js';
import { admitPayment, admitPoll, hasPayment, payableRoute, pollOwner } from './x402.js';

const KEYGEN_WINDOW_MS = 60_000;

interface Bucket {
  name: string;
  limit: number;
  windowMs: number;
  exceeded: ErrorCode;
}

function writeHeaders(reply: FastifyReply, decision: RateLimitDecision): void {
  reply.header('x-ratelimit-limit', decision.limit);
  reply.header('x-ratelimit-remaining', decision.remaining);
  reply.header('x-ratelimit-reset', Math.ceil(decision.resetAtMs / 1000));
}

/**
 * Runs first on every request, matched or not: echoes the request id, authenticates routes that
 * declare a scope (by API key; without a key, by x402 payment on a priced route or by the poll token
 * of a paid call), and counts the request against its rate-limit bucket (the key for authenticated
 * requests, the client IP otherwise, failed authentication included), writing the X-RateLimit-*
 * headers before anything can fail so that every response carries them.
 */
export function registerGuard(app: App, deps: HttpDeps): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const { config, limiter, apiKeys, clock, payments } = deps;
  const rl = config.rateLimit;

  const ipBucket = (request: FastifyRequest): Bucket => {
    const cls = request.routeOptions?.config?.rateLimitClass ?? 'ip';
    if (cls === 'keygen') {
      return { name: `keygen:${request.ip}`, limit: config.keys.perIpPerMinute, windowMs: KEYGEN_WINDOW_MS, exceeded: 'key_generation_rate_limited' };
    }
    if (cls === 'open') return { name: `open:${request.ip}`, limit: rl.openPerIp, windowMs: rl.windowMs, exceeded: 'rate_limited' };
    return { name: `ip:${request.ip}`, limit: rl.perIp, windowMs: rl.windowMs, exceeded: 'rate_limited' };
  };

  const charge = async (reply: FastifyReply, bucket: Bucket): Promise<void> => {
    const decision = await limiter.hit(bucket.name, bucket.limit, bucket.windowMs);
    writeHeaders(reply, decision);
    if (!decision.allowed) {
      // The bucket's kind (key, ip, open, keygen, x402), never the key or address itself.
      deps.metrics.rateLimited.inc({ bucket: bucket.name.slice(0, bucket.name.indexOf(':')) });
      const retryAfter = Math.max(1, Math.ceil((decision.resetAtMs - clock.now()) / 1000));
      const detail =
        bucket.exceeded === 'key_generation_rate_limited'
          ? `At most ${bucket.limit} keys a minute may be generated from one client address; retry in ${retryAfter} s.`
          : `Rate limit of ${bucket.limit} requests per ${Math.round(bucket.windowMs / 1000)} s exceeded; retry in ${retryAfter} s.`;
      throw new AppError(bucket.exceeded, detail, { 'retry-after': String(retryAfter) });
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const scope = request.routeOptions.config.scope;
    if (scope === undefined) {
      await charge(reply, ipBucket(request));
      return;
    }
    // Paying callers and their polls are counted per client address at a key's rate; unpaid ones at the IP rate.
    const paidBucket = (): Bucket => ({ name: `x402:${request.ip}`, limit: rl.perKey, windowMs: rl.windowMs, exceeded: 'rate_limited' });
    const priced = payableRoute(request, payments);
    if (priced && payments) {
      await charge(reply, hasPayment(request) ? paidBucket() : ipBucket(request));
      admitPayment(request, payments, priced, scope);
      return;
    }
    if (payments && request.routeOptions.config.pollable && admitPoll(request, scope)) {
      await charge(reply, paidBucket());
      return;
    }
    let principal;
    try {
      principal = await apiKeys.authenticate(request.headers.authorization, scope);
    } catch (error) {
      // The key could not be checked because the storage is away: not a failed authentication.
      if (error instanceof DependencyUnavailableError) throw error;
      await charge(reply, ipBucket(request));
      throw error;
    }
    request.principal = principal;
    await charge(reply, {
      name: `key:${principal.keyId}`,
      limit: rl.perKey,
      windowMs: rl.windowMs,
      exceeded: 'rate_limited',
    });
  });

  // Requests the router cannot even match (a URL that is not valid percent-encoding) skip the hooks;
  // they are counted against the client address like any unauthenticated request.
  return async (request, reply) => {
    reply.header('x-request-id', request.id);
    await charge(reply, { name: `ip:${request.ip}`, limit: rl.perIp, windowMs: rl.windowMs, exceeded: 'rate_limited' });
  };
}

/**
 * Who owns what the request creates or reads back (screenings, jobs): the key, or for a caller who
 * paid with x402 the token its poll URLs carry, so that only the holder of that URL can read them.
 */
export function ownerOf(request: FastifyRequest): string {
  return request.pollToken !== undefined ? pollOwner(request.pollToken) : principalOf(request).keyId;
}

/** The principal of an authenticated route; the guard has already refused requests without one. */
export function principalOf(request: FastifyRequest): NonNullable<FastifyRequest['principal']> {
  if (!request.principal) throw new Error(`route ${request.routeOptions.url ?? ''} declares no scope`);
  return request.principal;
}
