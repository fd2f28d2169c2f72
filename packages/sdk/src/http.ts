import { ParapetError, ParapetNetworkError } from './errors.js';

/** Per-call settings that override the client's. */
export interface RequestOptions {
  /** Cancels the call (including any wait before a retry). */
  signal?: AbortSignal;
  /** Deadline of this call, retries included. */
  timeoutMs?: number;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
}

export interface TransportSettings {
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
  maxRetries: number;
  fetch: typeof fetch;
  headers: Record<string, string>;
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /**
   * Whether sending the request twice does no more than sending it once. Only such calls are
   * retried after a 5xx without Retry-After, since the first attempt may have done its work.
   */
  idempotent: boolean;
  /** Non-2xx statuses that are answers rather than errors (the 503 of a degraded /health). */
  answers?: readonly number[];
}

const RETRY_BASE_MS = 250;
const RETRY_CAP_MS = 4_000;

/** Milliseconds a Retry-After header asks for: delta-seconds or an HTTP date. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorOf(response: Response, text: string, body: unknown): ParapetError {
  const e = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return new ParapetError(
    response.status,
    typeof e['error'] === 'string' ? e['error'] : response.statusText || `HTTP ${response.status}`,
    typeof e['detail'] === 'string' ? e['detail'] : text.slice(0, 200),
    typeof e['code'] === 'string' ? e['code'] : undefined,
    response.headers.get('x-request-id') ?? undefined,
    body,
    retryAfterMs(response.headers.get('retry-after')),
  );
}

/**
 * Sends calls to the service: one deadline for the whole call, retries on 429 and 5xx that honour
 * Retry-After (and never wait past the deadline), typed errors for everything else.
 */
export class Transport {
  constructor(readonly settings: TransportSettings) {}

  async send<T>(call: Call, options: RequestOptions = {}): Promise<T> {
    const timeoutMs = options.timeoutMs ?? this.settings.timeoutMs;
    const deadline = Date.now() + timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    const headers: Record<string, string> = { accept: 'application/json', ...this.settings.headers, ...options.headers };
    if (this.settings.apiKey) headers['authorization'] = `Bearer ${this.settings.apiKey}`;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const url = this.settings.baseUrl + call.path;

    for (let attempt = 0; ; attempt++) {
      let response: Response;
      let text: string;
      try {
        response = await this.settings.fetch(url, { method: call.method, headers, body: payload, signal });
        text = await response.text();
      } catch (error) {
        throw this.networkError(error, timeout, options.signal, timeoutMs);
      }
      const body = parseBody(text);
      if (response.ok || call.answers?.includes(response.status)) return body as T;
      const failure = errorOf(response, text, body);
      const delay = this.retryDelay(call, failure, attempt);
      if (delay === undefined || Date.now() + delay >= deadline) throw failure;
      try {
        await wait(delay, signal);
      } catch (error) {
        throw this.networkError(error, timeout, options.signal, timeoutMs);
      }
    }
  }

  /** How long to wait before the next attempt, or undefined when this failure is final. */
  private retryDelay(call: Call, failure: ParapetError, attempt: number): number | undefined {
    if (attempt >= this.settings.maxRetries) return undefined;
    const retryable = failure.status === 429 || (failure.status >= 500 && (call.idempotent || failure.retryAfterMs !== undefined));
    if (!retryable) return undefined;
    if (failure.retryAfterMs !== undefined) return failure.retryAfterMs;
    const backoff = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempt);
    return backoff / 2 + Math.random() * (backoff / 2);
  }

  private networkError(error: unknown, timeout: AbortSignal, caller: AbortSignal | undefined, timeoutMs: number): ParapetNetworkError {
    if (timeout.aborted) return new ParapetNetworkError('timeout', `Parapet did not answer within ${timeoutMs} ms`, { cause: error });
    if (caller?.aborted) return new ParapetNetworkError('aborted', 'The call to Parapet was aborted', { cause: error });
    const why = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return new ParapetNetworkError('unreachable', `Parapet could not be reached at ${this.settings.baseUrl}: ${why}`, { cause: error });
  }
}
