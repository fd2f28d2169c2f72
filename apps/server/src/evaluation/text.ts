/**
 * Plain text measures shared by the local evaluators: words, sentences, syllables. Every function
 * is a single left-to-right pass (or a split on a fixed separator), so the time is linear in the
 * text whatever it contains.
 */

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** Whether the code point is a letter or digit; ASCII without a regular expression. */
function isWordCodePoint(cp: number): boolean {
  if (cp < 0x80) return (cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a);
  return LETTER_OR_DIGIT.test(String.fromCodePoint(cp));
}

/**
 * Words: runs of letters and digits, with inner apostrophes and hyphens ("don't", "well-known").
 * One pass over the code points; words are sliced from the text, not built a character at a time.
 */
export function words(text: string): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    if (isWordCodePoint(cp)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      const joiner = cp === 0x27 || cp === 0x2019 || cp === 0x2d;
      const next = i + width < text.length ? text.codePointAt(i + width)! : -1;
      if (!(joiner && next >= 0 && isWordCodePoint(next))) {
        out.push(text.slice(start, i));
        start = -1;
      }
    }
    i += width;
  }
  if (start >= 0) out.push(text.slice(start));
  return out;
}

const ABBREVIATIONS = new Set(['e.g', 'i.e', 'etc', 'vs', 'mr', 'mrs', 'ms', 'dr', 'prof', 'inc', 'ltd', 'no', 'fig', 'approx']);

/**
 * Sentences: text up to a terminator (. ! ?, or a line break) followed by whitespace or the end.
 * A period after a common abbreviation or between digits does not end a sentence. Blank pieces
 * are dropped; list items and headings on their own lines count as sentences.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const push = (end: number): void => {
    const piece = text.slice(start, end).trim();
    if (/[\p{L}\p{N}]/u.test(piece)) out.push(piece);
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      push(i + 1);
      continue;
    }
    if (c !== '.' && c !== '!' && c !== '?') continue;
    const next = text[i + 1];
    if (next !== undefined && !/\s/.test(next)) continue;
    if (c === '.') {
      const before = /([A-Za-z.]+)$/.exec(text.slice(Math.max(start, i - 8), i))?.[1]?.toLowerCase();
      if (before && ABBREVIATIONS.has(before)) continue;
    }
    push(i + 1);
  }
  push(text.length);
  return out;
}

/**
 * Syllables of an English word by vowel groups, less a silent final "e", at least one. The usual
 * approximation of readability formulas; words of other languages are counted the same way.
 */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 1;
  if (w.length <= 3) return 1;
  let count = 0;
  let inGroup = false;
  for (const c of w) {
    const vowel = 'aeiouy'.includes(c);
    if (vowel && !inGroup) count++;
    inGroup = vowel;
  }
  if (w.endsWith('e') && !w.endsWith('le') && count > 1) count--;
  if (/(?:[^aeiouy])ed$/.test(w) && !/[td]ed$/.test(w) && count > 1) count--;
  return Math.max(1, count);
}

/** Rounds to one decimal. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Lower-cased words, for vocabulary checks. */
export function lowerWords(text: string): string[] {
  return words(text).map((w) => w.toLowerCase());
}

/** How many times each phrase of `phrases` occurs in `text` as whole words (case-insensitive). */
export function phraseHits(text: string, phrases: readonly string[]): string[] {
  const padded = ` ${lowerWords(text).join(' ')} `;
  const found: string[] = [];
  for (const phrase of phrases) {
    const needle = ` ${phrase} `;
    let at = padded.indexOf(needle);
    while (at !== -1) {
      found.push(phrase);
      at = padded.indexOf(needle, at + needle.length - 1);
    }
  }
  return found;
}
