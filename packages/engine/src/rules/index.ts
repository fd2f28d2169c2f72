import { agencyRules } from './agency.js';
import { codeRules } from './code.js';
import { delimiterRules } from './delimiters.js';
import { exfiltrationRules } from './exfiltration.js';
import { extractionRules } from './extraction.js';
import { harmfulRules } from './harmful.js';
import { jailbreakRules } from './jailbreak.js';
import { leakageRules } from './leakage.js';
import { memoryRules } from './memory.js';
import { multilingualFamilyRules } from './multilingual-families.js';
import { multilingualRules } from './multilingual.js';
import { overrideRules } from './override.js';
import { payloadRules } from './payload.js';
import { privacyRules } from './privacy.js';
import { secretRules } from './secrets.js';
import { socialRules } from './social.js';
import { spoofingRules } from './spoofing.js';
import type { Rule } from './types.js';

/** Every rule family; one file each. */
export const RULES: readonly Rule[] = Object.freeze([
  ...overrideRules,
  ...jailbreakRules,
  ...extractionRules,
  ...delimiterRules,
  ...agencyRules,
  ...exfiltrationRules,
  ...secretRules,
  ...privacyRules,
  ...socialRules,
  ...memoryRules,
  ...codeRules,
  ...payloadRules,
  ...harmfulRules,
  ...multilingualRules,
  ...multilingualFamilyRules,
  ...leakageRules,
  ...spoofingRules,
]);

export * from './types.js';
export { compileRules, prepareRules, type CompiledRules, type Hit } from './matcher.js';
export { rulesMarkdown } from './markdown.js';
