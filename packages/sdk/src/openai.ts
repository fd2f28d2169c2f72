/**
 * The wrapper for the official OpenAI client (`openai` 6): `chat.completions.create` and
 * `responses.create` screen the new input before the model and the answer after it. Streams are
 * screened once complete. Only types are imported from `openai`; the client is the caller's.
 */
import type OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionChunk, ChatCompletionCreateParams, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Response as OpenAIResponse, ResponseCreateParams, ResponseInputItem, ResponseStreamEvent } from 'openai/resources/responses/responses';
import type { Stop } from './errors.js';
import { contextOf, ParapetGuard, stopOf, unscreenedBy, type GuardOptions, type ScreenItem } from './guard.js';
import { markOf, unscreenedOf, type ParapetMark } from './marks.js';
import { withOverrides } from './proxy.js';
import { guardStream, replay, type StreamSpec } from './stream.js';

export interface OpenAIGuardOptions extends GuardOptions {
  /**
   * Hold a streamed answer back until it is screened; default false (chunks pass on as they come,
   * and a stopped answer is only marked, or thrown, at the end). The safe choice: no unscreened
   * text reaches the caller.
   */
  holdStream?: boolean;
}

/** The part of the OpenAI client the wrapper replaces. */
interface OpenAILike {
  chat: { completions: { create: (...args: never[]) => unknown } };
  responses?: { create: (...args: never[]) => unknown };
}

type Create = (body: Record<string, unknown>, options?: unknown) => Promise<unknown>;

const now = (): number => Math.floor(Date.now() / 1000);

function textOfParts(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: { type?: string; text?: unknown }) => ((part.type === 'text' || part.type === 'input_text') && typeof part.text === 'string' ? part.text : ''))
    .filter(Boolean)
    .join('\n');
}

/**
 * What a chat request brings that the model has not answered yet: the messages after its last
 * assistant message. User messages are screened as `user`, tool results as `tool_output`; system
 * and developer messages are the caller's own and are not screened.
 */
export function chatInput(messages: ChatCompletionMessageParam[]): ScreenItem[] {
  const lastAssistant = messages.map((m) => m.role).lastIndexOf('assistant');
  return messages.slice(lastAssistant + 1).flatMap((m): ScreenItem[] => {
    if (m.role === 'user') return [{ text: textOfParts(m.content) }];
    if (m.role === 'tool' || m.role === 'function') return [{ text: textOfParts(m.content), sourceKind: 'tool_output' }];
    return [];
  });
}

/** The same for a Responses request: its `input` after the last assistant message or function call. */
export function responsesInput(input: ResponseCreateParams['input']): ScreenItem[] {
  if (typeof input === 'string') return [{ text: input }];
  if (!Array.isArray(input)) return [];
  const items = input as ResponseInputItem[];
  const isModelTurn = (item: ResponseInputItem) => ('role' in item && item.role === 'assistant') || item.type === 'function_call';
  const last = items.map(isModelTurn).lastIndexOf(true);
  return items.slice(last + 1).flatMap((item): ScreenItem[] => {
    if ('role' in item && item.role === 'user') return [{ text: textOfParts(item.content) }];
    if (item.type === 'function_call_output') return [{ text: typeof item.output === 'string' ? item.output : textOfParts(item.output), sourceKind: 'tool_output' }];
    return [];
  });
}

/** A completion's answer text: message contents, refusals and tool-call arguments. */
export function completionText(completion: ChatCompletion): string {
  return completion.choices
    .flatMap((c) => [c.message.content ?? '', c.message.refusal ?? '', ...(c.message.tool_calls ?? []).map((t) => (t.type === 'function' ? t.function.arguments : ''))])
    .filter(Boolean)
    .join('\n');
}

export function responseText(response: OpenAIResponse): string {
  return response.output
    .flatMap((item) => {
      if (item.type === 'message') return item.content.map((c) => (c.type === 'output_text' ? c.text : c.type === 'refusal' ? c.refusal : ''));
      if (item.type === 'function_call') return [item.arguments];
      return [];
    })
    .filter(Boolean)
    .join('\n');
}

