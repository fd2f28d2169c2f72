import { AppError } from '../../errors/catalogue.js';
import { sameSecret } from '../../ids.js';
import type { App, HttpDeps } from '../types.js';

/**
 * GET /metrics: Prometheus text format, served only when the operator set PARAPET_METRICS_TOKEN and
 * only to a scraper presenting it as a bearer token. Without the setting the path does not exist
 * (404), so a public deployment exposes nothing by default. Left out of the OpenAPI document: it is
 * an operator's endpoint, documented in docs/operations.md.
 */
export function metricsGet(app: App, deps: HttpDeps): void {
  const token = deps.config.metricsToken;
  if (token === undefined) return;
  app.get('/metrics', { config: { rateLimitClass: 'open' }, schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization;
    const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (given === undefined || !sameSecret(given, token)) {
      throw new AppError('invalid_metrics_token', 'GET /metrics needs `Authorization: Bearer <PARAPET_METRICS_TOKEN>`.');
    }
    const body = await deps.metrics.scrape();
    return reply.header('content-type', deps.metrics.contentType).header('cache-control', 'no-store').send(body);
  });
}
