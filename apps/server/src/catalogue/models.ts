/**
 * The agent models clients may name (`agent_config.model`, and `model` for semantic analysis), with
 * the prices the earlier service published (USD per 1M tokens). Live names and prices come from the
 * model aggregator when it is configured.
 */
export interface ModelEntry {
  id: string;
  input_per_1m: number;
  output_per_1m: number;
}

export const ALLOWED_MODELS: readonly ModelEntry[] = Object.freeze([
  { id: 'meta-llama/llama-3.3-70b-instruct:free', input_per_1m: 0, output_per_1m: 0 },
  { id: 'google/gemma-3-27b-it:free', input_per_1m: 0, output_per_1m: 0 },
  { id: 'mistralai/mistral-small-3.1-24b-instruct:free', input_per_1m: 0, output_per_1m: 0 },
  { id: 'nousresearch/hermes-3-llama-3.1-405b:free', input_per_1m: 0, output_per_1m: 0 },
  { id: 'deepseek/deepseek-chat-v3-0324:free', input_per_1m: 0, output_per_1m: 0 },
  { id: 'deepseek/deepseek-chat', input_per_1m: 0.14, output_per_1m: 0.28 },
  { id: 'openai/gpt-4o-mini', input_per_1m: 0.15, output_per_1m: 0.6 },
  { id: 'openai/gpt-4o', input_per_1m: 2.5, output_per_1m: 10 },
  { id: 'openai/o1', input_per_1m: 15, output_per_1m: 60 },
  { id: 'openai/o3-mini', input_per_1m: 1.1, output_per_1m: 4.4 },
  { id: 'anthropic/claude-sonnet-4-6', input_per_1m: 3, output_per_1m: 15 },
  { id: 'anthropic/claude-haiku-4-5', input_per_1m: 0.8, output_per_1m: 4 },
  { id: 'anthropic/claude-3.5-sonnet', input_per_1m: 3, output_per_1m: 15 },
  { id: 'anthropic/claude-3-haiku', input_per_1m: 0.25, output_per_1m: 1.25 },
  { id: 'google/gemini-2.0-flash', input_per_1m: 0.1, output_per_1m: 0.4 },
  { id: 'google/gemini-2.0-pro', input_per_1m: 1.25, output_per_1m: 5 },
  { id: 'mistral/mistral-large', input_per_1m: 2, output_per_1m: 6 },
  { id: 'mistral/mistral-small', input_per_1m: 0.2, output_per_1m: 0.6 },
]);

export const ALLOWED_MODEL_IDS: readonly string[] = Object.freeze(ALLOWED_MODELS.map((m) => m.id));
