/** Latin lookalikes from Cyrillic and Greek (fullwidth and mathematical letters are handled by NFKC). */
const CONFUSABLES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l', ɡ: 'g', ո: 'n', ս: 'u',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y',
  І: 'I', Ј: 'J', Ѕ: 'S', Ԁ: 'D', Ԛ: 'Q', Ԝ: 'W', Һ: 'H', Ӏ: 'I',
  α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y', ω: 'w',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
};

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's' };

/** ASCII code -> 1 when the character is a leet substitute, for the hot loops. */
const LEET_CODE = new Uint8Array(128);
for (const ch of Object.keys(LEET)) LEET_CODE[ch.charCodeAt(0)] = 1;
const CONFUSABLE_CODES = new Set(Object.keys(CONFUSABLES).map((ch) => ch.charCodeAt(0)));

/** A run of leet characters between two Latin letters ("h4ck", "t10n"). */
function hasLeetInside(word: string): boolean {
  for (let i = 1; i + 1 < word.length; i++) {
    if (LEET[word[i]!] === undefined || !isLatin(word[i - 1]!)) continue;
    let j = i;
    while (j < word.length && LEET[word[j]!] !== undefined) j++;
    if (j < word.length && isLatin(word[j]!)) return true;
    i = j;
  }
  return false;
}

function isLatinCode(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isLatin(ch: string): boolean {
  return isLatinCode(ch.charCodeAt(0));
}

function isLetter(ch: string): boolean {
  return isLatin(ch) || (ch.charCodeAt(0) > 127 && ch.toLowerCase() !== ch.toUpperCase());
}

export interface FoldResult {
  text: string;
  homoglyphs: number;
  leet: number;
  /** Where folding changed the text, as [start, end) offsets; folding keeps every offset. */
  changed: Array<[number, number]>;
}

function isLatinMostly(text: string): boolean {
  let latin = 0;
  let other = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isLatinCode(c)) latin++;
    else if (c > 127 && c < 0xd800 && isLetter(text[i]!)) other++;
  }
  return latin > other;
}

/** Cheap pre-check on character codes: any confusable, or a leet character between two letters. */
function mayNeedFolding(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 127) {
      if (CONFUSABLE_CODES.has(c)) return true;
    } else if (LEET_CODE[c] === 1 && i > 0 && i + 1 < text.length && isLatinCode(text.charCodeAt(i - 1)) && (isLatinCode(text.charCodeAt(i + 1)) || LEET_CODE[text.charCodeAt(i + 1)] === 1)) {
      return true;
    }
  }
  return false;
}

/**
 * Whether a word may be leetspeak once the text has shown it writes leetspeak: a leet character
 * next to a letter at either end ("4ll", "m3"). Words of digits alone stay numbers.
 */
function looseLeet(word: string): boolean {
  if (word.length > 24) return false;
  let letters = 0;
  let leet = 0;
  for (const ch of word) {
    if (LEET[ch] !== undefined) leet++;
    else if (isLatin(ch)) letters++;
    else return false;
  }
  return leet > 0 && letters > 0;
}

function foldWord(word: string, foldAllConfusables: boolean, counts: { homoglyphs: number; leet: number; words: number }, loose: boolean): string {
  let hasLatin = false;
  let hasConfusable = false;
  let hasLeet = false;
  let letters = 0;
  for (const ch of word) {
    if (isLatin(ch)) hasLatin = true;
    if (CONFUSABLES[ch] !== undefined) hasConfusable = true;
    if (LEET[ch] !== undefined) hasLeet = true;
    if (isLetter(ch)) letters++;
  }
  const foldConfusables = hasConfusable && (hasLatin || foldAllConfusables);
  // Leetspeak puts a digit or symbol between letters ("1gn0r3", "h4ck"); trailing version numbers
  // ("llama3", "gpt4") and codes are left alone.
  const foldLeet = hasLeet && ((letters >= 2 && word.length >= 4 && word.length <= 24 && hasLeetInside(word)) || (loose && looseLeet(word)));
  if (foldLeet) counts.words++;
  if (!foldConfusables && !foldLeet) return word;
  let out = '';
  for (const ch of word) {
    const glyph = foldConfusables ? CONFUSABLES[ch] : undefined;
    const digit = foldLeet ? LEET[ch] : undefined;
    if (glyph !== undefined) {
      out += glyph;
      counts.homoglyphs++;
    } else if (digit !== undefined) {
      out += digit;
      counts.leet++;
    } else {
      out += ch;
    }
  }
  return out;
}

