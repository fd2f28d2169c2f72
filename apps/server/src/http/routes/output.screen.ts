import { principalOf } from '../plugins/guard.js';
import { ScreenOutputRequestSchema, ScreenOutputResponseSchema } from '../../screening/schemas.js';
import type { App, HttpDeps } from '../types.js';

export function outputScreen(app: App, deps: HttpDeps): void {
  app.post(
    '/v1/screen-output',
    {
      config: { scope: 'evaluate' },
      schema: {
        operationId: 'screenOutput',
        summary: 'Screen a model output',
        description: 'Checks what a model wrote for instructions aimed at the next agent, leaked instructions, exfiltration, secrets, personal data, harmful content and an optional canary, with the pattern layer, the local classifier and (when a model provider is configured) the semantic analysis; `layers` says which ran.',
        tags: ['screening'],
        body: ScreenOutputRequestSchema,
        response: { 200: ScreenOutputResponseSchema },
      },
    },
    async (request, reply) => {
      const { body, llmFailure } = await deps.screening.screenOutput(principalOf(request).keyId, request.body);
      if (llmFailure) request.log.warn({ event: 'llm_failed', screening_id: body.id, reason: llmFailure }, 'semantic analysis failed; answered on the local layers');
      return reply.send(body);
    },
  );
}
