import type { FlagType, Surface } from '../rules/types.js';
import { round1, type Finding } from '../scoring/index.js';
import { CATEGORIES, type Category } from '../types.js';
import { MODEL_FINDING_FLOOR } from './classifier.js';

/**
 * What an LLM judge answered about a text. The call itself is I/O and stays with the caller (the
 * service's `llm/judge.ts`); the engine only gives the verdict its finding shape.
 */
export interface JudgeVerdict {
  /** One of the categories, or anything else (`none`) when the judge named none. */
  category: string;
  /** The judge's probability that the text is an attack, 0-1. */
  probability: number;
  /** The model that judged, named in the finding's detail. */
  model: string;
  /** The judge's one-line reason, if any. */
  reason?: string;
}

const LABELS: Record<Category, string> = {
  prompt_injection: 'Injection',
  jailbreak: 'Jailbreak',
  data_exfiltration: 'Data exfiltration',
  system_prompt_leak: 'System prompt extraction',
  privilege_escalation: 'Privilege escalation',
  social_engineering: 'Social engineering',
  code_execution: 'Code execution',
  harmful_content: 'Harmful content',
};

function flagType(category: Category, surface: Surface): FlagType {
  if (category === 'system_prompt_leak') return surface === 'output' ? 'system_prompt_leak' : 'system_prompt_extraction';
  return category;
}

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/**
 * The judge's verdict as a finding, shaped like the local classifier's: severity = 10 x the model's
 * probability, no finding below the same floor (MODEL_FINDING_FLOOR), a stable id
 * `<category>.llm-judge`, the model named in the detail. A verdict whose category is `none` but whose
 * probability is high still counts, as `prompt_injection` (the question the judge is asked).
 *
 * The evidence is the start of the judged text: the judge rates the text as a whole and points at no
 * span of it. The finding joins a screening through `engine.rescore`.
 */
export function llmJudgeFinding(verdict: JudgeVerdict, text: string, surface: Surface): Finding | undefined {
  if (!(verdict.probability >= MODEL_FINDING_FLOOR)) return undefined;
  const category: Category = isCategory(verdict.category) ? verdict.category : 'prompt_injection';
  const severity = round1(10 * verdict.probability);
  const reason = verdict.reason ? ` ${verdict.reason}` : '';
  return {
    id: `${category}.llm-judge`,
    category,
    type: flagType(category, surface),
    label: `${LABELS[category]} (semantic analysis)`,
    detail: `Semantic analysis by ${verdict.model} rates this text as ${category.replace(/_/g, ' ')} (probability ${verdict.probability.toFixed(2)}).${reason}`,
    severity,
    evidence: text.slice(0, 200),
    signal: severity >= 2,
    correction: false,
    layer: 'llm',
  };
}
