import { Ajv, type ErrorObject } from 'ajv';
import { readFileSync } from 'node:fs';
import { BASE_MAINNET, USDC_BY_NETWORK, USDC_EIP712_NAME } from '../payments/price-table.js';
import { EnvSchema, type Config, type Env, type LlmConfig, type TrustProxy } from './schema.js';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

const ajv = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: true, strict: false });
const validateEnv = ajv.compile<Env>(EnvSchema);

const KEY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const BODY_LIMIT_BYTES = 1024 * 1024;
/** The model aggregator used when only a key is configured. */
export const DEFAULT_LLM_BASE_URL = 'https://openrouter.ai/api/v1';

function describe(error: ErrorObject): string {
  const name = error.instancePath.replace(/^\//, '');
  const schema = error.parentSchema as { default?: unknown } | undefined;
  const hint = schema && 'default' in schema ? ` (default ${JSON.stringify(schema.default)})` : '';
  return `${name} ${error.message ?? 'is invalid'}${hint}`;
}

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^[0-9]+$/.test(value)) return Number(value);
  return value;
}

function llmConfig(e: Env): LlmConfig {
  const baseUrl = e.PARAPET_LLM_BASE_URL ?? (e.PARAPET_LLM_API_KEY ? DEFAULT_LLM_BASE_URL : undefined);
  return {
    enabled: baseUrl !== undefined,
    apiKey: e.PARAPET_LLM_API_KEY,
    baseUrl: baseUrl?.replace(/\/+$/, ''),
    model: e.PARAPET_LLM_MODEL,
    timeoutMs: e.PARAPET_LLM_TIMEOUT_MS,
  };
}

/** A base URL the pattern accepts may still not parse (a bad port, say); report it like a schema error. */
function urlProblems(env: Record<string, unknown>): string[] {
  return ['PARAPET_LLM_BASE_URL', 'PARAPET_X402_FACILITATOR_URL'].flatMap((name) => {
    const raw = env[name];
    if (typeof raw !== 'string') return [];
    try {
      new URL(raw);
      return [];
    } catch {
      return [`${name} is not a valid URL`];
    }
  });
}

/** Distinct characters a bypass codeword needs, beside its 16-character minimum length. */
export const CODEWORD_MIN_DISTINCT = 8;

/**
 * Why a bypass codeword is too weak to guard an unblock, or undefined when it is acceptable: it must
 * have enough different characters (so not one repeated character or a short repeated pattern) and
 * must not be a run of consecutive characters (abcdefghijklmnop, 9876543210...).
 */
export function codewordWeakness(codeword: string): string | undefined {
  const chars = [...codeword];
  if (chars.length < 16) return 'is shorter than 16 characters';
  if (new Set(chars).size < CODEWORD_MIN_DISTINCT) return `has fewer than ${CODEWORD_MIN_DISTINCT} different characters`;
  const points = chars.map((c) => c.codePointAt(0) ?? 0);
  const steps = new Set(points.slice(1).map((p, i) => p - points[i]!));
  if (steps.size === 1) return 'is a run of consecutive characters';
  return undefined;
}

function codewordProblems(env: Record<string, unknown>): string[] {
  const codeword = env['PARAPET_BYPASS_CODEWORD'];
  if (typeof codeword !== 'string') return [];
  const weakness = codewordWeakness(codeword);
  return weakness ? [`PARAPET_BYPASS_CODEWORD ${weakness}; choose a random one (e.g. openssl rand -base64 24)`] : [];
}

/** Node refuses a header time-out longer than the whole-request time-out. */
function httpProblems(env: Record<string, unknown>): string[] {
  const headers = Number(env['PARAPET_HTTP_HEADERS_TIMEOUT_MS'] ?? 10_000);
  const request = Number(env['PARAPET_HTTP_REQUEST_TIMEOUT_MS'] ?? 30_000);
  return headers > request ? ['PARAPET_HTTP_HEADERS_TIMEOUT_MS must not exceed PARAPET_HTTP_REQUEST_TIMEOUT_MS'] : [];
}