const chunkText = (chunk: ChatCompletionChunk): string =>
  chunk.choices.map((c) => (c.delta?.content ?? '') + (c.delta?.refusal ?? '') + (c.delta?.tool_calls ?? []).map((t) => t.function?.arguments ?? '').join('')).join('');

const eventText = (event: ResponseStreamEvent): string =>
  event.type === 'response.output_text.delta' || event.type === 'response.refusal.delta' || event.type === 'response.function_call_arguments.delta' ? event.delta : '';

/** An id for a placeholder: the screening's when a screening blocked. */
const blockedId = (stop: Stop): string => `parapet-blocked-${stop.report?.id ?? now()}`;

function placeholderCompletion(stop: Stop, text: string, model: string, answered?: ChatCompletion): ChatCompletion & { parapet: ParapetMark } {
  return {
    id: answered?.id ?? blockedId(stop),
    object: 'chat.completion',
    created: answered?.created ?? now(),
    model: answered?.model ?? model,
    choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: text }, finish_reason: 'content_filter', logprobs: null }],
    ...(answered?.usage ? { usage: answered.usage } : {}),
    parapet: markOf(stop, unscreenedOf(stop)),
  };
}

function placeholderChunk(stop: Stop, text: string, model: string): ChatCompletionChunk & { parapet: ParapetMark } {
  return {
    id: blockedId(stop),
    object: 'chat.completion.chunk',
    created: now(),
    model,
    choices: [{ index: 0, delta: { role: 'assistant', content: text }, finish_reason: 'content_filter', logprobs: null }],
    parapet: markOf(stop, unscreenedOf(stop)),
  };
}

function placeholderResponse(stop: Stop, text: string, model: string, answered?: OpenAIResponse): OpenAIResponse & { parapet: ParapetMark } {
  const base = answered ?? ({ id: blockedId(stop), created_at: now(), model, instructions: null, metadata: null, parallel_tool_calls: false, temperature: null, tool_choice: 'none', tools: [], top_p: null } as unknown as OpenAIResponse);
  return {
    ...base,
    object: 'response',
    status: 'incomplete',
    error: null,
    incomplete_details: { reason: 'content_filter' },
    output: [{ type: 'message', id: `msg_${base.id}`, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] }],
    output_text: text,
    parapet: markOf(stop, unscreenedOf(stop)),
  };
}

function responseEvents(response: OpenAIResponse & { parapet: ParapetMark }, text: string): ResponseStreamEvent[] {
  const itemId = `msg_${response.id}`;
  return [
    { type: 'response.output_text.delta', item_id: itemId, output_index: 0, content_index: 0, delta: text, logprobs: [], sequence_number: 0 },
    { type: 'response.incomplete', response, sequence_number: 1 },
  ];
}

/**
 * A stream of the same class as the model's (so `toReadableStream`, `tee` and `controller` keep
 * working) over other chunks; a plain async iterable when there is no model stream to copy.
 */
function restream<C>(like: unknown, chunks: () => AsyncIterator<C>): AsyncIterable<C> {
  const Stream = like && typeof like === 'object' ? (like.constructor as new (iterator: () => AsyncIterator<C>, controller: AbortController) => AsyncIterable<C>) : undefined;
  const controller = (like as { controller?: AbortController } | undefined)?.controller ?? new AbortController();
  if (Stream && (Stream as unknown) !== Object) return new Stream(chunks, controller);
  return { controller, [Symbol.asyncIterator]: chunks } as AsyncIterable<C>;
}

/**
 * The OpenAI client with screening. Answers of wrapped calls carry `parapet` ({@link ParapetMark});
 * the wrapped `create` returns a plain Promise (not the client's APIPromise).
 */
