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

/** Every language's release patterns (short: they fit in one program). */
export const RELEASE_PATTERNS = LANGUAGES.flatMap((l) => patternsFor(l).release);