/**
 * The payment settings that only make sense together: an asset on a network whose USDC the service
 * does not know, a receiving address with a facilitator, and a token's EIP-712 name with its address.
 */
function x402Problems(env: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const network = typeof env['PARAPET_X402_NETWORK'] === 'string' ? env['PARAPET_X402_NETWORK'] : BASE_MAINNET;
  if (env['PARAPET_X402_ASSET'] === undefined && !USDC_BY_NETWORK[network]) {
    problems.push(`PARAPET_X402_ASSET is required: no default asset is known for PARAPET_X402_NETWORK ${network}`);
  }
  const payTo = env['PARAPET_X402_PAY_TO'] !== undefined;
  const facilitator = env['PARAPET_X402_FACILITATOR_URL'] !== undefined;
  if (payTo !== facilitator) {
    problems.push(
      payTo
        ? 'PARAPET_X402_FACILITATOR_URL is required when PARAPET_X402_PAY_TO is set: payments need a facilitator to verify and settle them'
        : 'PARAPET_X402_PAY_TO is required when PARAPET_X402_FACILITATOR_URL is set: payments need a receiving address',
    );
  }
  if (payTo && env['PARAPET_X402_ASSET_NAME'] === undefined && env['PARAPET_X402_ASSET'] !== undefined && !isKnownUsdc(network, String(env['PARAPET_X402_ASSET']))) {
    problems.push('PARAPET_X402_ASSET_NAME is required with a configured PARAPET_X402_ASSET: payers sign over the token\'s EIP-712 domain name');
  }
  return problems;
}

function isKnownUsdc(network: string, asset: string): boolean {
  return USDC_BY_NETWORK[network]?.toLowerCase() === asset.toLowerCase();
}

function paymentsConfig(e: Env): Config['x402']['payments'] {
  if (e.PARAPET_X402_PAY_TO === undefined || e.PARAPET_X402_FACILITATOR_URL === undefined) return undefined;
  return {
    payTo: e.PARAPET_X402_PAY_TO,
    facilitatorUrl: e.PARAPET_X402_FACILITATOR_URL.replace(/\/+$/, ''),
    // Without a name the asset is the network's USDC (x402Problems refuses any other token unnamed).
    assetName: e.PARAPET_X402_ASSET_NAME ?? USDC_EIP712_NAME[e.PARAPET_X402_NETWORK] ?? 'USD Coin',
    assetVersion: e.PARAPET_X402_ASSET_VERSION,
    maxTimeoutSeconds: e.PARAPET_X402_MAX_TIMEOUT_SECONDS,
    facilitatorTimeoutMs: e.PARAPET_X402_FACILITATOR_TIMEOUT_MS,
  };
}

function x402Config(e: Env): Config['x402'] {
  const asset = e.PARAPET_X402_ASSET ?? USDC_BY_NETWORK[e.PARAPET_X402_NETWORK]!;
  const payments = paymentsConfig(e);
  return payments ? { network: e.PARAPET_X402_NETWORK, asset, payments } : { network: e.PARAPET_X402_NETWORK, asset };
}

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) {
    if (child && typeof child === 'object') deepFreeze(child as object);
  }
  return Object.freeze(value);
}

