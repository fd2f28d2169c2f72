import { HARM_LEXICONS } from '../harmful/lexicons/index.js';
import { STATEMENT_LEXICONS } from '../harmful/statements/index.js';
import type { HarmDomain, StatementLexicon } from '../harmful/types.js';
import { TermMatcher, type TermHit } from '../patterns/terms.js';

/**
 * Harmful statements, in the twenty languages of `harmful/statements/`: what is said rather than
 * asked, which a request's words do not reach. The harmful-request detector (`harmful-request.ts`)
 * weighs them beside requests and reports the stronger of the two per domain, so a screening has one
 * flag per domain and a statement never adds to the request it stands in. Each kind needs its partners in the
 * same sentence, in the same language, so a word alone never flags:
 *
 * - hate (`harmful_content.hate`): a group word with a call for violence against it ("should be
 *   wiped out") 9; with a dehumanising predicate ("are vermin") 8; with a call for exclusion
 *   ("should be kicked out") 7.5; with a hostile predicate and a generalising word ("all ... are
 *   criminals") 7, without the generalising word 5 (an opinion about some, not a claim about all);
 *   telling someone to kill themselves 7.5; asking for insults or mockery of a person or a group 7.5;
 *   plain rudeness aimed at the assistant 3;
 * - self-harm (`harmful_content.self-harm`): intent in the first person ("i want to kill myself")
 *   7.5, with a plan, means, time or goodbye in the text 8.5; wishing to be dead ("life is not worth
 *   living", "i wish i were dead") 7, with a plan 8; sadness without either is not flagged;
 * - violence (`harmful_content.violence`): a first-person intent with an act that hurts and a
 *   person it lands on ("i'm going to stab him") 8; with an act that endangers others ("i'll drive
 *   home drunk") 7;
 * - crime (`harmful_content.fraud`): a first-person intent with a crime ("i'm going to rob") 7.5.
 *
 * Talking about such a statement (reporting, condemning, studying, quoting it, fiction, helping
 * someone else, seeking help for oneself) in the same sentence caps it at 3. Findings of 3 or less
 * (a discussed statement, rudeness) are weighed but not reported (`harmful-request.ts` drops them),
 * so they raise no flag. Figures of speech ("i could kill for a coffee",
 * "dying to see it") hide the harm word inside them, as does any longer term of the same language.
 */

type StatementKind = Exclude<keyof StatementLexicon, 'lang' | 'examples'> | 'request';

interface StatementTag {
  kind: StatementKind;
  lang: string;
}

const KINDS: ReadonlyArray<Exclude<StatementKind, 'request'>> = [
  'group', 'general', 'dehuman', 'hostile', 'violent', 'exclude', 'self', 'passive', 'plan', 'intent', 'act', 'danger', 'crime', 'target',
  'insult', 'tellharm', 'abuse', 'idiom', 'discuss',
];

function* entries(): Generator<readonly [string, StatementTag]> {
  for (const lex of STATEMENT_LEXICONS) {
    for (const kind of KINDS) for (const term of lex[kind]) yield [term, { kind, lang: lex.lang }];
  }
  // The request lexicons' asks and targets: "write a", "help me"; "my neighbour", "someone".
  for (const lex of HARM_LEXICONS) {
    for (const term of lex.request) yield [term, { kind: 'request', lang: lex.lang }];
    for (const term of lex.target) yield [term, { kind: 'target', lang: lex.lang }];
  }
}

let shared: TermMatcher<StatementTag> | undefined;

export function statementMatcher(): TermMatcher<StatementTag> {
  shared ??= new TermMatcher(entries());
  return shared;
}

/** Texts up to this length are one passage for a plan beside self-harm intent. */
const WHOLE = 300;

function isSentenceEnd(c: number): boolean {
  return (
    c === 0x2e || c === 0x21 || c === 0x3f || c === 0x0a || c === 0x0d || c === 0x3b || c === 0x3002 || c === 0xff01 ||
    c === 0xff1f || c === 0xff1b || c === 0x061f || c === 0x0964 || c === 0x0965 || c === 0x06d4
  );
}

/** Kinds whose longer hit never hides a shorter one: the request lexicons' asks and targets ("los inmigrantes" keeps "inmigrantes"). */
const OPEN: ReadonlySet<StatementKind> = new Set(['request', 'target', 'group', 'general', 'intent']);
/** Kinds never hidden: a first-person intent inside an act (Arabic "sa-" in "sa-aqtul", Swahili "nita-" in "nitamuua") still counts. */
const KEPT: ReadonlySet<StatementKind> = new Set(['intent']);

