import { Type } from '@fastify/type-provider-typebox';
import { ownerOf } from '../plugins/guard.js';
import { ExecutionResultSchema } from '../../sandbox/schemas.js';
import type { App, HttpDeps } from '../types.js';

export function parseGet(app: App, deps: HttpDeps): void {
  app.get(
    '/v1/parse/:id',
    {
      config: { scope: 'evaluate', pollable: true },
      schema: {
        operationId: 'getExecution',
        summary: 'Poll a sandbox execution',
        description:
          'The sandbox execution that POST /v1/parse started with 202: `pending`, then `completed` with `execution` (the agent\'s output, `isolated: true`), the honeypot `tool_calls`, `canary_leaked`, the execution\'s `flags` and a `risk_score` raised by them, or `failed` with `error` (a time-out after 30 s by default). Only the key that submitted it can read it. Unknown ids, ids of another key, parse answers without execution and results past their retention (24 hours by default) are 404.',
        tags: ['screening'],
        params: Type.Object({ id: Type.String({ maxLength: 200, description: 'The `id` of the parse answer' }) }),
        response: { 200: ExecutionResultSchema, 404: { $ref: 'ErrorBody#', description: 'No such execution for this key' } },
      },
    },
    async (request) => deps.screening.execution(ownerOf(request), request.params.id),
  );
}
