export * from './types.js';
export { normalize, type Normalized, type Transform, type TransformType, type View, type ViewName } from './normalize/index.js';
export { RULES, compileRules, rulesMarkdown, FLAG_TYPES, type Rule, type FlagType, type Hit, type Surface, type PrivacyTopic } from './rules/index.js';
export * from './scoring/index.js';
export * from './pipeline/index.js';
