import { compile } from '../regex.js';

/** Latin lookalikes from Cyrillic and Greek (fullwidth and mathematical letters are handled by NFKC). */
const CONFUSABLES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l', ɡ: 'g', ո: 'n', ս: 'u',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y',
  І: 'I', Ј: 'J', Ѕ: 'S', Ԁ: 'D', Ԛ: 'Q', Ԝ: 'W', Һ: 'H', Ӏ: 'I',
  α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y', ω: 'w',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
};

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '!': 'i', '|': 'l', '+': 't' };

const WORD = compile('[\\p{L}\\p{N}@$!|+]+', 'gu');

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

/**
 * Folds homoglyphs in words that mix scripts (or everywhere, when the text is mostly Latin) and
 * leetspeak in words that mix letters with digits or symbols. Words in one script stay as they are,
 * so Russian or Greek text is not mangled. Linear: one pass over the words, a table lookup per character.
 */
export function foldLookalikes(text: string): FoldResult {
  const foldAllConfusables = isLatinMostly(text);
  let homoglyphs = 0;
  let leet = 0;
  const folded = text.replace(WORD, (word) => {
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
    const foldLeet = hasLeet && letters >= 2 && word.length >= 4;
    if (!foldConfusables && !foldLeet) return word;
    let out = '';
    for (const ch of word) {
      const glyph = foldConfusables ? CONFUSABLES[ch] : undefined;
      const digit = foldLeet ? LEET[ch] : undefined;
      if (glyph !== undefined) {
        out += glyph;
        homoglyphs++;
      } else if (digit !== undefined) {
        out += digit;
        leet++;
      } else {
        out += ch;
      }
    }
    return out;
  });
  return { text: folded, homoglyphs, leet };
}

const SPACERS = new Set([' ', '.', '-', '_', '*', '|']);

/**
 * Joins letters spaced or punctuated apart ("i g n o r e", "i.g.n.o.r.e") when at least four single
 * letters run in a row; a wider gap (two or more spaces) separates words. One left-to-right pass.
 */
export function joinSpacedLetters(text: string): { text: string; joined: number } {
  const chars = Array.from(text);
  let out = '';
  let joined = 0;
  let i = 0;
  while (i < chars.length) {
    const startsRun = isLetter(chars[i]!) && (i === 0 || !isLetter(chars[i - 1]!));
    if (startsRun) {
      // Walk letter, spacer, letter, spacer ... while each letter stands alone.
      let j = i;
      let letters = 0;
      let end = i;
      while (j < chars.length && isLetter(chars[j]!) && !(j + 1 < chars.length && isLetter(chars[j + 1]!))) {
        letters++;
        end = j;
        if (j + 2 < chars.length && SPACERS.has(chars[j + 1]!) && isLetter(chars[j + 2]!)) j += 2;
        else break;
      }
      if (letters >= 4) {
        let run = '';
        for (let k = i; k <= end; k++) if (isLetter(chars[k]!)) run += chars[k];
        out += run;
        joined++;
        i = end + 1;
        continue;
      }
    }
    out += chars[i];
    i++;
  }
  return { text: out, joined };
}
