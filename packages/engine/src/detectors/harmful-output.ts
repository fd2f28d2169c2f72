import { ANSWER_LEXICONS, type AnswerLexicon } from '../harmful/answers.js';
import { HARM_LEXICONS } from '../harmful/lexicons/index.js';
import { HARM_DOMAINS, type HarmDomain, type HarmLexicon } from '../harmful/types.js';
import { isUnspacedUnit, TermMatcher, type TermHit } from '../patterns/terms.js';
import type { Finding } from '../scoring/index.js';
import { harmFinding, harmMatcher, weighRequests } from './harmful-request.js';
import type { Detector } from './types.js';

/**
 * Harmful instructions in a model's answer, in the languages of `harmful/answers.ts`: the words of
 * a harm domain (the shared vocabulary of `harmful/lexicons/` and the answer-side words) together
 * with the shape of instructions (numbered or bulleted steps, sequencing words, directions to the
 * reader, quantities with units, "here's how", concealment), whether laid out as a list or run
 * into one paragraph.
 *
 * - Jailbroken answers often hold two voices: a refusal and a persona that complies ("[CLASSIC] I'm
 *   sorry... [JAILBREAK] Sure, here's how", "Aligned: ... Unaligned: ..."). The answer is cut at
 *   speaker labels; a part that opens with a refusal is set aside unless it turns ("now that we've
 *   got that out of the way"), and the rest is weighed as one. Beside a refusing voice less shape
 *   is needed, and the harm may be named only by the refusal.
 * - Harm words count in instructing sentences and their neighbours; a sentence of moral framing
 *   ("stealing is illegal and unethical") or a question does not instruct.
 * - Safety advice ("never mix", "call emergency services") and answers that mostly preach stay
 *   below the flag unless they also conceal.
 *
 * Severity 7.5 for harm words with instructions, 8.5 with concealment or several strong harm
 * words, 9 with concealment, a list of steps and strong words. One flag, `harmful_content.<domain>`,
 * for the strongest domain.
 */

type AnswerKind = 'refusal' | 'pivot' | 'comply' | 'sequence' | 'instruct' | 'caution' | 'moral' | 'conceal' | 'strong' | 'weak';

interface AnswerTag {
  kind: AnswerKind;
  domain?: HarmDomain;
  /** The language of an answer-shape word (refusal, compliance, steps, directions, framing). */
  lang?: string;
}

function* entries(lexicons: readonly AnswerLexicon[], shared: readonly HarmLexicon[]): Generator<readonly [string, AnswerTag]> {
  // The harm words of the shared vocabulary, in the same matcher: one pass over the text finds both.
  for (const lex of shared) {
    for (const domain of HARM_DOMAINS) {
      const terms = lex.domains[domain];
      for (const term of terms?.strong ?? []) yield [term, { kind: 'strong', domain }];
      for (const term of terms?.weak ?? []) yield [term, { kind: 'weak', domain }];
    }
  }
  for (const lex of lexicons) {
    for (const kind of ['refusal', 'pivot', 'comply', 'sequence', 'instruct', 'caution', 'moral', 'conceal'] as const) {
      for (const term of lex[kind]) yield [term, { kind, lang: lex.lang }];
    }
    for (const domain of HARM_DOMAINS) {
      const terms = lex.harm[domain];
      if (!terms) continue;
      for (const term of terms.strong) yield [term, { kind: 'strong', domain }];
      for (const term of terms.weak) yield [term, { kind: 'weak', domain }];
    }
  }
}

let shared: TermMatcher<AnswerTag> | undefined;

export function answerMatcher(): TermMatcher<AnswerTag> {
  shared ??= new TermMatcher(entries(ANSWER_LEXICONS, HARM_LEXICONS));
  return shared;
}

/** How far into a part a refusal still counts as the part's answer. */
const OPENING = 260;
/** Longest speaker label: "[🔓JAILBREAK]", "Developer Mode Output:", "(Unaligned)". */
const LABEL = 40;

const CLOSERS: Record<string, string> = { '[': ']', '(': ')', '【': '】', '{': '}' };