/** Length in code units of the word character at `i` (2 for an astral letter), or 0 if it is none. */
function wordCharAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 128) {
    return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 64 || c === 36 ? 1 : 0;
  }
  const cp = text.codePointAt(i) ?? c;
  const ch = String.fromCodePoint(cp);
  return ch.toLowerCase() !== ch.toUpperCase() ? ch.length : 0;
}

/**
 * Folds homoglyphs in words that mix scripts (or everywhere, when the text is mostly Latin) and
 * leetspeak in words that put digits or symbols between letters. Words in one script stay as they
 * are, so Russian or Greek text is not mangled. One left-to-right pass over the text (two when
 * `loose` and the text is leetspeak); only the words that hold a confusable or leet character are
 * rebuilt.
 */
export function foldLookalikes(text: string, loose = false): FoldResult {
  if (!mayNeedFolding(text)) return { text, homoglyphs: 0, leet: 0, changed: [] };
  const foldAllConfusables = isLatinMostly(text);
  const strict = foldPass(text, foldAllConfusables, false);
  // Two or more words with leet characters between letters show the text is written in leetspeak:
  // when asked (`loose`), fold again, this time also the words a leet character starts or ends.
  return loose && strict.leetWords >= LEET_EVIDENCE ? foldPass(text, foldAllConfusables, true) : strict;
}

/** Leetspeak words (a digit or symbol between letters) that make a text count as written in leetspeak. */
const LEET_EVIDENCE = 2;

function foldPass(text: string, foldAllConfusables: boolean, loose: boolean): FoldResult & { leetWords: number } {
  const counts = { homoglyphs: 0, leet: 0, words: 0 };
  const parts: string[] = [];
  const changed: Array<[number, number]> = [];
  let copiedTo = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    let step = wordCharAt(text, i);
    if (step === 0) {
      i++;
      continue;
    }
    const start = i;
    let candidate = false;
    while (i < n && (step = wordCharAt(text, i)) > 0) {
      const c = text.charCodeAt(i);
      if (step === 1 && (c < 128 ? LEET_CODE[c] === 1 : CONFUSABLE_CODES.has(c))) candidate = true;
      i += step;
    }
    if (!candidate) continue;
    const word = text.slice(start, i);
    const folded = foldWord(word, foldAllConfusables, counts, loose);
    if (folded === word) continue;
    parts.push(text.slice(copiedTo, start), folded);
    copiedTo = i;
    changed.push([start, i]);
  }
  if (changed.length === 0) return { text, homoglyphs: 0, leet: 0, changed, leetWords: 0 };
  parts.push(text.slice(copiedTo));
  return { text: parts.join(''), homoglyphs: counts.homoglyphs, leet: counts.leet, changed, leetWords: counts.words };
}

const SPACERS = new Set([' ', '.', '-', '_', '*', '|']);

