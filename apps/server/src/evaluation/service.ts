import { randomBytes } from 'node:crypto';
import type { Engine } from '@parapet/engine';
import type { EngineWorkers } from '../screening/engine-workers.js';
import { isAllowedModel } from '../llm/models.js';
import type { ModelEntry } from '../llm/schemas.js';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/catalogue.js';
import type { JobQueue, JobRecord } from '../queue/types.js';
import type { PolicyService } from '../policy/service.js';
import { forStorage } from '../privacy/redact.js';
import type { EvaluationStore, KeyStore } from '../storage/types.js';
import { evaluateComplexity } from './complexity.js';
import { evaluateCost } from './cost.js';
import { HANDLE_PREFIX, openHandle, sealHandle } from './handles.js';
import { evaluateLlmQuality, type ChatClient } from './llm-quality.js';
import { evaluatePii } from './pii.js';
import { evaluateQuality } from './quality.js';
import { defaultEvaluators, EVALUATORS, LOCAL_EVALUATORS, evaluatorInfo, isEvaluatorName, type EvaluatorName } from './registry.js';
import { evaluateSafety } from './safety.js';
import type { AcceptedBody, EvaluateRequest, EvaluationBody, EvaluationResults } from './schemas.js';

export type Submitted = { status: 200; body: EvaluationBody } | { status: 202; body: AcceptedBody };

/** The job type of asynchronous evaluations. */
export const EVALUATE_JOB = 'evaluate';

/** What an evaluation job carries: everything the runner needs, on any instance, after a restart. */
interface EvaluateJobPayload {
  key_id: string;
  prompt: string;
  evaluators: EvaluatorName[];
  model: string;
}

/** What an evaluation job answers when it completes. */
interface EvaluateJobResult {
  model: string;
  evaluators: EvaluatorName[];
  results: EvaluationResults;
  completed_at: string;
}

export interface EvaluationServiceDeps {
  engine: Engine;
  /** Long prompts are screened in a worker thread (the same engine); without it, on the main thread. */
  workers?: EngineWorkers;
  policies: PolicyService;
  keys: KeyStore;
  /** The allowed models with their current prices. */
  models: { list(): Promise<readonly ModelEntry[]> };
  clock: Clock;
  /** Model of `cost` and `llm_quality` when a request names none. */
  defaultModel: string;
  /** The model provider; without it `llm_quality` is unavailable. */
  llm?: ChatClient | undefined;
  /** Where `llm` evaluations run; without it `llm_quality` is unavailable. */
  jobs?: JobQueue | undefined;
  /** Time-out of one attempt of an evaluation job. */
  jobTimeoutMs?: number;
  /** Where synchronous answers are kept, so that their ids can be read back like a job's. */
  results: EvaluationStore;
  /** How long a synchronous answer can be read back: the retention of jobs. */
  retentionMs: number;
  /** Keep flag and personal-data evidence in stored answers (the operator's opt-in). */
  storeText: boolean;
  /** Reports a failed clean-up of expired answers (it is retried later). */
  onPurgeError?: (error: unknown) => void;
}

const PURGE_INTERVAL_MS = 60_000;

/** Attempts of an evaluation job: a second one covers a crash or a passing provider failure. */
const JOB_ATTEMPTS = 2;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * Prompt evaluation: local evaluators answer at once; when a requested evaluator needs the model
 * provider, the whole evaluation runs as a job and the caller polls for it.
 */
export class EvaluationService {
  private lastPurgeMs = -Infinity;

  constructor(private readonly deps: EvaluationServiceDeps) {}

  /** Registers the job handler; call before the queue's runner starts. */
  registerJobs(jobs: JobQueue): void {
    jobs.register(EVALUATE_JOB, (payload) => this.runJob(payload as EvaluateJobPayload));
  }

  list(): Array<{ name: string; description: string }> {
    return EVALUATORS.map(({ name, description }) => ({ name, description }));
  }

  /** Whether evaluators that need the model provider can run here. */
  get llmAvailable(): boolean {
    return this.deps.llm !== undefined && this.deps.jobs !== undefined;
  }

