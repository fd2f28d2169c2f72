import { Transport, type Call, type RequestOptions } from './http.js';
import { resolveConnection, type ConnectionOptions } from './options.js';
import type {
  AnalysisResult,
  AnalysisSubmission,
  AnalyzeRequest,
  ChatRequest,
  ChatResponse,
  EvaluateRequest,
  EvaluationJob,
  EvaluationResult,
  EvaluationSubmission,
  EvaluatorList,
  ExecutionResult,
  GenerateKeyRequest,
  Health,
  IssuedKey,
  ModelList,
  ParseRequest,
  ParseResponse,
  Pricing,
  ScreenOutputRequest,
  ScreenOutputResponse,
  ScreeningPolicy,
  ScreeningPolicyUpdate,
  ScreeningList,
  ScreeningListQuery,
  ScreeningEntry,
  TrustVerifyRequest,
  TrustVerifyResponse,
} from './types.js';

export type ClientOptions = ConnectionOptions;

export interface WaitOptions extends RequestOptions {
  /** Pause between polls; default 1,000 ms. */
  intervalMs?: number;
  /** How long to keep polling before giving up; default 120,000 ms. */
  waitMs?: number;
}

function decodedId(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    throw new TypeError(`Parapet: the poll URL's id is not URL-encoded text: ${id}`);
  }
}

/**
 * A path for polling: an id, or the `poll_url` of a 202 answer (which for a paid call carries the
 * token that stands in for the key). Anything else is refused, so a key is never sent elsewhere.
 */
function pollPath(prefix: string, idOrPollUrl: string): string {
  if (idOrPollUrl.startsWith(`${prefix}/`)) {
    const rest = idOrPollUrl.slice(prefix.length + 1);
    const [id = '', query] = rest.split('?', 2);
    if (id && !id.includes('/')) return `${prefix}/${encodeURIComponent(decodedId(id))}${query === undefined ? '' : `?${query}`}`;
  }
  if (idOrPollUrl.includes('/')) throw new TypeError(`Parapet: expected an id or a ${prefix}/<id> poll URL, got ${idOrPollUrl}`);
  return `${prefix}/${encodeURIComponent(idOrPollUrl)}`;
}

/** Typed client for every route of the Parapet API. No runtime dependency beyond `fetch`. */
export class ParapetClient {
  private readonly transport: Transport;

  constructor(options: ClientOptions) {
    this.transport = new Transport(resolveConnection(options));
  }

  /** The service address this client talks to. */
  get baseUrl(): string {
    return this.transport.settings.baseUrl;
  }

  private send<T>(call: Call, options?: RequestOptions): Promise<T> {
    return this.transport.send<T>(call, options);
  }

  /** GET /health. A degraded service (503) is an answer too: `status` says which. */
  getHealth(options?: RequestOptions): Promise<Health> {
    return this.send({ method: 'GET', path: '/health', idempotent: true, answers: [503] }, options);
  }

  /** POST /v1/keys/generate: a new key, shown once. Needs no key. */
  generateKey(request: GenerateKeyRequest = {}, options?: RequestOptions): Promise<IssuedKey> {
    return this.send({ method: 'POST', path: '/v1/keys/generate', body: request, idempotent: false }, options);
  }

  /** GET /v1/policy. */
  getPolicy(options?: RequestOptions): Promise<ScreeningPolicy> {
    return this.send({ method: 'GET', path: '/v1/policy', idempotent: true }, options);
  }

  /** PUT /v1/policy: changes the given fields. */
  updatePolicy(update: ScreeningPolicyUpdate, options?: RequestOptions): Promise<ScreeningPolicy> {
    return this.send({ method: 'PUT', path: '/v1/policy', body: update, idempotent: true }, options);
  }

  /** GET /v1/screenings: one page of this key's audit trail, newest first (hashes and lengths, never text). */
  listScreenings(query: ScreeningListQuery = {}, options?: RequestOptions): Promise<ScreeningList> {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
    const search = params.toString();
    return this.send({ method: 'GET', path: `/v1/screenings${search ? `?${search}` : ''}`, idempotent: true }, options);
  }

