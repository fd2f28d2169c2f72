import type { Script } from '../patterns/scripts.js';
import type { Category } from '../types.js';

export const FLAG_TYPES = [
  'prompt_injection',
  'indirect_injection',
  'jailbreak',
  'data_exfiltration',
  'privilege_escalation',
  'social_engineering',
  'identity_spoofing',
  'system_prompt_extraction',
  'system_prompt_leak',
  'obfuscation',
  'harmful_content',
  'secret_leak',
  'secret_request',
  'pii',
  'privacy_disclosure',
  'code_execution',
  'memory_poisoning',
  'resource_exhaustion',
  'canary_leak',
  'bypass_used',
] as const;
export type FlagType = (typeof FLAG_TYPES)[number];

/** The three screenings: a prompt (`input`), a model's answer (`output`), a message between agents (`agent`). */
export const SURFACES = ['input', 'output', 'agent'] as const;
/** Which screening a rule or detector takes part in. */
export type Surface = (typeof SURFACES)[number];

export type PrivacyTopic = 'personal_data' | 'location' | 'future_plans';

export interface Rule {
  /** `<category>.<kebab-slug>`, stable forever. */
  id: string;
  category: Category;
  type: FlagType;
  /** 0-10: how strongly one match alone indicates the risk. */
  severity: number;
  /** Short label for the flag. */
  label: string;
  /** One line: what the rule catches. */
  description: string;
  /** RE2 sources; a rule matches when any does. */
  patterns: readonly string[];
  /** Match case as written (default: case-insensitive). */
  caseSensitive?: boolean;
  /**
   * Added to the severity when the text arrives as content (email, web page, tool output, ...)
   * rather than from the user: an instruction to the model inside data is the signature of
   * indirect injection.
   */
  indirectBoost?: number;
  /** An instruction aimed at the model; discounted when quoted in text that discusses attacks. */
  directive?: boolean;
  /** May be the user correcting themselves ("ignore my previous instructions"): softenable by metadata rule 3. */
  correction?: boolean;
  /** A request for the owner's private information, subject to owner approval. */
  privacy?: PrivacyTopic;
  /** RE2 sources tested on the matched text; a match there discards the hit (e.g. "bath bomb"). */
  exclude?: readonly string[];
  /**
   * RE2 sources tested on the (at most 48) characters right after the match, anchored at its end; a
   * match there discards the hit: idioms whose harmless sense shows only in the next words ("steal
   * the show", "break into the film industry").
   */
  excludeAfter?: readonly string[];
  /**
   * On the output surface only: RE2 sources tested on the (at most 16) characters right before a
   * match, anchored at its start; a match there discards the hit. A model's answer that says
   * "let's ignore the rules" speaks in its own voice rather than giving an order to a model.
   */
  excludeBeforeOnOutput?: readonly string[];
  /** Default: input and agent messages. */
  surfaces?: readonly Surface[];
  /**
   * Every match holds a letter of one of these scripts: a view without any is skipped. For rules
   * written in other scripts than ASCII Latin, whose words the ASCII prefilter cannot look for (so
   * that English text does not pay for a regex search per language).
   */
  scripts?: readonly Script[];
  /** Written for this project; never corpus text. */
  fixtures: { positive: readonly string[]; negative: readonly string[] };
}

export function defineRules(rules: Rule[]): readonly Rule[] {
  return Object.freeze(rules);
}
