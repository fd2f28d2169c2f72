/**
 * The evaluators of POST /v1/evaluate, by name. `local` evaluators run in-process and answer at
 * once; `llm` evaluators send the prompt to the model provider and run as a background job.
 */
export interface EvaluatorInfo {
  name: string;
  description: string;
  kind: 'local' | 'llm';
}

export const EVALUATORS = [
  {
    name: 'safety',
    kind: 'local',
    description:
      'Screens the prompt with the detection engine (pattern rules and the local classifier) under the key\'s policy: risk score 0-10, verdict, suggested action, per-category scores and the strongest flags.',
  },
  {
    name: 'quality',
    kind: 'local',
    description:
      'Deterministic heuristics: clarity, specificity, structure and ambiguity, each 0-10 with the reasons behind it (task verb, constraints, output format, examples, context, vague words, sentence length).',
  },
  {
    name: 'cost',
    kind: 'local',
    description:
      'Input tokens counted with the o200k_base tokenizer, an estimate of the output tokens, and their price in USD at the prices GET /v1/models lists for the model (the request\'s `model`, else the configured default).',
  },
  {
    name: 'pii',
    kind: 'local',
    description:
      'Personal data in the prompt: emails, phone numbers, payment cards (Luhn-checked), IBANs (checksum-verified), US SSNs, UK National Insurance numbers, IP addresses and street addresses, with types, counts and redacted evidence.',
  },
  {
    name: 'complexity',
    kind: 'local',
    description:
      'Readability and complexity: sentences, words, average sentence length, Flesch reading ease and Flesch-Kincaid grade, nesting depth of instructions, conditions and the number of distinct tasks.',
  },
  {
    name: 'llm_quality',
    kind: 'llm',
    description:
      'A model\'s critique of the prompt (score 0-10, strengths, weaknesses, suggestions). Sends the prompt to the model provider, so it runs as a job (202, poll GET /v1/evaluate/{id}); runs by default when a provider is configured, and is 503 when named on a service without one.',
  },
] as const satisfies readonly EvaluatorInfo[];

export type EvaluatorName = (typeof EVALUATORS)[number]['name'];

export const EVALUATOR_NAMES: readonly EvaluatorName[] = EVALUATORS.map((e) => e.name);

/** The evaluators that run in-process: the prompt stays in the service, and the answer is immediate. */
export const LOCAL_EVALUATORS: readonly EvaluatorName[] = EVALUATORS.filter((e) => e.kind === 'local').map((e) => e.name);

/**
 * What a request without `evaluators` gets: every evaluator that can run here, the ones that need
 * the model provider only when one is configured.
 */
export function defaultEvaluators(llmAvailable: boolean): EvaluatorName[] {
  return EVALUATORS.filter((e) => e.kind === 'local' || llmAvailable).map((e) => e.name);
}

const BY_NAME = new Map<string, EvaluatorInfo>(EVALUATORS.map((e) => [e.name, e]));

export function evaluatorInfo(name: string): EvaluatorInfo | undefined {
  return BY_NAME.get(name);
}

export function isEvaluatorName(name: string): name is EvaluatorName {
  return BY_NAME.has(name);
}
