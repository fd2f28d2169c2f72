/**
 * Typed client for the Parapet API. No runtime dependency beyond the global `fetch`.
 */

export type Scope = 'analyze' | 'evaluate' | 'chat';
export type SourceKind = 'user' | 'colleague' | 'email' | 'retrieved_doc' | 'web_page' | 'tool_output' | 'memory' | 'agent_handoff';

export interface ScreeningPolicy {
  autoBlockThreshold: number;
  screenAllPrompts: boolean;
  sources: SourceKind[];
  approval_required_for_personal_data: boolean;
  approval_required_for_location: boolean;
  approval_required_for_future_plans: boolean;
  approval_default_action: 'deny';
}

export type ScreeningPolicyUpdate = Partial<ScreeningPolicy>;

export interface IssuedKey {
  id: string;
  key: string;
  name: string;
  scopes: Scope[];
  created_at: string;
  expires_at: string;
  note: string;
}

export interface Health {
  status: 'ok' | 'degraded';
  timestamp: string;
  uptime_seconds: number;
  version: string;
  checks: Record<string, 'ok' | 'failing'>;
}

export interface ClientOptions {
  /** API key from POST /v1/keys/generate. */
  apiKey?: string;
  /** Service address, e.g. http://localhost:8080. */
  baseUrl: string;
  /** Per-request time-out; default 10,000 ms. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A non-2xx answer of the service, with its `{error, detail, code}` body. */
export class ParapetError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly detail: string,
    readonly code: string | undefined,
    readonly requestId: string | undefined,
    /** The body, for answers such as /health's 503 that are not error bodies. */
    readonly body: unknown,
  ) {
    super(`${status} ${error}: ${detail}`);
    this.name = 'ParapetError';
  }
}

export class ParapetClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.fetchImpl = options.fetch ?? globalThis.fetch;
  }

  health(): Promise<Health> {
    return this.request('GET', '/health');
  }

  generateKey(name?: string): Promise<IssuedKey> {
    return this.request('POST', '/v1/keys/generate', name === undefined ? {} : { name });
  }

  getPolicy(): Promise<ScreeningPolicy> {
    return this.request('GET', '/v1/policy');
  }

  updatePolicy(update: ScreeningPolicyUpdate): Promise<ScreeningPolicy> {
    return this.request('PUT', '/v1/policy', update);
  }

  resetPolicy(): Promise<ScreeningPolicy> {
    return this.request('DELETE', '/v1/policy');
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.apiKey) headers['authorization'] = `Bearer ${this.options.apiKey}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.fetchImpl(this.baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    if (!response.ok) {
      const e = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
      throw new ParapetError(
        response.status,
        typeof e['error'] === 'string' ? e['error'] : response.statusText,
        typeof e['detail'] === 'string' ? e['detail'] : text.slice(0, 200),
        typeof e['code'] === 'string' ? e['code'] : undefined,
        response.headers.get('x-request-id') ?? undefined,
        parsed,
      );
    }
    return parsed as T;
  }
}
