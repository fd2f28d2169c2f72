import { HARM_LEXICONS } from '../harmful/lexicons/index.js';
import { HARM_DOMAINS, type HarmDomain, type HarmLexicon } from '../harmful/types.js';
import { TermMatcher, type TermHit } from '../patterns/terms.js';
import { round1, type Finding } from '../scoring/index.js';
import type { Detector } from './types.js';

/**
 * Requests for seriously harmful help, in the twenty languages of `harmful/lexicons/`: an intent
 * (asking how to make, obtain, use or hide something) beside a harm domain's words (weapons,
 * chemical and biological agents, drugs, intrusion, fraud, violence, self-harm, sexual content
 * involving minors, hate, privacy attacks). One pass of the term matcher over the canonical view
 * finds every word of every language; the words are then weighed per passage (the whole text when
 * short, else each sentence with the one before it):
 *
 * - a domain's strong word with a request: operational harm, 8.5; with detail or concealment
 *   ("step by step", "without getting caught"), 9.5;
 * - a weak word ("kill", "poison", "hack") needs a request and a target or an operational cue:
 *   7.5, or 9 with both;
 * - talking about a harm ("history of", "why do people") without an operational cue caps the
 *   passage at 5; protective or harmless framing ("prevent", "a Python process") at 2.
 *
 * A flag per domain, `harmful_content.<domain>` (kebab case), with the strongest passage as evidence.
 */

export type HarmKind = 'request' | 'operational' | 'target' | 'safe' | 'discussion' | 'strong' | 'weak';

export interface HarmTag {
  kind: HarmKind;
  domain?: HarmDomain;
  lang: string;
}

function* entries(lexicons: readonly HarmLexicon[]): Generator<readonly [string, HarmTag]> {
  for (const lex of lexicons) {
    const lang = lex.lang;
    for (const kind of ['request', 'operational', 'target', 'safe', 'discussion'] as const) {
      for (const term of lex[kind]) yield [term, { kind, lang }];
    }
    for (const domain of HARM_DOMAINS) {
      for (const term of lex.domains[domain].strong) yield [term, { kind: 'strong', domain, lang }];
      for (const term of lex.domains[domain].weak) yield [term, { kind: 'weak', domain, lang }];
    }
  }
}

let shared: TermMatcher<HarmTag> | undefined;

/** One matcher over every language's harm vocabulary, built on first use. */
export function harmMatcher(): TermMatcher<HarmTag> {
  shared ??= new TermMatcher(entries(HARM_LEXICONS));
  return shared;
}

/** Texts up to this length are weighed as one passage. */
const WHOLE = 600;

/** Sentence ends of the languages covered, and line breaks. */
function isStop(c: number): boolean {
  return (
    c === 0x2e || c === 0x21 || c === 0x3f || c === 0x0a || c === 0x3002 || c === 0xff01 || c === 0xff1f ||
    c === 0x061f || c === 0x0964 || c === 0x06d4
  );
}

/** Passages as [start, end) ranges: the whole text when short, else each sentence with the one before. */
export function passages(text: string): Array<[number, number]> {
  if (text.length <= WHOLE) return [[0, text.length]];
  const sentences: Array<[number, number]> = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (isStop(text.charCodeAt(i))) {
      if (i + 1 > start) sentences.push([start, i + 1]);
      start = i + 1;
    }
  }
  if (start < text.length) sentences.push([start, text.length]);
  const out: Array<[number, number]> = [];
  for (let k = 0; k < sentences.length; k++) {
    const [s, e] = sentences[k]!;
    out.push([k > 0 ? sentences[k - 1]![0] : s, e]);
  }
  return out;
}

export interface PassageWeight {
  domain: HarmDomain;
  severity: number;
  start: number;
  end: number;
  operational: boolean;
}

/** The strongest harmful request per domain among a text's passages. */
export function weighRequests(text: string, hits: ReadonlyArray<TermHit<HarmTag>>): Map<HarmDomain, PassageWeight> {
  const best = new Map<HarmDomain, PassageWeight>();
  if (!hits.some((h) => h.tag.kind === 'strong' || h.tag.kind === 'weak')) return best;
  let h0 = 0;
  for (const [start, end] of passages(text)) {
    while (h0 < hits.length && hits[h0]!.start < start) h0++;
    let request = false;
    let operational = false;
    let target = false;
    let safe = false;
    let discussion = false;
    const strong = new Set<HarmDomain>();
    const weak = new Set<HarmDomain>();
    for (let k = h0; k < hits.length && hits[k]!.start < end; k++) {
      const { kind, domain } = hits[k]!.tag;
      if (kind === 'request') request = true;
      else if (kind === 'operational') operational = true;
      else if (kind === 'target') target = true;
      else if (kind === 'safe') safe = true;
      else if (kind === 'discussion') discussion = true;
      else if (kind === 'strong') strong.add(domain!);
      else weak.add(domain!);
    }
    for (const domain of HARM_DOMAINS) {
      let severity = 0;
      if (strong.has(domain) && (request || operational)) severity = operational && request ? 9.5 : 8.5;
      else if ((weak.has(domain) || strong.has(domain)) && request && (target || operational)) {
        severity = target && operational ? 9 : 7.5;
      }
      if (severity === 0) continue;
      if (discussion && !operational) severity = Math.min(severity, 5);
      if (safe) severity = Math.min(severity, 2);
      const prior = best.get(domain);
      if (!prior || severity > prior.severity) best.set(domain, { domain, severity, start, end, operational });
    }
  }
  return best;
}

const LABELS: Record<HarmDomain, string> = {
  weapons: 'Weapons or explosives',
  cbrn: 'Chemical, biological or nuclear harm',
  drugs: 'Illegal drugs',
  cyber: 'Malware or intrusion',
  fraud: 'Fraud or theft',
  violence: 'Violence',
  self_harm: 'Self-harm',
  minors: 'Sexual content involving minors',
  hate: 'Hate or harassment',
  privacy: 'Privacy attack',
};

export function harmFlagId(domain: HarmDomain): string {
  return `harmful_content.${domain.replace('_', '-')}`;
}

export function harmFinding(domain: HarmDomain, severity: number, evidence: string, what: string): Finding {
  return {
    id: harmFlagId(domain),
    category: 'harmful_content',
    type: 'harmful_content',
    label: LABELS[domain],
    detail: what,
    severity: round1(severity),
    evidence: evidence.slice(0, 200),
    signal: true,
    correction: false,
  };
}

export const harmfulRequestDetector: Detector = {
  id: 'harmful-request',
  surfaces: ['input', 'agent'],
  detect(ctx): Finding[] {
    const text = ctx.normalized.canonical;
    const hits = harmMatcher().scan(text);
    const findings: Finding[] = [];
    for (const w of weighRequests(text, hits).values()) {
      const what = w.operational
        ? 'Asks for operational help with a serious harm (making, obtaining, using or hiding it).'
        : w.severity >= 7
          ? 'Asks for help with a serious harm.'
          : 'Talks about a serious harm.';
      findings.push(harmFinding(w.domain, w.severity, text.slice(w.start, w.end).trim(), what));
    }
    return findings;
  },
};
