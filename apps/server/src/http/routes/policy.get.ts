import { principalOf } from '../plugins/guard.js';
import { PolicySchema } from '../../policy/schemas.js';
import type { App, HttpDeps } from '../types.js';

export function policyGet(app: App, deps: HttpDeps): void {
  app.get(
    '/v1/policy',
    {
      config: { scope: 'evaluate' },
      schema: { operationId: 'getPolicy', summary: "Read the key's screening policy", tags: ['policy'], response: { 200: PolicySchema } },
    },
    (request) => deps.policies.get(principalOf(request).keyId),
  );
}
