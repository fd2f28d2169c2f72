import {
  extractionPatterns,
  forcedOutputPatterns,
  hijackPatterns,
  LANGUAGES,
  overridePatterns,
  type Language,
} from './multilingual-lexicon.js';
import { LEXICONS } from './multilingual-words.js';

export { LANGUAGES, LEXICONS, type Language };

/** Each family's patterns for one language, for the rules and for per-language tests. */
export function patternsFor(lang: Language): { override: string[]; hijack: string[]; forced: string[]; extraction: string[]; release: string[] } {
  const lx = LEXICONS[lang];
  // The engine scans NFKC text (Thai SARA AM, for one, decomposes), so the patterns are NFKC too.
  const nfkc = (patterns: readonly string[]): string[] => patterns.map((p) => p.normalize('NFKC'));
  return {
    override: nfkc(overridePatterns(lx)),
    hijack: nfkc(hijackPatterns(lx)),
    forced: nfkc(forcedOutputPatterns(lx)),
    extraction: nfkc(extractionPatterns(lx)),
    release: nfkc(lx.release),
  };
}

/** Languages in groups whose patterns compile into one RE2 program per family (each rule is one program). */
export const LANGUAGE_GROUPS = {
  europe: ['en', 'es', 'pt', 'fr', 'de', 'it', 'ru'],
  'east-asia': ['zh', 'ja', 'ko', 'th', 'vi', 'id', 'jv'],
  'asia-africa': ['hi', 'bn', 'ar', 'fa', 'tr', 'sw'],
} as const satisfies Record<string, readonly Language[]>;
export type LanguageGroup = keyof typeof LANGUAGE_GROUPS;

type Family = 'override' | 'hijack' | 'forced' | 'extraction' | 'release';

/** One family's patterns for a group of languages. */
export function groupPatterns(group: LanguageGroup, family: Family): string[] {
  return LANGUAGE_GROUPS[group].flatMap((l) => patternsFor(l)[family]);
}

/** Matched text that is a statement rather than an order (a subject pronoun, a past tense). */
export function groupExcludes(group: LanguageGroup): string[] {
  return ["^['’]", ...LANGUAGE_GROUPS[group].flatMap((l) => LEXICONS[l].exclude ?? [])].map((p) => p.normalize('NFKC'));
}

/** Every language's release patterns (short: they fit in one program). */
export const RELEASE_PATTERNS = LANGUAGES.flatMap((l) => patternsFor(l).release);
