import { Type, type Static } from '@fastify/type-provider-typebox';
import { CATEGORIES, VERDICTS } from '@parapet/engine';
import { TypedFlagSchema } from '../screening/schemas.js';

export const SANDBOX_STATUSES = ['success', 'timeout', 'error'] as const;

/** GET /v1/parse/{id}: a sandbox execution started by a parse request. */
export const ExecutionResultSchema = Type.Object({
  id: Type.String({ description: 'The parse answer\'s id' }),
  status: Type.Enum(['pending', 'completed', 'failed'], { description: '`pending` until the execution completes or fails' }),
  risk_score: Type.Number({
    minimum: 0,
    maximum: 10,
    description: "The parse answer's score while pending or after a failure; once completed, that score joined with the execution's evidence (never lower)",
  }),
  safe: Type.Boolean({ description: 'risk_score < the threshold of the parse answer' }),
  verdict: Type.Enum([...VERDICTS]),
  screening_risk_score: Type.Number({ minimum: 0, maximum: 10, description: 'The parse answer\'s score, before execution' }),
  execution: Type.Optional(
    Type.Object({
      output: Type.String({ description: 'Everything the agent wrote as text, every turn, blank-line separated; empty after a failure' }),
      isolated: Type.Literal(true, { description: 'The agent ran in the job runner with no real tools: its tool calls were recorded and never executed' }),
      sandbox_status: Type.Enum([...SANDBOX_STATUSES], { description: '`success` (completed), `timeout` or `error` (failed)' }),
      model: Type.Optional(Type.String({ description: 'The agent model, as the provider named it' })),
      turns: Type.Optional(Type.Integer({ description: 'Model calls made' })),
      finish_reason: Type.Optional(Type.String({ description: '`stop`, `length`, ... as the provider said, or `max_turns` when the agent was still calling tools' })),
    }),
  ),
  execution_risk_score: Type.Optional(Type.Number({ minimum: 0, maximum: 10, description: 'The execution\'s evidence alone: output screening, leaked canaries, honeypot calls' })),
  canary_leaked: Type.Optional(Type.Boolean({ description: 'A canary secret planted in the agent\'s system prompt appeared in its output or in a tool call\'s arguments' })),
  tool_calls: Type.Optional(
    Type.Array(
      Type.Object({
        turn: Type.Integer({ minimum: 1 }),
        name: Type.String(),
        arguments: Type.String({ description: 'The arguments as the model wrote them (JSON text, at most 4000 characters)' }),
        executed: Type.Literal(false, { description: 'Honeypot tools are never executed; the model got a stub answer' }),
      }),
    ),
  ),
  flags: Type.Optional(Type.Array(TypedFlagSchema, { description: 'Typed flags of the execution, strongest first' })),
  categories: Type.Optional(Type.Array(Type.Enum([...CATEGORIES]))),
  error: Type.Optional(Type.String({ description: 'Why the execution failed' })),
  created_at: Type.String({ format: 'date-time' }),
  completed_at: Type.Optional(Type.String({ format: 'date-time' })),
});

/** The body of GET /v1/parse/{id}. */
export type ExecutionBody = Static<typeof ExecutionResultSchema>;
