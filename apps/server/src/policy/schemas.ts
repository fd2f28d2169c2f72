import { Type, type Static } from '@fastify/type-provider-typebox';
import { MAX_AUTO_BLOCK_THRESHOLD, MIN_AUTO_BLOCK_THRESHOLD, SOURCE_KINDS } from '@parapet/engine';

const SourceKindSchema = Type.Enum(SOURCE_KINDS);

const policyFields = {
  autoBlockThreshold: Type.Integer({
    minimum: MIN_AUTO_BLOCK_THRESHOLD,
    maximum: MAX_AUTO_BLOCK_THRESHOLD,
    description: 'Risk score at or above which a prompt is blocked',
  }),
  screenAllPrompts: Type.Boolean({ description: 'Enforce blocking on every prompt, whatever its source' }),
  sources: Type.Array(SourceKindSchema, {
    maxItems: 64,
    description: 'Source kinds on which blocking is enforced when screenAllPrompts is false; duplicates are dropped',
  }),
  approval_required_for_personal_data: Type.Boolean(),
  approval_required_for_location: Type.Boolean(),
  approval_required_for_future_plans: Type.Boolean(),
  approval_default_action: Type.Literal('deny'),
};

export const PolicySchema = Type.Object(policyFields, { title: 'ScreeningPolicy' });

export const PolicyUpdateSchema = Type.Object(
  Object.fromEntries(Object.entries(policyFields).map(([k, v]) => [k, Type.Optional(v)])) as {
    [K in keyof typeof policyFields]: ReturnType<typeof Type.Optional<(typeof policyFields)[K]>>;
  },
  { additionalProperties: false, title: 'ScreeningPolicyUpdate' },
);

/** A validated PUT /v1/policy body: the fields to change. */
export type PolicyUpdate = Static<typeof PolicyUpdateSchema>;
