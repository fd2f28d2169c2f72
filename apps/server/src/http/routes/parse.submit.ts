import { AppError } from '../../errors/catalogue.js';
import { ownerOf, principalOf } from '../plugins/guard.js';
import { ParseRequestSchema, ParseResponseSchema, type ParseRequest } from '../../screening/schemas.js';
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
      const codeword = deps.config.bypassCodeword !== undefined && (request.body.bypass_codeword ?? request.body.bypass_codewordstring) !== undefined;
      if (codeword) await refuseLockedCodeword(deps, principal.keyId);
      const { body, bypassUsed, llmFailure, status } = await deps.screening.parse(ownerOf(request), request.body);
      if (bypassUsed) request.log.warn({ event: 'bypass_used', key_id: principal.keyId, screening_id: body.id }, 'bypass codeword used');
      if (codeword && !bypassUsed) {
        // Counted and logged, never echoed: the guess itself stays out of the logs.
        const failures = await deps.limiter.hit(codewordBucket(principal.keyId), deps.config.bypassFailures.max, deps.config.bypassFailures.windowMs);
        request.log.warn(
          { event: 'bypass_codeword_rejected', key_id: principal.keyId, screening_id: body.id, failures_left: failures.remaining },
          'wrong bypass codeword',
        );
      }
      if (llmFailure) request.log.warn({ event: 'llm_failed', screening_id: body.id, reason: llmFailure }, 'semantic analysis failed; answered on the local layers');
      if (status === 202) request.log.info({ event: 'sandbox_execution_queued', key_id: principal.keyId, execution_id: body.id }, 'sandbox execution queued');
      return reply.code(status).send(body);
    },
  );
}

const codewordBucket = (keyId: string): string => `codeword-failures:${keyId}`;

/**
 * Wrong bypass codewords are limited per key apart from its request rate: past the allowance every
 * request carrying a codeword is refused until the window ends, the right codeword included, so
 * that guessing cannot go on at the key's full request rate.
 */
async function refuseLockedCodeword(deps: HttpDeps, keyId: string): Promise<void> {
  const { max, windowMs } = deps.config.bypassFailures;
  const state = await deps.limiter.peek(codewordBucket(keyId), max, windowMs);
  if (state.remaining > 0) return;
  const retryAfter = Math.max(1, Math.ceil((state.resetAtMs - deps.clock.now()) / 1000));
  throw new AppError(
    'bypass_codeword_locked',
    `Too many wrong bypass codewords from this key (${max} per ${Math.round(windowMs / 1000)} s); requests with a codeword are refused for ${retryAfter} s.`,
    { 'retry-after': String(retryAfter) },
  );
}
