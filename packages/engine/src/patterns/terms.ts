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

/** A term ending at a trie node: its tag and whether the word may go on after it (`stem*`). */
interface End<T> {
  tag: T;
  open: boolean;
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

/** Per UTF-16 unit beyond ASCII: its lower case plus one (0: not yet computed). */
const lowerTable = new Uint16Array(0x10000);

function lowerUnit(c: number): number {
  if (c < 0x80) return c >= 0x41 && c <= 0x5a ? c + 32 : c;
  const known = lowerTable[c]!;
  if (known !== 0) return known - 1;
  // Turkish dotted capital I lower-cases to two units (i and a combining dot); read it as i.
  let lowered = c;
  if (c === 0x130) lowered = 0x69;
  else {
    const lower = String.fromCharCode(c).toLowerCase();
    if (lower.length === 1) lowered = lower.charCodeAt(0);
  }
  // 0xFFFF lowers to itself and cannot be cached as 0x10000; it is recomputed each time.
  if (lowered < 0xffff) lowerTable[c] = lowered + 1;
  return lowered;
}

/** Entries of the table of first unit pairs (see `TermMatcher.pairs`). */
const PAIRS = 1 << 18;

function pairSlot(trie: number, first: number, second: number): number {
  let h = Math.imul(first + 1, 0x9e3779b1) ^ Math.imul(second + 1, 0x85ebca77) ^ Math.imul(trie + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  return h & (PAIRS - 1);
}

/** The roots of the three tries (see `TermMatcher`), as node numbers. */
const HEAD = 0;
const ANYWHERE = 1;
const OPENING = 2;

/**
 * The edges of a trie of UTF-16 units, in one open-addressing hash table keyed by (node, unit):
 * one typed array rather than a Map per node, so a step costs one hash probe and the table for
 * tens of thousands of terms stays a few megabytes.
 */
class Edges {
  /** Per slot, three numbers side by side (one cache line per probe): node + 1 (0: empty), unit, child. */
  private table = new Int32Array(3 << 10);
  private mask = (1 << 10) - 1;
  private count = 0;

  private slot(node: number, unit: number): number {
    let h = Math.imul(node, 0x9e3779b1) ^ Math.imul(unit + 1, 0x85ebca77);
    h ^= h >>> 15;
    return h & this.mask;
  }

  /** The child of `node` by `unit`, or -1. */
  get(node: number, unit: number): number {
    const { table, mask } = this;
    const key = node + 1;
    for (let h = this.slot(node, unit); ; h = (h + 1) & mask) {
      const k = table[3 * h]!;
      if (k === 0) return -1;
      if (k === key && table[3 * h + 1] === unit) return table[3 * h + 2]!;
    }
  }

  set(node: number, unit: number, child: number): void {
    if (2 * (this.count + 1) > this.mask + 1) this.grow();
    const { table, mask } = this;
    let h = this.slot(node, unit);
    while (table[3 * h] !== 0) h = (h + 1) & mask;
    table[3 * h] = node + 1;
    table[3 * h + 1] = unit;
    table[3 * h + 2] = child;
    this.count++;
  }

  private grow(): void {
    const old = this.table;
    const size = 2 * (this.mask + 1);
    this.table = new Int32Array(3 * size);
    this.mask = size - 1;
    this.count = 0;
    for (let k = 0; k < old.length; k += 3) if (old[k] !== 0) this.set(old[k]! - 1, old[k + 1]!, old[k + 2]!);
  }
}

/**
 * Three tries: terms that start a word (`HEAD`), terms that may start inside a
 * word (`*suffix`, unspaced scripts: `ANYWHERE`) and terms that start a sentence (`^word`: `OPENING`).
 */
export class TermMatcher<T> {
  /** Per trie, its edges below the root; the tries are kept apart so the small ones stay in cache. */
  private readonly tries = [new Edges(), new Edges(), new Edges()] as const;
  /** Per trie, the root's children by UTF-16 unit (-1: none): the step taken at almost every letter. */
  private readonly roots = [new Int32Array(0x10000).fill(-1), new Int32Array(0x10000).fill(-1), new Int32Array(0x10000).fill(-1)] as const;
  /**
   * Per trie, the first two units of its terms, hashed into a bit per entry (collisions only cost a
   * walk): a walk from a root child that holds no term ends at once unless the next unit continues
   * some term, and most walks from inside words are such.
   */
  private readonly pairs = new Uint8Array(PAIRS);
  /** Per node: whether it has children. */
  private readonly branches: Uint8Array;
  /** Per node: the terms ending there. */
  private readonly ends: Array<Array<End<T>> | undefined> = [];
  private hasAnywhere = false;
  readonly size: number;

  constructor(entries: Iterable<readonly [term: string, tag: T]>) {
    let size = 0;
    let nodes = 3;
    const branches: number[] = [0, 0, 0];
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
      const trie = anchored ? OPENING : inside ? ANYWHERE : HEAD;
      const edges = this.tries[trie];
      const root = this.roots[trie];
      if (inside) this.hasAnywhere = true;
      let at: number = trie;
      for (let i = 0; i < term.length; i++) {
        const c = lowerUnit(term.charCodeAt(i));
        if (i === 1) this.pairs[pairSlot(trie, lowerUnit(term.charCodeAt(0)), c)] = 1;
        let child = at === trie ? root[c]! : edges.get(at, c);
        if (child < 0) {
          child = nodes++;
          branches.push(0);
          if (at === trie) root[c] = child;
          else edges.set(at, c, child);
          branches[at] = 1;
        }
        at = child;
      }
      (this.ends[at] ??= []).push({ tag, open });
      size++;
    }
    this.branches = Uint8Array.from(branches);
    this.size = size;
  }

  /** Every occurrence of every term, in order of start (then end). */
  scan(text: string): Array<TermHit<T>> {
    const hits: Array<TermHit<T>> = [];
    const { tries, roots, hasAnywhere } = this;
    const [head, anywhere, opening] = roots;
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
        if (!inWord) {
          const child = head[lc]!;
          if (child >= 0 && this.mayMatch(HEAD, child, text, i, lc)) this.walk(tries[HEAD], child, text, i, hits);
        }
        if (atOpening) {
          const child = opening[lc]!;
          if (child >= 0 && this.mayMatch(OPENING, child, text, i, lc)) this.walk(tries[OPENING], child, text, i, hits);
        }
        if (hasAnywhere) {
          const child = anywhere[lc]!;
          if (child >= 0 && this.mayMatch(ANYWHERE, child, text, i, lc)) this.walk(tries[ANYWHERE], child, text, i, hits);
        }
        atOpening = false;
      } else if (isSentenceEnd(c)) atOpening = true;
      else if (!isOpening(c)) atOpening = false;
      inWord = word && !isUnspacedUnit(c);
    }
    return hits;
  }

  /**
   * Whether a walk from `node`, the child of the trie's root by the unit at `start`, can record
   * anything: a term ends there, or the next unit (a gap reads as a space) may continue one.
   */
  private mayMatch(trie: number, node: number, text: string, start: number, first: number): boolean {
    if (this.ends[node] !== undefined) return true;
    const next = start + 1;
    if (next >= text.length) return false;
    const c = text.charCodeAt(next);
    if (isArabicMark(c)) return true;
    return this.pairs[pairSlot(trie, first, isGap(c) ? SPACE : lowerUnit(c))] === 1;
  }

  /** Follows the text from the node reached by its unit at `start`, recording the terms that end. */
  private walk(edges: Edges, node: number, text: string, start: number, hits: Array<TermHit<T>>): void {
    const { branches, ends } = this;
    const n = text.length;
    let at = node;
    let i = start + 1;
    while (at >= 0) {
      // Vowel marks written over a word's letters do not change the word.
      let j = i;
      while (j < n && isArabicMark(text.charCodeAt(j))) j++;
      const ending = ends[at];
      if (ending) {
        // A term ends at a word's end, or where writing without spaces starts or ends ("DDoSで", "mdma一克").
        const boundary = j >= n || !isWordUnit(text.charCodeAt(j)) || isUnspacedUnit(text.charCodeAt(i - 1)) || isUnspacedUnit(text.charCodeAt(j));
        for (const e of ending) if (e.open || boundary) hits.push({ start, end: j, tag: e.tag });
      }
      i = j;
      if (i >= n || branches[at] === 0) break;
      const c = text.charCodeAt(i);
      if (isGap(c)) {
        const child = edges.get(at, SPACE);
        if (child < 0) break;
        while (i < n && isGap(text.charCodeAt(i))) i++;
        at = child;
        continue;
      }
      at = edges.get(at, lowerUnit(c));
      i++;
    }
  }
}
