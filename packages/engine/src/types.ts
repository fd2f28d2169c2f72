/**
 * Public types of the Parapet detection engine.
 *
 * The engine is a pure library: it imports nothing that performs I/O (no HTTP, files, network or
 * database). Anything that needs I/O, such as model weights or a model-provider call, is handed in.
 */

/** The eight screening risk categories, each aligned to an entry of the OWASP Top 10 for LLM Applications 2025. */
export const CATEGORIES = [
  'prompt_injection',
  'jailbreak',
  'data_exfiltration',
  'system_prompt_leak',
  'privilege_escalation',
  'social_engineering',
  'code_execution',
  'harmful_content',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** OWASP Top 10 for LLM Applications 2025 entry behind each category. */
export const OWASP_LLM_2025: Readonly<Record<Category, string>> = Object.freeze({
  prompt_injection: 'LLM01:2025 Prompt Injection',
  jailbreak: 'LLM01:2025 Prompt Injection',
  data_exfiltration: 'LLM02:2025 Sensitive Information Disclosure',
  system_prompt_leak: 'LLM07:2025 System Prompt Leakage',
  privilege_escalation: 'LLM06:2025 Excessive Agency',
  social_engineering: 'LLM01:2025 Prompt Injection',
  code_execution: 'LLM05:2025 Improper Output Handling',
  harmful_content: 'LLM05:2025 Improper Output Handling',
});

/** Where a screened text came from. Indirect sources raise the score of instructions addressed to the model. */
export const SOURCE_KINDS = [
  'user',
  'colleague',
  'email',
  'retrieved_doc',
  'web_page',
  'tool_output',
  'memory',
  'agent_handoff',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** Every source but the user and a colleague: text that arrives as content rather than as a request. */
export const INDIRECT_SOURCE_KINDS: readonly SourceKind[] = Object.freeze(SOURCE_KINDS.filter((k) => k !== 'user' && k !== 'colleague'));

export const REQUESTER_TRUST_LEVELS = ['unknown', 'known', 'trusted', 'owner'] as const;
export type RequesterTrust = (typeof REQUESTER_TRUST_LEVELS)[number];

export const VERDICTS = ['safe', 'low_risk', 'medium_risk', 'high_risk', 'critical'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const POLICY_MODES = ['strict', 'balanced', 'low_fp'] as const;
export type PolicyMode = (typeof POLICY_MODES)[number];

export const SUGGESTED_ACTIONS = ['allow', 'sandbox', 'block', 'request_owner_approval', 'log', 'review'] as const;
export type SuggestedAction = (typeof SUGGESTED_ACTIONS)[number];

export const TYPED_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type TypedSeverity = (typeof TYPED_SEVERITIES)[number];

/** A screening policy, as a key's owner configures it. */
export interface ScreeningPolicy {
  /** Risk score at or above which a prompt is blocked; integer 1-10. */
  autoBlockThreshold: number;
  /** Enforce blocking on every prompt, whatever its source. */
  screenAllPrompts: boolean;
  /** Source kinds on which blocking is enforced when `screenAllPrompts` is false. */
  sources: SourceKind[];
  approval_required_for_personal_data: boolean;
  approval_required_for_location: boolean;
  approval_required_for_future_plans: boolean;
  approval_default_action: 'deny';
}

export const MIN_AUTO_BLOCK_THRESHOLD = 1;
export const MAX_AUTO_BLOCK_THRESHOLD = 10;

/** The policy every key starts with. */
export function defaultPolicy(): ScreeningPolicy {
  return {
    autoBlockThreshold: 7,
    screenAllPrompts: false,
    sources: [...SOURCE_KINDS],
    approval_required_for_personal_data: true,
    approval_required_for_location: true,
    approval_required_for_future_plans: true,
    approval_default_action: 'deny',
  };
}
