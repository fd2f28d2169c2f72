import { createHash } from 'node:crypto';
import type {
  Engine,
  Finding,
  InputScreening,
  ScreenInputOptions,
  SourceKind,
  Surface,
} from '@parapet/engine';
import { CAUTION_FROM, llmJudgeFinding, SOURCE_KINDS } from '@parapet/engine';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/catalogue.js';
import { newId, sameSecret } from '../ids.js';
import type { Judge } from '../llm/judge.js';
import type { ExecutionBody } from '../sandbox/schemas.js';
import type { SandboxService } from '../sandbox/service.js';
import type { ScreeningRecord, ScreeningStore } from '../storage/types.js';
import type { PolicyService } from '../policy/service.js';
import type { Metrics } from '../metrics/registry.js';
import type { EngineWorkers } from './engine-workers.js';
import type { ScreeningEntry, ScreeningListQuery } from './schemas.js';
import type { Layers, LlmLayer, OutputResponse, ParseMetadata, ParseRequest, ParseResponse, ScreenOutputRequest, TrustRequest, TrustResponse } from './schemas.js';

/** A screening answer, and why the llm layer failed when it did (for the logs, not the client). */
export interface Screened<T> {
  body: T;
  llmFailure?: string;
}

/** What the llm layer decided for one text: its state, and its finding when it ran and found something. */
interface JudgeStep {
  llm: LlmLayer;
  finding?: Finding;
  failure?: string;
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** `source: "user_input"` is the older spelling of `source_kind: "user"`; a known kind given as `source` counts too. */
export function sourceKindOf(metadata: ParseMetadata | undefined): SourceKind | undefined {
  if (!metadata) return undefined;
  if (metadata.source_kind) return metadata.source_kind;
  if (metadata.source === 'user_input') return 'user';
  return SOURCE_KINDS.find((k) => k === metadata.source);
}

/**
 * Screens text with the engine (pattern layer and local classifier) and the LLM judge, applies the
 * key's policy and keeps a receipt of every answer.
 *
 * The judge can only add a finding: its verdict joins the others through `engine.rescore`, so it may
 * raise a score and never lowers what the patterns and the classifier found (a benign verdict adds
 * nothing). It is not asked when it cannot change the action: when the result before it is already
 * at or above the block threshold (a softened first-party correction included: model findings do not
 * veto softening); `layers.llm` is then `skipped_high_severity`.
 */
export class ScreeningService {
  private readonly judge: Judge | undefined;

  constructor(
    private readonly engine: Engine,
    private readonly store: ScreeningStore,
    private readonly policies: PolicyService,
    private readonly clock: Clock,
    private readonly options: {
      bypassCodeword: string | undefined;
      judge?: Judge;
      sandbox?: SandboxService;
      storeText?: boolean;
      metrics?: Metrics;
      /** Long texts are screened in a worker thread (the same engine); without it, all on the main thread. */
      workers?: EngineWorkers;
    },
  ) {
    if (!engine.classifier) throw new Error('the screening service needs an engine built with the local classifier');
    this.judge = options.judge;
    this.screen = options.workers ?? engine;
  }

  /** Where texts are screened: the engine itself, or the worker for long texts. */
  private readonly screen: Pick<EngineWorkers, 'screenInput' | 'screenOutput' | 'verifyAgentMessage'> | Engine;

  /**
   * Runs the llm layer on `text` unless no provider is configured or the result before it is
   * `conclusive`. Never throws: a failed call is the `failed` state.
   */
  private async judgeStep(text: string, surface: Surface, conclusive: boolean, options: { model?: string; sourceKind?: string }): Promise<JudgeStep> {
    const judge = this.judge;
    if (!judge?.enabled) return { llm: 'disabled' };
    if (conclusive) return { llm: 'skipped_high_severity' };
    const stop = this.options.metrics?.llmDuration.startTimer();
    const outcome = await judge.judge(text, {
      ...(options.model ? { model: options.model } : {}),
      ...(options.sourceKind ? { sourceKind: options.sourceKind } : {}),
    });
    stop?.({ outcome: outcome.status === 'failed' ? 'failed' : 'ok' });
    if (outcome.status === 'failed') return { llm: 'failed', failure: outcome.reason };
    const finding = llmJudgeFinding(outcome, text, surface);
    return finding ? { llm: 'ran', finding } : { llm: 'ran' };
  }

