import { principalOf } from '../plugins/guard.js';
import { ParseRequestSchema, ParseResponseSchema } from '../screening-schemas.js';
import type { App, HttpDeps } from '../types.js';

export function parseSubmit(app: App, deps: HttpDeps): void {
  app.post(
    '/v1/parse',
    {
      config: { scope: 'evaluate' },
      schema: {
        summary: 'Screen a prompt',
        description:
          'Screens untrusted text (a prompt, document, email, tool output or agent message) and answers with a risk score, verdict, flags with evidence, per-category scores and a suggested action. A blocked prompt is a 200 answer. `layers` says which analysis layers ran; `degraded` marks an answer the semantic analysis could not contribute to.',
        tags: ['screening'],
        body: ParseRequestSchema,
        response: { 200: ParseResponseSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { body, bypassUsed, llmFailure } = await deps.screening.parse(principal.keyId, request.body);
      if (bypassUsed) request.log.warn({ event: 'bypass_used', key_id: principal.keyId, screening_id: body.id }, 'bypass codeword used');
      if (llmFailure) request.log.warn({ event: 'llm_failed', screening_id: body.id, reason: llmFailure }, 'semantic analysis failed; answered on the local layers');
      return reply.send(body);
    },
  );
}