/** Hits strictly inside a longer hit of the same language are hidden ("kill" in "kill myself", "die" in "dying to"), except inside the OPEN kinds. */
function visible(hits: ReadonlyArray<TermHit<StatementTag>>): Array<TermHit<StatementTag>> {
  const out: Array<TermHit<StatementTag>> = [];
  for (let k = 0; k < hits.length; k++) {
    const h = hits[k]!;
    if (KEPT.has(h.tag.kind)) {
      out.push(h);
      continue;
    }
    let hidden = false;
    // Hits come by start then end; a hit that contains h starts at or before it, within the longest term's length.
    for (let m = k - 1; m >= 0 && !hidden && h.start - hits[m]!.start < 64; m--) {
      const g = hits[m]!;
      if (g.tag.lang === h.tag.lang && !OPEN.has(g.tag.kind) && g.end >= h.end && g.end - g.start > h.end - h.start) hidden = true;
    }
    for (let m = k + 1; !hidden && m < hits.length && hits[m]!.start === h.start; m++) {
      const g = hits[m]!;
      if (g.tag.lang === h.tag.lang && !OPEN.has(g.tag.kind) && g.end > h.end) hidden = true;
    }
    if (!hidden) out.push(h);
  }
  return out;
}

export interface StatementWeight {
  domain: HarmDomain;
  severity: number;
  start: number;
  end: number;
  what: string;
}

/** The strongest statement per domain in a text, with the sentence it stands in. */
export function weighStatements(text: string): Map<HarmDomain, StatementWeight> {
  const best = new Map<HarmDomain, StatementWeight>();
  const all = statementMatcher().scan(text);
  if (all.length < 1) return best;
  const hits = visible(all);
  // Sentence of every hit: index of the sentence its start falls in.
  const bounds: number[] = [];
  for (let i = 0; i < text.length; i++) if (isSentenceEnd(text.charCodeAt(i))) bounds.push(i);
  const sentenceOf = (pos: number): number => {
    let lo = 0;
    let hi = bounds.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (bounds[mid]! < pos) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // Per language and sentence, the kinds present.
  const groups = new Map<string, { kinds: Set<StatementKind>; sentence: number }>();
  const planIn = new Set<string>();
  // Per sentence, the languages that frame it as discussion, and the languages with other words in it.
  const discussIn = new Map<number, Set<string>>();
  const wordsIn = new Map<number, Set<string>>();
  for (const h of hits) {
    const s = sentenceOf(h.start);
    const into = h.tag.kind === 'discuss' ? discussIn : wordsIn;
    let langs = into.get(s);
    if (!langs) into.set(s, (langs = new Set()));
    langs.add(h.tag.lang);
    const key = `${h.tag.lang}|${s}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { kinds: new Set(), sentence: s }));
    g.kinds.add(h.tag.kind);
    if (h.tag.kind === 'plan') planIn.add(text.length <= WHOLE ? h.tag.lang : key);
  }
  for (const [key, { kinds, sentence }] of groups) {
    const lang = key.slice(0, key.indexOf('|'));
    const has = (k: StatementKind): boolean => kinds.has(k);
    const found: Array<[HarmDomain, number, string]> = [];
    const person = has('target') || has('group');
    if (has('group')) {
      if (has('violent')) found.push(['hate', 9, 'Calls for violence against a group.']);
      if (has('dehuman')) found.push(['hate', 8, 'Dehumanises a group.']);
      if (has('exclude')) found.push(['hate', 7.5, 'Calls for a group to be excluded.']);
      if (has('hostile')) found.push(has('general') ? ['hate', 7, 'Generalises a hostile claim to a whole group.'] : ['hate', 5, 'A hostile claim about a group.']);
    }
    if (has('tellharm')) found.push(['hate', 7.5, 'Tells someone to kill or hurt themselves.']);
    if (has('insult') && has('request') && person) found.push(['hate', 7.5, 'Asks for insults or mockery aimed at a person or a group.']);
    if (has('abuse')) found.push(['hate', 3, 'Rudeness aimed at the assistant.']);
    if (has('self')) {
      const plan = planIn.has(text.length <= WHOLE ? lang : key);
      found.push(['self_harm', plan ? 8.5 : 7.5, plan ? 'States an intent to self-harm, with a plan, means or goodbye.' : 'States an intent to self-harm.']);
    }
    if (has('passive') && !has('self')) {
      const plan = planIn.has(text.length <= WHOLE ? lang : key);
      found.push(['self_harm', plan ? 8 : 7, 'Wishes to be dead.']);
    }
    if (has('intent') && has('act') && person) found.push(['violence', 8, 'States an intent to hurt someone.']);
    if (has('intent') && has('danger')) found.push(['violence', 7, 'States a plan that endangers other people.']);
    if (has('intent') && has('crime')) found.push(['fraud', 7.5, 'States an intent to commit a crime.']);
    if (found.length === 0) continue;
    // A discussion frame counts in its own language, or in another one whose words the sentence also
    // holds: languages that share words (Indonesian and Javanese "imigran", "parasit") must not flag in
    // one what the other's framing clears, while a stray look-alike (Italian "mai" in Vietnamese) does not.
    const framing = discussIn.get(sentence);
    const discuss = framing !== undefined && [...framing].some((l) => l === lang || wordsIn.get(sentence)!.has(l));
    const start = sentence === 0 ? 0 : bounds[sentence - 1]! + 1;
    const end = sentence < bounds.length ? bounds[sentence]! + 1 : text.length;
    for (const [domain, sev, what] of found) {
      const severity = discuss ? Math.min(sev, 3) : sev;
      const prior = best.get(domain);
      if (!prior || severity > prior.severity) best.set(domain, { domain, severity, start, end, what: discuss ? 'Talks about a harmful statement.' : what });
    }
  }
  return best;
}
