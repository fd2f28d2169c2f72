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


/** A leet character between two Latin letters. */
function hasLeetInside(word: string): boolean {
  for (let i = 1; i + 1 < word.length; i++) {
    if (LEET[word[i]!] !== undefined && isLatin(word[i - 1]!) && isLatin(word[i + 1]!)) return true;
  }
  return false;
}

function isLatin(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isLetter(ch: string): boolean {
  return isLatin(ch) || (ch.charCodeAt(0) > 127 && ch.toLowerCase() !== ch.toUpperCase());
}

export interface FoldResult {
  text: string;
  homoglyphs: number;
  leet: number;
}

function isLatinMostly(text: string): boolean {
  let latin = 0;
  let other = 0;
  for (const ch of text) {
    if (isLatin(ch)) latin++;
    else if (isLetter(ch)) other++;
  }
  return latin > other;
}

/** Cheap pre-check on character codes: any confusable, or a leet character between two letters. */
function mayNeedFolding(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 127) {
      if (CONFUSABLES[text[i]!] !== undefined) return true;
    } else if (i > 0 && i + 1 < text.length && LEET[text[i]!] !== undefined && isLatin(text[i - 1]!) && isLatin(text[i + 1]!)) {
      return true;
    }
  }
  return false;
}

function isWordChar(ch: string): boolean {
  return isLetter(ch) || (ch >= '0' && ch <= '9') || ch === '@' || ch === '$';
}

function foldWord(word: string, foldAllConfusables: boolean, counts: { homoglyphs: number; leet: number }): string {
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
  const foldLeet = hasLeet && letters >= 2 && word.length >= 4 && word.length <= 24 && hasLeetInside(word);
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

/**
 * Folds homoglyphs in words that mix scripts (or everywhere, when the text is mostly Latin) and
 * leetspeak in words that put digits or symbols between letters. Words in one script stay as they
 * are, so Russian or Greek text is not mangled. One left-to-right pass over the text.
 */
export function foldLookalikes(text: string): FoldResult {
  if (!mayNeedFolding(text)) return { text, homoglyphs: 0, leet: 0 };
  const foldAllConfusables = isLatinMostly(text);
  const counts = { homoglyphs: 0, leet: 0 };
  let out = '';
  let word = '';
  for (const ch of text) {
    if (isWordChar(ch)) {
      word += ch;
      continue;
    }
    if (word) {
      out += foldWord(word, foldAllConfusables, counts);
      word = '';
    }
    out += ch;
  }
  if (word) out += foldWord(word, foldAllConfusables, counts);
  return { text: out, ...counts };
}

const SPACERS = new Set([' ', '.', '-', '_', '*', '|']);

/** Cheap pre-check: four single letters in a row, each followed by one spacer ("i g n o"). */
function hasSpacedRun(text: string): boolean {
  let run = 0;
  for (let i = 0; i + 1 < text.length; i++) {
    const single = isLetter(text[i]!) && (i === 0 || !isLetter(text[i - 1]!)) && SPACERS.has(text[i + 1]!);
    if (single) {
      run++;
      if (run >= 3 && i + 2 < text.length && isLetter(text[i + 2]!)) return true;
      i++;
    } else {
      run = 0;
    }
  }
  return false;
}

/**
 * Joins letters spaced or punctuated apart ("i g n o r e", "i.g.n.o.r.e") when at least four single
 * letters run in a row; a wider gap (two or more spaces) separates words. One left-to-right pass.
 */
export function joinSpacedLetters(text: string): { text: string; joined: number } {
  if (!hasSpacedRun(text)) return { text, joined: 0 };
  const parts: string[] = [];
  let joined = 0;
  let copiedTo = 0;
  const n = text.length;
  const letterAt = (k: number): boolean => k >= 0 && k < n && isLetter(text[k]!);
  for (let i = 0; i < n; i++) {
    if (!letterAt(i) || letterAt(i - 1)) continue;
    // Walk letter, spacer, letter, spacer ... while each letter stands alone.
    let j = i;
    let letters = 0;
    let end = i;
    while (j < n && letterAt(j) && !letterAt(j + 1)) {
      letters++;
      end = j;
      if (j + 2 < n && SPACERS.has(text[j + 1]!) && letterAt(j + 2)) j += 2;
      else break;
    }
    if (letters >= 4) {
      parts.push(text.slice(copiedTo, i));
      let run = '';
      for (let k = i; k <= end; k += 2) run += text[k];
      parts.push(run);
      copiedTo = end + 1;
      joined++;
      i = end;
    }
  }
  if (joined === 0) return { text, joined: 0 };
  parts.push(text.slice(copiedTo));
  return { text: parts.join(''), joined };
}
