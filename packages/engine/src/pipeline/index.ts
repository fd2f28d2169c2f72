import type { Classifier, ClassifierScores } from '../classifier/model.js';
import { normalize, type Transform } from '../normalize/index.js';
import { compile } from '../patterns/compile.js';
import { compileRules, RULES, type CompiledRules, type FlagType, type Rule } from '../rules/index.js';
import {
  combine,
  decide,
  findingsFromHits,
  findingsFromModel,
  findingsFromTransforms,
  round1,
  typedSeverity,
  verdictFor,
  type Decision,
  type Finding,
} from '../scoring/index.js';
import { CATEGORIES, defaultPolicy, type Category, type PolicyMode, type RequesterTrust, type ScreeningPolicy, type SourceKind, type TypedSeverity, type Verdict } from '../types.js';

export interface ScreenInputOptions {
  sourceKind?: SourceKind;
  policy?: ScreeningPolicy;
  policyMode?: PolicyMode;
  requesterTrust?: RequesterTrust;
  channel?: string;
  /** The caller proved the operator's bypass codeword (compared by the caller, in constant time). */
  bypass?: boolean;
  /** Findings of later layers (classifier, LLM judge), combined with the rule findings. */
  extraFindings?: Finding[];
}

/** What the local model layer did: `ran`, or `off` when the engine was built without weights. */
export type ClassifierLayer = 'ran' | 'off';

export interface InputScreening extends Decision {
  findings: Finding[];
  transforms: Transform[];
  layers: { pattern: 'ran'; classifier: ClassifierLayer };
  /** The classifier's calibrated probabilities, when it ran. */
  model?: ClassifierScores;
}

export interface EngineOptions {
  rules?: readonly Rule[];
  /** The local model layer; without it only the pattern layer runs. */
  classifier?: Classifier;
}

export interface TypedFlag {
  id: string;
  type: FlagType;
  severity: TypedSeverity;
  description: string;
  evidence: string;
}

export interface OutputScreening {
  risk_score: number;
  safe: boolean;
  verdict: Verdict;
  flags: TypedFlag[];
  categories: Category[];
  output_length: number;
}

export interface OutputOptions {
  context?: string;
  /** A secret planted in the prompt; finding it in the output proves a leak. */
  canary?: string;
  /** Risk score at or above which the output is unsafe (default 7). */
  threshold?: number;
}

export interface AgentMessage {
  source_agent: string;
  message: string;
  context?: string;
}

export type Recommendation = 'accept' | 'review' | 'reject';

export interface TrustVerification {
  trusted: boolean;
  risk_score: number;
  flags: TypedFlag[];
  recommendation: Recommendation;
}

export interface Engine {
  readonly rules: readonly Rule[];
  readonly classifier?: Classifier;
  screenInput(text: string, options?: ScreenInputOptions): InputScreening;
  /**
   * Decides again with the findings of a later layer (the LLM judge) added, without scanning the
   * text a second time. `options` must be the ones the screening was made with.
   */
  rescore(screening: InputScreening, extraFindings: readonly Finding[], options?: ScreenInputOptions): InputScreening;
  screenOutput(output: string, options?: OutputOptions): OutputScreening;
  verifyAgentMessage(message: AgentMessage): TrustVerification;
}

const CLAIM = compile(
  "\\b(?:i am|i'm|this is|message from|sent by|on behalf of|speaking for|signed(?: by)?|regards,)\\s*:?\\s+(?:the\\s+)?(?:agent\\s+)?[\"'@]?([A-Za-z][A-Za-z0-9_.-]{1,40})",
  'giu',
);
const HEADER = compile('(?:^|\\n)\\s*(?:from|sender|agent|source|agent[-_ ]id)\\s*:\\s*["\']?([A-Za-z][A-Za-z0-9_.@-]{1,60})', 'giu');
const ROLE_IDENTITIES = new Set([
  'admin', 'administrator', 'system', 'root', 'owner', 'operator', 'orchestrator', 'supervisor', 'security',
  'planner', 'coordinator', 'manager', 'controller', 'master', 'ceo', 'developer', 'openai', 'anthropic',
]);

function canonical(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/^agent/, '').replace(/agent$/, '');
}

function looksLikeIdentity(name: string): boolean {
  const lower = name.toLowerCase();
  return ROLE_IDENTITIES.has(lower) || /[0-9_-]/.test(name) || /(?:agent|bot)$/i.test(name);
}

