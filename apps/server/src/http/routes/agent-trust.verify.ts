import { principalOf } from '../plugins/guard.js';
import { TrustRequestSchema, TrustResponseSchema } from '../../screening/schemas.js';
import type { App, HttpDeps } from '../types.js';

export function agentTrustVerify(app: App, deps: HttpDeps): void {
  app.post(
    '/v1/agent/trust/verify',
    {
      config: { scope: 'evaluate' },
      schema: {
        operationId: 'verifyAgentMessage',
        summary: 'Verify a message from another agent',
        description: 'Checks a message from another agent for injection, social engineering, privilege escalation and identity spoofing (a claimed sender other than source_agent, forged headers), with the pattern layer, the local classifier and (when a model provider is configured) the semantic analysis; `layers` says which ran.',
        tags: ['screening'],
        body: TrustRequestSchema,
        response: { 200: TrustResponseSchema },
      },
    },
    async (request, reply) => {
      const { body, llmFailure } = await deps.screening.verifyAgent(principalOf(request).keyId, request.body);
      if (llmFailure) request.log.warn({ event: 'llm_failed', screening_id: body.id, reason: llmFailure }, 'semantic analysis failed; answered on the local layers');
      return reply.send(body);
    },
  );
}
