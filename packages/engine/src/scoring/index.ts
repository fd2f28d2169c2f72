import type { FlagType, PrivacyTopic } from '../rules/types.js';
import {
  CATEGORIES,
  INDIRECT_SOURCE_KINDS,
  type Category,
  type PolicyMode,
  type RequesterTrust,
  type ScreeningPolicy,
  type SourceKind,
  type SuggestedAction,
  type TypedSeverity,
  type Verdict,
} from '../types.js';

/**
 * From findings to a decision. Detectors (`detectors/`) produce findings with severities; the whole
 * of the scoring, from findings to score, verdict, flags and action, is in this file:
 *
 * 1. Each rule hit (`detectors/rules.ts`) has the rule's severity (0-10), adjusted:
 *    - `+ indirectBoost` (default +2 for directive rules) when the text arrives as content
 *      (email, retrieved_doc, web_page, tool_output, memory, agent_handoff): an instruction to the
 *      model inside data is the signature of indirect injection;
 *    - `+ 1.5` when the rule matched only in text that was hidden or encoded (decoded, hidden or
 *      folded views): hiding an instruction is itself evidence;
 *    - `x 0.5` when a directive is quoted inside text that discusses attacks (documentation,
 *      security writing), since it is then mentioned, not addressed to the model.
 * 2. Obfuscation that changed the text adds its own finding (Unicode tags 5, mixed-script homoglyphs
 *    3, invisible characters 2, other encodings 1), reported as `obfuscation` flags
 *    (`detectors/obfuscation.ts`).
 * 3. Signals combine as a damped noisy-or: `score = 10 * (1 - (1 - s1/10) * prod(1 - 0.5 * si/10))`
 *    over findings sorted by severity. One strong signal is enough; several weak ones add up, but
 *    weak ones alone rarely reach the block band. Model layers (classifier, LLM judge) enter as
 *    findings with severity = 10 x calibrated probability, from probability 0.5 up (the
 *    classifier on a user's prompt from 0.7; `detectors/classifier.ts`, `detectors/llm-judge.ts`).
 * 4. `policy_mode`: `balanced` uses the key's threshold; `strict` blocks from 4 (threshold
 *    min(threshold, 4)) and never softens; `low_fp` needs two independent signals (two rules, or a
 *    rule and a model layer, each of severity >= 2) to leave the safe band (else the score is capped
 *    at 3.9), and blocks from 8 (threshold max(threshold, 8)).
 * 5. Bands: verdict `safe` < 2 <= `low_risk` < 4 <= `medium_risk` < 7 <= `high_risk` < 9 <= `critical`.
 *    `safe` is `risk_score < threshold`.
 * 6. Action: `block` at or above the threshold; `sandbox` from 4; `allow` below; owner approval for
 *    privacy requests by anyone but the owner when the policy asks for it; `log` for first-party
 *    corrections (metadata rule 3); at most `review` when the policy does not enforce on this source.
 *    A correction is softened when it comes from the user with `trusted` or `owner` trust outside a
 *    Slack-type channel, a correction rule matched, and every other *rule* finding is below 4 (an
 *    attack keeps the full floor). Model layers do not veto softening: they read the correction's own
 *    words ("ignore my previous instructions") as an override and cannot tell the two apart.
 * 7. Output screening and agent messages (`decideOutput`, `decideTrust`) use the same combination
 *    and bands without a policy: an output is unsafe from its threshold (default 7); an agent message
 *    is rejected from 7, reviewed from 4, accepted below. Their flags are typed (`low` < 4 <=
 *    `medium` < 7 <= `high` < 9 <= `critical`), strongest first.
 * 8. A screening re-decided with more findings (`engine.rescore`) goes through the same function with
 *    all its findings, exactly as if the new ones had been found in the first pass.
 */

/** A flag of the parse response: `{category, label, detail, severity}` plus rule id, type and evidence. */
export interface ParseFlag {
  id: string;
  category: Category;
  type: FlagType;
  label: string;
  detail: string;
  /** 0-10. */
  severity: number;
  /** The matched text, at most 200 characters. */
  evidence: string;
}

/** A flag as scoring sees it: effective severity after adjustments, and what it counts for. */
export interface Finding extends ParseFlag {
  /** Counts as an independent signal for low_fp. */
  signal: boolean;
  correction: boolean;
  privacy?: PrivacyTopic;
  /** Set on findings of a model layer (the local classifier, the LLM judge); rule findings have none. */
  layer?: 'classifier' | 'llm';
}

export interface DecisionInput {
  findings: Finding[];
  policy: ScreeningPolicy;
  policyMode?: PolicyMode;
  sourceKind?: SourceKind;
  requesterTrust?: RequesterTrust;
  channel?: string;
  bypass?: boolean;
}

