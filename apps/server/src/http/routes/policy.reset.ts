import { principalOf } from '../plugins/guard.js';
import { PolicySchema } from '../../policy/schemas.js';
import type { App, HttpDeps } from '../types.js';

export function policyReset(app: App, deps: HttpDeps): void {
  app.delete(
    '/v1/policy',
    {
      config: { scope: 'evaluate' },
      schema: { operationId: 'resetPolicy', summary: "Reset the key's screening policy to the defaults", tags: ['policy'], response: { 200: PolicySchema } },
    },
    (request) => deps.policies.reset(principalOf(request).keyId),
  );
}
