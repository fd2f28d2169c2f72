import { Type } from '@fastify/type-provider-typebox';
import { ownerOf } from '../plugins/guard.js';
import { EvaluationResultSchema } from '../../evaluation/schemas.js';
import type { App, HttpDeps } from '../types.js';

export function evaluateGet(app: App, deps: HttpDeps): void {
  app.get(
    '/v1/evaluate/:id',
    {
      config: { scope: 'evaluate', pollable: true },
      schema: {
        operationId: 'getEvaluation',
        summary: 'Read an evaluation back',
        description:
          'An evaluation by the `id` POST /v1/evaluate answered. A synchronous answer (200) reads back as it was given, with flag and personal-data evidence emptied unless the operator set PARAPET_STORE_TEXT; an asynchronous one (202) is `pending`, then `completed` with `results` or `failed` with `error`. Only the key that submitted it can read it. Unknown ids, ids of another key and results past their retention (24 hours by default) are 404.',
        tags: ['evaluation'],
        params: Type.Object({ id: Type.String({ maxLength: 400, description: 'The `id` of the POST /v1/evaluate answer (200 or 202)' }) }),
        response: { 200: EvaluationResultSchema, 404: { $ref: 'ErrorBody#', description: 'No such evaluation for this key' } },
      },
    },
    async (request) => deps.evaluation.get(ownerOf(request), request.params.id),
  );
}
