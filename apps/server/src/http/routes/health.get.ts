import { Type } from '@fastify/type-provider-typebox';
import type { App, HttpDeps } from '../types.js';

const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  timestamp: Type.String({ format: 'date-time' }),
  uptime_seconds: Type.Integer({ minimum: 0 }),
  version: Type.String(),
  checks: Type.Record(Type.String(), Type.Union([Type.Literal('ok'), Type.Literal('failing')]), {
    description: 'Each configured dependency (database, redis) and whether it answered',
  }),
});

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
