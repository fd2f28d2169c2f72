import type { ClassifierScores, HeadName } from '../classifier/model.js';
import type { Transform, TransformType } from '../normalize/index.js';
import type { FlagType, Hit, PrivacyTopic, Surface } from '../rules/index.js';
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
 * From findings to a decision. The whole of the scoring is in this file:
 *
 * 1. Each rule hit has the rule's severity (0-10), adjusted:
 *    - `+ indirectBoost` (default +2 for directive rules) when the text arrives as content
 *      (email, retrieved_doc, web_page, tool_output, memory, agent_handoff): an instruction to the
 *      model inside data is the signature of indirect injection;
 *    - `+ 1.5` when the rule matched only in text that was hidden or encoded (decoded, hidden or
 *      folded views): hiding an instruction is itself evidence;
 *    - `x 0.5` when a directive is quoted inside text that discusses attacks (documentation,
 *      security writing), since it is then mentioned, not addressed to the model.
 * 2. Obfuscation that changed the text adds its own finding (Unicode tags 5, mixed-script homoglyphs
 *    3, invisible characters 2, other encodings 1), reported as `obfuscation` flags.
 * 3. Signals combine as a damped noisy-or: `score = 10 * (1 - (1 - s1/10) * prod(1 - 0.5 * si/10))`
 *    over findings sorted by severity. One strong signal is enough; several weak ones add up, but
 *    weak ones alone rarely reach the block band. Model layers (classifier, LLM judge) enter as
 *    findings with severity = 10 x calibrated probability, from probability 0.5 up (the
 *    classifier on a user's prompt from 0.7).
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

export function verdictFor(score: number): Verdict {
  if (score >= 9) return 'critical';
  if (score >= 7) return 'high_risk';
  if (score >= 4) return 'medium_risk';
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

const CLEAR_VIEWS = new Set(['text']);

/** Turns rule hits into findings with effective severities for the given source. */
export function findingsFromHits(hits: readonly Hit[], sourceKind: SourceKind | undefined): Finding[] {
  const indirect = isIndirect(sourceKind);
  return hits.map((hit) => {
    const rule = hit.rule;
    let severity = rule.severity;
    const notes: string[] = [];
    if (hit.quoted) {
      severity *= 0.5;
      notes.push('quoted in text that discusses attacks');
    }
    if (indirect && (rule.indirectBoost ?? (rule.directive ? 2 : 0)) > 0) {
      severity += rule.indirectBoost ?? 2;
      notes.push(`addressed to the model inside ${sourceKind} content`);
    }
    const hiddenOnly = !hit.views.some((v) => CLEAR_VIEWS.has(v));
    if (hiddenOnly) {
      severity += 1.5;
      notes.push(`found only in ${hit.view} text`);
    }
    return {
      id: rule.id,
      category: rule.category,
      type: rule.type,
      label: rule.label,
      detail: notes.length ? `${rule.description} (${notes.join('; ')})` : rule.description,
      severity: round1(severity),
      evidence: hit.evidence.slice(0, 200),
      signal: severity >= 2,
      correction: rule.correction === true,
      ...(rule.privacy ? { privacy: rule.privacy } : {}),
    };
  });
}

const OBFUSCATION_SEVERITY: Partial<Record<TransformType, number>> = {
  unicode_tags: 5,
  homoglyphs: 3,
  invisible_chars: 2,
  invisible_markup: 2,
  leetspeak: 1,
  spaced_letters: 1,
  base64: 1,
  hex: 1,
  rot13: 1,
  unicode_escapes: 1,
  html_comment: 0.5,
  markdown_comment: 0.5,
  url: 0.5,
  html_entities: 0.5,
  compatibility_chars: 1,
};

/** One `obfuscation` finding per transform that changed the text. */
export function findingsFromTransforms(transforms: readonly Transform[]): Finding[] {
  return transforms.map((t) => {
    const severity = t.type === 'invisible_chars' && t.count < 3 ? 0.5 : (OBFUSCATION_SEVERITY[t.type] ?? 0.5);
    return {
      id: `prompt_injection.obfuscation-${t.type.replace(/_/g, '-')}`,
      category: 'prompt_injection' as const,
      type: 'obfuscation' as const,
      label: 'Obfuscation',
      detail: `Text was hidden or encoded (${t.type.replace(/_/g, ' ')}, ${t.count} occurrence${t.count === 1 ? '' : 's'}); it was decoded and scanned.`,
      severity,
      evidence: t.sample.slice(0, 200),
      signal: false,
      correction: false,
    };
  });
}

/**
 * Calibrated probabilities below this add no finding. Short ordinary prompts ("Please summarise this
 * meeting.") carry little evidence either way and sit near 0.4; with the floor at 0.5, 1.9% of unseen
 * benign instructions (alpaca) get a caution-band classifier finding and none a blocking one.
 */
export const MODEL_FINDING_FLOOR = 0.5;

/**
 * The classifier's floor for a prompt from the user (or with no source): only a blocking-strength
 * probability counts. Between 0.5 and 0.7 it mostly hears ordinary standing requests ("from now on
 * always answer in a cheerful tone") that jailbreaks also open with; an instruction is normal from
 * the user and suspicious only inside content, where the lower floor applies.
 */
export const MODEL_DIRECT_FLOOR = 0.7;

const MODEL_HEADS: Record<HeadName, { id: string; category: Category; type: FlagType; label: string; what: string }> = {
  injection: {
    id: 'prompt_injection.classifier',
    category: 'prompt_injection',
    type: 'prompt_injection',
    label: 'Injection (local classifier)',
    what: "an attempt to override the model's instructions, role or goal",
  },
  harmful: {
    id: 'harmful_content.classifier',
    category: 'harmful_content',
    type: 'harmful_content',
    label: 'Harmful request (local classifier)',
    what: 'a request for seriously harmful content',
  },
};

/**
 * Highest severity a classifier finding takes on output screening. The classifier was trained on
 * requests and documents; in model answers it confuses a persona the model keeps while refusing with
 * an attack (it flagged 44% of benign model outputs on its own), so there it only adds weight to
 * what the rules find and never blocks alone.
 */
export const OUTPUT_MODEL_CAP = 4;

/**
 * The local classifier's findings: one per head whose calibrated probability p reaches the floor
 * (MODEL_DIRECT_FLOOR for a prompt from the user or with no source, MODEL_FINDING_FLOOR for content
 * and agent messages), with severity 10 x p. On output screening only the injection head speaks
 * (the harmful head was trained on requests, not on answers), capped at OUTPUT_MODEL_CAP.
 */
export function findingsFromModel(scores: ClassifierScores, surface: Surface, sourceKind?: SourceKind): Finding[] {
  const findings: Finding[] = [];
  const floor = surface === 'input' && !isIndirect(sourceKind) ? MODEL_DIRECT_FLOOR : MODEL_FINDING_FLOOR;
  for (const head of Object.keys(MODEL_HEADS) as HeadName[]) {
    if (surface === 'output' && head === 'harmful') continue;
    const s = scores[head];
    if (!s || s.probability < floor) continue;
    const meta = MODEL_HEADS[head];
    const severity = round1(surface === 'output' ? Math.min(OUTPUT_MODEL_CAP, 10 * s.probability) : 10 * s.probability);
    findings.push({
      id: meta.id,
      category: meta.category,
      type: meta.type,
      label: meta.label,
      detail: `The local classifier rates this text as ${meta.what} (probability ${s.probability.toFixed(2)}, strongest at characters ${s.offset}-${s.offset + s.length} of the normalized text).`,
      severity,
      evidence: s.evidence.slice(0, 200),
      signal: severity >= 2,
      correction: false,
      layer: 'classifier',
    });
  }
  return findings;
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
  } else if (risk >= 4) action = 'sandbox';
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
