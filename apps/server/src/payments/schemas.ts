import { Type } from '@fastify/type-provider-typebox';

/** GET /v1/pricing: the price table, one row per paid route. */
export const PricingSchema = Type.Object(
  {
    pricing: Type.Array(
      Type.Object(
        {
          method: Type.String(),
          path: Type.String(),
          price_usd: Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$', description: 'USD per call, an exact decimal string' }),
          asset: Type.String({ description: 'Token contract of the payment asset (USDC, 6 decimals)' }),
          network: Type.String({ description: 'CAIP-2 chain id, e.g. eip155:8453 for Base' }),
          scheme: Type.Literal('exact', { description: 'x402 payment scheme' }),
        },
        { additionalProperties: false, title: 'RoutePrice' },
      ),
    ),
  },
  { additionalProperties: false },
);
