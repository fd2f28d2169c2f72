import type { ClassifierScores, HeadName } from '../classifier/model.js';
import { SURFACES, type FlagType, type Surface } from '../rules/types.js';
import { isIndirect, round1, type Finding } from '../scoring/index.js';
import type { Category, SourceKind } from '../types.js';
import type { Detector } from './types.js';

/**
 * Calibrated probabilities below this add no finding. Short ordinary prompts ("Please summarise this
 * meeting.") carry little evidence either way and sit near 0.4; with the floor at 0.5, 1.9% of unseen
 * benign instructions (alpaca) get a caution-band classifier finding and none a blocking one. The
 * LLM judge's verdicts use the same floor (`llm-judge.ts`).
 */
export const MODEL_FINDING_FLOOR = 0.5;

/**
 * The classifier's floor for a prompt from the user (or with no source): only a blocking-strength
 * probability counts. Between 0.5 and 0.7 it mostly hears ordinary standing requests ("from now on
 * always answer in a cheerful tone") that jailbreaks also open with; an instruction is normal from
 * the user and suspicious only inside content, where the lower floor applies.
 */
export const MODEL_DIRECT_FLOOR = 0.7;

/**
 * Highest severity a classifier finding takes on output screening. The classifier was trained on
 * requests and documents; in model answers it confuses a persona the model keeps while refusing with
 * an attack (it flagged 44% of benign model outputs on its own), so there it only adds weight to
 * what the rules find and never blocks alone.
 */
export const OUTPUT_MODEL_CAP = 4;

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

/**
 * The local model layer. The pipeline runs the classifier once per screening (its scores are also
 * part of the input screening's answer) and hands the scores in; this turns them into findings.
 */
export const classifierDetector: Detector = {
  id: 'classifier',
  surfaces: SURFACES,
  detect: (ctx) => (ctx.model ? findingsFromModel(ctx.model, ctx.surface, ctx.sourceKind) : []),
};
