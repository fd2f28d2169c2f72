import { Type, type Static } from '@fastify/type-provider-typebox';
import { CATEGORIES, SUGGESTED_ACTIONS, VERDICTS } from '@parapet/engine';
import { PII_TYPES } from './pii.js';
import { EVALUATOR_NAMES } from './registry.js';

const EvaluatorNameSchema = Type.String({ minLength: 1, maxLength: 64, description: 'An evaluator name; GET /v1/evaluators lists them' });

export const EvaluateRequestSchema = Type.Object(
  {
    prompt: Type.String({ minLength: 1, maxLength: 50_000, description: 'The prompt to evaluate' }),
    evaluators: Type.Optional(
      Type.Array(EvaluatorNameSchema, {
        minItems: 1,
        maxItems: 16,
        description: `Evaluators to run, of ${EVALUATOR_NAMES.join(', ')}. Default: every evaluator that can run on this service: the local ones, and llm_quality (which sends the prompt to the model provider, so the answer is 202) when a model provider is configured. Unknown names are 400.`,
      }),
    ),
    model: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'Model whose prices `cost` uses and that `llm_quality` asks; one of GET /v1/models. Default: the configured default model.' }),
    ),
  },
  { title: 'EvaluateRequest', description: 'Unknown fields are ignored' },
);

const SubScoreSchema = Type.Object(
  { score: Type.Number({ minimum: 0, maximum: 10 }), reasons: Type.Array(Type.String()) },
  { additionalProperties: false },
);

const SafetyResultSchema = Type.Object(
  {
    risk_score: Type.Number({ minimum: 0, maximum: 10 }),
    verdict: Type.Enum([...VERDICTS]),
    safe: Type.Boolean({ description: 'risk_score below the key\'s auto-block threshold' }),
    suggested_action: Type.Enum([...SUGGESTED_ACTIONS]),
    categories: Type.Object(Object.fromEntries(CATEGORIES.map((c) => [c, Type.Number({ minimum: 0, maximum: 10 })])), { additionalProperties: false }),
    top_flags: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          category: Type.Enum([...CATEGORIES]),
          type: Type.String(),
          label: Type.String(),
          severity: Type.Number({ minimum: 0, maximum: 10 }),
          evidence: Type.String({ description: 'The matched text, at most 200 characters; "" in a result read back from storage (GET by id) unless the operator set PARAPET_STORE_TEXT (docs/privacy.md)' }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 5, description: 'The strongest flags, most severe first' },
    ),
    flag_count: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false, title: 'SafetyEvaluation' },
);

const QualityResultSchema = Type.Object(
  {
    score: Type.Number({ minimum: 0, maximum: 10, description: 'Mean of the four sub-scores' }),
    clarity: SubScoreSchema,
    specificity: SubScoreSchema,
    structure: SubScoreSchema,
    ambiguity: Type.Object(SubScoreSchema.properties, { additionalProperties: false, description: '10 means unambiguous' }),
  },
  { additionalProperties: false, title: 'QualityEvaluation' },
);

const UsdSchema = Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$', description: 'USD, an exact decimal string' });

const CostResultSchema = Type.Object(
  {
    model: Type.String(),
    tokenizer: Type.String({ description: 'The encoding tokens are counted with' }),
    input_tokens: Type.Integer({ minimum: 0 }),
    estimated_output_tokens: Type.Integer({ minimum: 0 }),
    output_estimate_basis: Type.String(),
    pricing: Type.Object(
      { input_per_1m: Type.Number({ minimum: 0 }), output_per_1m: Type.Number({ minimum: 0 }) },
      { additionalProperties: false, description: 'USD per 1M tokens, as GET /v1/models lists them' },
    ),
    input_cost_usd: UsdSchema,
    estimated_output_cost_usd: UsdSchema,
    estimated_total_cost_usd: UsdSchema,
    context_length: Type.Integer({ minimum: 1 }),
    fits_context: Type.Boolean(),
  },
  { additionalProperties: false, title: 'CostEvaluation' },
);

