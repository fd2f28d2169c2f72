import type { Category, Engine, ParseFlag, ScreeningPolicy, SuggestedAction, Verdict } from '@parapet/engine';
import type { EngineWorkers } from '../screening/engine-workers.js';

/**
 * The `safety` evaluator: the engine's screening of the prompt (pattern rules and the local
 * classifier, in-process) under the key's policy, as POST /v1/parse with `mode: "pattern-only"`
 * would score it. The remote semantic analysis is not part of it.
 */
export interface SafetyResult {
  risk_score: number;
  verdict: Verdict;
  safe: boolean;
  suggested_action: SuggestedAction;
  /** Every category with its score 0-10. */
  categories: Record<Category, number>;
  /** The strongest flags, most severe first. */
  top_flags: Array<Pick<ParseFlag, 'id' | 'category' | 'type' | 'label' | 'severity' | 'evidence'>>;
  flag_count: number;
}

/** Flags listed at most. */
const TOP_FLAGS = 5;

/** Screens the prompt with the engine, or with the worker that takes long texts off the main thread. */
export async function evaluateSafety(screener: Pick<Engine, 'screenInput'> | Pick<EngineWorkers, 'screenInput'>, prompt: string, policy: ScreeningPolicy): Promise<SafetyResult> {
  const screening = await screener.screenInput(prompt, { policy });
  const flags = [...screening.flags].sort((a, b) => b.severity - a.severity);
  return {
    risk_score: screening.risk_score,
    verdict: screening.verdict,
    safe: screening.safe,
    suggested_action: screening.suggested_action,
    categories: screening.categories,
    top_flags: flags.slice(0, TOP_FLAGS).map((f) => ({ id: f.id, category: f.category, type: f.type, label: f.label, severity: f.severity, evidence: f.evidence })),
    flag_count: flags.length,
  };
}
