/** The console's only way to the service: same-origin fetch with the key kept in session storage. */
const KEY = 'parapet.apiKey';

export function storedKey(): string | null {
  return sessionStorage.getItem(KEY);
}

export function storeKey(key: string): void {
  sessionStorage.setItem(KEY, key);
}

export function forgetKey(): void {
  sessionStorage.removeItem(KEY);
}

/** A refusal from the service: its `{error, detail}` body, or what went wrong on the way. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export interface Answer<T> {
  body: T;
  /** Round trip seen by the browser, in milliseconds. */
  elapsedMs: number;
}

/** Calls the API; a non-2xx answer throws an ApiError carrying the service's own message. */
export async function call<T>(method: string, path: string, body?: unknown, options: { anonymous?: boolean } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const key = storedKey();
  if (key && !options.anonymous) headers['authorization'] = `Bearer ${key}`;
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  } catch {
    throw new ApiError(0, 'Network error', 'The service could not be reached.');
  }
  const elapsedMs = Math.round(performance.now() - started);
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: reported below when the status is an error
  }
  if (!response.ok) {
    const err = (parsed ?? {}) as { error?: string; detail?: string };
    throw new ApiError(response.status, err.error ?? response.statusText, err.detail ?? (text || `HTTP ${response.status}`));
  }
  return { body: parsed as T, elapsedMs };
}