/** Cheap pre-check: four single letters in a row, each followed by one spacer ("i g n o"). */
function hasSpacedRun(text: string): boolean {
  let run = 0;
  const n = text.length;
  const letterCode = (k: number): boolean => {
    const c = text.charCodeAt(k);
    return isLatinCode(c) || (c > 127 && isLetter(text[k]!));
  };
  for (let i = 0; i + 1 < n; i++) {
    const next = text.charCodeAt(i + 1);
    // Spacers: space . - _ * |
    const spacer = next === 32 || next === 46 || next === 45 || next === 95 || next === 42 || next === 124;
    if (spacer && letterCode(i) && (i === 0 || !letterCode(i - 1))) {
      run++;
      if (run >= 3 && i + 2 < n && letterCode(i + 2)) return true;
      i++;
    } else {
      run = 0;
    }
  }
  return false;
}

interface Chunk {
  /** Offset of the first letter. */
  start: number;
  /** Offset of the last letter. */
  end: number;
  letters: number;
  joined: boolean;
  /** The character between its letters, when it has more than one. */
  spacer: string;
}

/** Spaced-out letters of one word shorter than this join only next to a spaced word that joins. */
const MIN_SPACED_LETTERS = 4;
/** The most characters (spaces, punctuation) between two spaced-out words of one sentence. */
const MAX_WORD_GAP = 8;

/** The longest run of spaces and spaced-out punctuation between two joined words that is joined too. */
const MAX_SPACED_GAP = 16;

function isBlankOrPunctuation(gap: string): boolean {
  for (let k = 0; k < gap.length; k++) {
    const c = gap.charCodeAt(k);
    if (c > 126 || (c >= 48 && c <= 57) || isLatinCode(c)) return false;
  }
  return true;
}

/**
 * The gap between two words whose letters are spaced apart, as written before spacing: two or more spaces (or a line
 * break) are one space, and punctuation spaced apart joins ("  < | " becomes " <|").
 */
function joinSpacedGap(gap: string): string {
  let out = '';
  for (let k = 0; k < gap.length; k++) {
    const ch = gap[k]!;
    if (ch !== ' ' && ch !== '\t' && ch !== '\n' && ch !== '\r') {
      out += ch;
      continue;
    }
    let end = k;
    while (end + 1 < gap.length && /\s/.test(gap[end + 1]!)) end++;
    if (end > k || ch !== ' ') out += out.endsWith(' ') ? '' : ' ';
    k = end;
  }
  return out;
}

/**
 * Joins letters spaced or punctuated apart ("i g n o r e", "i.g.n.o.r.e") when at least four single
 * letters run in a row, with one spacer used throughout the word; a wider gap (two or more spaces,
 * or a space between dotted words) separates words. Short spaced words ("a l l", "t o") next to a
 * joined one join too, and the blank gap between two joined words becomes one space. Linear: one
 * pass to find the spaced words, two over them to spread joining to neighbours, one to rebuild.
 */
