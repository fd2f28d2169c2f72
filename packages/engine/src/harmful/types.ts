/**
 * The vocabulary of harmful requests and harmful answers, per language: what the harmful-request
 * detector (`detectors/harmful-request.ts`) and the harmful-output detector
 * (`detectors/harmful-output.ts`) look for. Written for this project from the languages themselves,
 * never from corpus text.
 *
 * A term is a plain lower-case word or phrase, matched by `patterns/terms.ts`:
 * - `bomb` matches the whole word only (not "bombastic");
 * - `bomb*` matches words starting with it ("bombs", "bombing");
 * - `*bombe` matches it at the end of or inside a word (German "Rohrbombe"), `*bomb*` anywhere in
 *   a word;
 * - several words (`pipe bomb`) match with any run of spaces or hyphens between them; the last
 *   word may carry `*`;
 * - `^develop` matches only where a sentence starts (a bare imperative opening the request);
 * - in Chinese, Japanese and Thai (written without spaces) every term matches anywhere, and `*`
 *   is not needed.
 * Matching is case-insensitive and runs on the canonical view (NFKC, lookalikes folded), so write
 * terms in their ordinary spelling. Diacritics count: write both spellings where people often drop
 * them (Vietnamese, Turkish, German umlauts are folded by NFKC only when written as compatibility
 * characters).
 */

/** The harm domains a flag names (`harmful_content.<domain>`). */
export const HARM_DOMAINS = [
  'weapons', // guns, explosives, bombs, arson
  'cbrn', // chemical, biological, radiological and nuclear agents; poisons made or used at scale
  'drugs', // making, buying, selling or hiding illegal drugs
  'cyber', // malware, intrusion, credential theft, DDoS, sandbox escape
  'fraud', // scams, phishing, forgery, counterfeiting, money laundering, theft, tax evasion
  'violence', // killing, hurting, kidnapping, torturing people or animals; terrorism
  'self_harm', // suicide, self-injury, eating disorders
  'minors', // sexual content involving minors, grooming
  'hate', // hate speech, harassment, extremist propaganda, disinformation campaigns
  'privacy', // stalking, doxxing, surveillance of a person, finding someone's private data
  'copyright', // reproducing a protected work at length (song lyrics, book chapters), defeating DRM or paywalls
  'wrongdoing', // any act done to someone while hiding it from them or the law (a request, a target and concealment; no words of its own)
] as const;
export type HarmDomain = (typeof HARM_DOMAINS)[number];
/** Domains a lexicon may leave without words: `copyright` per language, `wrongdoing` always (it has none). */
export type OptionalHarmDomain = 'copyright' | 'wrongdoing';
export type CoreHarmDomain = Exclude<HarmDomain, OptionalHarmDomain>;
/** Every lexicon covers these. */
export const CORE_HARM_DOMAINS = HARM_DOMAINS.filter((d): d is CoreHarmDomain => d !== 'copyright' && d !== 'wrongdoing');

export interface DomainTerms {
  /** Words that name the harm on their own: "pipe bomb", "sarin", "ransomware", "child porn". */
  strong: readonly string[];
  /** Words that name it only beside a request and a target or an operational cue: "kill", "poison", "hack", "weapon". */
  weak: readonly string[];
}

export interface HarmLexicon {
  /** ISO 639-1 code. */
  lang: string;
  /** Asking for help or content: "how do I", "how to", "teach me", "write a script that", "help me", "I want to", "where can I buy", "give me", imperatives "make", "create". */
  request: readonly string[];
  /** Detail or concealment that makes a request operational: "step by step", "detailed", "recipe", "ingredients", "at home", "without getting caught", "untraceable", "undetected", "in bulk". */
  operational: readonly string[];
  /**
   * Hiding the act from the person it harms or from the law: "without getting caught", "without her
   * knowing", "without anyone noticing", "so nobody finds out", "without paying", "secretly". Counts as
   * an operational cue, and with a request and a target it flags on its own, whatever the verb
   * ("how do I take money from the till without my boss noticing"): `harmful_content.wrongdoing`.
   * Optional per language.
   */
  covert?: readonly string[];
  /** Harmless reasons to keep something from someone ("a surprise", "a gift"): beside one, concealment alone flags nothing. */
  surprise?: readonly string[];
  /** Who is harmed: "someone", "my neighbour", "people", "a child", "my wife", "the government". */
  target: readonly string[];
  /** Protective or harmless framing that clears a look-alike: "prevent", "protect", "detect", "recognize", "safely", "report", "python process", "in a video game", "weeds". */
  safe: readonly string[];
  /** Talking about a harm rather than asking for it: "history of", "why do people", "what is", "effects of", "statistics", "is it illegal". */
  discussion: readonly string[];
  domains: Readonly<Record<CoreHarmDomain, DomainTerms> & Partial<Record<OptionalHarmDomain, DomainTerms>>>;
  /**
   * Written examples, the language's own test (packages/engine/test/harmful-languages.test.ts):
   * each `harmful` example must be flagged (score >= 7) with `harmful_content.<domain>`, each `safe`
   * one must stay under 4. At least two per domain the lexicon has words for in `harmful`, and as many
   * safe look-alikes.
   */
  examples: {
    harmful: ReadonlyArray<readonly [HarmDomain, string]>;
    safe: readonly string[];
  };
}