/** Whether a speaker label starts at `i` (a line start or a bracket after a space): its end, or -1. */
function labelAt(text: string, i: number, lineStart: boolean, afterSpace: boolean): number {
  const c = text[i];
  if (c !== undefined && CLOSERS[c] && (lineStart || afterSpace)) {
    // A bounded look for the closer: a text of many brackets stays linear.
    const closer = CLOSERS[c]!;
    let close = -1;
    for (let k = i + 1; k < text.length && k - i <= LABEL; k++) {
      if (text[k] === '\n') break;
      if (text[k] === closer) {
        close = k;
        break;
      }
    }
    if (close < 0) return -1;
    const after = text[close + 1];
    if (after === '(' || after === '[') return -1; // a markdown link, an index
    return close + 1;
  }
  if (!lineStart) return -1;
  // A sign or a letter of another script standing alone as a speaker mark: "Ω ", "😈 ".
  if (c !== undefined && c.charCodeAt(0) >= 0x370 && !isUnspacedUnit(c.charCodeAt(0))) {
    for (let k = i + 1; k <= i + 2 && k < text.length; k++) if (text[k] === ' ') return k + 1;
  }
  const limit = Math.min(text.length, i + LABEL);
  let words = 1;
  for (let k = i; k < limit; k++) {
    const u = text[k]!;
    if (u === ':' || u === '：') return k > i && words <= 4 ? k + 1 : -1;
    if (u === '\n' || u === '.' || u === '。' || u === ',' || u === '?' || u === '!' || u === '`' || u === '"') return -1;
    if (u === ' ') words++;
  }
  return -1;
}

/** The answer's parts: [start, end) ranges, a new one at each speaker label. */
export function answerParts(text: string): Array<[number, number]> {
  const cuts = [0];
  let lineStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      lineStart = true;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '*' || c === '#' || c === '>') continue;
    const end = labelAt(text, i, lineStart, i > 0 && isBlank(text.charCodeAt(i - 1)));
    if (end > 0) {
      if (i > cuts[cuts.length - 1]!) cuts.push(i);
      i = end - 1;
    }
    lineStart = false;
  }
  return cuts.map((s, k) => [s, k + 1 < cuts.length ? cuts[k + 1]! : text.length]);
}

function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0xa0 || c === 0x3000;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

const UNITS = new Set([
  'g', 'mg', 'kg', 'ml', 'l', 'oz', 'lb', 'lbs', 'c', 'f', '°c', '°f', '°', '%', 'gram', 'grams', 'milligrams', 'liter', 'liters',
  'litre', 'litres', 'ounces', 'pounds', 'degrees', 'minutes', 'hours', 'mins', 'cups', 'tablespoons', 'teaspoons', 'drops',
  '克', '毫克', '千克', '毫升', '升', '度', '分钟', '小时', 'グラム', 'ミリリットル', '分', '時間', 'гр', 'г', 'мл', 'градус*',
  'минут', 'часов', 'grados', 'gramos', 'minutos', 'horas', 'grad', 'minuten', 'stunden', 'degrés', 'heures', 'graus',
]);

/** Numbered or bulleted steps (at line starts, or "1. ... 2. ..." run into a line) and quantities with units. */
export function structure(text: string): { items: number; units: number } {
  let bullets = 0;
  const numbers = new Set<number>();
  let units = 0;
  let lineStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) {
      lineStart = true;
      continue;
    }
    if (c === 0x20 || c === 0x09) continue;
    const prev = i > 0 ? text.charCodeAt(i - 1) : 0x0a;
    if (lineStart && (c === 0x2d || c === 0x2a || c === 0x2022 || c === 0xb7) && text.charCodeAt(i + 1) === 0x20) bullets++;
    if (isDigit(c) && !isDigit(prev) && prev !== 0x2e && prev !== 0x2c) {
      let j = i;
      while (j < text.length && j - i < 3 && isDigit(text.charCodeAt(j))) j++;
      const n = Number(text.slice(i, j));
      const sep = text[j];
      const gap = text.charCodeAt(j + 1);
      const spaced = prev === 0x20 || prev === 0x0a || prev === 0x09 || prev === 0x3a || lineStart;
      const listed = sep === '.' || sep === ')' || sep === '、' || sep === '）' || sep === '．';
      // "Step 3:", "**Step 3.**", "step 3," name a step whatever follows the number.
      const stepped = i >= 5 && text.slice(i - 5, i).toLowerCase() === 'step ';
      if (stepped && n >= 1 && n <= 20) numbers.add(n);
      else if (spaced && n >= 1 && n <= 20 && listed && (gap === 0x20 || gap === 0x0a || sep !== '.' || (lineStart && !isDigit(gap)))) {
        numbers.add(n);
      } else {
        // A quantity: digits (with a decimal part), an optional space, a unit.
        let k = j;
        while (k < text.length && (isDigit(text.charCodeAt(k)) || text[k] === '.' || text[k] === ',') && k - j < 6) k++;
        if (text[k] === ' ') k++;
        let e = k;
        while (e < text.length && e - k < 12 && !isBlank(text.charCodeAt(e)) && !',.;:)!?，。'.includes(text[e]!)) e++;
        const word = text.slice(k, e).toLowerCase();
        if (word && (UNITS.has(word) || UNITS.has(word.slice(0, 2)) || (word.startsWith('°') && word.length <= 2))) units++;
      }
      i = j - 1;
    }
    lineStart = false;
  }
  // "Step 2, ..." / "第二步" counted by the sequencing words; numbers counted once each.
  return { items: Math.max(bullets, numbers.size), units };
}