export function joinSpacedLetters(text: string): { text: string; joined: number; runs: Array<[number, number]> } {
  if (!hasSpacedRun(text)) return { text, joined: 0, runs: [] };
  const n = text.length;
  const letterAt = (k: number): boolean => k >= 0 && k < n && isLetter(text[k]!);
  const chunks: Chunk[] = [];
  for (let i = 0; i < n; i++) {
    if (!letterAt(i) || letterAt(i - 1)) continue;
    if (letterAt(i + 1)) {
      while (letterAt(i + 1)) i++;
      continue;
    }
    // Walk letter, spacer, letter, spacer ... while each letter stands alone and the spacer stays the same.
    let j = i;
    let letters = 1;
    const spacer = text[i + 1];
    const startsDottedWord = (k: number): boolean => text[k + 1] !== ' ' && SPACERS.has(text[k + 1] ?? '') && letterAt(k + 2);
    while (
      j + 2 < n &&
      spacer !== undefined &&
      SPACERS.has(spacer) &&
      text[j + 1] === spacer &&
      letterAt(j + 2) &&
      !letterAt(j + 3) &&
      // A space before a dotted word ("a t.e.s.t") separates words rather than letters.
      !(spacer === ' ' && startsDottedWord(j + 2))
    ) {
      j += 2;
      letters++;
    }
    chunks.push({ start: i, end: j, letters, joined: letters >= MIN_SPACED_LETTERS, spacer: letters > 1 ? (spacer ?? '') : '' });
    i = j;
  }
  const adjacent = (a: Chunk, b: Chunk): boolean => {
    if (b.start - a.end - 1 > MAX_WORD_GAP) return false;
    for (let k = a.end + 1; k < b.start; k++) {
      const c = text.charCodeAt(k);
      if (isLetter(text[k]!) || (c >= 48 && c <= 57)) return false;
    }
    return true;
  };
  for (let k = 1; k < chunks.length; k++) {
    if (!chunks[k]!.joined && chunks[k - 1]!.joined && adjacent(chunks[k - 1]!, chunks[k]!)) chunks[k]!.joined = true;
  }
  for (let k = chunks.length - 2; k >= 0; k--) {
    if (!chunks[k]!.joined && chunks[k + 1]!.joined && adjacent(chunks[k]!, chunks[k + 1]!)) chunks[k]!.joined = true;
  }
  const runs: Array<[number, number]> = [];
  const parts: string[] = [];
  let joined = 0;
  let copiedTo = 0;
  let previous: Chunk | undefined;
  for (const chunk of chunks) {
    if (!chunk.joined) {
      previous = undefined;
      continue;
    }
    const gap = text.slice(copiedTo, chunk.start);
    const spacedBySpaces = previous?.spacer === ' ' || chunk.spacer === ' ';
    parts.push(previous && spacedBySpaces && gap.length <= MAX_SPACED_GAP && isBlankOrPunctuation(gap) ? joinSpacedGap(gap) : gap);
    let word = '';
    for (let k = chunk.start; k <= chunk.end; k += 2) word += text[k];
    parts.push(word);
    copiedTo = chunk.end + 1;
    if (chunk.letters > 1) {
      runs.push([chunk.start, chunk.end + 1]);
      joined++;
    }
    previous = chunk;
  }
  if (joined === 0) return { text, joined: 0, runs };
  parts.push(text.slice(copiedTo));
  return { text: parts.join(''), joined, runs };
}

const DOT_SPACERS = new Set(['.', '-', '_', '*', '|']);
/** A separator line: one of - = _ * ~ # three times or more. */
function isRuleLine(text: string): boolean {
  if (text.length < 3 || !'-=_*~#'.includes(text[0]!)) return false;
  for (let k = 1; k < text.length; k++) if (text[k] !== text[0]) return false;
  return true;
}
/** Any script's letters (caseless scripts too: Arabic, Devanagari, CJK). */
const ANY_LETTER = /^\p{L}$/u;
/** A dotted-out token has at least this many characters between its spacers ("h.t.t.p.s"). */
const MIN_DOTTED_CHARACTERS = 4;

const isSpaceCode = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11 || c === 0xa0 || c === 0x3000;

/**
 * Cheap pre-check: four characters in a row, none blank, each followed by the same spacer
 * ("a.b.c.d", "a b c d"), as a spacer put between every character makes. One pass of code compares.
 */
function hasAlternation(text: string, spacers: string): boolean {
  const n = text.length;
  for (let i = 0; i + 6 < n; i++) {
    const s = text.charCodeAt(i + 1);
    if (spacers.indexOf(text[i + 1]!) < 0 || text.charCodeAt(i + 3) !== s || text.charCodeAt(i + 5) !== s) continue;
    if (!isSpaceCode(text.charCodeAt(i)) && !isSpaceCode(text.charCodeAt(i + 2)) && !isSpaceCode(text.charCodeAt(i + 4)) && !isSpaceCode(text.charCodeAt(i + 6))) return true;
  }
  return false;
}

/**
 * Undoes a spacer put between every character of a word, punctuation included
 * ("h.t.t.p.s.:././.x...y" is "https://x.y"): a whitespace-delimited token of odd length whose every
 * second character is the same spacer, with at least four characters between, of which at least two
 * are letters. Joining letters alone (`joinSpacedLetters`) leaves such URLs, paths and markup broken.
 * Linear: one pass over the text.
 */
