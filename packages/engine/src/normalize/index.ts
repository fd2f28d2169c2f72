import { decodeEntities, decodeNested, decodeUnicodeEscapes } from './decode.js';
import { foldLookalikes, joinSpacedLetters, undotTokens, unspaceWords } from './fold.js';
import { findHidden } from './hidden.js';
import { stripInvisible } from './invisible.js';

/** The text as a reader sees it, and the forms an attacker hides instructions behind. */
export type ViewName = 'text' | 'folded' | 'decoded' | 'hidden';

export interface View {
  name: ViewName;
  text: string;
}

export type TransformType =
  | 'compatibility_chars'
  | 'invisible_chars'
  | 'unicode_tags'
  | 'variation_selectors'
  | 'rtl_override'
  | 'homoglyphs'
  | 'leetspeak'
  | 'spaced_letters'
  | 'base64'
  | 'hex'
  | 'url'
  | 'html_entities'
  | 'unicode_escapes'
  | 'rot13'
  | 'html_comment'
  | 'markdown_comment'
  | 'invisible_markup';

export interface Transform {
  type: TransformType;
  count: number;
  /** What the transform revealed, at most 200 characters. */
  sample: string;
}

export interface Normalized {
  views: View[];
  /** The whole text with every in-place normalization applied (NFKC, invisible characters removed,
   * tags, entities and escapes decoded, lookalikes folded, spaced letters joined): what the local
   * classifier reads. */
  canonical: string;
  transforms: Transform[];
}

const SAMPLE = 200;

function hasCompatibilityChars(text: string): boolean {
  // By index, not `for...of`, which makes a string of every character of a long text.
  for (let i = 0; i < text.length; i++) {
    const c = text.codePointAt(i)!;
    if (c > 0xffff) i++;
    // Fullwidth letters and digits, mathematical alphanumerics, enclosed alphanumerics. Fullwidth
    // punctuation (，：！？) is ordinary CJK typography, not disguise.
    const fullwidthAlnum = (c >= 0xff10 && c <= 0xff19) || (c >= 0xff21 && c <= 0xff3a) || (c >= 0xff41 && c <= 0xff5a);
    if (fullwidthAlnum || (c >= 0x1d400 && c <= 0x1d7ff) || (c >= 0x2460 && c <= 0x24ff)) return true;
  }
  return false;
}

/** Characters of context kept on each side of a folded word, wider than any rule's reach. */
const FOLD_CONTEXT = 320;

/**
 * The folded view: only the neighbourhoods of what folding changed, so that one leetspeak word in a
 * long document costs a short rescan rather than a second pass over all of it. Windows are widened
 * to whitespace so no word is cut, merged where they meet, and re-joined per window (a spaced run
 * always lies inside one window). When the windows cover most of the text, the whole folded text
 * is the view.
 */
function foldedView(lookalike: string, whole: string, changed: Array<[number, number]>): string {
  return windowed(lookalike, () => whole, changed, (part) => joinSpacedLetters(part).text);
}