/** A lexicon's second list of terms and examples, added to a first one by `extendLexicon`. */
export interface LexiconAdditions {
  request: readonly string[];
  discussion?: readonly string[];
  operational: readonly string[];
  covert?: readonly string[];
  target: readonly string[];
  safe: readonly string[];
  domains: Partial<Record<CoreHarmDomain, Partial<DomainTerms>>>;
  harmful: ReadonlyArray<readonly [HarmDomain, string]>;
  examplesSafe: readonly string[];
}

/** `base` with every list of `more` appended to its own (written in two parts for readability). */
export function extendLexicon(base: HarmLexicon, more: LexiconAdditions): HarmLexicon {
  const domains = { ...base.domains };
  for (const d of CORE_HARM_DOMAINS) {
    const add = more.domains[d];
    if (add) domains[d] = { strong: [...base.domains[d].strong, ...(add.strong ?? [])], weak: [...base.domains[d].weak, ...(add.weak ?? [])] };
  }
  return {
    ...base,
    request: [...base.request, ...more.request],
    discussion: [...base.discussion, ...(more.discussion ?? [])],
    operational: [...base.operational, ...more.operational],
    covert: [...(base.covert ?? []), ...(more.covert ?? [])],
    target: [...base.target, ...more.target],
    safe: [...base.safe, ...more.safe],
    domains,
    examples: { harmful: [...base.examples.harmful, ...more.harmful], safe: [...base.examples.safe, ...more.examplesSafe] },
  };
}

/**
 * The vocabulary of harmful statements, per language (`harmful/statements/`), read by the
 * harmful-statement detector (`detectors/harmful-statement.ts`): what is said rather than asked
 * (hate about a group, calls for violence against it, self-harm intent, a stated plan to hurt
 * someone, insults to be written). Concept lists written for this project, same term syntax as the
 * request lexicons. Each kind counts only with its partners in the same sentence, so a word alone
 * ("animals", "kill", "die") never flags.
 */
export interface StatementLexicon {
  lang: string;
  /** Protected or commonly targeted groups, as a plural or collective: "immigrants", "women", "muslims", "gay people". */
  group: readonly string[];
  /** Generalising words: "all", "every", "always", "by nature", "these people", "they are all". */
  general: readonly string[];
  /** Predicates that dehumanise a group on their own: "vermin", "parasites", "animals", "subhuman", "a disease". */
  dehuman: readonly string[];
  /** Hostile predicates that generalise only with a generalising word: "lazy", "criminals", "inferior", "dirty", "liars". */
  hostile: readonly string[];
  /** Calls for violence against a group: "should be killed", "exterminate", "wipe out", "shoot them all". */
  violent: readonly string[];
  /** Calls for exclusion: "kick out", "should be banned", "have no right to", "do not belong". */
  exclude: readonly string[];
  /** Self-harm intent in the first person: "kill myself", "end my life", "i want to die", "cut myself". */
  self: readonly string[];
  /** Wishing to be dead without a stated act: "i wish i were dead", "life is not worth living", "nobody would miss me". */
  passive: readonly string[];
  /** A plan, means, time or goodbye beside it: "tonight", "pills", "rope", "bridge", "goodbye", "note". */
  plan: readonly string[];
  /** First-person intent to act: "i'm going to", "i will", "i plan to", "tonight i". */
  intent: readonly string[];
  /** Acts that hurt someone: "kill", "stab", "shoot", "poison", "beat up", "burn down". */
  act: readonly string[];
  /** Acts that endanger other people, with a first-person intent: "drive drunk", "run the red light". */
  danger: readonly string[];
  /** Crimes against someone or their property: "rob", "steal from", "break into", "scam". */
  crime: readonly string[];
  /** People an act lands on, besides the request lexicon's targets: "him", "her", "my boss", "that guy". */
  target: readonly string[];
  /** Producing insults or mockery: "insult", "curse", "humiliate", "mock", "make fun of". */
  insult: readonly string[];
  /** Telling someone to hurt themselves: "kill yourself", "go die", "i hope you die". */
  tellharm: readonly string[];
  /** Rudeness aimed at the assistant: "you idiot", "you are useless", "stupid bot" (low severity). */
  abuse: readonly string[];
  /** Figures of speech that hide a harm word inside them: "could kill for", "dying to", "killing me", "die laughing". */
  idiom: readonly string[];
  /**
   * Talking about a statement rather than making it: reporting, condemning, studying, quoting,
   * fiction, helping someone else ("stereotype", "racism", "is it true that", "why do some people",
   * "history", "my friend", "how can i help", "in the novel").
   */
  discuss: readonly string[];
  /** Written examples, the language's own test (`packages/engine/test/harmful-statements.test.ts`). */
  examples: {
    harmful: ReadonlyArray<readonly [HarmDomain, string]>;
    safe: readonly string[];
  };
}