/** A message that names a sender other than the one the transport authenticated. */
function spoofingFindings(message: AgentMessage): Finding[] {
  const claimed = new Set<string>();
  for (const pattern of [CLAIM, HEADER]) {
    for (const m of message.message.matchAll(pattern)) {
      const name = m[1] ?? '';
      if (looksLikeIdentity(name)) claimed.add(name);
    }
  }
  const actual = canonical(message.source_agent);
  const findings: Finding[] = [];
  for (const name of claimed) {
    const c = canonical(name);
    if (!c || c === actual || actual.includes(c) || c.includes(actual)) continue;
    const role = ROLE_IDENTITIES.has(name.toLowerCase());
    findings.push({
      id: 'social_engineering.identity-spoofing',
      category: 'social_engineering',
      type: 'identity_spoofing',
      label: 'Identity spoofing',
      detail: `The message claims to come from "${name}" but was sent by "${message.source_agent}".`,
      severity: role ? 7.5 : 6.5,
      evidence: name,
      signal: true,
      correction: false,
    });
  }
  return findings.slice(0, 3);
}

function typed(findings: readonly Finding[]): TypedFlag[] {
  return [...findings]
    .filter((f) => f.severity > 0)
    .sort((a, b) => b.severity - a.severity)
    .map((f) => ({ id: f.id, type: f.type, severity: typedSeverity(f.severity), description: f.detail, evidence: f.evidence }));
}

function decisionInput(findings: Finding[], options: ScreenInputOptions) {
  return {
    findings,
    policy: options.policy ?? defaultPolicy(),
    ...(options.policyMode ? { policyMode: options.policyMode } : {}),
    ...(options.sourceKind ? { sourceKind: options.sourceKind } : {}),
    ...(options.requesterTrust ? { requesterTrust: options.requesterTrust } : {}),
    ...(options.channel ? { channel: options.channel } : {}),
    bypass: options.bypass === true,
  };
}

export function createEngine(options: EngineOptions = {}): Engine {
  const rules = options.rules ?? RULES;
  const classifier = options.classifier;
  const input: CompiledRules = compileRules(rules, 'input');
  const output: CompiledRules = compileRules(rules, 'output');
  const agent: CompiledRules = compileRules(rules, 'agent');

  return {
    rules,
    ...(classifier ? { classifier } : {}),

    screenInput(text, options = {}) {
      const normalized = normalize(text);
      const model = classifier?.score(normalized.canonical);
      const findings = [
        ...findingsFromHits(input.scan(normalized.views), options.sourceKind),
        ...findingsFromTransforms(normalized.transforms),
        ...(model ? findingsFromModel(model, 'input', options.sourceKind) : []),
        ...(options.extraFindings ?? []),
      ];
      const decision = decide(decisionInput(findings, options));
      return {
        ...decision,
        findings,
        transforms: normalized.transforms,
        layers: { pattern: 'ran', classifier: model ? 'ran' : 'off' },
        ...(model ? { model } : {}),
      };
    },

    rescore(screening, extraFindings, options = {}) {
      const findings = [...screening.findings, ...extraFindings];
      const { approval_request: _previous, ...rest } = screening;
      return { ...rest, ...decide(decisionInput(findings, options)), findings };
    },

    screenOutput(text, options = {}) {
      const normalized = normalize(text);
      const model = classifier?.score(normalized.canonical);
      // What a model writes is read by the next agent or by a renderer: score instructions in it as
      // content handed over, not as the user's own words.
      const findings = [
        ...findingsFromHits(output.scan(normalized.views), 'agent_handoff'),
        ...findingsFromTransforms(normalized.transforms).filter((f) => f.severity >= 1),
        ...(model ? findingsFromModel(model, 'output') : []),
      ];
      if (options.canary && options.canary.length >= 4 && text.includes(options.canary)) {
        findings.push({
          id: 'data_exfiltration.canary-leak',
          category: 'data_exfiltration',
          type: 'canary_leak',
          label: 'Canary leaked',
          detail: 'The output contains the canary string planted in the prompt: protected context leaked.',
          severity: 10,
          evidence: options.canary.slice(0, 200),
          signal: true,
          correction: false,
        });
      }
      const risk = round1(combine(findings.map((f) => f.severity)));
      const categories = CATEGORIES.filter((c) => findings.some((f) => f.category === c && f.severity > 0));
      return {
        risk_score: risk,
        safe: risk < (options.threshold ?? 7),
        verdict: verdictFor(risk),
        flags: typed(findings),
        categories,
        output_length: text.length,
      };
    },

    verifyAgentMessage(message) {
      const normalized = normalize(message.message);
      const model = classifier?.score(normalized.canonical);
      const findings = [
        ...findingsFromHits(agent.scan(normalized.views), 'agent_handoff'),
        ...(model ? findingsFromModel(model, 'agent', 'agent_handoff') : []),
        ...findingsFromTransforms(normalized.transforms).filter((f) => f.severity >= 1),
        ...spoofingFindings(message),
      ];
      const risk = round1(combine(findings.map((f) => f.severity)));
      const recommendation: Recommendation = risk >= 7 ? 'reject' : risk >= 4 ? 'review' : 'accept';
      return { trusted: risk < 4, risk_score: risk, flags: typed(findings), recommendation };
    },
  };
}
