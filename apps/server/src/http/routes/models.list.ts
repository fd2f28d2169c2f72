import { ALLOWED_MODELS } from '../../llm/models.js';
import { ModelListSchema } from '../../llm/schemas.js';
import type { App, HttpDeps } from '../types.js';

export function modelsList(app: App, deps: HttpDeps): void {
  app.get(
    '/v1/models',
    {
      config: { rateLimitClass: 'ip' },
      schema: {
        operationId: 'listModels',
        summary: 'List the allowed models',
        description:
          'No authentication. The models a request may name, reached through the model aggregator. Names, context lengths and prices are refreshed from the aggregator when the service has a key for it; otherwise the shipped values are listed.',
        tags: ['models'],
        response: { 200: ModelListSchema },
      },
    },
    async () => ({ models: [...(deps.models ? await deps.models.list() : ALLOWED_MODELS)] }),
  );
}
