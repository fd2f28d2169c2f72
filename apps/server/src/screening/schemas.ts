import { Type, type Static } from '@fastify/type-provider-typebox';
import { CATEGORIES, OWASP_LLM_2025, POLICY_MODES, REQUESTER_TRUST_LEVELS, SOURCE_KINDS, SUGGESTED_ACTIONS, TYPED_SEVERITIES, VERDICTS } from '@parapet/engine';
import { ALLOWED_MODEL_IDS } from '../llm/models.js';

export const MAX_TEXT = 50_000;
const text = (description: string) => Type.String({ maxLength: 10_000, description });
const ModelId = Type.Enum([...ALLOWED_MODEL_IDS], { description: 'One of the allowed model identifiers (see GET /v1/models)' });

/** Present, with true, when the semantic analysis was unavailable rather than skipped; on every screening answer. */
const Degraded = {
  degraded: Type.Optional(Type.Boolean({ description: 'Present with true when a layer was unavailable rather than skipped' })),
  degraded_reason: Type.Optional(Type.Enum(['llm_failed', 'llm_disabled'], { description: 'Present with `degraded`' })),
};

export const ParseRequestSchema = Type.Object(
  {
    prompt: Type.String({ minLength: 1, maxLength: MAX_TEXT, description: 'The untrusted text to screen' }),
    mode: Type.Optional(Type.Enum(['full', 'pattern-only'], { description: '`pattern-only` keeps the prompt inside the service' })),
    // One enum rather than boolean-or-literal, so a wrong value is told the three it may take.
    execute: Type.Optional(Type.Unsafe<boolean | 'auto'>({ enum: [true, false, 'auto'], description: 'Sandbox execution; `auto` lets the service decide' })),
    model: Type.Optional(ModelId),
    policy_mode: Type.Optional(Type.Enum([...POLICY_MODES])),
    bypass_codeword: Type.Optional(Type.String({ maxLength: 1000 })),
    bypass_codewordstring: Type.Optional(Type.String({ maxLength: 1000, description: 'Alias of bypass_codeword' })),
    test_input: Type.Optional(Type.String({ maxLength: MAX_TEXT })),
    agent_config: Type.Optional(
      Type.Object(
        {
          model: Type.Optional(ModelId),
          temperature: Type.Optional(Type.Number({ minimum: 0, maximum: 2 })),
          max_tokens: Type.Optional(Type.Integer({ minimum: 1, maximum: 16384 })),
          agent_role: Type.Optional(text("Description of the agent's role")),
        },
        { description: 'Unknown fields are ignored' },
      ),
    ),
    metadata: Type.Optional(
      Type.Object(
        {
          agent_id: Type.Optional(text('Tracking')),
          session_id: Type.Optional(text('Tracking')),
          source: Type.Optional(text('`user_input` maps to source_kind `user`')),
          source_kind: Type.Optional(Type.Enum([...SOURCE_KINDS], { description: 'Where the text came from; drives source-sensitive scoring' })),
          trust_level: Type.Optional(text('Recorded; never lowers a score')),
          requester_trust: Type.Optional(Type.Enum([...REQUESTER_TRUST_LEVELS])),
          requester_id: Type.Optional(text('Who asked')),
          channel: Type.Optional(text('e.g. slack-general; Slack-type channels never get owner softening')),
          subject: Type.Optional(text('Subject line')),
          conversation_context: Type.Optional(Type.String({ maxLength: MAX_TEXT })),
        },
        { description: 'Unknown fields are ignored' },
      ),
    ),
  },
  { description: 'Unknown fields are ignored' },
);

const Score = Type.Number({ minimum: 0, maximum: 10, description: '0-10, one decimal' });

/** What the remote semantic-analysis layer did for one screening (the interface's `layers.llm`). */
export const LLM_LAYER_VALUES = ['ran', 'skipped_pattern_only', 'skipped_high_severity', 'disabled', 'failed'] as const;

