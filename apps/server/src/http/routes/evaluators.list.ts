import { EvaluatorListSchema } from '../../evaluation/schemas.js';
import type { App, HttpDeps } from '../types.js';

export function evaluatorsList(app: App, deps: HttpDeps): void {
  app.get(
    '/v1/evaluators',
    {
      config: { rateLimitClass: 'ip' },
      schema: {
        operationId: 'listEvaluators',
        summary: 'List the prompt evaluators',
        description: 'No authentication. The evaluators POST /v1/evaluate can run, by name, with what each one measures.',
        tags: ['evaluation'],
        response: { 200: EvaluatorListSchema },
      },
    },
    async () => ({ evaluators: deps.evaluation.list() }),
  );
}