/** Sentences as [start, end) ranges: ends of sentences in the languages covered, and line breaks. */
function sentenceRanges(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const stop =
      c === 0x0a || c === 0x21 || c === 0x3f || c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0x061f || c === 0x0964 ||
      (c === 0x2e && (i + 1 >= text.length || isBlank(text.charCodeAt(i + 1))) && !isDigit(text.charCodeAt(i - 1)));
    if (stop) {
      out.push([start, i + 1]);
      start = i + 1;
    }
  }
  if (start < text.length) out.push([start, text.length]);
  return out;
}

/** The index of the sentence holding offset `at` (binary search). */
function sentenceOf(sentences: ReadonlyArray<[number, number]>, at: number): number {
  let lo = 0;
  let hi = sentences.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sentences[mid]![0] <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Whether a sentence opens with a list number ("1." then its text on the next sentence). */
function opensWithNumber(text: string, start: number): boolean {
  let i = start;
  while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  let j = i;
  while (j < text.length && j - i < 3 && isDigit(text.charCodeAt(j))) j++;
  return j > i && (text[j] === '.' || text[j] === ')' || text[j] === '、');
}

interface Weight {
  domain: HarmDomain;
  severity: number;
  evidence: string;
  operational: boolean;
  /** How much the kept answer looks like instructions, and the harm words' weight (0-4). */
  shape: number;
  harm: number;
  /** Strong harm words of the domain in instructing sentences, each place in the text counted once. */
  strongWords: number;
  /** Sentences of moral framing within CAUTION_REACH characters of the harm words: a hedge about this harm. */
  moralNear: number;
  /** Whether the answer's shape words (refusal, compliance, steps, directions) are mostly English. */
  english: boolean;
}

/** Whether hit `k` overlaps a refusal: "but I can" inside "I'm sorry, but I can't assist" is no turn. */
function insideRefusal(hits: ReadonlyArray<TermHit<AnswerTag>>, k: number): boolean {
  const h = hits[k]!;
  for (let j = k - 1; j >= 0 && hits[j]!.start >= h.start - LABEL; j--) if (hits[j]!.tag.kind === 'refusal' && hits[j]!.end > h.start) return true;
  for (let j = k + 1; j < hits.length && hits[j]!.start < h.end; j++) if (hits[j]!.tag.kind === 'refusal') return true;
  return false;
}

/** The kept ranges of an answer (its parts, less those that open with a refusal and never turn), and whether one was set aside. */
function kept(text: string, hits: ReadonlyArray<TermHit<AnswerTag>>): { ranges: Array<[number, number]>; refused: boolean } {
  const ranges: Array<[number, number]> = [];
  let refused = false;
  // Parts and hits are both in text order: one walk over each.
  let h0 = 0;
  for (const [s, e] of answerParts(text)) {
    let refusedAt = -1;
    let turnedAt = -1;
    while (h0 < hits.length && hits[h0]!.start < s) h0++;
    for (let k = h0; k < hits.length && hits[k]!.start < e; k++) {
      const h = hits[k]!;
      // Past the opening without a refusal, nothing later in the part changes it.
      if (refusedAt < 0 && h.start - s >= OPENING) break;
      if (turnedAt >= 0) break;
      if (h.tag.kind === 'refusal' && refusedAt < 0) refusedAt = h.start;
      else if (h.tag.kind === 'pivot' && refusedAt >= 0 && turnedAt < 0 && !insideRefusal(hits, k)) turnedAt = h.start;
    }
    if (refusedAt < 0) ranges.push([s, e]);
    else {
      refused = true;
      if (turnedAt >= 0) ranges.push([turnedAt, e]);
    }
  }
  return { ranges, refused };
}

/** The strongest domain of some harm hits: 2 per distinct strong word, 1 per weak one, at most 4. */
function strongest(hits: ReadonlyArray<TermHit<AnswerTag>>, text: string): { domain?: HarmDomain; score: number; at: number } {
  const words = new Map<HarmDomain, Map<string, number>>();
  const sums = new Map<HarmDomain, number>();
  const first = new Map<HarmDomain, number>();
  for (const h of hits) {
    const domain = h.tag.domain!;
    if (!first.has(domain)) first.set(domain, h.start);
    // A domain's score stops at 4: past it, text dense with harm words costs no more string work.
    const sum = sums.get(domain) ?? 0;
    if (sum >= 4) continue;
    const m = words.get(domain) ?? new Map<string, number>();
    const word = text.slice(h.start, h.end).toLowerCase();
    const value = h.tag.kind === 'strong' ? 2 : 1;
    const prior = m.get(word) ?? 0;
    if (value > prior) {
      m.set(word, value);
      sums.set(domain, sum + value - prior);
    }
    words.set(domain, m);
  }
  let best: { domain?: HarmDomain; score: number; at: number } = { score: 0, at: 0 };
  for (const d of HARM_DOMAINS) {
    const score = Math.min(4, sums.get(d) ?? 0);
    if (score > best.score) best = { domain: d, score, at: first.get(d)! };
  }
  return best;
}

/** The kinds whose distinct words `weighAnswer` counts, and how many of them make a difference. */
const COUNTED: Partial<Record<AnswerKind, number>> = { sequence: 3, comply: 2, conceal: 2, caution: 2 };

/**
 * Characters either side of a harm word within which caution words speak about it (about an
 * answer's length), so that a long text padded around a recipe does not lend it the caution of far
 * parts.
 */
const CAUTION_REACH = 1500;

/**
 * Distinct caution words (up to 2) within CAUTION_REACH characters of the harm words given; terms
 * overlapping at one place ("instead", "instead of") are one word.
 */
function cautionNear(hits: ReadonlyArray<TermHit<AnswerTag>>, text: string, harm: ReadonlyArray<TermHit<AnswerTag>>): number {
  const words = new Set<string>();
  let lastEnd = -1;
  for (const h of hits) {
    if (h.tag.kind !== 'caution' || h.start < lastEnd) continue;
    if (!harm.some((x) => Math.abs(x.start - h.start) <= CAUTION_REACH)) continue;
    lastEnd = h.end;
    words.add(text.slice(h.start, h.end).toLowerCase());
    if (words.size >= 2) break;
  }
  return words.size;
}

/** Weighs an answer: the strongest harmful-instruction domain, if any reaches a flag. */
export function weighAnswer(text: string): Weight | undefined {
  return readAnswer(text).weight;
}

/**
 * What the weighing read in an answer, flag or not: whether a voice refused, how many kept
 * sentences preach (moral framing) and how many instruct, concealment, list items and shape.
 */
/** What the answer's instructing sentences help with, weighed as a request would be. */
export interface Asked {
  domain: HarmDomain;
  severity: number;
  evidence: string;
  operational: boolean;
}

export interface Reading {
  weight?: Weight;
  /** The instructions weighed as a request (`weighRequests`), where they reach a flag. */
  asked?: Asked;
  refused: boolean;
  moral: number;
  instructing: number;
  conceal: number;
  items: number;
  shape: number;
}

const NOTHING: Reading = { refused: false, moral: 0, instructing: 0, conceal: 0, items: 0, shape: 0 };

/**
 * An answer says what it helps with ("To cheat on an online exam, open the answers on a second
 * device"; "Here's how to get into your husband's phone: wait until he's asleep"): its instructing
 * sentences, weighed as a request with the request vocabulary (`weighRequests` with every harm word
 * counted as asked for), flag what the answer-shape weighing misses: everyday harms in one sentence
 * of directions, where a weak word ("cheat", "get into") needs its target ("exam", "your husband's
 * phone") or concealment. A safe framing ("to protect yourself from shoplifters") clears it, talk
 * about a harm caps it, as in a request. Read only in an answer with no moral framing or caution in
 * its kept parts, and either says it complies ("sure", "here's how") or refuses nowhere and gives
 * operational directions (concealment: "To read your wife's messages without her knowing, log in
 * when she is in the shower"; plain one-paragraph answers seldom say "sure"). Over all instructing
 * answers it also flagged refusals that lecture ("cheating is unethical ... if you need help
 * studying") and documentation, 8 more of 5,606 benign texts screened as answers and 0.8 points more
 * of gptfuzz_responses' benign answers; so gated, no benign text of 40,998 more (stories that name
 * "secretly" have no harm word and are never read) and none of gptfuzz's.
 */
function askedOf(text: string, sentences: ReadonlyArray<[number, number]>, instructs: (k: number) => boolean): Asked | undefined {
  let best: Asked | undefined;
  for (let k = 0; k < sentences.length; k++) {
    if (!instructs(k)) continue;
    const [s, e] = sentences[k]!;
    const sentence = text.slice(s, e);
    const asker = askersView(sentence);
    for (const w of weighRequests(asker, harmMatcher().scan(asker), 0, true).values()) {
      if (w.severity < 7 || (best && best.severity >= w.severity)) continue;
      best = { domain: w.domain, severity: w.severity, evidence: sentence.slice(w.start, w.end).trim(), operational: w.operational };
    }
  }
  return best;
}

/**
 * The asker's possessives an answer addresses ("your husband's phone", "tu examen", "dein Nachbar",
 * "你的老板") turned into the first person the request vocabulary's targets are written in ("my
 * husband"), each word padded to its own length so offsets stay those of the answer. Literal words
 * between word boundaries: linear in the text.
 */
const SECOND_PERSON = /(?<![\p{L}\p{N}])(your|tu|tus|ton|ta|tes|dein|deine|deinen|deinem|deiner|tuo|tua|tuoi|tue|твой|твоя|твоё|твое|твои|твоего|твоей|твоему|твоим|твоих|твою)(?![\p{L}\p{N}])|你的/giu;
const FIRST_PERSON: Record<string, string> = {
  your: 'my', tu: 'mi', tus: 'mis', ton: 'mon', ta: 'ma', tes: 'mes', dein: 'mein', deine: 'meine', deinen: 'meinen',
  deinem: 'meinem', deiner: 'meiner', tuo: 'mio', tua: 'mia', tuoi: 'miei', tue: 'mie', твой: 'мой', твоя: 'моя',
  твоё: 'моё', твое: 'мое', твои: 'мои', твоего: 'моего', твоей: 'моей', твоему: 'моему', твоим: 'моим', твоих: 'моих',
  твою: 'мою', 你的: '我的',
};

export function askersView(sentence: string): string {
  return sentence.replace(SECOND_PERSON, (word: string) => {
    const first = FIRST_PERSON[word.toLowerCase()] ?? word;
    return first.padEnd(word.length, ' ');
  });
}

/** Whether a sentence ends with a question mark (Latin, full-width or Arabic). */
function isQuestion(text: string, [start, end]: readonly [number, number]): boolean {
  const last = text.charCodeAt(end - 1);
  return start < end && (last === 0x3f || last === 0xff1f || last === 0x061f);
}

/** Reads an answer: the weighing's flag (`weight`), if any, and what it saw. */
export function readAnswer(text: string): Reading {
  // In order of start.
  const own = answerMatcher().scan(text);
  const named = own.filter((h) => h.tag.domain);
  if (named.length === 0) return NOTHING;
  const { ranges, refused } = kept(text, own);
  if (ranges.length === 0) return { ...NOTHING, refused };
  const within = (at: number): boolean => {
    // Binary search over the kept ranges, which are in text order and do not overlap.
    let lo = 0;
    let hi = ranges.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (ranges[mid]![0] <= at) lo = mid;
      else hi = mid - 1;
    }
    const [s, e] = ranges[lo]!;
    return at >= s && at < e;
  };
  const inside = (h: TermHit<AnswerTag>): boolean => within(h.start);
  const hits = own.filter((h) => !h.tag.domain && inside(h));

  // Harm words count where the answer instructs: in a sentence with a direction, a sequencing word,
  // a compliance phrase, concealment or a list number. A warning ("stealing is illegal") does not.
  const sentences = sentenceRanges(text);
  const moral = new Set<number>();
  for (const h of hits) if (h.tag.kind === 'moral') moral.add(sentenceOf(sentences, h.start));
  const instructing = new Set<number>();
  const suggests = new Set<number>();
  for (const h of hits) {
    if (h.tag.kind === 'comply' || h.tag.kind === 'instruct') {
      const w = text.slice(h.start, h.end).toLowerCase();
      if (w === 'how about' || w === 'you could' || w === 'you can' || w === 'one could') suggests.add(sentenceOf(sentences, h.start));
    }
    const k = h.tag.kind;
    if (k === 'instruct' || k === 'sequence' || k === 'comply' || k === 'conceal') instructing.add(sentenceOf(sentences, h.start));
  }
  for (let k = 0; k < sentences.length; k++) if (opensWithNumber(text, sentences[k]![0])) instructing.add(k);
  for (const k of moral) instructing.delete(k);
  // A question ("How can I blackmail the mayor?") asks rather than instructs, unless it suggests ("How about ...?").
  for (const k of [...instructing]) if (isQuestion(text, sentences[k]!) && !suggests.has(k)) instructing.delete(k);

  // Distinct words of the kinds counted below, each up to the most that counts.
  const distinct = new Map<AnswerKind, Set<string>>();
  let instruct = 0;
  for (const h of hits) {
    if (h.tag.kind === 'conceal' && moral.has(sentenceOf(sentences, h.start))) continue;
    if (h.tag.kind === 'instruct') instruct++;
    const cap = COUNTED[h.tag.kind];
    if (cap === undefined) continue;
    const set = distinct.get(h.tag.kind) ?? new Set<string>();
    if (set.size >= cap) continue;
    set.add(text.slice(h.start, h.end).toLowerCase());
    distinct.set(h.tag.kind, set);
  }
  const count = (k: AnswerKind): number => distinct.get(k)?.size ?? 0;
  const conceal = count('conceal');

  const body = ranges.map(([s, e]) => text.slice(s, e)).join('\n');
  const { items, units } = structure(body);
  const shape =
    Math.min(items, 4) + Math.min(count('sequence'), 3) + Math.min(instruct, 6) * 0.5 + Math.min(count('comply'), 2) + Math.min(units, 2) +
    Math.min(conceal, 2);
  // The harm instructed, or else the harm the whole answer names (often only in its refusing
  // voice) when the other voice gives clear instructions. Less shape is needed beside a refusing
  // voice (the other voice is the jailbroken one) and where several harm words are instructed.
  const near = (k: number): boolean => !moral.has(k) && (instructing.has(k) || instructing.has(k - 1) || instructing.has(k + 1));
  const instructed = named.filter((h) => inside(h) && near(sentenceOf(sentences, h.start)));
  let pick = strongest(instructed, text);
  // Concealment in the very sentence that names the harm ("poison him without getting caught").
  const hidden = new Set<number>();
  for (const h of hits) if (h.tag.kind === 'conceal') hidden.add(sentenceOf(sentences, h.start));
  const concealed = instructed.some((h) => h.tag.domain === pick.domain && hidden.has(sentenceOf(sentences, h.start)));
  const keptMoral = [...moral].filter((k) => within(sentences[k]![0])).length;
  const keptInstructing = [...instructing].filter((k) => within(sentences[k]![0])).length;
  const reading: Reading = { refused, moral: keptMoral, instructing: keptInstructing, conceal, items, shape };
  // Only an answer that neither preaches nor cautions, and that says it complies ("sure", "here's
  // how") or else refuses nowhere and gives operational directions (below).
  const complies = hits.some((h) => h.tag.kind === 'comply');
  if (keptInstructing > 0 && keptMoral === 0 && (complies || !refused) && !hits.some((h) => h.tag.kind === 'caution')) {
    // The sentence after "Sure!" is the answer's body even where its verbs are not in the vocabulary.
    const complied = new Set<number>();
    for (const h of hits) if (h.tag.kind === 'comply') complied.add(sentenceOf(sentences, h.start));
    const asked = askedOf(
      text,
      sentences,
      (k) => within(sentences[k]![0]) && !moral.has(k) && (instructing.has(k) || (complied.has(k - 1) && !isQuestion(text, sentences[k]!))),
    );
    // Without a compliance phrase only operational directions count (concealment: "without her knowing").
    if (asked && (complies || asked.operational)) reading.asked = asked;
  }
  const need = (refused ? 2 : 3) - (pick.score >= 4 || (concealed && pick.score >= 2) ? 1 : 0);
  if (shape < need) return reading;
  let severity = 0;
  if (pick.domain && pick.score >= (conceal > 0 ? 1 : 2)) {
    severity = conceal > 0 || pick.score >= 4 ? 8.5 : 7.5;
    if (conceal > 0 && pick.score >= 3 && items >= 3) severity = 9;
  } else {
    const topic = strongest(named, text);
    if (topic.domain && topic.score >= (refused ? 1 : 2) && shape >= 4 && (refused || conceal > 0)) {
      pick = topic;
      severity = 7.5;
    }
  }
  if (!pick.domain || severity === 0) return reading;
  // Safety advice and moral framing near the harm ("never mix ...", "call poison control", "it is
  // illegal") make it a warning or a hedge; far from it (a long text padded around a recipe) they say
  // nothing about it. Near what: the domain's instructed harm words (its strong ones when it has some,
  // since weak words such as "pills" also turn up far from the harm), or else all it names.
  const of = (list: ReadonlyArray<TermHit<AnswerTag>>) => list.filter((h) => h.tag.domain === pick.domain);
  const about = of(instructed).length > 0 ? of(instructed) : of(named);
  const strongAbout = about.filter((h) => h.tag.kind === 'strong');
  const subject = strongAbout.length > 0 ? strongAbout : about;
  if (conceal === 0 && cautionNear(hits, text, subject) >= 2) severity = Math.min(severity, 4);
  let moralNear = 0;
  for (const k of moral) {
    const [s0] = sentences[k]!;
    if (within(s0) && subject.some((x) => Math.abs(x.start - s0) <= CAUTION_REACH)) moralNear++;
  }
  // An answer that mostly preaches ("stealing is wrong ... it is illegal ... respect the law") is a warning.
  if (conceal === 0 && keptMoral > keptInstructing) severity = Math.min(severity, 4);

  const at = pick.at;
  const from = Math.max(0, text.lastIndexOf('\n', at) + 1, at - 80);
  // Overlapping terms ("phishing", "phishing email"; a stem and its word) are one word here.
  let strongWords = 0;
  let lastEnd = -1;
  // The language the answer is written in, by its shape words: a word several languages share counts for each.
  let english = 0;
  let shapeWords = 0;
  for (const h of hits) {
    if (!h.tag.lang) continue;
    shapeWords++;
    if (h.tag.lang === 'en') english++;
  }
  for (const h of instructed) {
    if (h.tag.domain !== pick.domain || h.tag.kind !== 'strong' || h.start < lastEnd) continue;
    strongWords++;
    lastEnd = h.end;
  }
  return {
    ...reading,
    weight: { domain: pick.domain, severity, evidence: text.slice(from, from + 200).trim(), operational: conceal > 0 || items >= 3, shape, harm: pick.score, strongWords, moralNear, english: english * 2 >= shapeWords },
  };
}
/** The harm domain an answer is about: the strongest of the harm words anywhere in it, if any. */
export function answerTopic(text: string): { domain: HarmDomain; evidence: string } | undefined {
  const pick = strongest(
    answerMatcher()
      .scan(text)
      .filter((h) => h.tag.domain),
    text,
  );
  if (!pick.domain) return undefined;
  const from = Math.max(0, text.lastIndexOf('\n', pick.at) + 1, pick.at - 80);
  return { domain: pick.domain, evidence: text.slice(from, from + 200).trim() };
}