const LlmLayerSchema = Type.Enum([...LLM_LAYER_VALUES], {
  description:
    'The remote semantic analysis: `ran` (its verdict contributed), `skipped_pattern_only` (mode pattern-only: the text was not sent out), `skipped_high_severity` (the result before it was already at or above the block threshold, which it cannot lower), `disabled` (no model provider configured; degraded), `failed` (no usable verdict: time-out, provider error, unusable reply, open circuit; degraded)',
});

const LayersSchema = Type.Object({
  pattern: Type.Literal('ran', { description: 'Pattern matching; always runs' }),
  classifier: Type.Literal('ran', { description: 'The local classifier; runs in-process, with no network, in both modes' }),
  llm: LlmLayerSchema,
});

const ParseFlagSchema = Type.Object({
  id: Type.String({ description: 'Rule id, stable: <category>.<slug>' }),
  category: Type.Enum([...CATEGORIES]),
  type: Type.String({ description: 'Typed flag type, e.g. prompt_injection, obfuscation' }),
  label: Type.String(),
  detail: Type.String(),
  severity: Score,
  evidence: Type.String({ maxLength: 200, description: 'The matched text; "" in a result read back from storage (GET by id) unless the operator set PARAPET_STORE_TEXT (docs/privacy.md)' }),
});

export const TypedFlagSchema = Type.Object({
  id: Type.String(),
  type: Type.String(),
  severity: Type.Enum([...TYPED_SEVERITIES]),
  description: Type.String(),
  evidence: Type.String({ maxLength: 200, description: 'The matched text; "" in a result read back from storage (GET by id) unless the operator set PARAPET_STORE_TEXT (docs/privacy.md)' }),
});

export const ParseResponseSchema = Type.Object({
  id: Type.String(),
  trace_id: Type.String({ description: 'Receipt identifier; equal to id' }),
  risk_score: Score,
  safe: Type.Boolean({ description: 'risk_score < the effective auto-block threshold' }),
  verdict: Type.Enum([...VERDICTS]),
  flags: Type.Array(ParseFlagSchema),
  categories: Type.Object(Object.fromEntries(CATEGORIES.map((c) => [c, Type.Number({ minimum: 0, maximum: 10, description: OWASP_LLM_2025[c] })]))),
  policy: Type.Object({
    auto_block: Type.Boolean(),
    threshold: Type.Number(),
    approval_required_for_personal_data: Type.Boolean(),
    approval_required_for_location: Type.Boolean(),
    approval_required_for_future_plans: Type.Boolean(),
    approval_default_action: Type.String(),
  }),
  suggested_action: Type.Enum([...SUGGESTED_ACTIONS]),
  approval_request: Type.Optional(
    Type.Object({
      type: Type.Literal('privacy_disclosure'),
      sensitivity: Type.String(),
      data_requested: Type.Array(Type.String()),
      requester_trust: Type.String(),
      owner_prompt: Type.String(),
      default_action: Type.Literal('deny'),
      expires_in_seconds: Type.Integer(),
      allowed_response_modes: Type.Array(Type.String()),
    }),
  ),
  analysis_method: Type.Enum(['pattern', 'pattern+llm', 'pattern_only']),
  layers: LayersSchema,
  ...Degraded,
  latency_ms: Type.Number(),
  execution_pending: Type.Optional(Type.Boolean({ description: 'True when a sandbox execution was started (202)' })),
  poll_url: Type.Optional(Type.String({ description: '`/v1/parse/<id>`: where the execution result is polled; present with execution_pending' })),
});

export const ScreenOutputRequestSchema = Type.Object(
  {
    output: Type.String({ maxLength: MAX_TEXT, description: 'The model output to screen' }),
    context: Type.Optional(Type.String({ maxLength: MAX_TEXT, description: 'The original prompt or task' })),
    canary: Type.Optional(Type.String({ minLength: 4, maxLength: 200, description: 'A secret planted in the prompt; finding it in the output proves a leak' })),
  },
  { description: 'Unknown fields are ignored' },
);

