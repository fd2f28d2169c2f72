import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A small client of an OpenAI-compatible API (the model aggregator by default) over `fetch`.
 *
 * Every call has one deadline that covers all its attempts. 408, 429, 5xx and network errors are
 * retried with exponential back-off and jitter while the deadline allows (a 429's Retry-After is
 * honoured when it fits in the time left); other statuses are final. Calls never throw: they
 * answer a result that says what went wrong.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  maxTokens: number;
  /** Structured output: the reply must be JSON matching `schema`. */
  responseSchema: { name: string; schema: Record<string, unknown> };
}

/** Why a call produced nothing usable. */
export type FailureKind = 'timeout' | 'network' | 'rate_limited' | 'http' | 'provider_error' | 'bad_response';

export interface CallFailure {
  ok: false;
  kind: FailureKind;
  reason: string;
  /** HTTP status of the last attempt, when one answered. */
  status?: number;
}

export type ChatResult = { ok: true; content: string; model: string; attempts: number } | CallFailure;

/** A function the model may call, declared as an OpenAI-style function tool. */
export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON Schema of the arguments. */
  parameters: Record<string, unknown>;
}

/** A tool call as the model asked for it; `arguments` is the raw JSON text the model wrote. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** A message of a conversation with tools: the assistant's tool calls and the answers to them included. */
export type ConversationMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface CompletionRequest {
  model: string;
  messages: ConversationMessage[];
  temperature: number;
  maxTokens: number;
  /** Declared to the model as function tools; it may answer with calls to them. */
  tools?: ToolDefinition[];
}

export interface CompletionOptions {
  /** Aborts the call (every attempt and back-off) early, on top of the client's deadline. */
  signal?: AbortSignal;
}

export type CompletionResult =
  | { ok: true; content: string; toolCalls: ToolCall[]; finishReason: string; model: string; attempts: number }
  | CallFailure;

/** One entry of the provider's model list, unchecked: fields are as the provider sent them. */
export interface RemoteModel {
  id: string;
  name?: unknown;
  context_length?: unknown;
  pricing?: { prompt?: unknown; completion?: unknown };
}

export type ModelListResult = { ok: true; models: RemoteModel[] } | CallFailure;

export interface LlmClientOptions {
  /** API base without a trailing slash, e.g. https://openrouter.ai/api/v1. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; self-hosted servers may need none. */
  apiKey?: string | undefined;
  /** Deadline of one call, every attempt and back-off included. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Attempts per call, the first included (default 3). */
  maxAttempts?: number;
  /** Back-off before the second attempt; doubles for each later one (default 200 ms). */
  retryBaseDelayMs?: number;
  /** Source of jitter in [0, 1); injectable for tests. */
  random?: () => number;
}

type Sent = { ok: true; json: unknown; attempts: number } | CallFailure;

const MAX_RESPONSE_BYTES = 1024 * 1024;
const MAX_ERROR_BYTES = 16 * 1024;

class ResponseTooLarge extends Error {}

