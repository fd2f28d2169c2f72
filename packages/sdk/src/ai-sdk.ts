/**
 * The wrapper for the Vercel AI SDK (`ai` 6): a language-model middleware that screens the new
 * input of each call before the model and its answer after it, for generateText and streamText
 * alike. Use it with `wrapLanguageModel({ model, middleware: parapetMiddleware({...}) })`.
 * Only types are imported from `@ai-sdk/provider`.
 */
import type {
  JSONValue,
  LanguageModelV3Content,
  LanguageModelV3GenerateResult,
  LanguageModelV3Middleware,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3ToolResultOutput,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { ParapetBlockedError, ParapetUnavailableError, type Stop } from './errors.js';
import { contextOf, ParapetGuard, stopOf, unscreenedBy, type GuardOptions, type ScreenItem, type Stage } from './guard.js';
import { markOf, unscreenedOf } from './marks.js';
import { guardStream, replay, type StreamSpec } from './stream.js';

export interface AiSdkGuardOptions extends GuardOptions {
  /**
   * Hold a streamed answer back until it is screened; default false (parts pass on as they come,
   * and a stopped answer is only marked, or ended with an error, at the finish). The safe choice:
   * no unscreened text reaches the caller.
   */
  holdStream?: boolean;
}

const BLOCKED_FINISH = { unified: 'content-filter', raw: 'parapet_blocked' } as const;
const NO_USAGE: LanguageModelV3Usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

/** The mark as provider metadata (`providerMetadata.parapet`), which must be JSON. */
function metadataOf(stop: Parameters<typeof markOf>[0], unscreened: Stage[]): { parapet: Record<string, JSONValue> } {
  return { parapet: JSON.parse(JSON.stringify(markOf(stop, unscreened))) as Record<string, JSONValue> };
}

function toolOutputText(output: LanguageModelV3ToolResultOutput): string {
  switch (output.type) {
    case 'text':
    case 'error-text':
      return output.value;
    case 'json':
    case 'error-json':
      return JSON.stringify(output.value);
    case 'content':
      return output.value.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
    default:
      return '';
  }
}

/**
 * What a prompt brings that the model has not answered yet: the messages after the last assistant
 * message. User text is screened as `user`, tool results as `tool_output`; system messages are the
 * caller's own and are not screened.
 */
export function promptInput(prompt: LanguageModelV3Prompt): ScreenItem[] {
  const lastAssistant = prompt.map((m) => m.role).lastIndexOf('assistant');
  return prompt.slice(lastAssistant + 1).flatMap((message): ScreenItem[] => {
    if (message.role === 'user') return [{ text: message.content.map((p) => (p.type === 'text' ? p.text : '')).filter(Boolean).join('\n') }];
    if (message.role === 'tool') {
      return message.content.flatMap((p) => (p.type === 'tool-result' ? [{ text: toolOutputText(p.output), sourceKind: 'tool_output' as const }] : []));
    }
    return [];
  });
}

/** An answer's text: its text parts and the inputs of its tool calls. */
export function contentText(content: LanguageModelV3Content[]): string {
  return content
    .map((c) => (c.type === 'text' ? c.text : c.type === 'tool-call' ? c.input : ''))
    .filter(Boolean)
    .join('\n');
}

const partText = (part: LanguageModelV3StreamPart): string => (part.type === 'text-delta' || part.type === 'tool-input-delta' ? part.delta : '');

function placeholderResult(stop: Stop, text: string, answered?: LanguageModelV3GenerateResult): LanguageModelV3GenerateResult {
  return {
    content: [{ type: 'text', text }],
    finishReason: BLOCKED_FINISH,
    usage: answered?.usage ?? NO_USAGE,
    warnings: answered?.warnings ?? [],
    providerMetadata: { ...answered?.providerMetadata, ...metadataOf(stop, unscreenedOf(stop)) },
    ...(answered?.response ? { response: answered.response } : {}),
  };
}

function placeholderParts(stop: Stop, text: string, usage = NO_USAGE): LanguageModelV3StreamPart[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 'parapet-placeholder' },
    { type: 'text-delta', id: 'parapet-placeholder', delta: text },
    { type: 'text-end', id: 'parapet-placeholder' },
    { type: 'finish', finishReason: BLOCKED_FINISH, usage, providerMetadata: metadataOf(stop, unscreenedOf(stop)) },
  ];
}

async function* readAll<T>(stream: ReadableStream<T>): AsyncGenerator<T> {
  const reader = stream.getReader();
  let done = false;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

function readable<T>(chunks: AsyncIterator<T>): ReadableStream<T> {
  return new ReadableStream<T>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return?.(undefined);
    },
  });
}

/**
 * The parts, with a fail-closed stop (a block, or an answer that could not be screened under
 * `onServiceError: 'block'`) turned into the stream's error part (as providers report errors in a
 * stream) followed by a finish marked blocked, so the SDK reports it through onError.
 */
async function* blockAsErrorPart(parts: AsyncGenerator<LanguageModelV3StreamPart>): AsyncGenerator<LanguageModelV3StreamPart> {
  try {
    yield* parts;
  } catch (error) {
    const stop: Stop | undefined = error instanceof ParapetBlockedError ? { report: error.report } : error instanceof ParapetUnavailableError ? { unavailable: error.failure } : undefined;
    if (!stop) throw error;
    yield { type: 'error', error };
    yield { type: 'finish', finishReason: BLOCKED_FINISH, usage: NO_USAGE, providerMetadata: metadataOf(stop, unscreenedOf(stop)) };
  }
}

/** A language-model middleware that screens every call of the wrapped model. */
export function parapetMiddleware(options: AiSdkGuardOptions | ParapetGuard): LanguageModelV3Middleware {
  const guard = options instanceof ParapetGuard ? options : new ParapetGuard(options);
  const holdStream = options instanceof ParapetGuard ? false : options.holdStream ?? false;
  return {
    specificationVersion: 'v3',

    async wrapGenerate({ doGenerate, params }) {
      const done = await guard.run({
        input: promptInput(params.prompt),
        call: async () => doGenerate(),
        outputText: (result) => contentText(result.content),
        placeholder: (stop, text, answered) => placeholderResult(stop, text, answered),
      });
      return { ...done.response, providerMetadata: { ...done.response.providerMetadata, ...metadataOf(done, done.unscreened) } };
    },

    async wrapStream({ doStream, params }) {
      const input = promptInput(params.prompt);
      const before = await guard.screenInput(input);
      const stopped = stopOf(before);
      if (stopped) {
        const parts = placeholderParts(stopped, guard.withhold(stopped));
        return { stream: readable(replay(parts)) };
      }
      const unscreenedBefore = unscreenedBy(before);
      const { stream, ...rest } = await doStream();
      const spec: StreamSpec<LanguageModelV3StreamPart> = {
        textOf: partText,
        context: contextOf(input),
        hold: holdStream,
        placeholder: (stop, text) => placeholderParts(stop, text),
        isTail: (part) => part.type === 'finish',
        end: ({ stop, unscreened }, tail) =>
          tail.map((part) =>
            part.type !== 'finish'
              ? part
              : {
                  ...part,
                  ...(stop ? { finishReason: BLOCKED_FINISH } : {}),
                  providerMetadata: { ...part.providerMetadata, ...metadataOf(stop, [...unscreenedBefore, ...unscreened]) },
                },
          ),
      };
      return { ...rest, stream: readable(blockAsErrorPart(guardStream(guard, readAll(stream), spec))) };
    },
  };
}
