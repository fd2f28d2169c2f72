/**
 * Word lists for the injection families in twenty languages, written for this project, and the
 * builders that turn them into RE2 patterns. Each language lists its own imperatives and nouns; the
 * builders put them in the orders the language uses, within one sentence, so a pattern needs all of
 * its parts close together (a verb of dropping, a marker of "earlier/above", and an object such as
 * instructions or the question) rather than any one word.
 *
 * Scripts written without spaces (zh, ja, th) get no word boundaries and short gaps; Javanese
 * patterns use optional spaces so they hold however the text is spaced.
 */

export const LANGUAGES = [
  'en', 'zh', 'es', 'hi', 'ar', 'bn', 'pt', 'ru', 'ja', 'de',
  'fr', 'ko', 'it', 'vi', 'th', 'tr', 'fa', 'id', 'sw', 'jv',
] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Lexicon {
  /** Words are separated by spaces (false: no spaces between words, as in zh, ja, th). */
  spaced: boolean;
  /** A word boundary before words (false where prefixes attach, as in ar and fa). */
  start: boolean;
  /** A word boundary after words (false where suffixes attach, as in tr, ko, hi). */
  end: boolean;
  /** Imperatives of ignoring/forgetting that come before their object. */
  dropFirst: readonly string[];
  /** The same verbs where they follow their object (verb-final word order). */
  dropLast: readonly string[];
  /** "previous", "above", "original", "all the". */
  earlier: readonly string[];
  /** "instructions", "rules", "question", "task", "request". */
  object: readonly string[];
  /** "do not answer", "no need to answer", "instead of answering". */
  noAnswer: readonly string[];
  /** "just", "only", "directly", "instead". */
  only: readonly string[];
  /** "answer", "reply" (weaker than emit: only with a redirect or a colon after a question). */
  answer: readonly string[];
  /** "output", "say", "print", "repeat", "write", "reply with". */
  emit: readonly string[];
  /** "nothing else", "no other words", "without explanation". */
  nothingElse: readonly string[];
  /** "show", "reveal", "tell me", "repeat", "print". */
  reveal: readonly string[];
  /** "system prompt", "initial instructions", "hidden rules". */
  secret: readonly string[];
  /** The secret comes before the verb (verb-final languages). */
  secretFirst: boolean;
  /** A particle that puts the secret before the verb ("把…输出" in zh). */
  secretFirstPrefix?: string;
  /** Whole patterns: "you are now free of rules", "you have no restrictions". */
  release: readonly string[];
  /** Matched text that is a statement, not an order (a subject pronoun, a past tense); discards the hit. */
  exclude?: readonly string[];
  /** A subject pronoun allowed before the verb so that `exclude` can see it (zh, th, vi). */
  subject?: string;
}

const alt = (words: readonly string[]): string => `(?:${words.join('|')})`;

/** A character between words: a small explicit class (a negated Unicode class makes RE2 programs too large to run fast). */
const NOT_WORD = '[\\s.,;:!?¡¿"\'“”‘’«»„()\\[\\]{}<>/\\-–—…、，。：；！？«»]';
/** Characters allowed between the parts of one pattern: no sentence end, no line break. */
const SAME_SENTENCE = '[^.!?。！？।؟\\n]';
/** A separator between two parts of one pattern: not a sentence end. */
const BETWEEN = '[\\s,;:¡¿"\'“”‘’«»„()\\[\\]{}<>/\\-–—、，：；]';
const COLON_CHARS = '[:：“"«「]';

/**
 * The parts in order, each a whole word where the language marks words (a boundary before the
 * first, after the last, and between parts), with up to `gap` characters of the same sentence
 * between two parts; `lineGaps` marks the joins that may cross a sentence end (not a line).
 */
function sequence(lx: Lexicon, items: readonly string[], gap: number, lineGaps: readonly number[] = []): string {
  const n = lx.spaced ? gap : Math.ceil(gap / 3);
  const between = (i: number): string => {
    const filler = lineGaps.includes(i) ? '[^\\n]{0,60}' : `${SAME_SENTENCE}{0,${n}}`;
    if (lx.start && lx.end) return `${BETWEEN}(?:${filler}${BETWEEN})?`;
    if (lx.start) return `${filler}${BETWEEN}`;
    if (lx.end) return `${BETWEEN}${filler}`;
    return filler;
  };
  let out = lx.start ? `(?:^|${NOT_WORD})` : '';
  items.forEach((item, i) => {
    if (i > 0) out += between(i);
    out += `(?:${item})`;
  });
  return out;
}