export function wrapOpenAI<C extends OpenAILike>(client: C, options: OpenAIGuardOptions | ParapetGuard): C {
  const guard = options instanceof ParapetGuard ? options : new ParapetGuard(options);
  const holdStream = options instanceof ParapetGuard ? false : options.holdStream ?? false;
  const completions = client.chat.completions as unknown as { create: Create };
  const responses = client.responses as unknown as { create: Create } | undefined;

  async function chatCreate(body: ChatCompletionCreateParams, requestOptions?: unknown): Promise<unknown> {
    const input = chatInput(body.messages);
    const model = String(body.model);
    if (!body.stream) {
      const done = await guard.run({
        input,
        call: () => completions.create(body as unknown as Record<string, unknown>, requestOptions) as Promise<ChatCompletion>,
        outputText: completionText,
        placeholder: (stop, text, answered) => placeholderCompletion(stop, text, model, answered),
      });
      return Object.assign(done.response, { parapet: markOf(done, done.unscreened) });
    }
    const before = await guard.screenInput(input);
    const stopped = stopOf(before);
    if (stopped) return restream(undefined, () => replay([placeholderChunk(stopped, guard.withhold(stopped), model)]));
    const unscreenedBefore = unscreenedBy(before);
    const answer = await completions.create(body as unknown as Record<string, unknown>, requestOptions);
    const spec: StreamSpec<ChatCompletionChunk> = {
      textOf: chunkText,
      context: contextOf(input),
      hold: holdStream,
      placeholder: (stop, text) => [placeholderChunk(stop, text, model)],
      end: ({ stop, unscreened }, tail) => {
        const all = [...unscreenedBefore, ...unscreened];
        if (!stop && all.length === 0) return tail;
        // A chunk without choices, as the usage chunk is: it carries the outcome to the caller.
        return [...tail, { id: `parapet-${stop?.report?.id ?? now()}`, object: 'chat.completion.chunk', created: now(), model, choices: [], parapet: markOf(stop, all) } as ChatCompletionChunk];
      },
    };
    const source = answer as AsyncIterable<ChatCompletionChunk>;
    return restream(source, () => guardStream(guard, source, spec));
  }

  async function responsesCreate(body: ResponseCreateParams, requestOptions?: unknown): Promise<unknown> {
    if (!responses) throw new TypeError('This OpenAI client has no responses API');
    const input = responsesInput(body.input);
    const model = String(body.model ?? '');
    if (!body.stream) {
      const done = await guard.run({
        input,
        call: () => responses.create(body as unknown as Record<string, unknown>, requestOptions) as Promise<OpenAIResponse>,
        outputText: responseText,
        placeholder: (stop, text, answered) => placeholderResponse(stop, text, model, answered),
      });
      return Object.assign(done.response, { parapet: markOf(done, done.unscreened) });
    }
    const before = await guard.screenInput(input);
    const stopped = stopOf(before);
    if (stopped) {
      const text = guard.withhold(stopped);
      const events = responseEvents(placeholderResponse(stopped, text, model), text);
      return restream(undefined, () => replay(events));
    }
    const unscreenedBefore = unscreenedBy(before);
    const answer = await responses.create(body as unknown as Record<string, unknown>, requestOptions);
    const isDone = (e: ResponseStreamEvent) => e.type === 'response.completed' || e.type === 'response.incomplete' || e.type === 'response.failed';
    const spec: StreamSpec<ResponseStreamEvent> = {
      textOf: eventText,
      context: contextOf(input),
      hold: holdStream,
      placeholder: (stop, text) => responseEvents(placeholderResponse(stop, text, model), text),
      isTail: isDone,
      end: ({ stop, text, unscreened }, tail) => {
        const all = [...unscreenedBefore, ...unscreened];
        return tail.map((event) => {
          if (!isDone(event) || !('response' in event)) return event;
          if (stop) {
            const response = { ...placeholderResponse(stop, text ?? '', model, event.response), parapet: markOf(stop, all) };
            return { type: 'response.incomplete', sequence_number: event.sequence_number, response } as ResponseStreamEvent;
          }
          return { ...event, response: Object.assign(event.response, { parapet: markOf(undefined, all) }) } as ResponseStreamEvent;
        });
      },
    };
    const source = answer as AsyncIterable<ResponseStreamEvent>;
    return restream(source, () => guardStream(guard, source, spec));
  }

  const chat = withOverrides(client.chat as object, { completions: withOverrides(client.chat.completions as object, { create: chatCreate }) });
  const overrides: Record<string, unknown> = { chat };
  if (client.responses) overrides['responses'] = withOverrides(client.responses as object, { create: responsesCreate });
  return withOverrides(client, overrides);
}

export type { OpenAI };