/**
 * Whether an answer speaks like a model playing along: more than one voice (speaker labels), or a
 * compliance, a turn, concealment or a refusal somewhere in it. Plain advice ("to spot a phishing
 * email, check the sender") has none of them.
 */
export function playsAlong(text: string): boolean {
  if (answerParts(text).length > 1) return true;
  return answerMatcher()
    .scan(text)
    .some((h) => h.tag.kind === 'comply' || h.tag.kind === 'pivot' || h.tag.kind === 'conceal' || h.tag.kind === 'refusal');
}

/**
 * With the classifier's `answer` head (trained on model answers: harmful ones against refusals and
 * safe ones), its calibrated probability p decides together with the reading above, by the evidence
 * the reading found:
 * - the weighing flagged instructions without operational detail: kept when p >= ANSWER_VETO, else
 *   set aside (the head reads a refusal, a warning or a safe answer; the weighing's false alarms are
 *   mostly those);
 * - instructions that name the harm with two or more strong words ("to make methamphetamine, first
 *   get pseudoephedrine ...") in an answer that does not preach are never set aside either: a one-line
 *   recipe reads unlike the one source's answers the head has seen, and the head scored such recipes
 *   0.1-0.5;
 * - the weighing found operational instructions (concealment, a list of steps, quantities) in an
 *   answer whose kept voice also preaches (moral framing): kept when p >= ANSWER_VETO_HEDGED (such
 *   answers are often a persona that mocks or lectures the asker while naming "without their
 *   knowledge");
 * - operational instructions in an answer that does not preach are never set aside (a refusing
 *   voice beside a complying one is the shape of a jailbroken answer, not a hedge):
 *   the head has read replies to jailbreaks of one source only, and scores some plain one-line
 *   recipes and non-English steps low;
 * - the weighing found no flag: p >= ANSWER_FLAG flags the answer in the domain its harm words name
 *   (none named: no flag), when the answer plays along (`playsAlong`: the head also rates some
 *   plain safety advice high).
 * - an answer written in another language than English is never set aside: the head has read
 *   English answers only (and 28 Chinese ones), and scored plain recipes in Spanish, German and
 *   Russian that the weighing flags at 0.1-0.3.
 * The thresholds are the best recall at no more than 3% of benign answers flagged, on answers to
 * questions the head never saw (two folds by question of the even-numbered questions).
 * Without the head (no classifier, or weights without it), the weighing alone decides.
 */
