/**
 * Concealment cues per language (`HarmLexicon.covert`): hiding an act from the person it is done to
 * or from the law. They count as operational cues beside a harm word, and with a request and a
 * target they flag on their own (`harmful_content.wrongdoing`), whatever the verb. Written for this
 * project from the languages themselves, never from corpus text. Same term syntax as the lexicons
 * (`harmful/types.ts`).
 *
 * Only concealment belongs here, not detail ("step by step") or secrecy that harms nobody: "without
 * my parents knowing" is covert, "quietly" and "in private" are not.
 */
import { COVERT_A } from './a.js';
import { COVERT_B } from './b.js';

export const COVERT: Readonly<Record<string, readonly string[]>> = { ...COVERT_A, ...COVERT_B };
