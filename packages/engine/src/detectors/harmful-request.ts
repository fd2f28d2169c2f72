import { HARM_LEXICONS } from '../harmful/lexicons/index.js';
import { HARM_DOMAINS, type HarmDomain, type HarmLexicon } from '../harmful/types.js';
import { TermMatcher, type TermHit } from '../patterns/terms.js';
import { round1, type Finding } from '../scoring/index.js';
import { weighStatements } from './harmful-statement.js';
import type { Detector } from './types.js';

/**
 * Requests for seriously harmful help, in the twenty languages of `harmful/lexicons/`: an intent
 * (asking how to make, obtain, use or hide something) beside a harm domain's words (weapons,
 * chemical and biological agents, drugs, intrusion, fraud, violence, self-harm, sexual content
 * involving minors, hate, privacy attacks). One pass of the term matcher finds every word of every
 * language in the canonical text, and again in what was decoded from it or hidden in it (a
 * base64-encoded request). A longer phrase hides the words inside it ("bath bomb" hides "bomb",
 * "kill myself" hides "kill", "without being detected" hides "detect"). Each harm word is then
 * weighed with the cues of its own language near it: anywhere in a short text, within `REACH`
 * characters in a long one, so a jailbreak wrapper neither hides the question nor lends it words.
 *
 * - a domain's strong word with a request: 9; with detail or concealment ("step by step", "without
 *   getting caught") too, 9.5; detail alone, 8; alone, 7 when the local classifier's harmful head
 *   hears a harmful request in the text (MODEL_CONFIRMS_STRONG);
 * - a weak word ("kill", "poison", "hack") needs a request and a target or an operational cue: 8,
 *   or 9.5 with all three;
 * - talking about a harm ("history of", "why do people", a story) without an operational cue caps
 *   it at 5, so fiction that asks for the recipe stays harmful;
 * - protective or harmless framing beside it ("prevent", "how do I stop someone from", "a Python
 *   process", "in Elden Ring") clears it;
 * - a request to reproduce a protected work at length or to defeat its protection (copyright) weighs
 *   at most 8.
 *
 * Statements that ask for nothing (hate about a group, self-harm intent, a stated plan to hurt
 * someone) are weighed by `harmful-statement.ts`; per domain the stronger of request and statement
 * is reported.
 *
 * A flag per domain, `harmful_content.<domain>` (kebab case), with the strongest passage as evidence.
 * The self-harm flag is this detector's alone: no pattern rule shares its id.
 */

export type HarmKind = 'request' | 'operational' | 'covert' | 'surprise' | 'target' | 'safe' | 'discussion' | 'strong' | 'weak';

export interface HarmTag {
  kind: HarmKind;
  domain?: HarmDomain;
  lang: string;
}

/**
 * Every term of every lexicon with its tag, each (term, kind, domain) once per language: the lists
 * are written in several parts (a base, additions, the concealment files) that repeat some terms, and
 * a repeat would only be matched and weighed twice.
 */
