import { principalOf } from '../plugins/guard.js';
import { TrustRequestSchema, TrustResponseSchema } from '../screening-schemas.js';
import type { App, HttpDeps } from '../types.js';

export function agentTrustVerify(app: App, deps: HttpDeps): void {
  app.post(
    '/v1/agent/trust/verify',
    {
      config: { scope: 'evaluate' },
      schema: {
        summary: 'Verify a message from another agent',
        description: 'Checks a message from another agent for injection, social engineering, privilege escalation and identity spoofing (a claimed sender other than source_agent, forged headers).',
        tags: ['screening'],
        body: TrustRequestSchema,
        response: { 200: TrustResponseSchema },
      },
    },
    (request) => deps.screening.verifyAgent(principalOf(request).keyId, request.body),
  );
}
