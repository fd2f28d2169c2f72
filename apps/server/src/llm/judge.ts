import { createHash } from 'node:crypto';
import { isAllowedModel } from './models.js';
import { systemClock, type Clock } from '../clock.js';
import type { LlmConfig } from '../config/schema.js';
import { CircuitBreaker, type CircuitState } from './circuit.js';
import { TtlLruCache } from './cache.js';
import { LlmClient } from './client.js';
import { buildMessages, newBoundary, parseVerdict, VERDICT_RESPONSE_SCHEMA } from './prompt.js';

/**
 * The semantic-analysis (llm) layer: asks a model whether a text is an injection attempt.
 *
 * `judge` never throws. It answers `ran` with the model's verdict, or `failed` with a reason when
 * no usable verdict came back: no provider configured, a model off the allowlist, the circuit open,
 * a time-out, a provider error, or a reply that is not a valid verdict.
 */
export type JudgeOutcome =
  | { status: 'ran'; probability: number; category: string; reason: string; model: string; cached: boolean }
  | { status: 'failed'; reason: string };

export interface JudgeOptions {
  /** An allowed model id; the configured default when absent. */
  model?: string;
  /** Where the text came from (a metadata `source_kind`); unknown values are ignored. */
  sourceKind?: string;
}

export interface Judge {
  /** False when no model provider is configured. */
  readonly enabled: boolean;
  /** The model used when a call names none. */
  readonly defaultModel: string;
  judge(text: string, options?: JudgeOptions): Promise<JudgeOutcome>;
  /** Whether calls for `model` (default: the configured one) would go out now: enabled and its circuit not open. */
  available(model?: string): boolean;
  /** The circuit of `model` (default: the configured one) as of now; `disabled` without a provider. */
  circuitState(model?: string): CircuitState | 'disabled';
}

export interface JudgeDeps {
  fetch?: typeof fetch;
  clock?: Clock;
  /** Consecutive provider failures that open a model's circuit (default 5). */
  failureThreshold?: number;
  /** How long an open circuit refuses calls (default 30 s). */
  cooldownMs?: number;
  /** Verdicts kept (default 1000) and for how long (default 10 min). */
  cacheSize?: number;
  cacheTtlMs?: number;
  /** Attempts per call and the first back-off; see LlmClient. */
  maxAttempts?: number;
  retryBaseDelayMs?: number;
  /** Boundary token generator; random 128-bit hex by default. */
  boundary?: () => string;
}

export type JudgeConfig = Pick<LlmConfig, 'apiKey' | 'baseUrl' | 'model' | 'timeoutMs'>;

/** Tokens the verdict may take; reasoning models spend part of it before answering. */
const MAX_VERDICT_TOKENS = 400;

type RanOutcome = Extract<JudgeOutcome, { status: 'ran' }>;

function cacheKey(text: string, model: string, sourceKind: string | undefined): string {
  const digest = createHash('sha256').update(text, 'utf8').digest('hex');
  return `${model}\u0000${sourceKind ?? ''}\u0000${digest}`;
}

export function createJudge(cfg: JudgeConfig, deps: JudgeDeps = {}): Judge {
  const clock = deps.clock ?? systemClock;
  const defaultModel = cfg.model;
  const baseUrl = cfg.baseUrl;
  if (baseUrl === undefined) {
    return Object.freeze({
      enabled: false,
      defaultModel,
      judge: async (): Promise<JudgeOutcome> => ({ status: 'failed', reason: 'no model provider is configured' }),
      available: () => false,
      circuitState: () => 'disabled' as const,
    });
  }

  const client = new LlmClient({
    baseUrl,
    apiKey: cfg.apiKey,
    timeoutMs: cfg.timeoutMs,
    fetch: deps.fetch,
    maxAttempts: deps.maxAttempts,
    retryBaseDelayMs: deps.retryBaseDelayMs,
  });
  const cache = new TtlLruCache<RanOutcome>(deps.cacheSize ?? 1000, deps.cacheTtlMs ?? 10 * 60_000, clock);
  // One circuit per model: a client choosing a model that is down must not cut off the others.
  const circuits = new Map<string, CircuitBreaker>();
  const circuitOf = (model: string): CircuitBreaker => {
    let circuit = circuits.get(model);
    if (!circuit) {
      circuit = new CircuitBreaker(clock, deps.failureThreshold ?? 5, deps.cooldownMs ?? 30_000);
      circuits.set(model, circuit);
    }
    return circuit;
  };

  async function judge(text: string, options: JudgeOptions = {}): Promise<JudgeOutcome> {
    const model = options.model ?? defaultModel;
    if (!isAllowedModel(model)) return { status: 'failed', reason: `model ${JSON.stringify(model)} is not on the allowlist` };
    const key = cacheKey(text, model, options.sourceKind);
    const hit = cache.get(key);
    if (hit) return { ...hit, cached: true };

    const circuit = circuitOf(model);
    if (!circuit.tryAcquire()) return { status: 'failed', reason: `circuit open for ${model} after repeated provider failures` };

    const boundary = newBoundary(text, deps.boundary);
    const result = await client.chat({
      model,
      messages: buildMessages(text, boundary, options.sourceKind),
      maxTokens: MAX_VERDICT_TOKENS,
      responseSchema: { name: VERDICT_RESPONSE_SCHEMA.name, schema: VERDICT_RESPONSE_SCHEMA.schema },
    });
    if (!result.ok) {
      circuit.failure();
      return { status: 'failed', reason: result.reason };
    }
    // The provider answered: that says it is up, even when the reply is not a valid verdict. Counting
    // bad replies as failures would let crafted texts open the circuit for everyone.
    circuit.success();
    const parsed = parseVerdict(result.content);
    if (!parsed.ok) return { status: 'failed', reason: parsed.reason };
    const outcome: RanOutcome = {
      status: 'ran',
      probability: parsed.verdict.injection_probability,
      category: parsed.verdict.category,
      reason: parsed.verdict.reason,
      model,
      cached: false,
    };
    cache.set(key, outcome);
    return outcome;
  }

  return Object.freeze({
    enabled: true,
    defaultModel,
    judge,
    available: (model: string = defaultModel) => circuits.get(model)?.current() !== 'open',
    circuitState: (model: string = defaultModel) => circuits.get(model)?.current() ?? 'closed',
  });
}
