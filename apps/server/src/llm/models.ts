import type { ModelEntry } from './schemas.js';

/**
 * The agent models clients may name (`agent_config.model`, and `model` for semantic analysis), as
 * shipped: names and context lengths as the model aggregator lists them, and the prices the earlier
 * service published (USD per 1M tokens). Live names, context lengths and prices come from the
 * aggregator when a key is configured (see `llm/model-directory.ts`); the list of ids never grows from it.
 */
type ShippedModel = [id: string, name: string, contextLength: number, inputPer1m: number, outputPer1m: number];

const SHIPPED: readonly ShippedModel[] = [
  ['meta-llama/llama-3.3-70b-instruct:free', 'Meta: Llama 3.3 70B Instruct (free)', 131_072, 0, 0],
  ['google/gemma-3-27b-it:free', 'Google: Gemma 3 27B (free)', 131_072, 0, 0],
  ['mistralai/mistral-small-3.1-24b-instruct:free', 'Mistral: Mistral Small 3.1 24B (free)', 128_000, 0, 0],
  ['nousresearch/hermes-3-llama-3.1-405b:free', 'Nous: Hermes 3 405B Instruct (free)', 131_072, 0, 0],
  ['deepseek/deepseek-chat-v3-0324:free', 'DeepSeek: DeepSeek V3 0324 (free)', 163_840, 0, 0],
  ['deepseek/deepseek-chat', 'DeepSeek: DeepSeek V3', 163_840, 0.14, 0.28],
  ['openai/gpt-4o-mini', 'OpenAI: GPT-4o-mini', 128_000, 0.15, 0.6],
  ['openai/gpt-4o', 'OpenAI: GPT-4o', 128_000, 2.5, 10],
  ['openai/o1', 'OpenAI: o1', 200_000, 15, 60],
  ['openai/o3-mini', 'OpenAI: o3 Mini', 200_000, 1.1, 4.4],
  ['anthropic/claude-sonnet-4-6', 'Anthropic: Claude Sonnet 4.6', 200_000, 3, 15],
  ['anthropic/claude-haiku-4-5', 'Anthropic: Claude Haiku 4.5', 200_000, 0.8, 4],
  ['anthropic/claude-3.5-sonnet', 'Anthropic: Claude 3.5 Sonnet', 200_000, 3, 15],
  ['anthropic/claude-3-haiku', 'Anthropic: Claude 3 Haiku', 200_000, 0.25, 1.25],
  ['google/gemini-2.0-flash', 'Google: Gemini 2.0 Flash', 1_048_576, 0.1, 0.4],
  ['google/gemini-2.0-pro', 'Google: Gemini 2.0 Pro', 2_097_152, 1.25, 5],
  ['mistral/mistral-large', 'Mistral: Mistral Large', 128_000, 2, 6],
  ['mistral/mistral-small', 'Mistral: Mistral Small', 32_768, 0.2, 0.6],
];

function freeze(entry: ModelEntry): ModelEntry {
  Object.freeze(entry.pricing);
  return Object.freeze(entry);
}

export const ALLOWED_MODELS: readonly ModelEntry[] = Object.freeze(
  SHIPPED.map(([id, name, contextLength, input, output]) =>
    freeze({ id, name, context_length: contextLength, pricing: { input_per_1m: input, output_per_1m: output }, free: id.endsWith(':free') }),
  ),
);

export const ALLOWED_MODEL_IDS: readonly string[] = Object.freeze(ALLOWED_MODELS.map((m) => m.id));

/** The model of the semantic analysis when neither the request nor the operator names one. */
export const DEFAULT_JUDGE_MODEL = 'openai/gpt-4o-mini';

const ALLOWED = new Set(ALLOWED_MODEL_IDS);

export function isAllowedModel(id: string): boolean {
  return ALLOWED.has(id);
}
