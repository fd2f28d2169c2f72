/**
 * Many plain terms found in one pass: the word lists of `harmful/lexicons/` in twenty languages
 * against a text of any size, in time linear in the text (times the longest term). Terms are
 * lower-case words or phrases; the syntax (`word`, `stem*`, `*suffix`, `*inside*`, phrases) is
 * described in `harmful/types.ts`. Chinese, Japanese and Thai terms match anywhere, since those
 * scripts put no spaces between words. A term written `^word` matches only where a sentence starts:
 * at the start of the text or of a line, or after `.`, `!`, `?`, `:` or `;` (and their full-width
 * forms) and any spaces or quotes; for bare imperatives ("^develop", "^outline") that ask for
 * something only when they open a sentence.
 */

export interface TermHit<T> {
  /** Offsets in the scanned text (UTF-16 code units), end exclusive. */
  start: number;
  end: number;
  tag: T;
}

interface Node<T> {
  next: Map<number, Node<T>> | undefined;
  /** Terms ending here: the tag and whether the word may go on after it (`stem*`). */
  ends: Array<{ tag: T; open: boolean }> | undefined;
}

const SPACE = 0x20;
const wordTable = new Uint8Array(0x10000); // 0 unknown, 1 word character, 2 not
const WORD_RE = /[\p{L}\p{M}\p{N}]/u;

function isWordUnit(c: number): boolean {
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);
  if (c >= 0xd800 && c <= 0xdfff) return true; // astral letters (CJK extensions)
  let v = wordTable[c];
  if (v === 0) {
    v = WORD_RE.test(String.fromCharCode(c)) ? 1 : 2;
    wordTable[c] = v;
  }
  return v === 1;
}

/** Han, kana and Thai: written without spaces, so a term in them may start and end anywhere. */
export function isUnspacedUnit(c: number): boolean {
  return (
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x3040 && c <= 0x30ff) ||
    (c >= 0xe00 && c <= 0xe7f) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xff66 && c <= 0xff9f) ||
    (c >= 0xd800 && c <= 0xdfff)
  );
}

function isGap(c: number): boolean {
  return c === SPACE || c === 0x2d || c === 0x09 || c === 0x0a || c === 0x0d || c === 0xa0 || c === 0x3000 || c === 0x200b;
}

/** Sentence ends (and line breaks) after which a `^term` may start. */
function isSentenceEnd(c: number): boolean {
  return (
    c === 0x2e || c === 0x21 || c === 0x3f || c === 0x3a || c === 0x3b || c === 0x0a || c === 0x0d || c === 0x3002 ||
    c === 0xff01 || c === 0xff1f || c === 0x061f || c === 0x0964 || c === 0x06d4
  );
}

/** Spaces, quotes and brackets that may stand between a sentence end and the sentence's first word. */
function isOpening(c: number): boolean {
  return c === SPACE || c === 0x09 || c === 0xa0 || c === 0x3000 || c === 0x22 || c === 0x27 || c === 0x28 || c === 0x5b ||
    c === 0x2a || c === 0x23 || c === 0x2d || c === 0x201c || c === 0x2018 || c === 0xab;
}

/** Arabic short vowels and other marks (harakat, tanwin, shadda, sukun, superscript alef): optional in writing, skipped when matching. */
function isArabicMark(c: number): boolean {
  return (c >= 0x064b && c <= 0x065f) || c === 0x0670;
}

function lowerUnit(c: number): number {
  if (c < 0x80) return c >= 0x41 && c <= 0x5a ? c + 32 : c;
  // Turkish dotted capital I lower-cases to two units (i and a combining dot); read it as i.
  if (c === 0x130) return 0x69;
  const lower = String.fromCharCode(c).toLowerCase();
  return lower.length === 1 ? lower.charCodeAt(0) : c;
}

function node<T>(): Node<T> {
  return { next: undefined, ends: undefined };
}

