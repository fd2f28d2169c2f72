import { Type, type Static } from 'typebox';
import { ALLOWED_MODEL_IDS, DEFAULT_JUDGE_MODEL } from '../llm/models.js';
import { BASE_MAINNET, BASE_SEPOLIA } from '../payments/price-table.js';

/**
 * Every setting the service reads, with its default, in one place. Keys are the environment
 * variable names; `loadConfig` validates them all at once and maps them to `Config`.
 */
export const EnvSchema = Type.Object({
  PARAPET_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080, description: 'TCP port to listen on' }),
  PARAPET_HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'Address to bind' }),
  PARAPET_DATA_DIR: Type.String({ minLength: 1, default: './data', description: 'Directory of the embedded SQLite database' }),
  PARAPET_DATABASE_URL: Type.Optional(
    Type.String({ pattern: '^postgres(ql)?://', description: 'A postgres:// URL switches storage from SQLite to PostgreSQL' }),
  ),
  PARAPET_DATABASE_SCHEMA: Type.Optional(
    Type.String({ pattern: '^[a-z_][a-z0-9_]{0,62}$', description: 'PostgreSQL schema to keep the tables in (created if missing); default: the search_path' }),
  ),
  PARAPET_REDIS_URL: Type.Optional(
    Type.String({ pattern: '^rediss?://', description: 'A redis:// URL moves rate limits (and jobs) to Redis, shared by all instances' }),
  ),
  PARAPET_REDIS_PREFIX: Type.String({ pattern: '^[A-Za-z0-9:_-]{1,64}$', default: 'parapet:', description: 'Prefix of every Redis key the service writes' }),
  PARAPET_TRUST_PROXY: Type.String({
    default: 'false',
    pattern: '^(true|false|[0-9]{1,2}|[0-9A-Fa-f:.]+(/[0-9]{1,3})?(, *[0-9A-Fa-f:.]+(/[0-9]{1,3})?)*)$',
    description: 'Whether to take the client address from X-Forwarded-For: false, true, a hop count, or a comma list of proxy addresses/CIDRs',
  }),
  PARAPET_BYPASS_CODEWORD: Type.Optional(
    Type.String({
      minLength: 16,
      description:
        'Operator-set codeword that lets a trusted caller unblock a prompt: at least 16 characters, at least 8 of them different, and not a run like abcdefghijklmnop; the service refuses to start with a weaker one',
    }),
  ),
  PARAPET_BYPASS_MAX_FAILURES: Type.Integer({
    minimum: 1,
    maximum: 1000,
    default: 5,
    description: 'Wrong bypass codewords one key (or x402 payer) may send per PARAPET_BYPASS_FAILURE_WINDOW_MS; after that every request carrying a codeword, right or wrong, is refused with 429 until the window ends',
  }),
  PARAPET_BYPASS_FAILURE_WINDOW_MS: Type.Integer({
    minimum: 1000,
    maximum: 86_400_000,
    default: 900_000,
    description: 'Window over which wrong bypass codewords are counted (fixed windows, aligned to multiples of its length)',
  }),
  PARAPET_LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    default: 'info',
    description: 'Level of the JSON logs on stdout',
  }),
  PARAPET_RATE_LIMIT_WINDOW_MS: Type.Integer({ minimum: 1000, maximum: 86_400_000, default: 60_000, description: 'Length of a rate-limit window' }),
  PARAPET_RATE_LIMIT_PER_KEY: Type.Integer({ minimum: 1, default: 120, description: 'Requests per window for each API key' }),
  PARAPET_RATE_LIMIT_PER_IP: Type.Integer({ minimum: 1, default: 30, description: 'Requests per window for each client IP on unauthenticated routes' }),
  PARAPET_RATE_LIMIT_OPEN_PER_IP: Type.Integer({
    minimum: 1,
    default: 300,
    description: 'Requests per window for each client IP on /health, /openapi.json, /docs and the web console (/ and /console/)',
  }),
  PARAPET_KEYS_PER_IP_PER_MINUTE: Type.Integer({ minimum: 1, default: 5, description: 'Keys one client IP may generate a minute' }),
  PARAPET_KEYS_TOTAL_CAP: Type.Integer({ minimum: 0, default: 100, description: 'Self-service keys issued in total' }),
  PARAPET_METRICS_TOKEN: Type.Optional(
    Type.String({
      minLength: 16,
      maxLength: 256,
      pattern: '^[\\x21-\\x7e]+$',
      description:
        'Bearer token that opens GET /metrics (Prometheus text format) on the service port: at least 16 printable characters; without it /metrics answers 404',
    }),
  ),
  PARAPET_HEALTH_TIMEOUT_MS: Type.Integer({ minimum: 50, maximum: 30_000, default: 1000, description: 'How long /health waits for each dependency' }),
  PARAPET_SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 300_000, default: 10_000, description: 'How long SIGTERM waits for in-flight requests before exiting' }),
  PARAPET_HTTP_HEADERS_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 300_000,
    default: 10_000,
    description: 'How long a client has, from opening a connection or starting a request, to send the complete request headers; slower clients are answered 408 and disconnected',
  }),
  PARAPET_HTTP_REQUEST_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 600_000,
    default: 30_000,
    description: 'How long a client has to send a whole request, headers and body; a client that stalls or drips the body is answered 408 and disconnected. At least PARAPET_HTTP_HEADERS_TIMEOUT_MS',
  }),
  PARAPET_HTTP_IDLE_TIMEOUT_MS: Type.Integer({
    minimum: 1000,
    maximum: 3_600_000,
    default: 120_000,
    description: 'A connection on which nothing is sent or received for this long is closed, whatever it is doing; keep it above the longest answer (PARAPET_CHAT_TIMEOUT_MS)',
  }),
  PARAPET_HTTP_KEEP_ALIVE_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 600_000,
    default: 5000,
    description: 'How long an idle keep-alive connection waits for its next request before it is closed',
  }),
  PARAPET_EVENT_LOOP_STALL_LIMIT_MS: Type.Integer({
    minimum: 500,
    maximum: 600_000,
    default: 30_000,
    description:
      'A watchdog thread ends the process (SIGKILL, logged) when the event loop has been blocked this long, since a blocked process answers nothing and ignores SIGTERM; a supervisor then restarts it. The same watchdog enforces PARAPET_SHUTDOWN_TIMEOUT_MS after SIGTERM even while the loop is blocked',
  }),
  PARAPET_JOB_RETENTION_MS: Type.Integer({
    minimum: 1000,
    maximum: 30 * 86_400_000,
    default: 86_400_000,
    description: 'How long a finished job (sandbox execution, analysis, evaluation) and its result stay readable, and a synchronous evaluation answer too; after it the result is gone (404). Jobs live in Redis when PARAPET_REDIS_URL is set, else in the database; synchronous evaluation answers in the database',
  }),
  PARAPET_STORE_TEXT: Type.Boolean({
    default: false,
    description:
      'Store screened text and flag evidence: the evidence quoted in stored screening results, job results (sandbox runs, evaluations) and finished job payloads. Off by default: only hashes, lengths, scores, verdicts and flag ids are kept; answers to the caller carry evidence either way (docs/privacy.md)',
  }),
  PARAPET_RETENTION_DAYS: Type.Integer({
    minimum: 0,
    maximum: 3650,
    default: 30,
    description:
      'Days a screening record is kept; older ones are deleted by a purge that runs at start and every hour (0: keep forever). Finished jobs follow PARAPET_JOB_RETENTION_MS and conversations PARAPET_CHAT_RETENTION_MS, both shorter',
  }),
  PARAPET_SCREENING_RETENTION_DAYS: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 3650,
      description: 'Days a screening record (the audit trail of GET /v1/screenings) is kept; when set it takes the place of PARAPET_RETENTION_DAYS, its older name (0: keep forever)',
    }),
  ),
  PARAPET_JOB_LEASE_MS: Type.Integer({
    minimum: 1000,
    maximum: 3_600_000,
    default: 30_000,
    description:
      'How long a runner holds a job it is running before renewing its lease; when a process dies (SIGKILL, crash) its jobs are taken again by a live runner after about this long (twice this on Redis)',
  }),
  PARAPET_ANALYZE_ALLOW_PRIVATE: Type.Boolean({
    default: false,
    description:
      'Let URL analysis fetch loopback and private (RFC 1918, unique local) addresses; only for tests and closed networks. Link-local, cloud-metadata, multicast and reserved addresses stay refused',
  }),
  PARAPET_ANALYZE_FETCH_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 60_000,
    default: 10_000,
    description: 'Deadline of fetching one analysed URL, every redirect included',
  }),
  PARAPET_ANALYZE_MAX_BYTES: Type.Integer({
    minimum: 1024,
    maximum: 50 * 1024 * 1024,
    default: 5 * 1024 * 1024,
    description: 'Largest page body URL analysis reads, counted after decompression; a larger page fails the analysis',
  }),
  PARAPET_ANALYZE_LLM_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 120_000,
    default: 30_000,
    description: 'Deadline of the factual-accuracy call to the model provider in a deep analysis, every retry included',
  }),
  PARAPET_ANALYZE_PARSE_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 120_000,
    default: 10_000,
    description:
      'Deadline of reading one fetched page (HTML parsing, metadata, main-text extraction), which runs in a worker thread off the main loop; a page that takes longer fails its analysis with page_too_complex and is not retried',
  }),
  PARAPET_ANALYZE_MAX_ELEMENTS: Type.Integer({
    minimum: 100,
    maximum: 1_000_000,
    default: 100_000,
    description: 'Most HTML elements (start tags) a page may have for analysis; a page with more fails its analysis with page_too_complex before it is parsed',
  }),
  PARAPET_ANALYZE_MAX_DEPTH: Type.Integer({
    minimum: 16,
    maximum: 10_000,
    default: 256,
    description: 'Deepest nesting of HTML elements a page may have for analysis; a deeper page fails its analysis with page_too_complex before it is parsed',
  }),
  PARAPET_ANALYZE_PARSE_THREADS: Type.Integer({
    minimum: 1,
    maximum: 16,
    default: 2,
    description: 'Worker threads that parse fetched pages for URL analysis and chat',
  }),
  PARAPET_SANDBOX_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 300_000,
    default: 30_000,
    description: 'Deadline of one sandbox execution (every model turn included); a run past it is failed with a time-out reason',
  }),
  PARAPET_SANDBOX_MAX_TURNS: Type.Integer({
    minimum: 1,
    maximum: 10,
    default: 4,
    description: 'Model calls one sandbox execution may make: the first answer plus the turns that answer its honeypot tool calls',
  }),
  PARAPET_SANDBOX_MODEL: Type.Optional(
    Type.Enum([...ALLOWED_MODEL_IDS], {
      description: 'Agent model of sandbox execution when a request names none in agent_config.model; default: PARAPET_LLM_MODEL',
    }),
  ),
  PARAPET_ENGINE_WORKER_CHARS: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    default: 8000,
    description:
      'Texts of at least this many characters are screened in a worker thread, so that a long text (tens of milliseconds of work) does not hold the event loop from other requests; 0 screens every text on the main thread',
  }),
  PARAPET_CLASSIFIER_DIR: Type.Optional(
    Type.String({
      minLength: 1,
      description:
        'Directory holding the local classifier weights (classifier.json and classifier.bin); default: the models/ directory shipped with the service. The service refuses to start when they cannot be loaded',
    }),
  ),
  PARAPET_LLM_API_KEY: Type.Optional(
    Type.String({
      minLength: 1,
      description: 'Key of the model provider for semantic analysis (sent as a bearer token); with no key and no base URL the llm layer is disabled',
    }),
  ),
  PARAPET_LLM_BASE_URL: Type.Optional(
    Type.String({
      pattern: '^https?://[^\\s/?#]+[^\\s?#]*$',
      description: 'OpenAI-compatible API base of the model provider; https://openrouter.ai/api/v1 when only a key is set. A base URL without a key serves a self-hosted provider',
    }),
  ),
  PARAPET_LLM_MODEL: Type.Enum([...ALLOWED_MODEL_IDS], {
    default: DEFAULT_JUDGE_MODEL,
    description: 'Model of the semantic analysis when a request names none; one of the allowed models (GET /v1/models)',
  }),
  PARAPET_LLM_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 60_000,
    default: 5000,
    description: 'Deadline of one semantic analysis, every retry included',
  }),
  PARAPET_CHAT_RETENTION_MS: Type.Integer({
    minimum: 60_000,
    maximum: 30 * 86_400_000,
    default: 86_400_000,
    description:
      'How long a chat conversation is kept after its last message; then its messages are deleted, and its id starts a new, empty conversation. Chat messages are stored for the conversation to work; screened text elsewhere is not',
  }),
  PARAPET_CHAT_TIMEOUT_MS: Type.Integer({
    minimum: 1000,
    maximum: 300_000,
    default: 60_000,
    description: 'Deadline of one chat answer: every model call and tool run included (and the URL analysis of an answer without a model)',
  }),
  PARAPET_CHAT_MAX_TOOL_ROUNDS: Type.Integer({
    minimum: 0,
    maximum: 8,
    default: 3,
    description: 'Rounds of tool calls (screen_text, analyze_url, evaluate_prompt) the chat model may make before it must answer',
  }),
  PARAPET_CHAT_MODEL: Type.Optional(
    Type.Enum([...ALLOWED_MODEL_IDS], { description: 'Chat model when a request names none; default: PARAPET_LLM_MODEL' }),
  ),
  PARAPET_X402_NETWORK: Type.String({
    pattern: '^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$',
    default: BASE_MAINNET,
    description: `CAIP-2 id of the chain x402 payments settle on and GET /v1/pricing quotes; ${BASE_SEPOLIA} is Base Sepolia (testnet)`,
  }),
  PARAPET_X402_ASSET: Type.Optional(
    Type.String({
      pattern: '^0x[0-9a-fA-F]{40}$',
      description: 'Token contract of the payment asset (6 decimals, like USDC); default: USDC on the configured network when it is Base or Base Sepolia, required on any other network',
    }),
  ),
  PARAPET_X402_PAY_TO: Type.Optional(
    Type.String({
      pattern: '^0x[0-9a-fA-F]{40}$',
      description: 'Address that receives x402 payments. Payments are on only when this and PARAPET_X402_FACILITATOR_URL are both set; then priced routes answer 402 to callers without a key or payment',
    }),
  ),
  PARAPET_X402_FACILITATOR_URL: Type.Optional(
    Type.String({ pattern: '^https?://', description: 'Base URL of the x402 facilitator that verifies and settles payments (POST /verify, POST /settle)' }),
  ),
  PARAPET_X402_ASSET_NAME: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'EIP-712 domain name of the payment asset, which payers sign over; default: "USD Coin" on Base, "USDC" on Base Sepolia, required for any other asset',
    }),
  ),
  PARAPET_X402_ASSET_VERSION: Type.String({ minLength: 1, maxLength: 16, default: '2', description: 'EIP-712 domain version of the payment asset' }),
  PARAPET_X402_MAX_TIMEOUT_SECONDS: Type.Integer({
    minimum: 10,
    maximum: 3600,
    default: 120,
    description: 'How long a payment authorization may take to settle, as the payment requirements announce it (maxTimeoutSeconds)',
  }),
  PARAPET_X402_FACILITATOR_TIMEOUT_MS: Type.Integer({
    minimum: 1000,
    maximum: 120_000,
    default: 30_000,
    description: 'Deadline of one call to the facilitator (verify or settle)',
  }),
});

