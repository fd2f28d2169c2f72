/** The engine's fixed vocabularies, bundled from its pure types module (no I/O, no dependencies). */
export { CATEGORIES, SOURCE_KINDS, VERDICTS } from '../../../packages/engine/src/types.js';

/** Agent-message recommendations, which the audit trail records in place of a verdict. */
export const RECOMMENDATIONS = ['accept', 'review', 'reject'] as const;

/** Human words for the machine values the console shows next to them. */
export const SURFACE_LABELS: Record<string, string> = { prompt: 'Prompt', output: 'Model output', agent: 'Agent message' };
