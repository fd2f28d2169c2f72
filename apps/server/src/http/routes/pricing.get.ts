import { PricingSchema } from '../../payments/schemas.js';
import type { App, HttpDeps } from '../types.js';

export function pricingGet(app: App, deps: HttpDeps): void {
  app.get(
    '/v1/pricing',
    {
      config: { rateLimitClass: 'ip' },
      schema: {
        operationId: 'getPricing',
        summary: 'List the x402 prices',
        description:
          'No authentication. What each paid route costs per call when paid with x402 instead of an API key: the price in USD, the asset (USDC, 6 decimals) and the network (CAIP-2) it is paid on, and the payment scheme.',
        tags: ['pricing'],
        response: { 200: PricingSchema },
      },
    },
    async () => {
      const { routes, asset, network, scheme } = deps.pricing;
      return { pricing: routes.map((r) => ({ method: r.method, path: r.path, price_usd: r.price_usd, asset, network, scheme })) };
    },
  );
}
