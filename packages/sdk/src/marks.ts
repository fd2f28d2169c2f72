import type { BlockReport, ServiceFailure } from './errors.js';
import type { Stage } from './guard.js';

/** What the wrapper adds to each answer it passes on, as the `parapet` property. */
export interface ParapetMark {
  blocked: boolean;
  /** Present when a screening blocked the call. */
  report?: BlockReport;
  /** Present when the call was blocked because a side could not be screened (`onServiceError: 'block'`). */
  unavailable?: ServiceFailure;
  /** The sides of the call that could not be screened. */
  unscreened: Stage[];
}

/** The mark of a call: stopped (blocked by a screening, or unscreened under `onServiceError: 'block'`) or not. */
export function markOf(stop: { report?: BlockReport | undefined; unavailable?: ServiceFailure | undefined } | undefined, unscreened: Stage[]): ParapetMark {
  if (stop?.report) return { blocked: true, report: stop.report, unscreened };
  if (stop?.unavailable) return { blocked: true, unavailable: stop.unavailable, unscreened };
  return { blocked: false, unscreened };
}

/** The side a stop leaves unscreened, when it was stopped because it could not be screened. */
export const unscreenedOf = (stop: { unavailable?: ServiceFailure | undefined }): Stage[] => (stop.unavailable ? [stop.unavailable.stage] : []);

/** An answer of a wrapped client, with the wrapper's mark. */
export type Marked<T> = T & { parapet?: ParapetMark };

/** The wrapper's mark on an answer (a completion, a response, a stream chunk or event), if any. */
export function parapetMark(answer: unknown): ParapetMark | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const mark = (answer as { parapet?: unknown }).parapet;
  return mark && typeof mark === 'object' && typeof (mark as ParapetMark).blocked === 'boolean' ? (mark as ParapetMark) : undefined;
}

/** Whether the wrapper answered a placeholder for this call instead of the model's answer. */
export function isBlocked(answer: unknown): boolean {
  return parapetMark(answer)?.blocked === true;
}