/**
 * Parses the `PARAPET_*` variables of `source` once. Every bad variable is reported in a single
 * ConfigError; the result is deeply frozen. Empty strings count as unset.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env: Record<string, unknown> = {};
  for (const name of Object.keys(EnvSchema.properties)) {
    const raw = source[name];
    if (raw !== undefined && raw.trim() !== '') env[name] = raw.trim();
  }
  const valid = validateEnv(env);
  const problems = [...(valid ? [] : (validateEnv.errors ?? []).map(describe)), ...urlProblems(env), ...x402Problems(env), ...httpProblems(env), ...codewordProblems(env)];
  if (problems.length > 0) throw new ConfigError(problems);
  const e = env as Env;
  return deepFreeze({
    port: e.PARAPET_PORT,
    host: e.PARAPET_HOST,
    dataDir: e.PARAPET_DATA_DIR,
    databaseUrl: e.PARAPET_DATABASE_URL,
    databaseSchema: e.PARAPET_DATABASE_SCHEMA,
    redisUrl: e.PARAPET_REDIS_URL,
    redisPrefix: e.PARAPET_REDIS_PREFIX,
    trustProxy: parseTrustProxy(e.PARAPET_TRUST_PROXY),
    bypassCodeword: e.PARAPET_BYPASS_CODEWORD,
    bypassFailures: { max: e.PARAPET_BYPASS_MAX_FAILURES, windowMs: e.PARAPET_BYPASS_FAILURE_WINDOW_MS },
    logLevel: e.PARAPET_LOG_LEVEL,
    rateLimit: {
      windowMs: e.PARAPET_RATE_LIMIT_WINDOW_MS,
      perKey: e.PARAPET_RATE_LIMIT_PER_KEY,
      perIp: e.PARAPET_RATE_LIMIT_PER_IP,
      openPerIp: e.PARAPET_RATE_LIMIT_OPEN_PER_IP,
    },
    keys: {
      perIpPerMinute: e.PARAPET_KEYS_PER_IP_PER_MINUTE,
      totalCap: e.PARAPET_KEYS_TOTAL_CAP,
      ttlMs: KEY_TTL_MS,
    },
    healthTimeoutMs: e.PARAPET_HEALTH_TIMEOUT_MS,
    metricsToken: e.PARAPET_METRICS_TOKEN,
    http: {
      headersTimeoutMs: e.PARAPET_HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.PARAPET_HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: e.PARAPET_HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.PARAPET_HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    shutdownTimeoutMs: e.PARAPET_SHUTDOWN_TIMEOUT_MS,
    eventLoopStallLimitMs: e.PARAPET_EVENT_LOOP_STALL_LIMIT_MS,
    jobs: { retentionMs: e.PARAPET_JOB_RETENTION_MS, leaseMs: e.PARAPET_JOB_LEASE_MS },
    privacy: { storeText: e.PARAPET_STORE_TEXT, retentionMs: (e.PARAPET_SCREENING_RETENTION_DAYS ?? e.PARAPET_RETENTION_DAYS) * 86_400_000 },
    analyze: {
      allowPrivate: e.PARAPET_ANALYZE_ALLOW_PRIVATE,
      fetchTimeoutMs: e.PARAPET_ANALYZE_FETCH_TIMEOUT_MS,
      maxBytes: e.PARAPET_ANALYZE_MAX_BYTES,
      llmTimeoutMs: e.PARAPET_ANALYZE_LLM_TIMEOUT_MS,
      parseTimeoutMs: e.PARAPET_ANALYZE_PARSE_TIMEOUT_MS,
      maxElements: e.PARAPET_ANALYZE_MAX_ELEMENTS,
      maxDepth: e.PARAPET_ANALYZE_MAX_DEPTH,
      parseThreads: e.PARAPET_ANALYZE_PARSE_THREADS,
    },
    sandbox: {
      timeoutMs: e.PARAPET_SANDBOX_TIMEOUT_MS,
      maxTurns: e.PARAPET_SANDBOX_MAX_TURNS,
      model: e.PARAPET_SANDBOX_MODEL ?? e.PARAPET_LLM_MODEL,
    },
    classifierDir: e.PARAPET_CLASSIFIER_DIR,
    engineWorkerChars: e.PARAPET_ENGINE_WORKER_CHARS,
    llm: llmConfig(e),
    chat: {
      retentionMs: e.PARAPET_CHAT_RETENTION_MS,
      timeoutMs: e.PARAPET_CHAT_TIMEOUT_MS,
      maxToolRounds: e.PARAPET_CHAT_MAX_TOOL_ROUNDS,
      model: e.PARAPET_CHAT_MODEL ?? e.PARAPET_LLM_MODEL,
    },
    x402: x402Config(e),
    bodyLimitBytes: BODY_LIMIT_BYTES,
    version: readVersion(),
  });
}