export const ANSWER_FLAG = 0.8;
export const ANSWER_VETO = 0.6;
export const ANSWER_VETO_HEDGED = 0.25;
/** Distinct strong harm words in the instructions from which the head cannot set the flag aside. */
const STRONG_WORDS = 2;

export const harmfulOutputDetector: Detector = {
  id: 'harmful-output',
  surfaces: ['output'],
  detect(ctx): Finding[] {
    const text = ctx.normalized.canonical;
    const reading = readAnswer(text);
    const w = reading.weight;
    const p = ctx.model?.answer?.probability;
    if (p !== undefined) {
      if (w && w.severity >= 7) {
        // A voice that refused and was set aside is the shape of a jailbroken answer, no hedge.
        const hedged = w.moralNear > 0;
        const veto = !w.english ? 0 : !w.operational ? (w.strongWords >= STRONG_WORDS && !hedged ? 0 : ANSWER_VETO) : hedged ? ANSWER_VETO_HEDGED : 0;
        if (p < veto) return [];
      } else if (p >= ANSWER_FLAG && playsAlong(text)) {
        const topic = w ? { domain: w.domain, evidence: w.evidence } : answerTopic(text);
        if (!topic) return [];
        const severity = 7 + Math.min(1.5, Math.max(0, p - ANSWER_FLAG) * 7.5);
        return [harmFinding(topic.domain, severity, topic.evidence, `The answer reads as harmful content (local classifier, probability ${p.toFixed(2)}).`)];
      }
    }
    if (!w || w.severity < 7) {
      const asked = reading.asked;
      if (!asked) return [];
      const severity = Math.min(asked.severity, asked.operational ? 8.5 : 8);
      return [harmFinding(asked.domain, severity, asked.evidence, 'The answer gives directions for what a harmful request asks.')];
    }
    const what = w.operational
      ? 'The answer gives operational instructions for a serious harm.'
      : 'The answer gives instructions for a serious harm.';
    return [harmFinding(w.domain, w.severity, w.evidence, what)];
  },
};
