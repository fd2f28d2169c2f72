import type { ClassifierScores } from '../classifier/model.js';
import type { Normalized } from '../normalize/index.js';
import type { Surface } from '../rules/types.js';
import type { Finding } from '../scoring/index.js';
import type { SourceKind } from '../types.js';

/**
 * What a detector sees of one screening. The pipeline normalizes the text once and runs the
 * classifier once; every detector reads the same context.
 */
export interface DetectorContext {
  /** The text as received. */
  readonly text: string;
  /** Its views (text, folded, decoded, hidden) and the transforms that produced them. */
  readonly normalized: Normalized;
  readonly surface: Surface;
  /**
   * Where the text came from. Output and agent messages are screened as `agent_handoff`: what a
   * model writes or another agent sends is content handed over, not the user's own words.
   */
  readonly sourceKind?: SourceKind;
  /** The local classifier's calibrated scores, when the engine has a classifier. */
  readonly model?: ClassifierScores;
  /** Output screening: the secret planted in the prompt, whose presence proves a leak. */
  readonly canary?: string;
  /** Agent messages: the sender the transport authenticated. */
  readonly sourceAgent?: string;
}

/**
 * A code-based detector: turns a screening's context into findings (severity 0-10 each). Scoring
 * (combination, bands, action) is not its business: `decide` and its siblings in `scoring/` do it.
 */
export interface Detector {
  /** Kebab-case, stable: names the detector in the registry test and the docs. */
  readonly id: string;
  /** The screenings it runs on; `detectors/index.ts` orders it within each. */
  readonly surfaces: readonly Surface[];
  /** Pure: no I/O, no clock, no randomness; the same context gives the same findings. */
  detect(ctx: DetectorContext): Finding[];
}