export type Env = Static<typeof EnvSchema>;

export type TrustProxy = boolean | number | string;

/** The model provider of the semantic-analysis (llm) layer. */
export interface LlmConfig {
  /** False when neither a key nor a base URL is configured: the llm layer is disabled. */
  readonly enabled: boolean;
  readonly apiKey: string | undefined;
  /** Without a trailing slash; undefined exactly when the layer is disabled. */
  readonly baseUrl: string | undefined;
  /** The default model, one of the allowed ids. */
  readonly model: string;
  readonly timeoutMs: number;
}

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly databaseSchema: string | undefined;
  readonly redisUrl: string | undefined;
  readonly redisPrefix: string;
  readonly trustProxy: TrustProxy;
  readonly bypassCodeword: string | undefined;
  /** Wrong codewords a key may send per window before codeword requests are refused. */
  readonly bypassFailures: { readonly max: number; readonly windowMs: number };
  readonly logLevel: string;
  readonly rateLimit: {
    readonly windowMs: number;
    readonly perKey: number;
    readonly perIp: number;
    readonly openPerIp: number;
  };
  readonly keys: {
    readonly perIpPerMinute: number;
    readonly totalCap: number;
    readonly ttlMs: number;
  };
  readonly healthTimeoutMs: number;
  /** Bearer token of GET /metrics; undefined: /metrics is not served. */
  readonly metricsToken: string | undefined;
  /** Limits on slow clients: header, whole-request, idle-socket and keep-alive time-outs. */
  readonly http: {
    readonly headersTimeoutMs: number;
    readonly requestTimeoutMs: number;
    readonly idleTimeoutMs: number;
    readonly keepAliveTimeoutMs: number;
  };
  readonly shutdownTimeoutMs: number;
  /** How long the event loop may be blocked before the watchdog ends the process. */
  readonly eventLoopStallLimitMs: number;
  readonly jobs: {
    /** How long a finished job stays readable. */
    readonly retentionMs: number;
    /** Lease of a running job; a dead runner's jobs run again after it lapses. */
    readonly leaseMs: number;
  };
  /** What is stored of screened text, and for how long (docs/privacy.md). */
  readonly privacy: {
    /** Store flag evidence and finished job payloads; false keeps only hashes, lengths and results without evidence. */
    readonly storeText: boolean;
    /** How long a screening record is kept; 0 keeps it forever. */
    readonly retentionMs: number;
  };
  readonly analyze: {
    /** Loopback and private addresses may be fetched (tests, closed networks). */
    readonly allowPrivate: boolean;
    readonly fetchTimeoutMs: number;
    readonly maxBytes: number;
    readonly llmTimeoutMs: number;
    /** Reading one page off the main thread: deadline, limits checked before parsing, threads. */
    readonly parseTimeoutMs: number;
    readonly maxElements: number;
    readonly maxDepth: number;
    readonly parseThreads: number;
  };
  /** Sandbox execution of prompts (`execute`): runs on the model provider of `llm`. */
  readonly sandbox: {
    readonly timeoutMs: number;
    readonly maxTurns: number;
    /** The agent model when a request names none. */
    readonly model: string;
  };
  /** Directory of the local classifier's weights; undefined means the shipped `models/`. */
  readonly classifierDir: string | undefined;
  /** Texts at least this long are screened in a worker thread (0: never). */
  readonly engineWorkerChars: number;
  readonly llm: LlmConfig;
  /** POST /v1/chat: conversation retention, the deadline of one answer, tool rounds, the default model. */
  readonly chat: {
    readonly retentionMs: number;
    readonly timeoutMs: number;
    readonly maxToolRounds: number;
    readonly model: string;
  };
  /** Where x402 payments settle: the chain (CAIP-2) and the token contract prices are paid in. */
  readonly x402: {
    readonly network: string;
    readonly asset: string;
    /** Set when payments are on (a receiving address and a facilitator are configured). */
    readonly payments?: {
      readonly payTo: string;
      readonly facilitatorUrl: string;
      readonly assetName: string;
      readonly assetVersion: string;
      readonly maxTimeoutSeconds: number;
      readonly facilitatorTimeoutMs: number;
    };
  };
  readonly bodyLimitBytes: number;
  readonly version: string;
}
