import type { ViewName } from '../normalize/index.js';
import { compileRules, type CompiledRules, type Hit } from '../rules/matcher.js';
import { SURFACES, type Rule, type Surface } from '../rules/types.js';
import { isIndirect, round1, type Finding } from '../scoring/index.js';
import type { SourceKind } from '../types.js';
import type { Detector } from './types.js';

const CLEAR_VIEWS: ReadonlySet<ViewName> = new Set(['text']);

/**
 * Turns rule hits into findings with effective severities for the given source: the rule's severity
 * `x 0.5` when quoted in text that discusses attacks, `+ indirectBoost` (default +2 for directive
 * rules) when the text arrives as content, `+ 1.5` when the rule matched only in hidden or encoded
 * text.
 */
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

/**
 * The pattern layer: the rules of `rules/` (data), compiled once per surface when the detector is
 * made, scanned over every view of the text.
 */
export function rulesDetector(rules: readonly Rule[]): Detector {
  const compiled = Object.fromEntries(SURFACES.map((s) => [s, compileRules(rules, s)])) as Record<Surface, CompiledRules>;
  return {
    id: 'rules',
    surfaces: SURFACES,
    detect: (ctx) => findingsFromHits(compiled[ctx.surface].scan(ctx.normalized.views), ctx.sourceKind),
  };
}