  /** Every record of this key's audit trail matching `query`, newest first, page after page. */
  async *screenings(query: Omit<ScreeningListQuery, 'cursor'> = {}, options?: RequestOptions): AsyncGenerator<ScreeningEntry> {
    let cursor: string | undefined;
    do {
      const page = await this.listScreenings({ ...query, ...(cursor ? { cursor } : {}) }, options);
      yield* page.screenings;
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
  }

  /** DELETE /v1/policy: back to the defaults. */
  resetPolicy(options?: RequestOptions): Promise<ScreeningPolicy> {
    return this.send({ method: 'DELETE', path: '/v1/policy', idempotent: true }, options);
  }

  /**
   * POST /v1/parse: screens a prompt. With `execute` the answer may be a 202 with `poll_url`
   * (`execution_pending: true`); poll it with `getExecution` or `waitForExecution`.
   */
  parse(request: ParseRequest, options?: RequestOptions): Promise<ParseResponse> {
    return this.send({ method: 'POST', path: '/v1/parse', body: request, idempotent: request.execute === undefined || request.execute === false }, options);
  }

  /** GET /v1/parse/{id}: a sandbox execution, by id or by the `poll_url` of the parse answer. */
  async getExecution(idOrPollUrl: string, options?: RequestOptions): Promise<ExecutionResult> {
    return this.send({ method: 'GET', path: pollPath('/v1/parse', idOrPollUrl), idempotent: true }, options);
  }

  /** Polls a sandbox execution until it is no longer pending. */
  waitForExecution(idOrPollUrl: string, options?: WaitOptions): Promise<ExecutionResult> {
    return this.waitFor((o) => this.getExecution(idOrPollUrl, o), options);
  }

  /** POST /v1/screen-output: screens a model's answer before it is used. */
  screenOutput(request: ScreenOutputRequest, options?: RequestOptions): Promise<ScreenOutputResponse> {
    return this.send({ method: 'POST', path: '/v1/screen-output', body: request, idempotent: true }, options);
  }

  /** POST /v1/agent/trust/verify: checks a message from another agent. */
  verifyAgentMessage(request: TrustVerifyRequest, options?: RequestOptions): Promise<TrustVerifyResponse> {
    return this.send({ method: 'POST', path: '/v1/agent/trust/verify', body: request, idempotent: true }, options);
  }

  /** GET /v1/models: the allowed models with their prices. Needs no key. */
  listModels(options?: RequestOptions): Promise<ModelList> {
    return this.send({ method: 'GET', path: '/v1/models', idempotent: true }, options);
  }

  /** GET /v1/evaluators. Needs no key. */
  listEvaluators(options?: RequestOptions): Promise<EvaluatorList> {
    return this.send({ method: 'GET', path: '/v1/evaluators', idempotent: true }, options);
  }

  /** GET /v1/pricing: the x402 price of each paid route. Needs no key. */
  getPricing(options?: RequestOptions): Promise<Pricing> {
    return this.send({ method: 'GET', path: '/v1/pricing', idempotent: true }, options);
  }

  /** POST /v1/analyze: starts a media analysis; poll with `getAnalysis` or `waitForAnalysis`. */
  analyze(request: AnalyzeRequest, options?: RequestOptions): Promise<AnalysisSubmission> {
    return this.send({ method: 'POST', path: '/v1/analyze', body: request, idempotent: false }, options);
  }

  /** GET /v1/analyze/{id}, by id or by `poll_url`. */
  async getAnalysis(idOrPollUrl: string, options?: RequestOptions): Promise<AnalysisResult> {
    return this.send({ method: 'GET', path: pollPath('/v1/analyze', idOrPollUrl), idempotent: true }, options);
  }

  /** Polls an analysis until it is no longer pending. */
  waitForAnalysis(idOrPollUrl: string, options?: WaitOptions): Promise<AnalysisResult> {
    return this.waitFor((o) => this.getAnalysis(idOrPollUrl, o), options);
  }

  /**
   * POST /v1/evaluate: the local evaluators answer at once (200, `status: "completed"`); with an
   * evaluator that needs the model (by default too, when the service has a model provider) the
   * answer is a 202 to poll with `getEvaluation`. Either id reads back with `getEvaluation`.
   */
  evaluate(request: EvaluateRequest, options?: RequestOptions): Promise<EvaluationResult | EvaluationSubmission> {
    return this.send({ method: 'POST', path: '/v1/evaluate', body: request, idempotent: false }, options);
  }

  /** GET /v1/evaluate/{id}, by id or by `poll_url`. */
  async getEvaluation(idOrPollUrl: string, options?: RequestOptions): Promise<EvaluationJob> {
    return this.send({ method: 'GET', path: pollPath('/v1/evaluate', idOrPollUrl), idempotent: true }, options);
  }

  /** Polls an evaluation until it is no longer pending. */
  waitForEvaluation(idOrPollUrl: string, options?: WaitOptions): Promise<EvaluationJob> {
    return this.waitFor((o) => this.getEvaluation(idOrPollUrl, o), options);
  }

  /**
   * POST /v1/chat. Pass the answer's `conversation_id`, or an id of your own (1 to 128 of
   * A-Z a-z 0-9 . _ : -), to continue or start a conversation; ids are scoped to the API key.
   */
  chat(request: ChatRequest, options?: RequestOptions): Promise<ChatResponse> {
    return this.send({ method: 'POST', path: '/v1/chat', body: request, idempotent: false }, options);
  }

  /** Polls until the job is no longer pending, or `waitMs` has passed; answers the last state either way. */
  private async waitFor<T extends { status: string }>(get: (options: RequestOptions) => Promise<T>, options: WaitOptions = {}): Promise<T> {
    const { intervalMs = 1_000, waitMs = 120_000, ...request } = options;
    const until = Date.now() + waitMs;
    for (;;) {
      const job = await get(request);
      if (job.status !== 'pending' || Date.now() + intervalMs > until) return job;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
      request.signal?.throwIfAborted();
    }
  }
}
