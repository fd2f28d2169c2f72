import { ownerOf } from '../plugins/guard.js';
import { EvaluateRequestSchema, EvaluationAcceptedSchema, EvaluationResultSchema, type EvaluateRequest } from '../../evaluation/schemas.js';
import type { App, HttpDeps } from '../types.js';

export function evaluateSubmit(app: App, deps: HttpDeps): void {
  app.post(
    '/v1/evaluate',
    {
      config: { scope: 'evaluate', precheck: (request) => deps.evaluation.check(request.body as EvaluateRequest) },
      schema: {
        operationId: 'evaluate',
        summary: 'Evaluate a prompt',
        description:
          'Runs the prompt through the named evaluators (GET /v1/evaluators; default: every one that can run here, `llm_quality` only when a model provider is configured). Without an evaluator that needs the model provider, the answer is 200 with every result; with one (`llm_quality`), the evaluation runs as a job: 202 with `poll_url`. Either way the `id` reads the evaluation back with GET /v1/evaluate/{id} for 24 hours by default. Unknown evaluator names and models off the allowlist are 400; `llm_quality` named on a service without a model provider is 503.',
        tags: ['evaluation'],
        body: EvaluateRequestSchema,
        response: {
          200: EvaluationResultSchema,
          202: EvaluationAcceptedSchema,
          503: { $ref: 'ErrorBody#', description: '`llm_quality` was requested and no model provider is configured' },
        },
      },
    },
    async (request, reply) => {
      const submitted = await deps.evaluation.evaluate(ownerOf(request), request.body);
      return reply.code(submitted.status).send(submitted.body);
    },
  );
}
