import type { Classifier, ClassifierScores } from '../classifier/model.js';
import { answerMatcher } from '../detectors/harmful-output.js';
import { harmMatcher } from '../detectors/harmful-request.js';
import { statementMatcher } from '../detectors/harmful-statement.js';
import { createDetectors } from '../detectors/index.js';
import type { DetectorContext } from '../detectors/types.js';
import { normalize, type Transform } from '../normalize/index.js';
import { prepareRules, RULES } from '../rules/index.js';
import type { Rule, Surface } from '../rules/types.js';
import { decide, decideOutput, decideTrust, type Decision, type Finding, type OutputDecision, type TrustDecision } from '../scoring/index.js';
import { defaultPolicy, type PolicyMode, type RequesterTrust, type ScreeningPolicy, type SourceKind } from '../types.js';

export interface ScreenInputOptions {
  sourceKind?: SourceKind;
  policy?: ScreeningPolicy;
  policyMode?: PolicyMode;
  requesterTrust?: RequesterTrust;
  channel?: string;
  /** The caller proved the operator's bypass codeword (compared by the caller, in constant time). */
  bypass?: boolean;
}

/** What the local model layer did: `ran`, or `off` when the engine was built without weights. */
export type ClassifierLayer = 'ran' | 'off';

export interface InputScreening extends Decision {
  /** Every finding with its numeric severity, in detector order: what `rescore` decides again from. */
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

/** The answer of output screening. */
export interface OutputScreening extends OutputDecision {
  output_length: number;
}

export interface OutputOptions {
  context?: string;
  /** A secret planted in the prompt; finding it in the output proves a leak. */
  canary?: string;
  /** Risk score at or above which the output is unsafe (default 7). */
  threshold?: number;
  /**
   * A score decided earlier for the same request (a parse answer, before its sandbox run): it joins
   * the combination as one more finding of that severity and adds no flag or category.
   */
  prior?: number;
}

export interface AgentMessage {
  source_agent: string;
  message: string;
  context?: string;
}

/** The answer of agent-message verification. */
export type TrustVerification = TrustDecision;

/**
 * A screening with every finding it was decided from, numeric severities included: what `rescore`
 * decides again from. The findings are the engine's working data, not part of an answer: a caller
 * that answers a screening names the fields it sends.
 */
export type WithFindings<T> = T & { findings: Finding[] };

export interface Engine {
  readonly rules: readonly Rule[];
  readonly classifier?: Classifier;
  screenInput(text: string, options?: ScreenInputOptions): InputScreening;
  screenOutput(output: string, options?: OutputOptions): WithFindings<OutputScreening>;
  verifyAgentMessage(message: AgentMessage): WithFindings<TrustVerification>;
  /**
   * Builds now what is otherwise built on first use (the rules' RE2 programs and the harm
   * vocabularies' matchers, about a second together) and runs each surface once, so that no request pays for it. A service calls it before it listens.
   */
  warm(): void;
  /**
   * The one way to add findings found later (the LLM judge's, a sandbox run's) to a screening of
   * any kind: decides again from all its findings, exactly as if the new ones had been found in the
   * first pass (same combination, bands and flag order), without scanning the text again. `options`
   * must be the ones the screening was made with; for an output, `prior` may be added (it is not
   * kept in the result).
   */
  rescore(screening: InputScreening, extraFindings: readonly Finding[], options?: ScreenInputOptions): InputScreening;
  rescore(screening: WithFindings<OutputScreening>, extraFindings: readonly Finding[], options?: OutputOptions): WithFindings<OutputScreening>;
  rescore(screening: WithFindings<TrustVerification>, extraFindings: readonly Finding[]): WithFindings<TrustVerification>;
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

function screenInputFrom(findings: Finding[], options: ScreenInputOptions, rest: Omit<InputScreening, keyof Decision | 'findings'>): InputScreening {
  return { ...decide(decisionInput(findings, options)), findings, ...rest };
}

/**
 * Orchestration only: normalize once, run the classifier once, run the surface's detectors in order
 * (`detectors/index.ts`), decide (`scoring/index.ts`).
 */
export function createEngine(options: EngineOptions = {}): Engine {
  const rules = options.rules ?? RULES;
  const classifier = options.classifier;
  const detectors = createDetectors(rules);

  function detect(surface: Surface, text: string, inputs: Pick<DetectorContext, 'sourceKind' | 'canary' | 'sourceAgent'>) {
    const normalized = normalize(text);
    const model = classifier?.score(normalized.canonical);
    const ctx: DetectorContext = { text, normalized, surface, ...inputs, ...(model ? { model } : {}) };
    const findings = detectors[surface].flatMap((d) => d.detect(ctx));
    return { findings, transforms: normalized.transforms, model };
  }

  function rescore(screening: InputScreening, extraFindings: readonly Finding[], options?: ScreenInputOptions): InputScreening;
  function rescore(screening: WithFindings<OutputScreening>, extraFindings: readonly Finding[], options?: OutputOptions): WithFindings<OutputScreening>;
  function rescore(screening: WithFindings<TrustVerification>, extraFindings: readonly Finding[]): WithFindings<TrustVerification>;
  function rescore(
    screening: InputScreening | WithFindings<OutputScreening> | WithFindings<TrustVerification>,
    extraFindings: readonly Finding[],
    options: ScreenInputOptions & OutputOptions = {},
  ): InputScreening | WithFindings<OutputScreening> | WithFindings<TrustVerification> {
    const findings = [...screening.findings, ...extraFindings];
    if ('recommendation' in screening) return { ...decideTrust(findings), findings };
    if ('output_length' in screening) return { ...decideOutput(findings, options), output_length: screening.output_length, findings };
    const { transforms, layers, model } = screening;
    return screenInputFrom(findings, options, { transforms, layers, ...(model ? { model } : {}) });
  }

  const engine: Engine = {
    rules,
    ...(classifier ? { classifier } : {}),

    screenInput(text, options = {}) {
      const { findings, transforms, model } = detect('input', text, options.sourceKind ? { sourceKind: options.sourceKind } : {});
      return screenInputFrom(findings, options, { transforms, layers: { pattern: 'ran', classifier: model ? 'ran' : 'off' }, ...(model ? { model } : {}) });
    },

    screenOutput(text, options = {}) {
      // What a model writes is read by the next agent or by a renderer: score instructions in it as
      // content handed over, not as the user's own words.
      const { findings } = detect('output', text, { sourceKind: 'agent_handoff', ...(options.canary ? { canary: options.canary } : {}) });
      return { ...decideOutput(findings, options), output_length: text.length, findings };
    },

    verifyAgentMessage(message) {
      const { findings } = detect('agent', message.message, { sourceKind: 'agent_handoff', sourceAgent: message.source_agent });
      return { ...decideTrust(findings), findings };
    },

    rescore,

    warm() {
      prepareRules(rules);
      harmMatcher();
      answerMatcher();
      statementMatcher();
      engine.screenInput('Warm-up: how do I bake bread?');
      engine.screenOutput('Warm-up: 1. Mix the flour and water. 2. Bake for an hour.');
      engine.verifyAgentMessage({ source_agent: 'warm-up', message: 'Warm-up: the report is ready.' });
    },
  };
  return engine;
}