const PiiResultSchema = Type.Object(
  {
    found: Type.Boolean(),
    count: Type.Integer({ minimum: 0 }),
    types: Type.Object(Object.fromEntries(PII_TYPES.map((t) => [t, Type.Optional(Type.Integer({ minimum: 1 }))])), { additionalProperties: false }),
    findings: Type.Array(
      Type.Object(
        {
          type: Type.Enum([...PII_TYPES]),
          evidence: Type.String({ description: 'The match, mostly masked; "" in a result read back from storage (GET by id) unless the operator set PARAPET_STORE_TEXT (docs/privacy.md)' }),
          start: Type.Integer({ minimum: 0 }),
          end: Type.Integer({ minimum: 0 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 100 },
    ),
    truncated: Type.Boolean(),
  },
  { additionalProperties: false, title: 'PiiEvaluation' },
);

const ComplexityResultSchema = Type.Object(
  {
    characters: Type.Integer({ minimum: 0 }),
    words: Type.Integer({ minimum: 0 }),
    sentences: Type.Integer({ minimum: 0 }),
    average_sentence_length: Type.Number({ minimum: 0 }),
    average_syllables_per_word: Type.Number({ minimum: 0 }),
    complex_word_ratio: Type.Number({ minimum: 0, maximum: 1 }),
    flesch_reading_ease: Type.Number(),
    flesch_kincaid_grade: Type.Number({ minimum: 0 }),
    instruction_depth: Type.Integer({ minimum: 0 }),
    conditions: Type.Integer({ minimum: 0 }),
    tasks: Type.Integer({ minimum: 0 }),
    task_verbs: Type.Array(Type.String()),
    level: Type.Enum(['simple', 'moderate', 'complex']),
  },
  { additionalProperties: false, title: 'ComplexityEvaluation' },
);

const LlmQualityResultSchema = Type.Object(
  {
    model: Type.String(),
    score: Type.Number({ minimum: 0, maximum: 10 }),
    summary: Type.String(),
    strengths: Type.Array(Type.String()),
    weaknesses: Type.Array(Type.String()),
    suggestions: Type.Array(Type.String()),
  },
  { additionalProperties: false, title: 'LlmQualityEvaluation' },
);

const EvaluationStatusSchema = Type.Enum(['pending', 'completed', 'failed']);

export const EvaluationResultSchema = Type.Object(
  {
    id: Type.String({ description: 'Identifier of the evaluation; GET /v1/evaluate/{id} reads it back with the same key, synchronous (200) or not (202), for 24 hours by default' }),
    status: EvaluationStatusSchema,
    prompt_length: Type.Integer({ minimum: 0, description: 'Characters (UTF-16 code units) of the prompt' }),
    model: Type.Optional(Type.String({ description: 'The model `cost` priced and `llm_quality` asked' })),
    evaluators: Type.Optional(Type.Array(Type.Enum([...EVALUATOR_NAMES]), { description: 'The evaluators that ran, in registry order' })),
    results: Type.Optional(
      Type.Object(
        {
          safety: Type.Optional(SafetyResultSchema),
          quality: Type.Optional(QualityResultSchema),
          cost: Type.Optional(CostResultSchema),
          pii: Type.Optional(PiiResultSchema),
          complexity: Type.Optional(ComplexityResultSchema),
          llm_quality: Type.Optional(LlmQualityResultSchema),
        },
        { additionalProperties: false, description: 'One entry per evaluator that ran; present when completed' },
      ),
    ),
    created_at: Type.String({ format: 'date-time' }),
    completed_at: Type.Optional(Type.String({ format: 'date-time', description: 'When it completed or failed' })),
    error: Type.Optional(Type.String({ description: 'Why the evaluation failed; present when failed' })),
  },
  { additionalProperties: false, title: 'EvaluationResult' },
);

export const EvaluationAcceptedSchema = Type.Object(
  {
    id: Type.String(),
    status: Type.Literal('pending'),
    poll_url: Type.String({ description: 'Relative URL of the result: /v1/evaluate/<id>' }),
  },
  { additionalProperties: false, title: 'EvaluationAccepted' },
);

export type EvaluateRequest = Static<typeof EvaluateRequestSchema>;
/** The evaluation result body (POST /v1/evaluate 200, GET /v1/evaluate/{id}). */
export type EvaluationBody = Static<typeof EvaluationResultSchema>;
/** One entry per evaluator that ran. */
export type EvaluationResults = NonNullable<EvaluationBody['results']>;
export type AcceptedBody = Static<typeof EvaluationAcceptedSchema>;

export const EvaluatorListSchema = Type.Object(
  {
    evaluators: Type.Array(Type.Object({ name: Type.String(), description: Type.String() }, { additionalProperties: false, title: 'Evaluator' })),
  },
  { additionalProperties: false },
);
