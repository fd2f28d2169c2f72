import type { Rule, Surface } from '../rules/types.js';
import { addressedDirectiveDetector } from './addressed-directive.js';
import { canaryDetector } from './canary.js';
import { classifierDetector } from './classifier.js';
import { harmfulOutputDetector } from './harmful-output.js';
import { harmfulRequestDetector } from './harmful-request.js';
import { identitySpoofingDetector } from './identity-spoofing.js';
import { obfuscationDetector } from './obfuscation.js';
import { rulesDetector } from './rules.js';
import type { Detector } from './types.js';

/**
 * The detectors of each screening, in the order they run. The order is the order of findings, and
 * so of flags of equal severity (flags are sorted by severity, stably): keep it when adding one.
 *
 * To add a detector: write `detectors/<name>.ts` exporting a `Detector` (see `types.ts`), add it to
 * the lists of its surfaces below, and give `ctx` any per-call input it needs in
 * `pipeline/index.ts`. The registry test (test/detectors.test.ts) walks every detector listed here.
 */
export function createDetectors(rules: readonly Rule[]): Readonly<Record<Surface, readonly Detector[]>> {
  const patterns = rulesDetector(rules);
  return {
    input: [patterns, obfuscationDetector, classifierDetector, addressedDirectiveDetector, harmfulRequestDetector],
    output: [patterns, obfuscationDetector, classifierDetector, canaryDetector, harmfulOutputDetector],
    agent: [patterns, classifierDetector, obfuscationDetector, identitySpoofingDetector, addressedDirectiveDetector, harmfulRequestDetector],
  };
}

export type { Detector, DetectorContext } from './types.js';