export function undotTokens(text: string): { text: string; count: number; runs: Array<[number, number]> } {
  if (!hasAlternation(text, '.-_*|')) return { text, count: 0, runs: [] };
  const runs: Array<[number, number]> = [];
  let out = '';
  let count = 0;
  let copiedTo = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (i < n && isSpaceCode(text.charCodeAt(i))) i++;
    const start = i;
    while (i < n && !isSpaceCode(text.charCodeAt(i))) i++;
    const length = i - start;
    if (length < MIN_DOTTED_CHARACTERS * 2 - 1 || length % 2 === 0) continue;
    const spacer = text[start + 1]!;
    if (!DOT_SPACERS.has(spacer)) continue;
    let dotted = true;
    let letters = 0;
    let kept = '';
    for (let k = start; k < i; k++) {
      if ((k - start) % 2 === 1) {
        if (text[k] !== spacer) {
          dotted = false;
          break;
        }
      } else {
        kept += text[k];
        if (ANY_LETTER.test(text[k]!)) letters++;
      }
    }
    // two letters at least, or a separator line dotted apart ("-.-.-.-")
    if (!dotted || (letters < 2 && !(isRuleLine(kept) && kept[0] !== spacer))) continue;
    out += text.slice(copiedTo, start) + kept;
    copiedTo = i;
    runs.push([start, i]);
    count++;
  }
  if (count === 0) return { text, count: 0, runs };
  return { text: out + text.slice(copiedTo), count, runs };
}

/**
 * Undoes letter spacing in any script, word by word: where words are set apart by two or more spaces
 * (or a line break), a word of odd length whose every second character is one space, with at least
 * four characters between and two of them letters, is joined ("t a k e   c a r e" is "take care"),
 * punctuation and caseless scripts included, which `joinSpacedLetters` does not join. Linear: one pass.
 */
export function unspaceWords(text: string): { text: string; count: number; runs: Array<[number, number]> } {
  if (!hasAlternation(text, ' ')) return { text, count: 0, runs: [] };
  const runs: Array<[number, number]> = [];
  const n = text.length;
  const parts: string[] = [];
  let count = 0;
  let i = 0;
  let lastJoined = false;
  while (i < n) {
    // a gap: two or more whitespace characters, or any run holding a line break
    let j = i;
    let breaks = false;
    // (the word before stopped at such a run, so the whole whitespace run here is the gap)
    while (j < n && isSpaceCode(text.charCodeAt(j))) {
      if (text[j] === '\n') breaks = true;
      j++;
    }
    const gap = text.slice(i, j);
    i = j;
    // a word: up to the next gap
    while (j < n && !(isSpaceCode(text.charCodeAt(j)) && (text[j] === '\n' || (j + 1 < n && isSpaceCode(text.charCodeAt(j + 1)))))) j++;
    const word = text.slice(i, j);
    const wordStart = i;
    i = j;
    let joined = '';
    let letters = 0;
    let spaced = word.length >= MIN_DOTTED_CHARACTERS * 2 - 1 && word.length % 2 === 1;
    for (let k = 0; spaced && k < word.length; k++) {
      if (k % 2 === 1) spaced = word[k] === ' ';
      else {
        joined += word[k];
        if (ANY_LETTER.test(word[k]!)) letters++;
      }
    }
    spaced = spaced && letters >= 2;
    if (spaced) {
      count++;
      runs.push([wordStart, j]);
    }
    parts.push(spaced && lastJoined && gap.length > 0 ? (breaks ? '\n' : ' ') : gap, spaced ? joined : word);
    lastJoined = spaced;
  }
  if (count === 0) return { text, count: 0, runs };
  return { text: parts.join(''), count, runs };
}