  /**
   * The refusals of an evaluation request that come before any work (unknown evaluators, a model
   * off the allowlist, an evaluator this service cannot run): run before a paid request's payment
   * is settled, and again by `evaluate`.
   */
  async check(request: EvaluateRequest): Promise<void> {
    await this.plan(request);
  }

  private async plan(request: EvaluateRequest): Promise<{ evaluators: EvaluatorName[]; model: ModelEntry; needsLlm: boolean }> {
    const evaluators = this.resolveEvaluators(request.evaluators);
    const model = await this.resolveModel(request.model);
    const needsLlm = evaluators.some((name) => evaluatorInfo(name)?.kind === 'llm');
    if (needsLlm && (!this.deps.llm || !this.deps.jobs)) {
      const names = evaluators.filter((name) => evaluatorInfo(name)?.kind === 'llm');
      throw new AppError(
        'service_unavailable',
        `evaluator ${names.map((n) => `"${n}"`).join(', ')} needs a model provider, and none is configured on this service; request the local evaluators (${LOCAL_EVALUATORS.join(', ')}) instead.`,
      );
    }
    return { evaluators, model, needsLlm };
  }

  async evaluate(keyId: string, request: EvaluateRequest): Promise<Submitted> {
    const { evaluators, model, needsLlm } = await this.plan(request);
    const createdAt = this.deps.clock.now();
    if (needsLlm) {
      const jobs = this.deps.jobs!;
      const payload: EvaluateJobPayload = { key_id: keyId, prompt: request.prompt, evaluators, model: model.id };
      const job = await jobs.enqueue(EVALUATE_JOB, payload, {
        maxAttempts: JOB_ATTEMPTS,
        ...(this.deps.jobTimeoutMs ? { timeoutMs: this.deps.jobTimeoutMs } : {}),
      });
      const id = sealHandle({ jobId: job.id, promptLength: request.prompt.length }, await this.keyHash(keyId));
      return { status: 202, body: { id, status: 'pending', poll_url: `/v1/evaluate/${id}` } };
    }
    const results = await this.runLocal(keyId, request.prompt, evaluators, model);
    const body: EvaluationBody = {
      id: HANDLE_PREFIX + randomBytes(16).toString('base64url'),
      status: 'completed',
      prompt_length: request.prompt.length,
      model: model.id,
      evaluators,
      results,
      created_at: iso(createdAt),
      completed_at: iso(this.deps.clock.now()),
    };
    // Kept like a job's result, and as privately: the prompt never, its quotes only on the operator's opt-in.
    await this.purge(createdAt);
    await this.deps.results.save({
      id: body.id,
      keyId,
      body: forStorage(body, { storeText: this.deps.storeText }),
      createdAtMs: createdAt,
      expiresAtMs: this.deps.clock.now() + this.deps.retentionMs,
    });
    return { status: 200, body };
  }

  /** The evaluation behind an id this key received, synchronous or not; 404 for anything else. */
  async get(keyId: string, id: string): Promise<EvaluationBody> {
    const notFound = new AppError('not_found', `No evaluation "${id.slice(0, 100)}" for this key: the id is unknown, belongs to another key, or its result has expired.`);
    if (!id.startsWith(HANDLE_PREFIX)) throw notFound;
    const content = openHandle(id, await this.keyHash(keyId));
    if (!content) {
      // Not a job's handle: a synchronous answer, kept under the key it was given to.
      const stored = await this.deps.results.get(id, keyId, this.deps.clock.now());
      if (!stored) throw notFound;
      return stored.body as EvaluationBody;
    }
    const job: JobRecord | null = this.deps.jobs ? await this.deps.jobs.get(content.jobId) : null;
    if (!job || job.type !== EVALUATE_JOB) throw notFound;
    const base = { id, status: job.status, prompt_length: content.promptLength, created_at: iso(job.createdAt) };
    if (job.status === 'pending') return base;
    if (job.status === 'failed') return { ...base, completed_at: iso(job.updatedAt), error: job.error ?? 'the evaluation failed' };
    const result = job.result as EvaluateJobResult;
    return { ...base, model: result.model, evaluators: result.evaluators, results: result.results, completed_at: result.completed_at };
  }

