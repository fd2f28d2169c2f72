/** The longest text one screening call takes (the service's limit, in characters). */
export const MAX_SCREEN_CHARS = 50_000;
/** How much consecutive pieces of a long text share, so a phrase cut at a boundary is whole in one of them. */
export const CHUNK_OVERLAP_CHARS = 2_000;

/**
 * Pieces of at most `max` characters that together cover the text, each overlapping the one before
 * by `overlap`. A text that fits is one piece. Pieces never split a surrogate pair.
 */
export function chunkText(text: string, max = MAX_SCREEN_CHARS, overlap = CHUNK_OVERLAP_CHARS): string[] {
  if (text.length <= max) return [text];
  const pieces: string[] = [];
  let start = 0;
  for (;;) {
    let end = Math.min(text.length, start + max);
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
    pieces.push(text.slice(start, end));
    if (end >= text.length) return pieces;
    start = end - overlap;
    if (isLowSurrogate(text.charCodeAt(start))) start--;
  }
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;
