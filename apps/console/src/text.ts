/**
 * Pure text helpers of the playground: where a flag's evidence sits in the screened text, and the
 * hidden characters a reader cannot see. No DOM here, so they are tested directly.
 */

export interface Span {
  start: number;
  end: number;
  /** Indexes of the flags whose evidence covers this span. */
  flags: number[];
}

/** Every place an evidence string occurs in the text, case-insensitively when case folding keeps offsets. */
function occurrences(text: string, evidence: string): Array<[number, number]> {
  const needle = evidence.trim();
  if (needle.length === 0) return [];
  const foldable = text.toLowerCase().length === text.length && needle.toLowerCase().length === needle.length;
  const hay = foldable ? text.toLowerCase() : text;
  const pin = foldable ? needle.toLowerCase() : needle;
  const out: Array<[number, number]> = [];
  let from = 0;
  for (;;) {
    const at = hay.indexOf(pin, from);
    if (at < 0) break;
    out.push([at, at + pin.length]);
    from = at + Math.max(1, pin.length);
  }
  return out;
}

/**
 * Cuts the text at every evidence boundary: the returned spans cover the whole text in order, each
 * with the flags whose evidence it lies in (none for plain text).
 */
export function spansOf(text: string, evidence: readonly string[]): Span[] {
  const found: Array<{ start: number; end: number; flag: number }> = [];
  evidence.forEach((ev, flag) => {
    for (const [start, end] of occurrences(text, ev)) found.push({ start, end, flag });
  });
  // Evidence that is (nearly) the whole text, as a model layer's is, would mark everything: it is
  // left unmarked when other evidence points at something more precise.
  const whole = text.trim().length * 0.9;
  const precise = found.filter((r) => r.end - r.start < whole);
  const ranges = precise.length > 0 ? precise : found;
  const cuts = new Set<number>([0, text.length]);
  for (const r of ranges) {
    cuts.add(r.start);
    cuts.add(r.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const spans: Span[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i]!;
    const end = points[i + 1]!;
    if (end <= start) continue;
    const flags = [...new Set(ranges.filter((r) => r.start <= start && r.end >= end).map((r) => r.flag))].sort((a, b) => a - b);
    const last = spans[spans.length - 1];
    if (last && last.end === start && sameFlags(last.flags, flags)) last.end = end;
    else spans.push({ start, end, flags });
  }
  return spans;
}

function sameFlags(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Whether the evidence can be pointed at in the text itself (else it was found in a decoded view). */
export function foundInText(text: string, evidence: string): boolean {
  return occurrences(text, evidence).length > 0;
}

/**
 * Invisible characters: zero-width and joiner characters, bidirectional controls, variation
 * selectors, Unicode tags (all Default_Ignorable_Code_Point), the characters that hide text from a reader.
 */
const HIDDEN = /\p{Default_Ignorable_Code_Point}/gu;

/** The code points of the hidden characters in a text, in order of appearance. */
export function hiddenCharacters(text: string): string[] {
  return [...text.matchAll(HIDDEN)].map((m) => codePoint(m[0]));
}

function codePoint(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The text with each hidden character shown as its code point, and Unicode tag characters (which
 * spell ASCII invisibly) decoded: `⟦U+200B⟧`, `⟦tag:i⟧`.
 */
export function revealHidden(text: string): string {
  return text.replace(HIDDEN, (ch) => {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xe0020 && cp <= 0xe007e) return `⟦tag:${String.fromCharCode(cp - 0xe0000)}⟧`;
    return `⟦${codePoint(ch)}⟧`;
  });
}
