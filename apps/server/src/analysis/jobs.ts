import { createHmac, timingSafeEqual } from 'node:crypto';
import { isAllowedModel } from '../llm/models.js';
import { AppError } from '../errors/catalogue.js';
import { checkUrl } from '../net/safe-fetch.js';
import { FetchError } from '../net/fetch-error.js';
import type { JobQueue, JobRecord } from '../queue/types.js';
import type { AnalysisOutcome, Analyzer, Depth } from './analyze.js';
import { DEPTHS } from './analyze.js';
import type { AnalysisBody, AnalyzeRequest, Submission } from './schemas.js';

/**
 * Media analysis as background jobs: `submit` enqueues an `analyze` job, the registered handler runs
 * the Analyzer, `get` answers the job's state in the wire shape.
 *
 * Ownership. An analysis is readable only with the key that asked for it. The queue's `get` returns
 * no payload, so ownership of a job that is still pending cannot be read back from it; instead the
 * public id binds the key: `<job id>.<tag>` with tag = HMAC-SHA256 of the job id under the owner's
 * secret (the stored hash of its API key, which never leaves the service; for a paid request, the
 * hash of its poll token), recomputed on every read. Another key that learns a job id cannot
 * compute the tag and gets 404, and nothing has to be stored. The finished result also records the
 * key id, and a read of a finished job checks that too.
 */

export const ANALYZE_JOB_TYPE = 'analyze';

interface AnalyzePayload {
  url: string;
  depth: Depth;
  model?: string;
  key_id: string;
}

type StoredResult = AnalysisOutcome & { key_id: string };

export interface AnalysisJobOptions {
  /** Time-out of one attempt: the fetch, the parse and the model call together. */
  attemptTimeoutMs: number;
  /** Attempts of a job whose runner crashed or threw unexpectedly (analysis failures are results, not retried). */
  maxAttempts?: number;
  /** Loopback and private addresses may be fetched (the fetcher's policy, checked at submit for literal hosts). */
  allowPrivate: boolean;
  /** The secret that keys an owner's tags: the stored hash of the API key; null when the key is gone. */
  ownerSecret(keyId: string): Promise<string | null>;
}

const TAG_CONTEXT = 'parapet/analysis-tag/v1';

function tagFor(secret: string, jobId: string): string {
  return createHmac('sha256', secret).update(`${TAG_CONTEXT}\u0000${jobId}`, 'utf8').digest('base64url').slice(0, 22);
}

function sameTag(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function isPayload(value: unknown): value is AnalyzePayload {
  const p = value as Partial<AnalyzePayload> | null;
  return (
    typeof p === 'object' && p !== null && typeof p.url === 'string' && typeof p.key_id === 'string' &&
    typeof p.depth === 'string' && (DEPTHS as readonly string[]).includes(p.depth) && (p.model === undefined || typeof p.model === 'string')
  );
}

function emptyParts(): Omit<AnalysisOutcome, 'url' | 'depth'> {
  return {
    final_url: null, redirects: [], content_type: null, bytes: null, metadata: null, content: null,
    credibility: null, bias: null, factual_accuracy: null, injection: null, error: null,
  };
}

export class AnalysisJobs {
  constructor(
    private readonly queue: JobQueue,
    private readonly analyzer: Analyzer,
    private readonly options: AnalysisJobOptions,
  ) {}

  /** Registers the `analyze` handler on the queue; the runner is started by the caller. */
  register(): void {
    this.queue.register(ANALYZE_JOB_TYPE, async (payload, context): Promise<StoredResult> => {
      if (!isPayload(payload)) throw new Error('the analyze job payload is malformed');
      const outcome = await this.analyzer.analyzeUrl(payload.url, payload.depth, { model: payload.model, signal: context.signal });
      return { ...outcome, key_id: payload.key_id };
    });
  }

  /**
   * The refusals of an analysis request that come before any work (a URL or model that can never be
   * analysed): no fetch, no job. Run before a paid request's payment is settled, and by `submit`.
   */
  check(request: AnalyzeRequest): void {
    try {
      // Syntax, scheme, and a host that is a refused address in itself (a literal IP or `localhost`):
      // those are refused here, with 400. A name that resolves to a refused address, or a redirect
      // to one, can only be known at fetch time: the analysis then fails with `blocked_address`.
      checkUrl(request.url, { allowPrivate: this.options.allowPrivate });
    } catch (error) {
      if (error instanceof FetchError) throw new AppError('validation_failed', `url: ${error.message}.`);
      throw error;
    }
    if (request.model !== undefined && !isAllowedModel(request.model)) {
      throw new AppError('validation_failed', `model: ${JSON.stringify(request.model.slice(0, 100))} is not an allowed model; GET /v1/models lists them.`);
    }
  }

  /** Validates the request (400 for a URL or model that can never be analysed) and enqueues the job. */
  async submit(keyId: string, request: AnalyzeRequest): Promise<Submission> {
    this.check(request);
    const payload: AnalyzePayload = {
      url: request.url,
      depth: request.depth ?? 'standard',
      ...(request.model !== undefined ? { model: request.model } : {}),
      key_id: keyId,
    };
    const job = await this.queue.enqueue(ANALYZE_JOB_TYPE, payload, {
      maxAttempts: this.options.maxAttempts ?? 2,
      timeoutMs: this.options.attemptTimeoutMs,
    });
    const id = `${job.id}.${tagFor(await this.secretOf(keyId), job.id)}`;
    return { id, status: job.status, poll_url: `/v1/analyze/${id}` };
  }

  /** The analysis in the wire shape, or null when it does not exist, has expired, or belongs to another key. */
  async get(keyId: string, publicId: string): Promise<AnalysisBody | null> {
    const dot = publicId.lastIndexOf('.');
    if (dot <= 0) return null;
    const jobId = publicId.slice(0, dot);
    if (!sameTag(publicId.slice(dot + 1), tagFor(await this.secretOf(keyId), jobId))) return null;
    const job = await this.queue.get(jobId);
    if (!job || job.type !== ANALYZE_JOB_TYPE) return null;
    return this.body(publicId, job, keyId);
  }

  private async secretOf(keyId: string): Promise<string> {
    // Paid requests have no stored key: their owner id is already the hash of a secret poll token.
    const secret = keyId.startsWith('x402:') ? keyId : await this.options.ownerSecret(keyId);
    // The guard authenticated this key moments ago; a missing record means it was removed since.
    if (secret === null) throw new AppError('invalid_api_key', 'The API key is no longer known.');
    return secret;
  }

  private body(id: string, job: JobRecord, keyId: string): AnalysisBody | null {
    const created_at = new Date(job.createdAt).toISOString();
    const finishedAt = new Date(job.updatedAt).toISOString();
    if (job.status === 'completed') {
      const result = job.result as StoredResult | undefined;
      if (!result || result.key_id !== keyId) return null;
      const { key_id: _owner, ...outcome } = result;
      return { id, status: outcome.error ? 'failed' : 'completed', created_at, completed_at: finishedAt, ...outcome };
    }
    if (job.status === 'failed') {
      return {
        id, status: 'failed', created_at, completed_at: finishedAt, url: null, depth: null, ...emptyParts(),
        error: { code: 'internal_error', detail: `the analysis did not finish: ${job.error ?? 'unknown reason'}` },
      };
    }
    return { id, status: 'pending', created_at, completed_at: null, url: null, depth: null, ...emptyParts() };
  }
}
