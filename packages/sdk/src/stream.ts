import type { Stop } from './errors.js';
import { stopOf, unscreenedBy, type ParapetGuard, type Stage } from './guard.js';

/** How one streaming API's chunks are read and written. */
export interface StreamSpec<C> {
  /** The answer text a chunk adds (content deltas, tool-call argument deltas). */
  textOf(chunk: C): string;
  /** The prompt, as the context of the output screening. */
  context: string;
  /** Hold the whole stream back until the answer is screened (default: pass chunks on as they come). */
  hold: boolean;
  /** The chunks that replace a held stream whose answer was stopped (blocked, or unscreened under `onServiceError: 'block'`). */
  placeholder(stop: Stop, text: string): C[];
  /**
   * Passing on: chunks kept back until the screening is done, so its outcome can still be written
   * into them (the final part of a stream).
   */
  isTail?(chunk: C): boolean;
  /** What ends the stream once screened, from the chunks kept back; `stop` and `text` are present when the answer was stopped. */
  end(outcome: { stop?: Stop; text?: string; unscreened: Stage[] }, tail: C[]): C[];
}

/**
 * The answer of a streaming model call, screened once complete. Passing on (the default), chunks
 * reach the caller as they come and the outcome ends the stream: a stopped answer (blocked, or
 * unscreened under `onServiceError: 'block'`) is marked (fail-open) or thrown (fail-closed) after
 * the last chunk. Held, nothing reaches the caller before the screening, and a stopped answer is
 * replaced by the placeholder (fail-open) or the error (fail-closed).
 */
export async function* guardStream<C>(guard: ParapetGuard, source: AsyncIterable<C>, spec: StreamSpec<C>): AsyncGenerator<C> {
  let text = '';
  const kept: C[] = [];
  for await (const chunk of source) {
    text += spec.textOf(chunk);
    if (spec.hold || spec.isTail?.(chunk)) kept.push(chunk);
    else yield chunk;
  }
  const screening = await guard.screenOutput(text, spec.context);
  const unscreened = unscreenedBy(screening);
  const stop = stopOf(screening);
  if (stop) {
    const placeholderText = guard.withhold(stop);
    if (spec.hold) yield* spec.placeholder(stop, placeholderText);
    else yield* spec.end({ stop, text: placeholderText, unscreened }, kept);
    return;
  }
  if (spec.hold) {
    const tail = kept.filter((c) => spec.isTail?.(c));
    yield* kept.filter((c) => !spec.isTail?.(c));
    yield* spec.end({ unscreened }, tail);
    return;
  }
  yield* spec.end({ unscreened }, kept);
}

/** The chunks, as an async iterator. */
export async function* replay<C>(chunks: C[]): AsyncGenerator<C> {
  yield* chunks;
}
