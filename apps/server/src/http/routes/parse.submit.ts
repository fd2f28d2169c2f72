import type { ParseRequest } from '../../services/screening.js';
import { ownerOf, principalOf } from '../plugins/guard.js';
import { ParseRequestSchema, ParseResponseSchema } from '../screening-schemas.js';
import type { App, HttpDeps } from '../types.js';

export function parseSubmit(app: App, deps: HttpDeps): void {
  app.post(
    '/v1/parse',
    {
      config: { scope: 'evaluate', precheck: (request) => deps.screening.checkParse(request.body as ParseRequest) },
      schema: {
        operationId: 'parse',
        summary: 'Screen a prompt',
        description:
          'Screens untrusted text (a prompt, document, email, tool output or agent message) and answers with a risk score, verdict, flags with evidence, per-category scores and a suggested action. A blocked prompt is a 200 answer. `layers` says which analysis layers ran; `degraded` marks an answer the semantic analysis could not contribute to.\n\n' +
          'Sandbox execution: with `execute: true` (or `"auto"` when the verdict is in the caution band, 4 up to the threshold, and a model provider is configured) the prompt is also run by an agent model (`agent_config`) in an isolated worker with planted canary secrets and honeypot tools that are recorded and never executed. The answer is then 202: the same screening with `execution_pending: true` and `poll_url` (`/v1/parse/<id>`). `execute: true` without a model provider is 503; `execute` with `mode: "pattern-only"` is 400.',
        tags: ['screening'],
        body: ParseRequestSchema,
        response: {
          200: ParseResponseSchema,
          202: ParseResponseSchema,
          503: { $ref: 'ErrorBody#', description: '`execute: true` and no model provider is configured (`sandbox_unavailable`)' },
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { body, bypassUsed, llmFailure, status } = await deps.screening.parse(ownerOf(request), request.body);
      if (bypassUsed) request.log.warn({ event: 'bypass_used', key_id: principal.keyId, screening_id: body.id }, 'bypass codeword used');
      if (llmFailure) request.log.warn({ event: 'llm_failed', screening_id: body.id, reason: llmFailure }, 'semantic analysis failed; answered on the local layers');
      if (status === 202) request.log.info({ event: 'sandbox_execution_queued', key_id: principal.keyId, execution_id: body.id }, 'sandbox execution queued');
      return reply.code(status).send(body);
    },
  );
}
