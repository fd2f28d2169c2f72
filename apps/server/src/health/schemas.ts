import { Type, type Static } from '@fastify/type-provider-typebox';

export const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  timestamp: Type.String({ format: 'date-time' }),
  uptime_seconds: Type.Integer({ minimum: 0 }),
  version: Type.String(),
  checks: Type.Record(Type.String(), Type.Union([Type.Literal('ok'), Type.Literal('failing')]), {
    description: 'Each configured dependency (database, redis) and whether it answered',
  }),
});

export type HealthReport = Static<typeof HealthSchema>;
export type CheckState = HealthReport['checks'][string];
