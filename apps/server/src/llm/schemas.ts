import { Type, type Static } from '@fastify/type-provider-typebox';

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

export const ModelListSchema = Type.Object({ models: Type.Array(ModelSchema) }, { additionalProperties: false });

/** One allowed model with its details, as GET /v1/models lists it. */
export type ModelEntry = Static<typeof ModelSchema>;