export class TermMatcher<T> {
  /** Terms that start a word. */
  private readonly head = node<T>();
  /** Terms that may start inside a word (`*suffix`, unspaced scripts). */
  private readonly anywhere = node<T>();
  private hasAnywhere = false;
  /** Terms that start a sentence (`^word`). */
  private readonly opening = node<T>();
  readonly size: number;

  constructor(entries: Iterable<readonly [term: string, tag: T]>) {
    let size = 0;
    for (const [raw, tag] of entries) {
      // Vowel marks are skipped in the text, so a term written with them is stored without.
      let term = raw.trim().toLowerCase().replace(/[\u064b-\u065f\u0670]/gu, '').replace(/[\s-]+/gu, ' ');
      let inside = false;
      let open = false;
      let anchored = false;
      if (term.startsWith('^')) {
        anchored = true;
        term = term.slice(1);
      }
      if (term.startsWith('*')) {
        inside = true;
        term = term.slice(1);
      }
      if (term.endsWith('*')) {
        open = true;
        term = term.slice(0, -1);
      }
      term = term.trim();
      if (!term) continue;
      const first = term.charCodeAt(0);
      const last = term.charCodeAt(term.length - 1);
      if (isUnspacedUnit(first)) inside = true;
      if (isUnspacedUnit(last)) open = true;
      let at = anchored ? this.opening : inside ? this.anywhere : this.head;
      if (inside) this.hasAnywhere = true;
      for (let i = 0; i < term.length; i++) {
        const c = lowerUnit(term.charCodeAt(i));
        at.next ??= new Map();
        let child = at.next.get(c);
        if (!child) {
          child = node<T>();
          at.next.set(c, child);
        }
        at = child;
      }
      (at.ends ??= []).push({ tag, open });
      size++;
    }
    this.size = size;
  }

  /** Every occurrence of every term, in order of start (then end). */
  scan(text: string): Array<TermHit<T>> {
    const hits: Array<TermHit<T>> = [];
    const n = text.length;
    // Whether the unit before is part of a spaced word (a term of the head trie cannot start after it).
    let inWord = false;
    // Whether only sentence ends, spaces and quotes stand before (a `^term` may start here).
    let atOpening = true;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      const word = isWordUnit(c);
      if (word) {
        const lc = lowerUnit(c);
        if (!inWord && this.head.next?.has(lc)) this.walk(this.head, text, i, lc, hits);
        if (atOpening && this.opening.next?.has(lc)) this.walk(this.opening, text, i, lc, hits);
        if (this.hasAnywhere && this.anywhere.next?.has(lc)) this.walk(this.anywhere, text, i, lc, hits);
        atOpening = false;
      } else if (isSentenceEnd(c)) atOpening = true;
      else if (!isOpening(c)) atOpening = false;
      inWord = word && !isUnspacedUnit(c);
    }
    return hits;
  }

  private walk(root: Node<T>, text: string, start: number, firstLower: number, hits: Array<TermHit<T>>): void {
    const n = text.length;
    let at = root.next?.get(firstLower);
    let i = start + 1;
    while (at) {
      // Vowel marks written over a word's letters do not change the word.
      let j = i;
      while (j < n && isArabicMark(text.charCodeAt(j))) j++;
      if (at.ends) {
        const boundary = j >= n || !isWordUnit(text.charCodeAt(j)) || isUnspacedUnit(text.charCodeAt(i - 1));
        for (const e of at.ends) if (e.open || boundary) hits.push({ start, end: j, tag: e.tag });
      }
      i = j;
      if (i >= n || !at.next) break;
      const c = text.charCodeAt(i);
      if (isGap(c)) {
        const child = at.next.get(SPACE);
        if (!child) break;
        while (i < n && isGap(text.charCodeAt(i))) i++;
        at = child;
        continue;
      }
      at = at.next.get(lowerUnit(c));
      i++;
    }
  }
}
