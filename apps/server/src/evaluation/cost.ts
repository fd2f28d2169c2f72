import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import type { ModelEntry } from '../llm/schemas.js';
import { formatDecimal, parseDecimal, plus, shiftDown, times } from './decimal.js';
import { lowerWords } from './text.js';

/**
 * The `cost` evaluator: the prompt's tokens, an estimate of the answer's tokens, and what both cost
 * at the model's listed prices (GET /v1/models). Amounts are computed exactly (integers of 10^-6
 * USD per 1M tokens times token counts) and answered as decimal strings. See docs/evaluation.md.
 */
export const TOKENIZER = 'o200k_base';

/** Decimal places kept of a listed price in USD per 1M tokens (the model list keeps six). */
const PRICE_SCALE = 6;
/** Tokens per English word, for output lengths stated in words. */
const TOKENS_PER_WORD = 1.35;
/** Output tokens per unit when the prompt states a length in these units. */
const TOKENS_PER_UNIT: Readonly<Record<string, number>> = {
  token: 1, tokens: 1,
  word: TOKENS_PER_WORD, words: TOKENS_PER_WORD,
  character: 0.25, characters: 0.25, chars: 0.25,
  sentence: 25, sentences: 25,
  line: 15, lines: 15,
  bullet: 30, bullets: 30, item: 30, items: 30, point: 30, points: 30, examples: 60, steps: 30,
  paragraph: 120, paragraphs: 120,
  page: 600, pages: 600,
};
const SMALL_NUMBERS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, twenty: 20 };
/** Bounds of the estimate when the prompt states no length: the input's own length, within these. */
export const DEFAULT_OUTPUT_MIN = 150;
export const DEFAULT_OUTPUT_MAX = 1000;

export interface CostResult {
  model: string;
  tokenizer: string;
  input_tokens: number;
  estimated_output_tokens: number;
  /** How the output estimate was reached. */
  output_estimate_basis: string;
  /** USD per 1M tokens, as GET /v1/models lists them. */
  pricing: { input_per_1m: number; output_per_1m: number };
  input_cost_usd: string;
  estimated_output_cost_usd: string;
  estimated_total_cost_usd: string;
  context_length: number;
  /** Whether the prompt and the estimated answer fit the model's context window. */
  fits_context: boolean;
}

/**
 * Longest piece handed to the tokenizer at once. Byte-pair merging is quadratic in the length of a
 * pre-tokenized piece, and a run without spaces (CJK, emoji, one repeated character) is one piece:
 * 50,000 such characters took 9-20 s in one call. Pieces end before a space that follows a
 * non-space, which is where the o200k pre-tokenizer splits anyway, so ordinary text counts exactly;
 * only a run longer than this without such a space is cut inside, which may shift its count by a
 * token or so at each cut.
 */
export const TOKEN_PIECE_CHARS = 200;
/** Work between two yields to the event loop while counting a long text. */
const COUNT_SLICE_MS = 10;
const COUNT_OPTIONS = { disallowedSpecial: new Set<string>() };

function isSpaceCode(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/** End of the piece starting at `start`: before the last space after a non-space, else a surrogate-safe cut. */
function pieceEnd(text: string, start: number): number {
  const limit = start + TOKEN_PIECE_CHARS;
  if (limit >= text.length) return text.length;
  for (let i = limit; i > start + 1; i--) {
    if (text.charCodeAt(i) === 32 && !isSpaceCode(text.charCodeAt(i - 1))) return i;
  }
  const code = text.charCodeAt(limit - 1);
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
}

/** Tokens of `text` with the o200k_base encoding, counted in bounded pieces; special-token text counts as ordinary text. */
export function tokenCount(text: string): number {
  let total = 0;
  for (let start = 0; start < text.length; ) {
    const end = pieceEnd(text, start);
    total += countTokens(text.slice(start, end), COUNT_OPTIONS);
    start = end;
  }
  return total;
}

/** As `tokenCount`, yielding to the event loop every few milliseconds so that a long prompt cannot stall other requests. */
export async function tokenCountAsync(text: string): Promise<number> {
  let total = 0;
  let sliceStart = performance.now();
  for (let start = 0; start < text.length; ) {
    const end = pieceEnd(text, start);
    total += countTokens(text.slice(start, end), COUNT_OPTIONS);
    start = end;
    if (performance.now() - sliceStart > COUNT_SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
  return total;
}

/**
 * The answer's length in tokens. A length the prompt states ("in 200 words", "three bullet points",
 * "under 50 tokens") decides it: the largest such statement, converted with TOKENS_PER_UNIT.
 * Otherwise the estimate is the prompt's own token count, bounded to [150, 1000].
 */
export function estimateOutputTokens(prompt: string, inputTokens: number): { tokens: number; basis: string } {
  const ws = lowerWords(prompt);
  let best: { tokens: number; basis: string } | undefined;
  for (let i = 0; i + 1 < ws.length; i++) {
    const raw = ws[i]!;
    const count = /^\d{1,6}$/.test(raw) ? Number(raw) : SMALL_NUMBERS[raw];
    if (count === undefined || count === 0) continue;
    // "200 words", and one word in between: "3 bullet points", "five short paragraphs".
    for (const unit of [ws[i + 1]!, ws[i + 2]]) {
      const perUnit = unit === undefined ? undefined : TOKENS_PER_UNIT[unit];
      if (perUnit === undefined) continue;
      const tokens = Math.ceil(count * perUnit);
      if (!best || tokens > best.tokens) best = { tokens, basis: `the prompt asks for ${raw} ${unit}` };
      break;
    }
  }
  if (best) return best;
  const tokens = Math.min(DEFAULT_OUTPUT_MAX, Math.max(DEFAULT_OUTPUT_MIN, inputTokens));
  return { tokens, basis: `no length stated: the input's token count, bounded to ${DEFAULT_OUTPUT_MIN}-${DEFAULT_OUTPUT_MAX}` };
}

/** USD for `tokens` at `perMillion` USD per 1M tokens, exactly. */
export function priceOf(tokens: number, perMillion: number): ReturnType<typeof times> {
  return shiftDown(times(tokens, parseDecimal(perMillion, PRICE_SCALE)), 6);
}

export async function evaluateCost(prompt: string, model: ModelEntry): Promise<CostResult> {
  const inputTokens = await tokenCountAsync(prompt);
  const output = estimateOutputTokens(prompt, inputTokens);
  const inputCost = priceOf(inputTokens, model.pricing.input_per_1m);
  const outputCost = priceOf(output.tokens, model.pricing.output_per_1m);
  return {
    model: model.id,
    tokenizer: TOKENIZER,
    input_tokens: inputTokens,
    estimated_output_tokens: output.tokens,
    output_estimate_basis: output.basis,
    pricing: { input_per_1m: model.pricing.input_per_1m, output_per_1m: model.pricing.output_per_1m },
    input_cost_usd: formatDecimal(inputCost),
    estimated_output_cost_usd: formatDecimal(outputCost),
    estimated_total_cost_usd: formatDecimal(plus(inputCost, outputCost)),
    context_length: model.context_length,
    fits_context: inputTokens + output.tokens <= model.context_length,
  };
}
