export * from './types.js';
export { normalize, type Normalized, type Transform, type TransformType, type View, type ViewName } from './normalize/index.js';
export { RULES, compileRules, rulesMarkdown, FLAG_TYPES, SURFACES, type Rule, type FlagType, type Hit, type Surface, type PrivacyTopic } from './rules/index.js';
export {
  CAUTION_FROM,
  decide,
  verdictFor,
  type ApprovalRequest,
  type Decision,
  type DecisionInput,
  type Finding,
  type OutputDecision,
  type ParseFlag,
  type PolicyView,
  type Recommendation,
  type TrustDecision,
  type TypedFlag,
} from './scoring/index.js';
export * from './pipeline/index.js';
export type { Detector, DetectorContext } from './detectors/index.js';
export { llmJudgeFinding, type JudgeVerdict } from './detectors/llm-judge.js';
export { weighAnswer } from './detectors/harmful-output.js';
export { Featurizer, canonicalText, FEATURE_BITS, FEATURE_DIMS, type SparseVector } from './classifier/features.js';
export {
  createClassifier,
  chunkBounds,
  sigmoid,
  type Classifier,
  type ClassifierMeta,
  type ClassifierScores,
  type ClassifierWeights,
  type HeadMeta,
  type HeadName,
  type HeadScore,
} from './classifier/model.js';
