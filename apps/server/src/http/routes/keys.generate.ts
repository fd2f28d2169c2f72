import { Type } from '@fastify/type-provider-typebox';
import { GenerateKeyBodySchema, IssuedKeySchema } from '../../keys/schemas.js';
import type { App, HttpDeps } from '../types.js';

export function keysGenerate(app: App, deps: HttpDeps): void {
  app.post(
    '/v1/keys/generate',
    {
      config: { rateLimitClass: 'keygen' },
      // The body is optional: no body means no name.
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
      schema: {
        operationId: 'generateKey',
        summary: 'Generate a self-service API key',
        description: `No authentication. The key expires 30 days after creation. At most ${deps.config.keys.perIpPerMinute} keys a minute per client address and ${deps.config.keys.totalCap} in total; over either, 429.`,
        tags: ['keys'],
        body: Type.Optional(GenerateKeyBodySchema),
        response: { 201: IssuedKeySchema },
      },
    },
    async (request, reply) => {
      const issued = await deps.apiKeys.issue(request.body?.name);
      return reply.code(201).header('cache-control', 'no-store').send(issued);
    },
  );
}
