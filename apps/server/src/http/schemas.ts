import { Type } from '@fastify/type-provider-typebox';
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
