import { HealthSchema } from '../../health/schemas.js';
import type { App, HttpDeps } from '../types.js';

export function healthGet(app: App, deps: HttpDeps): void {
  app.get(
    '/health',
    {
      config: { rateLimitClass: 'open' },
      schema: {
        operationId: 'getHealth',
        summary: 'Service health',
        description: 'Pings each configured dependency; 503 with status "degraded" when one does not answer.',
        tags: ['service'],
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const report = await deps.health.report();
      return reply.code(report.status === 'ok' ? 200 : 503).send(report);
    },
  );
}