  private bypassMatches(request: ParseRequest): boolean {
    const given = request.bypass_codeword ?? request.bypass_codewordstring;
    const configured = this.options.bypassCodeword;
    return configured !== undefined && given !== undefined && sameSecret(given, configured);
  }

  /** Whether sandbox execution can run here (a model provider is configured). */
  get sandboxAvailable(): boolean {
    return this.options.sandbox?.available === true;
  }

  /** The sandbox execution a parse answer of this key started (GET /v1/parse/{id}); 404 otherwise. */
  async execution(keyId: string, id: string): Promise<ExecutionBody> {
    const sandbox = this.options.sandbox;
    if (!sandbox) throw new AppError('not_found', `No sandbox execution "${id.slice(0, 100)}" for this key: this service runs none.`);
    return sandbox.get(keyId, id);
  }

  /**
   * The refusals of a parse request that come before any work (its combination of fields, a sandbox
   * this service cannot run): cheap, and run before a paid request's payment is settled.
   */
  checkParse(request: ParseRequest): void {
    if (request.execute !== undefined && request.execute !== false && request.mode === 'pattern-only') {
      throw new AppError('validation_failed', 'field "execute" cannot be combined with mode "pattern-only": sandbox execution sends the prompt to a model.');
    }
    if (request.execute === true && !this.sandboxAvailable) {
      throw new AppError(
        'sandbox_unavailable',
        'Sandbox execution needs a model provider to run the agent, and none is configured on this service; send execute false or "auto" to screen without executing.',
      );
    }
  }

  /**
   * Screens a prompt, and starts a sandbox execution when `execute` is true, or when it is "auto"
   * and the verdict is in the caution band (from 4 up to the effective threshold) and a model
   * provider is configured. An execution answers 202: the parse answer with `execution_pending` and
   * `poll_url`, whose id is the execution's.
   */
  async parse(keyId: string, request: ParseRequest): Promise<Screened<ParseResponse> & { bypassUsed: boolean; status: 200 | 202 }> {
    this.checkParse(request);
    const started = performance.now();
    const policy = await this.policies.get(keyId);
    const metadata = request.metadata;
    const sourceKind = sourceKindOf(metadata);
    const bypassUsed = this.bypassMatches(request);
    const options: ScreenInputOptions = {
      policy,
      ...(request.policy_mode ? { policyMode: request.policy_mode } : {}),
      ...(sourceKind ? { sourceKind } : {}),
      ...(metadata?.requester_trust ? { requesterTrust: metadata.requester_trust } : {}),
      ...(metadata?.channel ? { channel: metadata.channel } : {}),
      bypass: bypassUsed,
    };
    const local: InputScreening = await this.screen.screenInput(request.prompt, options);
    const patternOnly = request.mode === 'pattern-only';
    // In pattern-only mode the prompt never leaves the service.
    const step: JudgeStep = patternOnly
      ? { llm: 'skipped_pattern_only' }
      : await this.judgeStep(request.prompt, 'input', local.risk_score >= local.policy.threshold, {
          ...(request.model ? { model: request.model } : {}),
          ...(sourceKind ? { sourceKind } : {}),
        });
    let screening = local;
    if (step.finding) {
      const rescored = this.engine.rescore(local, [step.finding], options);
      // The judge adds evidence; it never takes any away.
      if (rescored.risk_score >= local.risk_score) screening = rescored;
    }
    const threshold = screening.policy.threshold;
    const execute =
      request.execute === true ||
      (request.execute === 'auto' && this.sandboxAvailable && screening.risk_score >= CAUTION_FROM && screening.risk_score < threshold);
    // An executed parse takes its execution's id, so that the id answers the poll.
    const id = execute
      ? await this.options.sandbox!.submit({
          prompt: request.prompt,
          testInput: request.test_input,
          agentConfig: request.agent_config,
          screeningRiskScore: screening.risk_score,
          threshold,
        })
      : newId('screening');
    const body: ParseResponse = {
      id,
      trace_id: id,
      risk_score: screening.risk_score,
      safe: screening.safe,
      verdict: screening.verdict,
      flags: screening.flags,
      categories: screening.categories,
      policy: screening.policy,
      suggested_action: screening.suggested_action,
      ...(screening.approval_request ? { approval_request: screening.approval_request } : {}),
      analysis_method: patternOnly ? 'pattern_only' : step.llm === 'ran' ? 'pattern+llm' : 'pattern',
      ...layersOf(step.llm),
      latency_ms: Math.round((performance.now() - started) * 100) / 100,
      ...(execute ? { execution_pending: true as const, poll_url: `/v1/parse/${id}` } : {}),
    };
    const categories = Object.keys(screening.categories).filter((c) => screening.categories[c as keyof typeof screening.categories] > 0);
    await this.record({ id, keyId, kind: 'parse', text: request.prompt, sourceKind, verdict: screening.verdict, categories, body });
    this.observe('prompt', screening.verdict, categories, body.layers);
    return { body, bypassUsed, status: execute ? 202 : 200, ...(step.failure ? { llmFailure: step.failure } : {}) };
  }

