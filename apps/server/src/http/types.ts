import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AnalysisJobs } from '../analysis/jobs.js';
import type { Config } from '../config/schema.js';
import type { ChatService } from '../chat/service.js';
import type { Clock } from '../clock.js';
import type { EvaluationService } from '../evaluation/service.js';
import type { ModelDirectory } from '../llm/model-directory.js';
import type { Judge } from '../llm/judge.js';
import type { Metrics } from '../metrics/registry.js';
import type { PriceTable } from '../payments/price-table.js';
import type { PaymentAttempt, PaymentGate } from '../payments/x402.js';
import type { RateLimiter } from '../ratelimit/types.js';
import type { ApiKeyService, Principal } from '../keys/service.js';
import type { HealthService } from '../health/service.js';
import type { PolicyService } from '../policy/service.js';
import type { ScreeningService } from '../screening/service.js';
import type { Scope } from '../storage/types.js';

/** Which rate-limit bucket an unauthenticated route counts into. */
export type RateLimitClass = 'ip' | 'open' | 'keygen';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a key needs for this route; routes without it need no key. */
    scope?: Scope;
    rateLimitClass?: RateLimitClass;
    /** A poll of an asynchronous result: a caller who paid with x402 reads it with the poll URL's token. */
    pollable?: boolean;
    /**
     * The route's refusals that come before any work (cross-field validation, a feature this service
     * cannot run, an unknown conversation), for a request paid with x402: run after schema validation
     * and before the payment is verified and settled, so a request the route would refuse is refused
     * with nothing charged. The handler must still check the same itself.
     */
    precheck?: (request: FastifyRequest) => void | Promise<void>;
  }
  interface FastifyRequest {
    principal?: Principal;
    /** The x402 payment this request is served for, when it came without an API key. */
    payment?: PaymentAttempt;
    /** For a paid request, the secret its poll URLs carry; for a poll without a key, the one it presented. */
    pollToken?: string;
  }
}

/** What the HTTP layer needs from the composition root. */
export interface HttpDeps {
  config: Config;
  clock: Clock;
  /** Prometheus metrics of this service (GET /metrics). */
  metrics: Metrics;
  limiter: RateLimiter;
  apiKeys: ApiKeyService;
  policies: PolicyService;
  health: HealthService;
  screening: ScreeningService;
  /** The semantic-analysis (llm) layer; `enabled` is false when no model provider is configured. */
  judge?: Judge;
  /** The allowed models with live details (GET /v1/models). */
  models?: ModelDirectory;
  /** Media analysis jobs (POST /v1/analyze, GET /v1/analyze/{id}). */
  analysis?: AnalysisJobs;
  /** Prompt evaluation (POST /v1/evaluate, GET /v1/evaluate/{id}, GET /v1/evaluators). */
  evaluation: EvaluationService;
  /** Chat (POST /v1/chat). */
  chat?: ChatService;
  /** The x402 price of each paid route (GET /v1/pricing). */
  pricing: PriceTable;
  /** x402 payments for callers without a key; absent when the operator has not turned them on. */
  payments?: PaymentGate;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