export interface ApprovalRequest {
  type: 'privacy_disclosure';
  sensitivity: 'personal' | 'location' | 'future_plans';
  data_requested: string[];
  requester_trust: RequesterTrust;
  owner_prompt: string;
  default_action: 'deny';
  expires_in_seconds: number;
  allowed_response_modes: Array<'deny' | 'share_approved_summary'>;
}

export interface PolicyView {
  auto_block: boolean;
  threshold: number;
  approval_required_for_personal_data: boolean;
  approval_required_for_location: boolean;
  approval_required_for_future_plans: boolean;
  approval_default_action: 'deny';
}

export interface Decision {
  risk_score: number;
  verdict: Verdict;
  safe: boolean;
  categories: Record<Category, number>;
  flags: ParseFlag[];
  suggested_action: SuggestedAction;
  approval_request?: ApprovalRequest;
  policy: PolicyView;
}

export const APPROVAL_EXPIRES_IN_SECONDS = 900;
const FOLLOWING_WEIGHT = 0.5;

export function round1(n: number): number {
  return Math.round(Math.min(10, Math.max(0, n)) * 10) / 10;
}

/** The caution band starts here: verdict `medium_risk`, action `sandbox` below the threshold. */
export const CAUTION_FROM = 4;

export function verdictFor(score: number): Verdict {
  if (score >= 9) return 'critical';
  if (score >= 7) return 'high_risk';
  if (score >= CAUTION_FROM) return 'medium_risk';
  if (score >= 2) return 'low_risk';
  return 'safe';
}

export function typedSeverity(score: number): TypedSeverity {
  if (score >= 9) return 'critical';
  if (score >= 7) return 'high';
  if (score >= 4) return 'medium';
  return 'low';
}

/** Damped noisy-or of severities (see the header). */
export function combine(severities: readonly number[]): number {
  const sorted = severities.filter((s) => s > 0).sort((a, b) => b - a);
  let miss = 1;
  sorted.forEach((s, i) => {
    miss *= 1 - (i === 0 ? 1 : FOLLOWING_WEIGHT) * (Math.min(10, s) / 10);
  });
  return 10 * (1 - miss);
}

export function isIndirect(source: SourceKind | undefined): boolean {
  return source !== undefined && INDIRECT_SOURCE_KINDS.includes(source);
}

function isSlackType(channel: string | undefined): boolean {
  if (!channel) return false;
  const c = channel.trim().toLowerCase();
  return c.startsWith('slack') || c === 'teams' || c === 'discord';
}

const TOPIC_LABEL: Record<PrivacyTopic, string> = {
  personal_data: 'personal data',
  location: 'location',
  future_plans: 'future plans',
};

function approvalFor(topics: PrivacyTopic[], trust: RequesterTrust): ApprovalRequest {
  const wanted = topics.map((t) => TOPIC_LABEL[t]);
  const sensitivity = topics.includes('personal_data') ? 'personal' : topics.includes('location') ? 'location' : 'future_plans';
  return {
    type: 'privacy_disclosure',
    sensitivity,
    data_requested: topics,
    requester_trust: trust,
    owner_prompt: `A requester with trust level "${trust}" is asking for your ${wanted.join(', ')}. Reply "share_approved_summary" to share an approved summary or "deny" to refuse. Without an answer within ${APPROVAL_EXPIRES_IN_SECONDS / 60} minutes the request is denied.`,
    default_action: 'deny',
    expires_in_seconds: APPROVAL_EXPIRES_IN_SECONDS,
    allowed_response_modes: ['deny', 'share_approved_summary'],
  };
}

function emptyCategories(): Record<Category, number> {
  return Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
}