  async screenOutput(keyId: string, request: ScreenOutputRequest): Promise<Screened<OutputResponse>> {
    const policy = await this.policies.get(keyId);
    const threshold = policy.autoBlockThreshold;
    const outputOptions = { threshold, ...(request.canary ? { canary: request.canary } : {}) };
    const local = await this.screen.screenOutput(request.output, outputOptions);
    // What a model writes is read by the next agent: the judge sees it as content handed over, as the engine does.
    const step = await this.judgeStep(request.output, 'output', !local.safe, { sourceKind: 'agent_handoff' });
    const result = step.finding ? this.engine.rescore(local, [step.finding], outputOptions) : local;
    const id = newId('screening');
    // Named fields: the engine's result also carries its numeric findings, which are not part of the answer.
    const body: OutputResponse = {
      id,
      risk_score: result.risk_score,
      safe: result.safe,
      verdict: result.verdict,
      flags: result.flags,
      categories: result.categories,
      output_length: result.output_length,
      ...layersOf(step.llm),
    };
    await this.record({ id, keyId, kind: 'output', text: request.output, verdict: result.verdict, categories: result.categories, body });
    this.observe('output', result.verdict, result.categories, body.layers);
    return { body, ...(step.failure ? { llmFailure: step.failure } : {}) };
  }

  async verifyAgent(keyId: string, request: TrustRequest): Promise<Screened<TrustResponse>> {
    const local = await this.screen.verifyAgentMessage(request);
    const step = await this.judgeStep(request.message, 'agent', local.recommendation === 'reject', { sourceKind: 'agent_handoff' });
    const result = step.finding ? this.engine.rescore(local, [step.finding]) : local;
    const id = newId('screening');
    const body: TrustResponse = {
      id,
      trusted: result.trusted,
      risk_score: result.risk_score,
      flags: result.flags,
      recommendation: result.recommendation,
      ...layersOf(step.llm),
    };
    const categories = result.flags.map((f) => f.type);
    await this.record({ id, keyId, kind: 'trust', text: request.message, verdict: result.recommendation, categories, body: { ...body, safe: result.trusted } });
    this.observe('agent', result.recommendation, categories, body.layers);
    return { body, ...(step.failure ? { llmFailure: step.failure } : {}) };
  }

  /**
   * The key's audit trail (GET /v1/screenings), newest first: a page of receipts and the cursor of
   * the next page. A cursor is the last record's creation time and id, opaque to the caller.
   */
  async history(keyId: string, query: ScreeningListQuery): Promise<{ screenings: ScreeningEntry[]; next_cursor: string | null }> {
    const limit = query.limit === undefined ? 50 : Number(query.limit);
    if (!(limit >= 1 && limit <= 1000)) throw new AppError('validation_failed', 'query parameter "limit" must be an integer from 1 to 1000.');
    const fromMs = query.since === undefined ? undefined : instant(query.since, 'since');
    const toMs = query.until === undefined ? undefined : instant(query.until, 'until');
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const records = await this.store.list(keyId, {
      limit: limit + 1,
      ...(after ? { after } : {}),
      ...(query.surface ? { kind: KIND_OF_SURFACE[query.surface] } : {}),
      ...(query.verdict ? { verdict: query.verdict } : {}),
      ...(query.category ? { category: query.category } : {}),
      ...(fromMs !== undefined ? { fromMs } : {}),
      ...(toMs !== undefined ? { toMs } : {}),
    });
    const page = records.slice(0, limit);
    const last = page[page.length - 1];
    return {
      screenings: page.map(entryOf),
      next_cursor: records.length > limit && last ? encodeCursor(last) : null,
    };
  }

