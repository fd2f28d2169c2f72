import { principalOf } from '../plugins/guard.js';
import { PolicySchema, PolicyUpdateSchema } from '../../policy/schemas.js';
import type { App, HttpDeps } from '../types.js';

export function policyUpdate(app: App, deps: HttpDeps): void {
  app.put(
    '/v1/policy',
    {
      config: { scope: 'evaluate' },
      // No body at all (or an empty one) changes nothing, as `{}` does.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      schema: {
        operationId: 'updatePolicy',
        summary: "Update the key's screening policy",
        description: 'Every field is optional; fields left out keep their values, and an empty body means `{}`. An invalid or unknown field is 400 and changes nothing.',
        tags: ['policy'],
        body: PolicyUpdateSchema,
        response: { 200: PolicySchema },
      },
    },
    (request) => deps.policies.update(principalOf(request).keyId, request.body),
  );
}
