import { CATEGORIES, MODEL_FINDING_FLOOR, round1, type Category, type Finding, type FlagType } from '@parapet/engine';
import type { JudgeOutcome } from './judge.js';

/** Where the judged text was screened: a prompt (parse, agent messages) or a model's output. */
export type JudgedSurface = 'input' | 'output';

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

function flagType(category: Category, surface: JudgedSurface): FlagType {
  if (category === 'system_prompt_leak') return surface === 'output' ? 'system_prompt_leak' : 'system_prompt_extraction';
  return category;
}

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/**
 * The judge's verdict as a finding, shaped like the local classifier's (`findingsFromModel` in the
 * engine): severity = 10 x the model's probability, no finding below the same floor, a stable id
 * `<category>.llm-judge`, the model named in the detail. A verdict whose category is `none` but whose
 * probability is high still counts, as `prompt_injection` (the question the judge is asked).
 *
 * The evidence is the start of the judged text: the judge rates the text as a whole and points at no
 * span of it.
 */
export function judgeFinding(outcome: JudgeOutcome, text: string, surface: JudgedSurface): Finding | undefined {
  if (outcome.status !== 'ran' || outcome.probability < MODEL_FINDING_FLOOR) return undefined;
  const category: Category = isCategory(outcome.category) ? outcome.category : 'prompt_injection';
  const severity = round1(10 * outcome.probability);
  const reason = outcome.reason ? ` ${outcome.reason}` : '';
  return {
    id: `${category}.llm-judge`,
    category,
    type: flagType(category, surface),
    label: `${LABELS[category]} (semantic analysis)`,
    detail: `Semantic analysis by ${outcome.model} rates this text as ${category.replace(/_/g, ' ')} (probability ${outcome.probability.toFixed(2)}).${reason}`,
    severity,
    evidence: text.slice(0, 200),
    signal: severity >= 2,
    correction: false,
    layer: 'llm',
  };
}