  /** Counts a screening for GET /metrics: surface, verdict, each category once, and what each layer did. */
  private observe(surface: 'prompt' | 'output' | 'agent', verdict: string, categories: readonly string[], layers: Layers): void {
    const metrics = this.options.metrics;
    if (!metrics) return;
    metrics.screenings.inc({ surface, verdict });
    for (const category of new Set(categories)) metrics.screeningCategories.inc({ surface, category });
    for (const [layer, state] of Object.entries(layers)) metrics.layers.inc({ layer, state });
  }

  /**
   * The receipt: hash, length, verdict, categories and flag ids. The answer itself (its evidence
   * quotes the text) is kept only when the operator opted in to storing text.
   */
  private record(r: {
    id: string;
    keyId: string;
    kind: ScreeningRecord['kind'];
    text: string;
    sourceKind?: string | undefined;
    verdict: string;
    categories: readonly string[];
    body: { risk_score: number; safe: boolean; flags: ReadonlyArray<{ id?: string; type?: string }> };
  }): Promise<void> {
    const record: ScreeningRecord = {
      id: r.id,
      keyId: r.keyId,
      kind: r.kind,
      textSha256: sha256(r.text),
      textLength: r.text.length,
      riskScore: r.body.risk_score,
      verdict: r.verdict,
      safe: r.body.safe,
      categories: [...new Set(r.categories)],
      flagIds: [...new Set(r.body.flags.map((f) => f.id ?? f.type ?? '').filter((f) => f !== ''))],
      createdAtMs: this.clock.now(),
    };
    if (r.sourceKind) record.sourceKind = r.sourceKind;
    if (this.options.storeText === true) record.result = r.body;
    return this.store.record(record);
  }

}

/**
 * The `layers` of a screening answer, with `degraded` and its reason when the semantic analysis was
 * unavailable (not configured, or failed) rather than skipped.
 */
function layersOf(llm: LlmLayer): { layers: Layers; degraded?: true; degraded_reason?: 'llm_disabled' | 'llm_failed' } {
  const layers: Layers = { pattern: 'ran', classifier: 'ran', llm };
  if (llm === 'disabled') return { layers, degraded: true, degraded_reason: 'llm_disabled' };
  if (llm === 'failed') return { layers, degraded: true, degraded_reason: 'llm_failed' };
  return { layers };
}

const KIND_OF_SURFACE = { prompt: 'parse', output: 'output', agent: 'trust' } as const;
const SURFACE_OF_KIND = { parse: 'prompt', output: 'output', trust: 'agent' } as const;

/** What the audit trail answers of a receipt: never text, nor the stored answer. */
function entryOf(r: ScreeningRecord): ScreeningEntry {
  return {
    id: r.id,
    created_at: new Date(r.createdAtMs).toISOString(),
    surface: SURFACE_OF_KIND[r.kind],
    source_kind: r.sourceKind ?? null,
    verdict: r.verdict,
    risk_score: r.riskScore,
    safe: r.safe,
    categories: r.categories,
    flag_ids: r.flagIds,
    text_sha256: r.textSha256,
    text_length: r.textLength,
  };
}

function instant(value: string, field: string): number {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw new AppError('validation_failed', `query parameter "${field}" must be an RFC 3339 date-time, like 2026-11-26T00:00:00Z.`);
  return ms;
}

function encodeCursor(r: ScreeningRecord): string {
  return Buffer.from(JSON.stringify([r.createdAtMs, r.id]), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): { createdAtMs: number; id: string } {
  try {
    const [createdAtMs, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof createdAtMs === 'number' && Number.isSafeInteger(createdAtMs) && typeof id === 'string' && id.length <= 200) return { createdAtMs, id };
  } catch {
    // Answered below.
  }
  throw new AppError('validation_failed', 'query parameter "cursor" is not a cursor this service gave: pass the `next_cursor` of the previous page unchanged.');
}
