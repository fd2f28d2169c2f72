import { looksLikeText } from './decode.js';

/** Characters that render as nothing: zero-width, joiners, bidi controls, soft hyphen, variation selectors. */
function isInvisible(cp: number): boolean {
  return (
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x2064) ||
    (cp >= 0x2066 && cp <= 0x2069) ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0xe0100 && cp <= 0xe01ef) ||
    cp === 0xfeff ||
    cp === 0x00ad ||
    cp === 0x180e ||
    cp === 0x061c ||
    cp === 0x034f
  );
}

/**
 * Letters and marks of the scripts whose spelling uses the zero-width joiners: Arabic script
 * (Persian, Urdu, Kurdish write ZWNJ inside words), Syriac, and the Indic scripts from Devanagari to
 * Sinhala (ZWJ and ZWNJ after a virama choose a conjunct, a half form or a chillu).
 */
function isJoiningScript(cp: number): boolean {
  return (
    (cp >= 0x0600 && cp <= 0x06ff && cp !== 0x060c && cp !== 0x061b && cp !== 0x061f && cp !== 0x06d4) ||
    (cp >= 0x0700 && cp <= 0x077f) ||
    (cp >= 0x08a0 && cp <= 0x08ff) ||
    (cp >= 0x0900 && cp <= 0x0dff && cp !== 0x0964 && cp !== 0x0965) ||
    (cp >= 0xfb50 && cp <= 0xfdff) ||
    (cp >= 0xfe70 && cp <= 0xfefc)
  );
}

/** Pictographs that emoji ZWJ sequences join (family, profession, flag sequences). */
function isPictograph(cp: number): boolean {
  return (cp >= 0x1f000 && cp <= 0x1faff) || (cp >= 0x2600 && cp <= 0x27bf) || (cp >= 0x2b00 && cp <= 0x2bff);
}

/** Ends an emoji a ZWJ may follow: a pictograph, its presentation selector (VS16) or a skin tone. */
function endsEmoji(cp: number): boolean {
  return isPictograph(cp) || cp === 0xfe0f || (cp >= 0x1f3fb && cp <= 0x1f3ff);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * How a ZWNJ or ZWJ is used: as a script's spelling intends (after a letter of a joining script and
 * before another one or the end of the word, as in a Malayalam chillu written with virama and ZWJ),
 * inside an emoji sequence (ZWJ between emoji), or otherwise (between Latin letters, where it only
 * splits a word; alone; any other invisible character).
 */
function joinerUse(cp: number, before: number, after: number): 'script' | 'emoji' | null {
  if (cp !== 0x200c && cp !== 0x200d) return null;
  if (isJoiningScript(before) && (isJoiningScript(after) || !LETTER_OR_DIGIT.test(String.fromCodePoint(after)))) return 'script';
  return cp === 0x200d && endsEmoji(before) && isPictograph(after) ? 'emoji' : null;
}

/**
 * Joiners between letters beyond one per this many letters of the joining scripts are too many for
 * spelling (words split letter by letter): then each of them counts as invisible.
 */
const LETTERS_PER_JOINER = 4;

export interface InvisibleResult {
  text: string;
  /**
   * Invisible characters removed, not counting ZWNJ and ZWJ where a script's spelling uses them
   * (Persian, Hindi, Malayalam..., emoji sequences): those are removed too, since lexicons and rules
   * match words without them, but are not disguise.
   */
  removed: number;
  /** Unicode tag characters (U+E0000-E007F) turned back into the ASCII they encode. */
  tagText: string;
  /** Text smuggled as bytes in runs of variation selectors (VS1-16 = 0-15, VS17-256 = 16-255), UTF-8 decoded; one line per run. */
  selectorText: string;
  /** The forward reading of each segment written backwards under a right-to-left override; one line per segment. */
  reversedText: string;
}

/** A run of variation selectors must carry at least this many bytes to be read as smuggled text. */
const MIN_SELECTOR_BYTES = 4;
const utf8 = new TextDecoder('utf-8');

/** The byte a variation selector stands for, or -1 for any other character. */
function selectorByte(cp: number): number {
  if (cp >= 0xfe00 && cp <= 0xfe0f) return cp - 0xfe00;
  if (cp >= 0xe0100 && cp <= 0xe01ef) return cp - 0xe0100 + 16;
  return -1;
}