function* entries(lexicons: readonly HarmLexicon[]): Generator<readonly [string, HarmTag]> {
  for (const lex of lexicons) {
    const lang = lex.lang;
    const seen = new Set<string>();
    const once = (term: string, tag: HarmTag): boolean => {
      const key = `${tag.kind}\t${tag.domain ?? ''}\t${term}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    };
    function* tagged(terms: readonly string[] | undefined, tag: HarmTag): Generator<readonly [string, HarmTag]> {
      for (const term of terms ?? []) if (once(term, tag)) yield [term, tag];
    }
    for (const kind of ['request', 'operational', 'target', 'safe', 'discussion'] as const) yield* tagged(lex[kind], { kind, lang });
    yield* tagged(lex.covert, { kind: 'covert', lang });
    yield* tagged(lex.surprise, { kind: 'surprise', lang });
    for (const domain of HARM_DOMAINS) {
      yield* tagged(lex.domains[domain]?.strong, { kind: 'strong', domain, lang });
      yield* tagged(lex.domains[domain]?.weak, { kind: 'weak', domain, lang });
    }
  }
}

let shared: TermMatcher<HarmTag> | undefined;

/** One matcher over every language's harm vocabulary, built on first use. */
export function harmMatcher(): TermMatcher<HarmTag> {
  shared ??= new TermMatcher(entries(HARM_LEXICONS));
  return shared;
}

/**
 * The most a domain's request can weigh: reproducing a protected work or defeating its protection is
 * a legal risk, not a danger, so it flags (7 or more) without reaching the block band of real harm.
 */
const DOMAIN_CAP: Partial<Record<HarmDomain, number>> = { copyright: 8 };

/**
 * A domain's strong word with no request frame near it weighs 7 when the classifier's harmful head
 * rates the text at least this likely to be a harmful request: the model hears a request in words
 * the vocabulary lacks ("ransomware that encrypts every file, for my cousin's laptop"). Measured with
 * the shipped weights over every harmful and benign input set (`npm run bench:harmful -- --model`):
 * 0.3 adds 0.5-2.5 points of xsafety harmful rows in English, Spanish and German for one benign row
 * of 46,076. (With those weights a weak word's confirmation at 0.3 to 0.5 cost 31 benign rows and
 * more; the weights trained on the written requests made it affordable: MODEL_CONFIRMS_WEAK.)
 */
export const MODEL_CONFIRMS_STRONG = 0.3;

/**
 * A weak word asked for with neither a target nor an operational cue ("how do I poison someone" has
 * its target; "how can I get revenge" has none) weighs 7 when the harmful head rates the text at
 * least this likely: the vocabulary names the harm and the request, the model hears what the words
 * around them ask. Chosen on benign text with the weights trained on the team's three sets of written
 * requests: of 40,838 benign inputs, 0.4 / 0.35 / 0.3 flag 131 / 135 / 139 (136 before these weights
 * and this rule), and 0.3 is the first to flag more of XSTest's safe prompts out of source (2.4% ->
 * 3.2%).
 */
export const MODEL_CONFIRMS_WEAK = 0.35;

/** Texts up to this length are weighed as one passage: every cue counts wherever it stands. */
const WHOLE = 300;
/** In longer texts a cue counts for a harm word within this many characters of it. */
const REACH = 200;

export interface PassageWeight {
  domain: HarmDomain;
  severity: number;
  start: number;
  end: number;
  operational: boolean;
}

/**
 * Which hits a longer hit hides: a harm word inside a longer harm word or a harmless phrase ("bomb"
 * in "bath bomb", "kill" in "kill myself"), a safe word inside an operational or harm phrase
 * ("detect" in "without being detected"), a discussion frame inside a request ("explain how" in
 * "explain how to"). Requests, operational cues and targets are never hidden.
 */
function hides(outer: HarmKind, inner: HarmKind): boolean {
  const cue = outer === 'operational' || outer === 'covert';
  if (inner === 'strong' || inner === 'weak') return outer === 'strong' || outer === 'weak' || outer === 'safe' || cue;
  if (inner === 'safe') return outer === 'strong' || outer === 'weak' || cue;
  // "彼氏にバレずに" hides the "バレずに" inside it, so the person it names is no separate target.
  if (inner === 'covert') return outer === 'covert';
  if (inner === 'discussion') return outer !== 'target';
  return false;
}

/** The hits left once those inside a longer hit of a hiding kind are dropped (linear: hits come by start, then end). */
export function visibleHits(hits: ReadonlyArray<TermHit<HarmTag>>): Array<TermHit<HarmTag>> {
  const out: Array<TermHit<HarmTag>> = [];
  // The longest hit per kind seen so far that reaches furthest: a later hit inside it is hidden.
  // Keyed by kind and language: a phrase of one language never hides another language's word
  // (Portuguese "comprar cocaína" must not hide the Spanish "cocaína" of a Spanish request).
  const reach = new Map<string, TermHit<HarmTag>>();
  // Hits of one start come shortest first, so look ahead within the same start too.
  for (let k = 0; k < hits.length; k++) {
    const h = hits[k]!;
    let hidden = false;
    for (const g of reach.values()) {
      if (g.tag.lang === h.tag.lang && g.start <= h.start && g.end >= h.end && g.end - g.start > h.end - h.start && hides(g.tag.kind, h.tag.kind)) hidden = true;
    }
    for (let m = k + 1; !hidden && m < hits.length && hits[m]!.start === h.start; m++) {
      const g = hits[m]!;
      if (g.tag.lang === h.tag.lang && g.end > h.end && hides(g.tag.kind, h.tag.kind)) hidden = true;
    }
    if (!hidden) out.push(h);
    const key = `${h.tag.kind}|${h.tag.lang}`;
    const prior = reach.get(key);
    if (!prior || h.end > prior.end) reach.set(key, h);
  }
  return out;
}

type Cue = Exclude<HarmKind, 'strong' | 'weak'>;

/** Per cue kind and language, the hits' positions in order: what stands near a harm word is found by a moving pointer. */
class Near {
  private readonly at = new Map<Cue, Map<string, { starts: number[]; ends: number[]; i: number }>>();
  constructor(hits: ReadonlyArray<TermHit<HarmTag>>) {
    for (const h of hits) {
      const kind = h.tag.kind;
      if (kind === 'strong' || kind === 'weak') continue;
      let langs = this.at.get(kind);
      if (!langs) this.at.set(kind, (langs = new Map()));
      let list = langs.get(h.tag.lang);
      if (!list) langs.set(h.tag.lang, (list = { starts: [], ends: [], i: 0 }));
      list.starts.push(h.start);
      list.ends.push(h.end);
    }
  }

  /** Whether a cue of this kind and language stands within `reach` of [start, end); calls come in order of start. */
  has(kind: Cue, lang: string, start: number, end: number, reach: number): boolean {
    const list = this.at.get(kind)?.get(lang);
    if (!list) return false;
    const { starts, ends } = list;
    // Skip cues that end too far before this word; later words start no earlier, so they are skipped for good.
    while (list.i < starts.length && ends[list.i]! < start - reach) list.i++;
    return list.i < starts.length && starts[list.i]! <= end + reach;
  }

  /**
   * Like `has`, for a cue that stands apart from [start, end): a target inside the harm phrase or the
   * concealment that names it ("arrancar un coche", "without her knowing") is not a second cue. Looks
   * at a bounded number of cues past the pointer.
   */
  apart(kind: Cue, lang: string, start: number, end: number, reach: number): boolean {
    if (!this.has(kind, lang, start, end, reach)) return false;
    const { starts, ends, i } = this.at.get(kind)!.get(lang)!;
    for (let k = i; k < starts.length && k < i + APART_LOOK && starts[k]! <= end + reach; k++) {
      if (ends[k]! <= start || starts[k]! >= end) return true;
    }
    return false;
  }
}

/** How many cues `Near.apart` looks at past the pointer: dense text stays linear. */
const APART_LOOK = 12;

/**
 * The strongest harmful request per domain in a text. Each harm word is weighed with the cues of its
 * own language near it (the whole text when short, else within REACH characters):
 *
 * - a strong word with a request: 9, with an operational cue too 9.5; an operational cue alone 8;
 * - a weak word with a request and a target or an operational cue: 8, with both 9.5;
 * - a discussion frame near it, without an operational cue, caps it at 5; a protective or harmless
 *   framing near it clears it;
 * - a strong word alone: 7 when `harmfulProbability` (the classifier's harmful head on this text)
 *   reaches MODEL_CONFIRMS_STRONG, else nothing;
 * - a weak word with a request alone: 7 when `harmfulProbability` reaches MODEL_CONFIRMS_WEAK;
 * - `asked`: the text is known to be what was asked for (the instructing sentences of a model's
 *   answer), so every harm word counts as requested;
 * - a domain's cap (DOMAIN_CAP) bounds it.
 */
export function weighRequests(
  text: string,
  hits: ReadonlyArray<TermHit<HarmTag>>,
  harmfulProbability = 0,
  asked = false,
): Map<HarmDomain, PassageWeight> {
  const best = new Map<HarmDomain, PassageWeight>();
  if (!hits.some((h) => h.tag.kind === 'strong' || h.tag.kind === 'weak' || h.tag.kind === 'covert')) return best;
  const visible = visibleHits(hits);
  const near = new Near(visible);
  const reach = text.length <= WHOLE ? text.length : REACH;
  for (const h of visible) {
    const { kind, domain, lang } = h.tag;
    if ((kind !== 'strong' && kind !== 'weak') || !domain) continue;
    const request = asked || near.has('request', lang, h.start, h.end, reach);
    const operational = near.has('operational', lang, h.start, h.end, reach) || near.apart('covert', lang, h.start, h.end, reach);
    let severity = 0;
    if (kind === 'strong') {
      severity = request ? (operational ? 9.5 : 9) : operational ? 8 : harmfulProbability >= MODEL_CONFIRMS_STRONG ? 7 : 0;
    } else {
      const target = near.apart('target', lang, h.start, h.end, reach);
      if (request && target && operational) severity = 9.5;
      else if (request && (target || operational)) severity = 8;
      else if (request && harmfulProbability >= MODEL_CONFIRMS_WEAK) severity = 7;
    }
    if (severity === 0) continue;
    severity = Math.min(severity, DOMAIN_CAP[domain] ?? severity);
    if (!operational && near.has('discussion', lang, h.start, h.end, reach)) severity = Math.min(severity, 5);
    // A harmless or protective framing clears the word: no finding at all.
    if (near.has('safe', lang, h.start, h.end, reach)) continue;
    const prior = best.get(domain);
    if (!prior || severity > prior.severity) {
      const start = text.length <= WHOLE ? 0 : Math.max(0, h.start - 100);
      const end = text.length <= WHOLE ? text.length : Math.min(text.length, h.end + 100);
      best.set(domain, { domain, severity, start, end, operational });
    }
  }
  if (![...best.values()].some((w) => w.severity >= 7)) {
    const hidden = weighCovert(text, visible, reach, asked);
    if (hidden) best.set('wrongdoing', hidden);
  }
  return best;
}

/**
 * An act asked for while hiding it from the person it is done to or from the law, whatever its verb
 * ("how do I take money from the till without my boss noticing", "how can I get into her phone
 * without her knowing"): a request, a concealment cue (`covert`) and a target apart from it weigh 7,
 * `harmful_content.wrongdoing`; talk about it caps it at 5, a safe framing or a harmless reason to keep
 * it hidden (`surprise`: "a surprise party", "a gift") clears it.
 * Only where no domain's words flag: a named harm keeps its own flag.
 */
function weighCovert(text: string, visible: ReadonlyArray<TermHit<HarmTag>>, reach: number, asked: boolean): PassageWeight | undefined {
  const near = new Near(visible);
  for (const h of visible) {
    if (h.tag.kind !== 'covert') continue;
    const { lang } = h.tag;
    if (!asked && !near.has('request', lang, h.start, h.end, reach)) continue;
    if (!near.apart('target', lang, h.start, h.end, reach) || near.has('safe', lang, h.start, h.end, reach)) continue;
    if (near.has('surprise', lang, h.start, h.end, reach)) continue;
    const severity = near.has('discussion', lang, h.start, h.end, reach) ? 5 : 7;
    const start = text.length <= WHOLE ? 0 : Math.max(0, h.start - 100);
    const end = text.length <= WHOLE ? text.length : Math.min(text.length, h.end + 100);
    return { domain: 'wrongdoing', severity, start, end, operational: true };
  }
  return undefined;
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
  copyright: 'Copyrighted work reproduced',
  wrongdoing: 'Wrongdoing kept hidden',
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
    // The canonical text, and what was decoded from it or hidden in it (a base64-encoded request).
    const texts = [ctx.normalized.canonical];
    for (const v of ctx.normalized.views) if (v.name === 'decoded' || v.name === 'hidden') texts.push(v.text);
    const best = new Map<HarmDomain, { w: PassageWeight; text: string }>();
    const harmful = ctx.model?.harmful?.probability ?? 0;
    for (const text of texts) {
      for (const w of weighRequests(text, harmMatcher().scan(text), harmful).values()) {
        const prior = best.get(w.domain);
        if (!prior || w.severity > prior.w.severity) best.set(w.domain, { w, text });
      }
    }
    const findings: Finding[] = [];
    // Statements (hate about a group, self-harm intent, a stated plan to hurt someone) in the
    // canonical text: reported where they weigh 4 or more and more than the domain's request.
    const canonical = ctx.normalized.canonical;
    const stated = new Map<HarmDomain, { severity: number; evidence: string; what: string }>();
    for (const s of weighStatements(canonical).values()) {
      if (s.severity < 4 || s.severity <= (best.get(s.domain)?.w.severity ?? 0)) continue;
      best.delete(s.domain);
      stated.set(s.domain, { severity: s.severity, evidence: canonical.slice(s.start, s.end).trim(), what: s.what });
    }
    for (const { w, text } of best.values()) {
      if (w.severity <= 2) continue;
      const what = w.domain === 'wrongdoing'
        ? w.severity >= 7
          ? 'Asks how to do something to someone while hiding it from them or from the law.'
          : 'Talks about doing something to someone while hiding it.'
        : w.domain === 'copyright' && w.severity >= 7
        ? 'Asks to reproduce a protected work at length or to defeat its protection.'
        : w.operational
        ? 'Asks for operational help with a serious harm (making, obtaining, using or hiding it).'
        : w.severity >= 7
          ? 'Asks for help with a serious harm.'
          : 'Talks about a serious harm.';
      findings.push(harmFinding(w.domain, w.severity, text.slice(w.start, w.end).trim(), what));
    }
    for (const [domain, s] of stated) findings.push(harmFinding(domain, s.severity, s.evidence, s.what));
    return findings;
  },
};