/** The one function from findings to risk score, verdict, flags, categories and action. */
export function decide(input: DecisionInput): Decision {
  const mode = input.policyMode ?? 'balanced';
  const policy = input.policy;
  const threshold =
    mode === 'strict' ? Math.min(policy.autoBlockThreshold, 4) : mode === 'low_fp' ? Math.max(policy.autoBlockThreshold, 8) : policy.autoBlockThreshold;
  const enforced = policy.screenAllPrompts || policy.sources.includes(input.sourceKind ?? 'user');
  const policyView = (autoBlock: boolean): PolicyView => ({
    auto_block: autoBlock,
    threshold,
    approval_required_for_personal_data: policy.approval_required_for_personal_data,
    approval_required_for_location: policy.approval_required_for_location,
    approval_required_for_future_plans: policy.approval_required_for_future_plans,
    approval_default_action: policy.approval_default_action,
  });

  if (input.bypass) {
    return {
      risk_score: 0,
      verdict: 'safe',
      safe: true,
      categories: emptyCategories(),
      flags: [
        {
          id: 'bypass.codeword',
          category: 'prompt_injection',
          type: 'bypass_used',
          label: 'Bypass codeword used',
          detail: 'The operator-configured bypass codeword matched; screening was overridden and the event was audit-logged.',
          severity: 0,
          evidence: '',
        },
      ],
      suggested_action: 'allow',
      policy: policyView(false),
    };
  }

  const findings = input.findings;
  let score = combine(findings.map((f) => f.severity));
  const signals = findings.filter((f) => f.signal).length;
  if (mode === 'low_fp' && signals < 2) score = Math.min(score, 3.9);
  const risk = round1(score);

  const categories = emptyCategories();
  for (const f of findings) categories[f.category] = Math.max(categories[f.category], round1(f.severity));

  const trust = input.requesterTrust ?? 'unknown';
  const softenable =
    mode !== 'strict' &&
    input.sourceKind === 'user' &&
    (trust === 'trusted' || trust === 'owner') &&
    !isSlackType(input.channel) &&
    findings.some((f) => f.correction) &&
    findings.every((f) => f.correction || f.layer !== undefined || f.severity < 4);

  const topics = [...new Set(findings.flatMap((f) => (f.privacy ? [f.privacy] : [])))].filter(
    (t) =>
      (t === 'personal_data' && policy.approval_required_for_personal_data) ||
      (t === 'location' && policy.approval_required_for_location) ||
      (t === 'future_plans' && policy.approval_required_for_future_plans),
  );
  const needsApproval = topics.length > 0 && trust !== 'owner';

  let action: SuggestedAction;
  let approval: ApprovalRequest | undefined;
  if (risk >= threshold) action = softenable ? 'log' : 'block';
  else if (needsApproval) {
    action = 'request_owner_approval';
    approval = approvalFor(topics, trust);
  } else if (risk >= CAUTION_FROM) action = 'sandbox';
  else action = 'allow';
  if (!enforced && action !== 'allow') {
    action = 'review';
    approval = undefined;
  }

  const flags: ParseFlag[] = [...findings]
    .sort((a, b) => b.severity - a.severity)
    .map((f) => ({ id: f.id, category: f.category, type: f.type, label: f.label, detail: f.detail, severity: round1(f.severity), evidence: f.evidence }));

  return {
    risk_score: risk,
    verdict: verdictFor(risk),
    safe: risk < threshold,
    categories,
    flags,
    suggested_action: action,
    ...(approval ? { approval_request: approval } : {}),
    policy: policyView(enforced && action !== 'log'),
  };
}

/** A flag of output screening and agent verification: the severity as a band. */
export interface TypedFlag {
  id: string;
  type: FlagType;
  severity: TypedSeverity;
  description: string;
  evidence: string;
}

/** Typed flags of the findings that carry weight, strongest first (equal severities keep their order). */
export function typedFlags(findings: readonly Finding[]): TypedFlag[] {
  return [...findings]
    .filter((f) => f.severity > 0)
    .sort((a, b) => b.severity - a.severity)
    .map((f) => ({ id: f.id, type: f.type, severity: typedSeverity(f.severity), description: f.detail, evidence: f.evidence }));
}

/** The damped noisy-or of the findings, with an earlier score (`prior`) counted as one more finding. */
function scoreOf(findings: readonly Finding[], prior: number | undefined): number {
  return round1(combine([...(prior !== undefined ? [prior] : []), ...findings.map((f) => f.severity)]));
}

export interface OutputDecision {
  risk_score: number;
  safe: boolean;
  verdict: Verdict;
  flags: TypedFlag[];
  categories: Category[];
}

/** Output risk at or above which an output is unsafe when the caller names no threshold. */
export const DEFAULT_OUTPUT_THRESHOLD = 7;

/**
 * The decision on a model's output: risk, verdict, typed flags and the categories found.
 * `prior` is a score decided earlier for the same request (a parse answer before its sandbox run):
 * it joins the combination as one finding of that severity and adds no flag or category.
 */
export function decideOutput(findings: readonly Finding[], options: { threshold?: number; prior?: number } = {}): OutputDecision {
  const risk = scoreOf(findings, options.prior);
  return {
    risk_score: risk,
    safe: risk < (options.threshold ?? DEFAULT_OUTPUT_THRESHOLD),
    verdict: verdictFor(risk),
    flags: typedFlags(findings),
    categories: CATEGORIES.filter((c) => findings.some((f) => f.category === c && f.severity > 0)),
  };
}

export type Recommendation = 'accept' | 'review' | 'reject';

/** Agent-message bands: reject from 7, review from 4, accept below. */
export const TRUST_REJECT_FROM = 7;
export const TRUST_REVIEW_FROM = 4;

export interface TrustDecision {
  trusted: boolean;
  risk_score: number;
  flags: TypedFlag[];
  recommendation: Recommendation;
}

/** The decision on a message from another agent. */
export function decideTrust(findings: readonly Finding[]): TrustDecision {
  const risk = scoreOf(findings, undefined);
  const recommendation: Recommendation = risk >= TRUST_REJECT_FROM ? 'reject' : risk >= TRUST_REVIEW_FROM ? 'review' : 'accept';
  return { trusted: risk < TRUST_REVIEW_FROM, risk_score: risk, flags: typedFlags(findings), recommendation };
}