  private async purge(now: number): Promise<void> {
    if (now - this.lastPurgeMs < PURGE_INTERVAL_MS) return;
    this.lastPurgeMs = now;
    try {
      await this.deps.results.purgeExpired(now);
    } catch (error) {
      // Expired answers are unreadable anyway; deletion is retried at the next interval.
      this.deps.onPurgeError?.(error);
    }
  }

  private async runJob(payload: EvaluateJobPayload): Promise<EvaluateJobResult> {
    const model = await this.resolveModel(payload.model);
    const results = await this.runLocal(payload.key_id, payload.prompt, payload.evaluators, model);
    for (const name of payload.evaluators) {
      if (name !== 'llm_quality') continue;
      if (!this.deps.llm) throw new Error('llm_quality: no model provider is configured on the instance that ran the job');
      results.llm_quality = await evaluateLlmQuality(this.deps.llm, payload.prompt, model.id);
    }
    return { model: model.id, evaluators: payload.evaluators, results, completed_at: iso(this.deps.clock.now()) };
  }

  private async runLocal(keyId: string, prompt: string, evaluators: readonly EvaluatorName[], model: ModelEntry): Promise<EvaluationResults> {
    const results: EvaluationResults = {};
    for (const name of evaluators) {
      // Each evaluator is a stretch of synchronous work on up to 50,000 characters: the loop gets a
      // turn between them, so that their sum never holds other requests back.
      await new Promise<void>((resolve) => setImmediate(resolve));
      switch (name) {
        case 'safety':
          results.safety = await evaluateSafety(this.deps.workers ?? this.deps.engine, prompt, await this.deps.policies.get(keyId));
          break;
        case 'quality':
          results.quality = evaluateQuality(prompt);
          break;
        case 'cost':
          results.cost = await evaluateCost(prompt, model);
          break;
        case 'pii':
          results.pii = evaluatePii(prompt);
          break;
        case 'complexity':
          results.complexity = evaluateComplexity(prompt);
          break;
        case 'llm_quality':
          break;
      }
    }
    return results;
  }

  /**
   * The requested names, deduplicated in the registry's order; when none are named, every evaluator
   * that can run here (`llm_quality` only with a model provider).
   */
  private resolveEvaluators(requested: readonly string[] | undefined): EvaluatorName[] {
    if (requested === undefined) return defaultEvaluators(this.llmAvailable);
    const unknown = [...new Set(requested.filter((name) => !isEvaluatorName(name)))];
    if (unknown.length > 0) {
      throw new AppError(
        'validation_failed',
        `field "evaluators": unknown evaluator${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n.slice(0, 64)}"`).join(', ')}; known: ${EVALUATORS.map((e) => e.name).join(', ')} (GET /v1/evaluators).`,
      );
    }
    const wanted = new Set(requested);
    return EVALUATORS.map((e) => e.name).filter((name) => wanted.has(name));
  }

  private async resolveModel(requested: string | undefined): Promise<ModelEntry> {
    const id = requested ?? this.deps.defaultModel;
    if (!isAllowedModel(id)) {
      throw new AppError('validation_failed', `field "model": "${id.slice(0, 100)}" is not an allowed model; GET /v1/models lists them.`);
    }
    const entry = (await this.deps.models.list()).find((m) => m.id === id);
    if (!entry) throw new AppError('validation_failed', `field "model": "${id.slice(0, 100)}" is not listed by GET /v1/models.`);
    return entry;
  }

  /** What handles are sealed under: the key's hash, or for an x402 payer's poll owner (a hash already) the owner id. */
  private async keyHash(keyId: string): Promise<string> {
    if (keyId.startsWith('x402:')) return keyId;
    const record = await this.deps.keys.findById(keyId);
    // The guard authenticated this key moments ago; a missing record means it was removed since.
    if (!record) throw new AppError('invalid_api_key', 'The API key is no longer known.');
    return record.keyHash;
  }
}
