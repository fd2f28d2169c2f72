/**
 * Connection settings shared by the client and the wrapper, with the older option names that
 * clients of the earlier service still send. When both spellings are given, the current one wins.
 */
export interface ConnectionOptions {
  /** API key from POST /v1/keys/generate. */
  apiKey?: string;
  /** Service address, e.g. `http://localhost:8080`. */
  baseUrl?: string;
  /** Deadline of one call to the service, retries included; default 10,000 ms. */
  timeoutMs?: number;
  /** Retries after a 429 or 5xx; default 2. */
  maxRetries?: number;
  /** The fetch to use; default the global one. */
  fetch?: typeof fetch;
  /** Headers sent with every call. */
  headers?: Record<string, string>;
  /** @deprecated Older name of `apiKey`. */
  parseApiKey?: string;
  /** @deprecated Older name of `baseUrl`. */
  parseBaseUrl?: string;
  /** @deprecated Older name of `timeoutMs`. */
  parseTimeoutMs?: number;
}

export interface Connection {
  apiKey: string | undefined;
  baseUrl: string;
  timeoutMs: number;
  maxRetries: number;
  fetch: typeof fetch;
  headers: Record<string, string>;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_RETRIES = 2;

function positive(name: string, value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isFinite(value) || value <= 0) throw new TypeError(`Parapet: ${name} must be a positive number of milliseconds, got ${String(value)}`);
  return value;
}

export function resolveConnection(options: ConnectionOptions): Connection {
  const baseUrl = options.baseUrl ?? options.parseBaseUrl;
  if (!baseUrl) throw new TypeError('Parapet: baseUrl is required (the service address, e.g. http://localhost:8080)');
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new TypeError(`Parapet: baseUrl is not a URL: ${baseUrl}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new TypeError(`Parapet: baseUrl must be http(s), got ${parsed.protocol}`);
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  if (!Number.isInteger(maxRetries) || maxRetries < 0) throw new TypeError(`Parapet: maxRetries must be a whole number from 0, got ${String(maxRetries)}`);
  const fetchImpl = options.fetch ?? globalThis.fetch;
  if (typeof fetchImpl !== 'function') throw new TypeError('Parapet: no fetch is available; pass one as the fetch option');
  return {
    apiKey: options.apiKey ?? options.parseApiKey,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    timeoutMs: positive('timeoutMs', options.timeoutMs) ?? positive('parseTimeoutMs', options.parseTimeoutMs) ?? DEFAULT_TIMEOUT_MS,
    maxRetries,
    fetch: fetchImpl,
    headers: { ...options.headers },
  };
}