/** Reads a body as text, refusing more than `limit` bytes. */
async function readText(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new ResponseTooLarge(`response over ${limit} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The provider's `{error: {message}}` of a failed call, shortened; empty when there is none. */
async function errorDetail(response: Response): Promise<string> {
  try {
    const body = JSON.parse(await readText(response, MAX_ERROR_BYTES)) as { error?: { message?: unknown } | string };
    const message = typeof body.error === 'string' ? body.error : body.error?.message;
    return typeof message === 'string' && message.trim() ? `: ${message.trim().slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

/** Retry-After as milliseconds from now: delta seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, nowMs: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

function retryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

const MAX_TOOL_CALLS = 16;

/** The well-formed function calls of a reply's `tool_calls` (at most 16); anything else is dropped. */
function toolCallsOf(value: unknown): ToolCall[] {
  if (!Array.isArray(value)) return [];
  const calls: ToolCall[] = [];
  for (const [i, item] of value.entries()) {
    const fn = (item as { function?: { name?: unknown; arguments?: unknown } } | null)?.function;
    if (typeof fn?.name !== 'string' || !fn.name) continue;
    const id = (item as { id?: unknown }).id;
    const args = fn.arguments;
    calls.push({
      id: typeof id === 'string' && id ? id.slice(0, 200) : `call_${i}`,
      name: fn.name.slice(0, 200),
      arguments: typeof args === 'string' ? args : args === undefined ? '{}' : JSON.stringify(args),
    });
    if (calls.length === MAX_TOOL_CALLS) break;
  }
  return calls;
}

function message(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
}

export class LlmClient {
  private readonly fetchImpl: typeof fetch;
  private readonly maxAttempts: number;
  private readonly retryBaseDelayMs: number;
  private readonly random: () => number;

  constructor(private readonly options: LlmClientOptions) {
    this.fetchImpl = options.fetch ?? fetch;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    this.retryBaseDelayMs = options.retryBaseDelayMs ?? 200;
    this.random = options.random ?? Math.random;
  }

  /** POST /chat/completions at temperature 0 with structured output and provider data collection denied. */
  async chat(request: ChatRequest): Promise<ChatResult> {
    const body = {
      model: request.model,
      messages: request.messages,
      temperature: 0,
      max_tokens: request.maxTokens,
      response_format: {
        type: 'json_schema',
        json_schema: { name: request.responseSchema.name, strict: true, schema: request.responseSchema.schema },
      },
      provider: { data_collection: 'deny' },
    };
    const sent = await this.send('POST', '/chat/completions', JSON.stringify(body));
    if (!sent.ok) return sent;
    const first = firstChoice(sent.json);
    if (!first.ok) return first;
    const { reply, choice } = first;
    const content = choice.message?.content;
    if (typeof content !== 'string') {
      return { ok: false, kind: 'bad_response', reason: 'the provider answered without message content', status: 200 };
    }
    return { ok: true, content, model: typeof reply?.model === 'string' ? reply.model : request.model, attempts: sent.attempts };
  }

  /**
   * POST /chat/completions as an agent would make it: the request's temperature, free-form content,
   * and function tools when given. The reply's tool calls are returned, never run. Provider data
   * collection is denied as for every call.
   */
  async complete(request: CompletionRequest, options: CompletionOptions = {}): Promise<CompletionResult> {
    const messages = request.messages.map((m) =>
      m.role === 'assistant' && m.tool_calls?.length
        ? {
            role: 'assistant',
            content: m.content,
            tool_calls: m.tool_calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })),
          }
        : m,
    );
    const body = {
      model: request.model,
      messages,
      temperature: request.temperature,
      max_tokens: request.maxTokens,
      ...(request.tools?.length
        ? {
            tools: request.tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } })),
            tool_choice: 'auto',
          }
        : {}),
      provider: { data_collection: 'deny' },
    };
    const sent = await this.send('POST', '/chat/completions', JSON.stringify(body), options.signal);
    if (!sent.ok) return sent;
    const first = firstChoice(sent.json);
    if (!first.ok) return first;
    const { reply, choice } = first;
    const content = choice.message?.content;
    const toolCalls = toolCallsOf(choice.message?.tool_calls);
    if (content !== undefined && content !== null && typeof content !== 'string') {
      return { ok: false, kind: 'bad_response', reason: 'the provider answered with message content that is not text', status: 200 };
    }
    if (typeof content !== 'string' && toolCalls.length === 0) {
      return { ok: false, kind: 'bad_response', reason: 'the provider answered without message content or tool calls', status: 200 };
    }
    return {
      ok: true,
      content: content ?? '',
      toolCalls,
      finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : 'stop',
      model: typeof reply?.model === 'string' ? reply.model : request.model,
      attempts: sent.attempts,
    };
  }

  /** GET /models: the provider's model list, entries without a string id dropped. */
  async listModels(): Promise<ModelListResult> {
    const sent = await this.send('GET', '/models');
    if (!sent.ok) return sent;
    const data = (sent.json as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) return { ok: false, kind: 'bad_response', reason: 'the model list has no data array', status: 200 };
    const models = data.filter(
      (m): m is RemoteModel => typeof m === 'object' && m !== null && typeof (m as { id?: unknown }).id === 'string',
    );
    return { ok: true, models };
  }

  private headers(hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-openrouter-title': 'Parapet' };
    if (hasBody) headers['content-type'] = 'application/json';
    if (this.options.apiKey) headers['authorization'] = `Bearer ${this.options.apiKey}`;
    return headers;
  }

  private backoffMs(attempt: number): number {
    const ceiling = this.retryBaseDelayMs * 2 ** (attempt - 1);
    return Math.round(ceiling / 2 + (this.random() * ceiling) / 2);
  }

  private async send(method: 'GET' | 'POST', path: string, body?: string, cancel?: AbortSignal): Promise<Sent> {
    const { timeoutMs } = this.options;
    const deadline = performance.now() + timeoutMs;
    const signal = cancel ? AbortSignal.any([AbortSignal.timeout(timeoutMs), cancel]) : AbortSignal.timeout(timeoutMs);
    const timedOut = (): CallFailure =>
      cancel?.aborted ? { ok: false, kind: 'timeout', reason: 'the call was cancelled' } : { ok: false, kind: 'timeout', reason: `no answer within ${timeoutMs} ms` };
    const url = this.options.baseUrl + path;
    let last: CallFailure = timedOut();

    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      let retryAfterMs: number | undefined;
      try {
        const response = await this.fetchImpl(url, { method, headers: this.headers(body !== undefined), body, signal, redirect: 'error' });
        if (response.ok) {
          const text = await readText(response, MAX_RESPONSE_BYTES);
          try {
            return { ok: true, json: JSON.parse(text), attempts: attempt };
          } catch {
            return { ok: false, kind: 'bad_response', reason: 'the provider answered with a body that is not JSON', status: response.status };
          }
        }
        const detail = await errorDetail(response);
        last = {
          ok: false,
          kind: response.status === 429 ? 'rate_limited' : 'http',
          reason: `the provider answered HTTP ${response.status}${detail}`,
          status: response.status,
        };
        if (!retryable(response.status)) return last;
        if (response.status === 429) retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
      } catch (error) {
        if (signal.aborted) return timedOut();
        if (error instanceof ResponseTooLarge) return { ok: false, kind: 'bad_response', reason: error.message };
        last = { ok: false, kind: 'network', reason: `the provider could not be reached: ${message(error)}` };
      }
      if (attempt === this.maxAttempts) break;
      const delayMs = retryAfterMs ?? this.backoffMs(attempt);
      // A wait that would outlast the deadline is pointless: give up now with the last failure.
      if (performance.now() + delayMs >= deadline) break;
      try {
        await sleep(delayMs, undefined, { signal });
      } catch {
        return timedOut();
      }
    }
    return last;
  }
}

interface CompletionReply {
  model?: unknown;
  error?: { message?: unknown };
  choices?: Array<{ finish_reason?: unknown; message?: { content?: unknown; tool_calls?: unknown } }>;
}

/**
 * The first choice of a chat-completions reply, or why there is none usable: an error object in
 * place of choices, or a generation that failed after it started (both arrive as HTTP 200).
 */
function firstChoice(json: unknown): { ok: true; reply: CompletionReply | null; choice: NonNullable<CompletionReply['choices']>[number] } | CallFailure {
  const reply = json as CompletionReply | null;
  const choice = Array.isArray(reply?.choices) ? reply.choices[0] : undefined;
  const providerMessage = typeof reply?.error?.message === 'string' ? `: ${reply.error.message.slice(0, 200)}` : '';
  if (!choice) {
    return reply?.error
      ? { ok: false, kind: 'provider_error', reason: `the provider reported an error${providerMessage}`, status: 200 }
      : { ok: false, kind: 'bad_response', reason: 'the provider answered without choices', status: 200 };
  }
  if (choice.finish_reason === 'error') {
    return { ok: false, kind: 'provider_error', reason: `generation failed at the provider${providerMessage}`, status: 200 };
  }
  return { ok: true, reply, choice };
}