/** `text` read through `reading` only in the neighbourhoods of `changed`; `whole` when they cover most of it. */
function windowed(text: string, whole: () => string, changed: Array<[number, number]>, reading: (part: string) => string): string {
  const lookalike = text;
  const n = lookalike.length;
  const windows: Array<[number, number]> = [];
  for (const [start, end] of [...changed].sort((a, b) => a[0] - b[0])) {
    let a = Math.max(0, start - FOLD_CONTEXT);
    let b = Math.min(n, end + FOLD_CONTEXT);
    for (let k = 0; k < 40 && a > 0 && !/\s/.test(lookalike[a - 1]!); k++) a--;
    for (let k = 0; k < 40 && b < n && !/\s/.test(lookalike[b]!); k++) b++;
    const last = windows[windows.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else windows.push([a, b]);
  }
  const covered = windows.reduce((sum, [a, b]) => sum + (b - a), 0);
  if (covered > n / 2) return whole();
  return windows.map(([a, b]) => reading(lookalike.slice(a, b))).join('\n');
}

/**
 * Produces every view to scan: the NFKC text with invisible characters removed and Unicode tags
 * decoded in place; a folded view (homoglyphs, leetspeak, spaced-out letters) when folding changed
 * something; what encodings decode to (nested up to three levels) and the forward reading of text
 * under a right-to-left override; and text hidden in comments, invisible markup, Unicode tags or
 * variation selectors. Each transform that changed something is reported.
 */
export function normalize(input: string): Normalized {
  const transforms: Transform[] = [];
  const nfkc = input.normalize('NFKC');
  if (nfkc !== input && hasCompatibilityChars(input)) {
    transforms.push({ type: 'compatibility_chars', count: 1, sample: nfkc.slice(0, SAMPLE) });
  }
  const visible = stripInvisible(nfkc);
  if (visible.removed > 0) transforms.push({ type: 'invisible_chars', count: visible.removed, sample: '' });
  if (visible.tagText) transforms.push({ type: 'unicode_tags', count: visible.tagText.length, sample: visible.tagText.slice(0, SAMPLE) });
  if (visible.selectorText) {
    const count = visible.selectorText.split('\n').length;
    transforms.push({ type: 'variation_selectors', count, sample: visible.selectorText.slice(0, SAMPLE) });
  }
  if (visible.reversedText) {
    const count = visible.reversedText.split('\n').length;
    transforms.push({ type: 'rtl_override', count, sample: visible.reversedText.slice(0, SAMPLE) });
  }
  // Entities and \\u escapes spell the same characters another way: decode them in place.
  const unescaped = decodeUnicodeEscapes(visible.text);
  if (unescaped !== visible.text) transforms.push({ type: 'unicode_escapes', count: 1, sample: '' });
  const text = decodeEntities(unescaped);
  if (text !== unescaped) transforms.push({ type: 'html_entities', count: 1, sample: '' });
  const views: View[] = [{ name: 'text', text }];

  const lookalikes = foldLookalikes(text);
  const spaced = joinSpacedLetters(lookalikes.text);
  if (lookalikes.homoglyphs > 0) transforms.push({ type: 'homoglyphs', count: lookalikes.homoglyphs, sample: '' });
  if (lookalikes.leet > 0) transforms.push({ type: 'leetspeak', count: lookalikes.leet, sample: '' });
  if (spaced.joined > 0) transforms.push({ type: 'spaced_letters', count: spaced.joined, sample: '' });
  if (spaced.text !== text) {
    // The view also folds words a leet character starts or ends ("4ll", "th3") when the text is
    // leetspeak; the canonical text, which the classifier learned from, keeps the strict fold.
    const loose = lookalikes.leet > 0 ? foldLookalikes(text, true) : lookalikes;
    const looseSpaced = loose === lookalikes ? spaced : joinSpacedLetters(loose.text);
    views.push({ name: 'folded', text: foldedView(loose.text, looseSpaced.text, [...loose.changed, ...looseSpaced.runs]) });
  }
  // Every character of a word dotted apart, punctuation included ("h.t.t.p.s.:././"): joining letters
  // alone leaves URLs and markup broken, so the undotted reading is a view of its own.
  // Letters spaced apart word by word in any script, with wider gaps between the words, likewise.
  for (const undo of [undotTokens, unspaceWords]) {
    const undone = undo(text);
    if (undone.count === 0) continue;
    const existing = transforms.find((t) => t.type === 'spaced_letters');
    if (existing) existing.count += undone.count;
    else transforms.push({ type: 'spaced_letters', count: undone.count, sample: undone.text.slice(0, SAMPLE) });
    const read = (part: string): string => joinSpacedLetters(foldLookalikes(part, true).text).text;
    views.push({ name: 'folded', text: windowed(text, () => read(undone.text), undone.runs, (part) => read(undo(part).text)) });
  }

  const decoded = decodeNested(text);
  // Text written backwards under a right-to-left override reads forwards to a person: scan that reading.
  if (visible.reversedText) decoded.unshift({ encoding: 'rtl_override', text: visible.reversedText });
  if (decoded.length > 0) {
    const counts = new Map<TransformType, { count: number; sample: string }>();
    for (const d of decoded) {
      const entry = counts.get(d.encoding) ?? { count: 0, sample: d.text.slice(0, SAMPLE) };
      entry.count++;
      counts.set(d.encoding, entry);
    }
    for (const [type, entry] of counts) if (type !== 'rtl_override') transforms.push({ type, ...entry });
    const joined = decoded.map((d) => d.text).join('\n');
    views.push({ name: 'decoded', text: joined });
    const foldedDecoded = joinSpacedLetters(foldLookalikes(joined, true).text).text;
    if (foldedDecoded !== joined) views.push({ name: 'decoded', text: foldedDecoded });
  }

  const hidden = findHidden(text);
  const hiddenParts = hidden.map((h) => h.text);
  if (visible.tagText) hiddenParts.push(visible.tagText);
  if (visible.selectorText) hiddenParts.push(visible.selectorText);
  for (const h of hidden) {
    const existing = transforms.find((t) => t.type === h.kind);
    if (existing) existing.count++;
    else transforms.push({ type: h.kind, count: 1, sample: h.text.slice(0, SAMPLE) });
  }
  if (hiddenParts.length > 0) views.push({ name: 'hidden', text: hiddenParts.join('\n') });
  return { views, transforms, canonical: spaced.text };
}
