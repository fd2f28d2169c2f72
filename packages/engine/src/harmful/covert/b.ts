/** Concealment cues of fr, ko, it, vi, th, tr, fa, id, sw, jv (see `index.ts`). */
export const COVERT_B: Readonly<Record<string, readonly string[]>> = {};