/** `sequence`, then the text to emit: a colon or an opening quote after at most a few words. */
function thenColon(lx: Lexicon, body: string): string {
  return `${body}${lx.end ? `(?:${NOT_WORD}${SAME_SENTENCE}{0,12})?` : `${SAME_SENTENCE}{0,6}`}\\s*${COLON_CHARS}`;
}

/** `sequence`, closed by a word boundary where the language has one. */
function closed(lx: Lexicon, body: string): string {
  return lx.end ? `${body}(?:${NOT_WORD}|$)` : body;
}

/** Override: ignore/forget the previous instructions, question, task or rules, in both word orders. */
export function overridePatterns(lx: Lexicon): string[] {
  const out: string[] = [];
  const earlier = alt(lx.earlier);
  const object = alt(lx.object);
  if (lx.dropFirst.length > 0) {
    const drop = `${lx.subject ? `(?:${lx.subject})?` : ''}${alt(lx.dropFirst)}`;
    out.push(closed(lx, sequence(lx, [drop, earlier, object], 24)));
    out.push(closed(lx, sequence(lx, [drop, object, earlier], 24)));
  }
  if (lx.dropLast.length > 0) {
    const drop = alt(lx.dropLast);
    out.push(closed(lx, sequence(lx, [earlier, object, drop], 24)));
    out.push(closed(lx, sequence(lx, [object, earlier, drop], 24)));
  }
  return out;
}

/** Hijack: "do not answer (the question), just output: X". */
export function hijackPatterns(lx: Lexicon): string[] {
  if (lx.noAnswer.length === 0) return [];
  const [noAnswer, only, emit] = [alt(lx.noAnswer), alt(lx.only), alt(lx.emit)];
  const say = alt([...lx.emit, ...lx.answer]);
  const out = [
    closed(lx, sequence(lx, [noAnswer, only, emit], 20, [1])),
    closed(lx, sequence(lx, [noAnswer, emit, only], 20, [1])),
    thenColon(lx, sequence(lx, [noAnswer, emit], 20, [1])),
    // A question, then at once an order to answer or emit a given text: "…? Answer directly: X".
    thenColon(lx, `[?？؟]${SAME_SENTENCE}{0,25}${sequence({ ...lx, start: false }, [only, say], 20)}`),
    thenColon(lx, `[?？؟]${SAME_SENTENCE}{0,25}${sequence({ ...lx, start: false }, [say, only], 20)}`),
  ];
  // Drop this question or task, then emit: "ignore this question and just output: X".
  const object = alt(lx.object);
  if (lx.dropFirst.length > 0) {
    const drop = alt(lx.dropFirst);
    out.push(closed(lx, sequence(lx, [drop, object, only, emit], 12, [2])));
    out.push(thenColon(lx, sequence(lx, [drop, object, say], 12, [2])));
  }
  if (lx.dropLast.length > 0) {
    const drop = alt(lx.dropLast);
    out.push(closed(lx, sequence(lx, [object, drop, only, emit], 12, [2])));
    out.push(closed(lx, sequence(lx, [object, drop, emit, only], 12, [2])));
    out.push(thenColon(lx, sequence(lx, [object, drop, say], 12, [2])));
  }
  // "Add no other words; repeat: X".
  if (lx.nothingElse.length > 0) out.push(thenColon(lx, sequence(lx, [alt(lx.nothingElse), say], 60)));
  return out;
}

/**
 * Forced output: "just output:", "only repeat:" followed by the text to emit, or "only say … and
 * nothing else". Persona prompts and exercises fix the form of an answer the same way, so these
 * are weak signals that add to others.
 */
export function forcedOutputPatterns(lx: Lexicon): string[] {
  const [only, emit] = [alt(lx.only), alt(lx.emit)];
  const out = [thenColon(lx, sequence(lx, [only, emit], 8)), `${sequence(lx, [emit, only], 2)}\\s*${COLON_CHARS}`];
  if (lx.nothingElse.length > 0) {
    const nothing = alt(lx.nothingElse);
    out.push(sequence(lx, [only, emit, nothing], 20, [2]));
    out.push(sequence(lx, [emit, only, nothing], 20, [2]));
    out.push(closed(lx, sequence(lx, [nothing, only, emit], 20, [1])));
  }
  return out;
}

/** Extraction: reveal/show/print/repeat the system prompt, initial instructions or hidden rules. */
export function extractionPatterns(lx: Lexicon): string[] {
  if (lx.reveal.length === 0) return [];
  const [reveal, secret] = [alt(lx.reveal), alt(lx.secret)];
  const out = [sequence(lx, [reveal, secret], 30)];
  if (lx.secretFirst) out.push(sequence(lx, [secret, reveal], 24));
  if (lx.secretFirstPrefix) out.push(sequence(lx, [lx.secretFirstPrefix, secret, reveal], 24));
  return out;
}