function decodeSelectorRun(bytes: number[]): string {
  if (bytes.length < MIN_SELECTOR_BYTES) return '';
  const text = utf8.decode(Uint8Array.from(bytes)).normalize('NFKC');
  return looksLikeText(text) ? text : '';
}

/** Explicit embeddings and isolates that end the reach of a right-to-left override, besides PDF and a line break. */
function endsOverride(cp: number): boolean {
  return cp === 0x202c || cp === 0x202a || cp === 0x202b || cp === 0x202d || (cp >= 0x2066 && cp <= 0x2069) || cp === 10 || cp === 13;
}

function reverse(segment: string): string {
  return Array.from(segment).reverse().join('').trim();
}

/** Any code unit that may start an invisible character or a tag (U+E0000 plane: high surrogate 0xDB40). */
function mayHaveInvisible(input: string): boolean {
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0xad) continue;
    if (c === 0xdb40 || isInvisible(c)) return true;
  }
  return false;
}

/**
 * Removes invisible characters and decodes Unicode tag characters, which smuggle ASCII that a
 * model reads but a person does not see. The decoded ASCII stays in place in the text. Also reads,
 * without changing the text, bytes smuggled in runs of variation selectors and the forward reading
 * of text stored backwards under a right-to-left override (a person sees it forwards, the stored
 * characters run the other way). One pass, output no longer than the input.
 */
export function stripInvisible(input: string): InvisibleResult {
  if (!mayHaveInvisible(input)) return { text: input, removed: 0, tagText: '', selectorText: '', reversedText: '' };
  let removed = 0;
  let tagText = '';
  const selectorLines: string[] = [];
  const reversedLines: string[] = [];
  let bytes: number[] = [];
  /** The text inside a right-to-left override as stored (logical order), or null outside one. */
  let overridden: string | null = null;
  const flushSelectors = (): void => {
    if (bytes.length === 0) return;
    const decoded = decodeSelectorRun(bytes);
    if (decoded) selectorLines.push(decoded);
    bytes = [];
  };
  const flushOverride = (): void => {
    if (overridden === null) return;
    const forward = reverse(overridden);
    if (forward) reversedLines.push(forward);
    overridden = null;
  };
  let joiners = 0;
  let scriptLetters = 0;
  let before = 0;
  // The output is the input with some characters dropped or replaced: the runs between them are
  // copied as slices (`parts`), not character by character.
  const parts: string[] = [];
  let copiedTo = 0;
  const drop = (start: number, end: number, replacement: string): void => {
    parts.push(input.slice(copiedTo, start), replacement);
    copiedTo = end;
  };
  for (let i = 0; i < input.length; ) {
    const start = i;
    const cp = input.codePointAt(i)!;
    i += cp > 0xffff ? 2 : 1;
    const previous = before;
    before = cp;
    if (isJoiningScript(cp)) scriptLetters++;
    const byte = selectorByte(cp);
    if (byte >= 0) {
      bytes.push(byte);
      removed++;
      drop(start, i, '');
      continue;
    }
    flushSelectors();
    if (cp === 0x202e) {
      flushOverride();
      overridden = '';
    } else if (overridden !== null && endsOverride(cp)) {
      flushOverride();
    }
    if (cp >= 0xe0000 && cp <= 0xe007f) {
      if (cp >= 0xe0020 && cp <= 0xe007e) {
        const ascii = String.fromCharCode(cp - 0xe0000);
        drop(start, i, ascii);
        tagText += ascii;
        if (overridden !== null) overridden += ascii;
      } else {
        removed++;
        drop(start, i, '');
      }
    } else if (isInvisible(cp)) {
      const use = joinerUse(cp, previous, input.codePointAt(i) ?? 0);
      if (use === 'script') joiners++;
      else if (use === null) removed++;
      drop(start, i, '');
    } else if (overridden !== null) {
      overridden += input.slice(start, i);
    }
  }
  flushSelectors();
  flushOverride();
  if (joiners * LETTERS_PER_JOINER > scriptLetters) removed += joiners;
  parts.push(input.slice(copiedTo));
  return { text: parts.join(''), removed, tagText, selectorText: selectorLines.join('\n'), reversedText: reversedLines.join('\n') };
}
