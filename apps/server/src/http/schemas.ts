import { Type } from '@fastify/type-provider-typebox';
import { MAX_AUTO_BLOCK_THRESHOLD, MIN_AUTO_BLOCK_THRESHOLD, SOURCE_KINDS } from '@parapet/engine';
import { ERROR_CATALOGUE, type ErrorCode } from '../errors/catalogue.js';

export const ErrorBodySchema = Type.Object(
  {
    error: Type.String({ description: 'Short label of the error class, e.g. "Unauthorized"' }),
    detail: Type.String({ description: 'What was wrong, naming the field or header' }),
    code: Type.Enum(Object.keys(ERROR_CATALOGUE) as ErrorCode[], { description: 'Machine-readable code; see docs/errors.md' }),
    request_id: Type.String(),
  },
  { $id: 'ErrorBody', title: 'ErrorBody' },
);

/** A 402: the error body plus the x402 version 1 payment requirements, for clients of that version. */
export const PaymentRequiredBodySchema = Type.Object(
  {
    ...ErrorBodySchema.properties,
    x402Version: Type.Literal(1, { description: 'The x402 version of `accepts`; version 2 clients read the PAYMENT-REQUIRED header instead' }),
    accepts: Type.Array(Type.Object({}, { additionalProperties: true }), {
      description: 'x402 version 1 payment requirements: scheme, network (e.g. "base"), maxAmountRequired, resource, description, mimeType, payTo, maxTimeoutSeconds, asset, extra',
    }),
  },
  { $id: 'PaymentRequiredBody', title: 'PaymentRequiredBody' },
);

export const SourceKindSchema = Type.Enum(SOURCE_KINDS);

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
