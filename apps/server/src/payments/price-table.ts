/**
 * What each paid route costs per call under x402, and in what: one table that GET /v1/pricing
 * publishes and the payment middleware charges from. Prices are decimal strings in USD; the
 * amount a payment must carry is the same value in the asset's atomic units (USDC has 6 decimals,
 * so $0.01 is "10000"), computed from the string without floating point.
 */

/** CAIP-2 id of Base mainnet. */
export const BASE_MAINNET = 'eip155:8453';
/** CAIP-2 id of Base Sepolia (testnet). */
export const BASE_SEPOLIA = 'eip155:84532';

/** USDC's token contract on the networks the service knows; another network needs its asset configured. */
export const USDC_BY_NETWORK: Readonly<Record<string, string>> = Object.freeze({
  [BASE_MAINNET]: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  [BASE_SEPOLIA]: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
});

/** The EIP-712 domain name of USDC on those networks (its domain version is "2" on both). */
export const USDC_EIP712_NAME: Readonly<Record<string, string>> = Object.freeze({
  [BASE_MAINNET]: 'USD Coin',
  [BASE_SEPOLIA]: 'USDC',
});

/** Decimals of USDC, the asset the prices are quoted in. */
export const USDC_DECIMALS = 6;

export type PaymentScheme = 'exact';

export interface PricedRoute {
  method: 'GET' | 'POST';
  /** The route's path as registered (Fastify syntax for parameters). */
  path: string;
  /** USD per call, a decimal string. */
  price_usd: string;
  /** The price in the asset's atomic units, a decimal integer string. */
  amount: string;
}

export interface PriceTable {
  network: string;
  asset: string;
  scheme: PaymentScheme;
  routes: readonly PricedRoute[];
  /** The priced route for a method and registered path, if it is priced. */
  priceFor(method: string, path: string): PricedRoute | undefined;
}

/** The per-call prices published for the service (USDC on Base). */
export const PUBLISHED_PRICES: ReadonlyArray<Pick<PricedRoute, 'method' | 'path' | 'price_usd'>> = Object.freeze([
  { method: 'POST', path: '/v1/parse', price_usd: '0.005' },
  { method: 'POST', path: '/v1/screen-output', price_usd: '0.003' },
  { method: 'POST', path: '/v1/analyze', price_usd: '0.05' },
  { method: 'POST', path: '/v1/evaluate', price_usd: '0.01' },
  { method: 'POST', path: '/v1/chat', price_usd: '0.005' },
]);

/** "0.005" at 6 decimals is "5000": the decimal string shifted, exactly. Throws on anything else. */
export function toAtomicUnits(priceUsd: string, decimals: number = USDC_DECIMALS): string {
  const match = /^(\d{1,12})(?:\.(\d{1,18}))?$/.exec(priceUsd);
  if (!match) throw new RangeError(`price "${priceUsd}" is not a plain decimal`);
  const fraction = match[2] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) {
    throw new RangeError(`price "${priceUsd}" has more than ${decimals} decimals, finer than the asset's smallest unit`);
  }
  const units = BigInt(match[1]! + fraction.padEnd(decimals, '0').slice(0, decimals));
  return units.toString();
}

export interface PriceTableOptions {
  /** CAIP-2 network id (default Base mainnet). */
  network?: string | undefined;
  /** Token contract of the asset (default USDC on the network, when known). */
  asset?: string | undefined;
  prices?: ReadonlyArray<Pick<PricedRoute, 'method' | 'path' | 'price_usd'>>;
}

export function createPriceTable(options: PriceTableOptions = {}): PriceTable {
  const network = options.network ?? BASE_MAINNET;
  const asset = options.asset ?? USDC_BY_NETWORK[network];
  if (!asset) throw new Error(`no default asset for network ${network}: configure the asset's token address`);
  const routes = Object.freeze(
    (options.prices ?? PUBLISHED_PRICES).map((p) => Object.freeze({ ...p, amount: toAtomicUnits(p.price_usd) })),
  );
  const byKey = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));
  return Object.freeze({
    network,
    asset,
    scheme: 'exact' as const,
    routes,
    priceFor: (method: string, path: string) => byKey.get(`${method.toUpperCase()} ${path}`),
  });
}