export const ScreenOutputResponseSchema = Type.Object({
  id: Type.String(),
  risk_score: Score,
  safe: Type.Boolean(),
  verdict: Type.Enum([...VERDICTS]),
  flags: Type.Array(TypedFlagSchema),
  categories: Type.Array(Type.Enum([...CATEGORIES])),
  output_length: Type.Integer(),
  layers: LayersSchema,
  ...Degraded,
});

export const TrustRequestSchema = Type.Object(
  {
    source_agent: Type.String({ minLength: 1, maxLength: 200, description: 'The sender, as authenticated by the transport' }),
    message: Type.String({ minLength: 1, maxLength: MAX_TEXT }),
    context: Type.Optional(Type.String({ maxLength: MAX_TEXT })),
  },
  { description: 'Unknown fields are ignored' },
);

export const TrustResponseSchema = Type.Object({
  id: Type.String(),
  trusted: Type.Boolean(),
  risk_score: Score,
  flags: Type.Array(TypedFlagSchema),
  recommendation: Type.Enum(['accept', 'review', 'reject']),
  layers: LayersSchema,
  ...Degraded,
});

export type ParseRequest = Static<typeof ParseRequestSchema>;
export type ParseMetadata = NonNullable<ParseRequest['metadata']>;
export type LlmLayer = Static<typeof LlmLayerSchema>;
/**
 * The layers of a screening. The pattern layer and the local classifier always run (in-process, no
 * network, in both modes: the service does not start without the classifier's weights).
 */
export type Layers = Static<typeof LayersSchema>;
export type ParseResponse = Static<typeof ParseResponseSchema>;
export type ScreenOutputRequest = Static<typeof ScreenOutputRequestSchema>;
export type OutputResponse = Static<typeof ScreenOutputResponseSchema>;
export type TrustRequest = Static<typeof TrustRequestSchema>;
export type TrustResponse = Static<typeof TrustResponseSchema>;

/** GET /v1/screenings: the key's audit trail, newest first. */
export const ScreeningListQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$', description: 'Records per page, 1 to 1000 (default 50)' })),
    cursor: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,300}$', description: 'The `next_cursor` of the previous page' })),
    surface: Type.Optional(Type.Enum(['prompt', 'output', 'agent'], { description: 'prompt: POST /v1/parse; output: POST /v1/screen-output; agent: POST /v1/agent/trust/verify' })),
    verdict: Type.Optional(
      Type.Enum([...VERDICTS, 'accept', 'review', 'reject'], { description: 'A verdict, or for agent messages a recommendation' }),
    ),
    category: Type.Optional(Type.String({ pattern: '^[a-z][a-z_]{0,63}$', description: 'A risk category (agent messages: a flag type) the screening raised' })),
    since: Type.Optional(Type.String({ format: 'date-time', description: 'Created at or after (RFC 3339)' })),
    until: Type.Optional(Type.String({ format: 'date-time', description: 'Created before (RFC 3339)' })),
    format: Type.Optional(Type.Enum(['json', 'jsonl'], { default: 'json', description: 'jsonl: one record per line (application/x-ndjson), the next page\'s cursor in the X-Next-Cursor header' })),
  },
  { additionalProperties: false },
);

export const ScreeningEntrySchema = Type.Object({
  id: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  surface: Type.Enum(['prompt', 'output', 'agent']),
  source_kind: Type.Union([Type.String(), Type.Null()], { description: 'The metadata source_kind of a prompt; null when none was given' }),
  verdict: Type.String(),
  risk_score: Score,
  safe: Type.Boolean(),
  categories: Type.Array(Type.String()),
  flag_ids: Type.Array(Type.String()),
  text_sha256: Type.String({ description: 'Hex SHA-256 of the screened text, which is never stored' }),
  text_length: Type.Integer({ minimum: 0 }),
});

export const ScreeningListSchema = Type.Object({
  screenings: Type.Array(ScreeningEntrySchema),
  next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as `cursor` for the next page; null on the last page' }),
});

export type ScreeningListQuery = Static<typeof ScreeningListQuerySchema>;
export type ScreeningEntry = Static<typeof ScreeningEntrySchema>;
