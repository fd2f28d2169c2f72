import { Type } from '@fastify/type-provider-typebox';
import { ALLOWED_MODELS } from '../../llm/models.js';
import type { App, HttpDeps } from '../types.js';

const ModelSchema = Type.Object(
  {
    id: Type.String({ description: 'Model identifier `<provider>/<model-name>`, as accepted in `agent_config.model` and `model`' }),
    name: Type.String(),
    context_length: Type.Integer({ minimum: 1, description: 'Context window in tokens' }),
    pricing: Type.Object(
      {
        input_per_1m: Type.Number({ minimum: 0, description: 'USD per 1M input tokens' }),
        output_per_1m: Type.Number({ minimum: 0, description: 'USD per 1M output tokens' }),
      },
      { additionalProperties: false },
    ),
    free: Type.Boolean({ description: 'A `:free` variant: no charge, with the aggregator\'s tight rate limits' }),
  },
  { additionalProperties: false, title: 'Model' },
);

const ModelListSchema = Type.Object({ models: Type.Array(ModelSchema) }, { additionalProperties: false });

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
