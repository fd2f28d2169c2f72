import type { Redis } from 'ioredis';
import { RatingsSource } from './analysis/ratings.js';
import { createAnalysisJobs, createPageReader, type AnalysisSetupOptions } from './analysis/setup.js';
import { createChatService } from './chat/setup.js';
import type { Classifier } from '@parapet/engine';
import { DEFAULT_MODEL_DIR, loadClassifier } from './classifier-weights.js';
import { EvaluationService } from './evaluation/service.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config/schema.js';
import type { HttpDeps } from './http/types.js';
import { ModelDirectory } from './llm/model-directory.js';
import { LlmClient } from './llm/client.js';
import { createJudge } from './llm/judge.js';
import { FallbackRateLimiter } from './ratelimit/fallback.js';
import { MemoryRateLimiter } from './ratelimit/memory.js';
import { createRedisClient, RedisRateLimiter, waitUntilReady } from './ratelimit/redis.js';
import type { RateLimiter } from './ratelimit/types.js';
import { ApiKeyService } from './keys/service.js';
import { HealthService, type Probe } from './health/service.js';
import { PolicyService } from './policy/service.js';
import { ScreeningService } from './screening/service.js';
import { SandboxService } from './sandbox/service.js';
import { createEngine } from '@parapet/engine';
import { EngineWorkers } from './screening/engine-workers.js';
import { BullJobQueue } from './queue/bullmq-job-queue.js';
import { SqlJobQueue } from './queue/sql-job-queue.js';
import type { JobQueue } from './queue/types.js';
import { instrumentQueue, watchCircuit } from './metrics/instrument.js';
import { Metrics } from './metrics/registry.js';
import { ReceiptWriter } from './screening/receipts.js';
import { createPriceTable, type PriceTable } from './payments/price-table.js';
import { PaymentGate } from './payments/x402.js';
import { HTTPFacilitatorClient } from '@x402/core/http';
import { RetentionPurge } from './privacy/purge.js';
import { openSqlStorage } from './storage/sql/connect.js';
import type { Storage } from './storage/types.js';
import { guardDependency } from './errors/dependency.js';

export interface Container {
  deps: HttpDeps;
  storage: Storage;
  /** Screening receipts, written in batches off the request path (reads write what waits first). */
  receipts: ReceiptWriter;
  /** Background jobs; their handlers are registered, and the runner started, by the job types' owners. */
  jobs: JobQueue;
  /** The retention purge of screening records (started; runOnce() runs a pass now). */
  purge: RetentionPurge;
  /** The worker thread that screens long texts (started by the first one). */
  workers: EngineWorkers;
  /**
   * Loads what would otherwise load on first use under traffic (the engine's harm vocabularies, read
   * by the first screening; the media ratings, read by the first analysis): call before listening so that no request pays for it. A failure is left for that first
   * use to report.
   */
  warm(): Promise<void>;
  /** Closes every backend connection; call after the HTTP server has stopped. */
  close(): Promise<void>;
}

export interface ContainerOptions {
  clock?: Clock;
  /** Called when the shared rate-limit store fails and the instance falls back to memory. */
  onRateLimitFallback?: (error: unknown) => void;
  /** URL analysis: DNS for the fetcher and the ratings directory (tests). */
  analysis?: AnalysisSetupOptions;
  /** Told when a retention purge pass fails (it is tried again at the next interval). */
  onPurgeError?: (error: unknown) => void;
  /** A failed write of screening receipts (retried), or receipts dropped while the storage did not answer. */
  onReceiptError?: (error: unknown, dropped: number) => void;
}

/**
 * Loads the local classifier's weights. The layer is part of every screening, so a service that
 * cannot load them refuses to start rather than screen with less than it says.
 */
function classifierFrom(config: Config): Classifier {
  const dir = config.classifierDir ?? DEFAULT_MODEL_DIR;
  try {
    return loadClassifier(dir);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(
      `cannot load the local classifier from ${dir}: ${why}. Point PARAPET_CLASSIFIER_DIR at a directory holding classifier.json and classifier.bin (written by npm run train:classifier).`,
      { cause: error },
    );
  }
}

/** x402 payments, when the operator configured a receiving address and a facilitator. */
function paymentGate(config: Config, pricing: PriceTable, storage: Storage, clock: Clock): PaymentGate | undefined {
  const settings = config.x402.payments;
  if (!settings) return undefined;
  const facilitator = new HTTPFacilitatorClient({ url: settings.facilitatorUrl, timeoutMs: settings.facilitatorTimeoutMs });
  return new PaymentGate(settings, pricing, storage.payments, facilitator, clock);
}

/** The composition root: the only place that picks concrete backends from the configuration. */
export async function createContainer(config: Config, options: ContainerOptions = {}): Promise<Container> {
  const clock = options.clock ?? systemClock;
  // Before any connection is opened: a service without its weights does not start.
  const engine = createEngine({ classifier: classifierFrom(config) });
  const storage = await openSqlStorage({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    postgresSchema: config.databaseSchema,
    pingTimeoutMs: config.healthTimeoutMs,
  });
  const probes: Probe[] = [{ name: 'database', ping: () => storage.ping() }];

  let redis: Redis | undefined;
  let limiter: RateLimiter;
  if (config.redisUrl) {
    redis = createRedisClient(config.redisUrl);
    // Start with the shared counters when Redis is there; if it is not, serve anyway on the fallback.
    await waitUntilReady(redis, 2000);
    const shared = new RedisRateLimiter(redis, { clock, prefix: `${config.redisPrefix}rl:` });
    limiter = new FallbackRateLimiter(shared, new MemoryRateLimiter(clock), options.onRateLimitFallback ?? (() => undefined));
    probes.push({ name: 'redis', ping: () => shared.ping() });
  } else {
    limiter = new MemoryRateLimiter(clock);
  }

  // Jobs go where the rate limits go: Redis (BullMQ) when configured, else the service database.
  const jobOptions = {
    clock,
    retentionMs: config.jobs.retentionMs,
    leaseMs: config.jobs.leaseMs,
    shutdownGraceMs: Math.floor(config.shutdownTimeoutMs / 2),
    storeText: config.privacy.storeText,
  };
  const queue: JobQueue = config.redisUrl
    ? new BullJobQueue({ ...jobOptions, redisUrl: config.redisUrl, prefix: `${config.redisPrefix}jobs` })
    : await SqlJobQueue.open({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, postgresSchema: config.databaseSchema }, jobOptions);
  // A lost connection to the queue's backend answers 503 naming it, not 500.
  const queueBackend = config.redisUrl ? 'Redis' : storage.dialect === 'postgres' ? 'PostgreSQL' : undefined;
  // Counted for GET /metrics: each service has its own registry.
  const metrics = new Metrics();
  const jobs: JobQueue = instrumentQueue(queueBackend ? guardDependency(queue, `job queue (${queueBackend})`) : queue, metrics);

  // Screening receipts are written off the request path, in batches; close() writes what is left.
  const receipts = new ReceiptWriter(storage.screenings, { onError: options.onReceiptError });
  metrics.sampleOnScrape(() => metrics.receiptsWaiting.set(receipts.waiting));
  const judge = createJudge(config.llm, { clock });
  watchCircuit(judge, metrics);
  if (judge.enabled) {
    probes.push({
      name: 'llm',
      ping: async () => {
        if (!judge.available()) throw new Error('the model provider keeps failing');
      },
    });
  }
  // Live model details need the aggregator's key; a keyless self-hosted server lists no prices.
  const modelSource =
    config.llm.apiKey && config.llm.baseUrl
      ? new LlmClient({ baseUrl: config.llm.baseUrl, apiKey: config.llm.apiKey, timeoutMs: config.llm.timeoutMs })
      : undefined;

  const policies = new PolicyService(storage.policies, clock);
  const models = new ModelDirectory({ source: modelSource, clock });
  // A critique is a longer answer than a verdict: at least 30 s, every retry included.
  const evaluationLlmTimeoutMs = Math.max(config.llm.timeoutMs, 30_000);
  const workers = new EngineWorkers(engine, {
    minChars: config.engineWorkerChars,
    classifierDir: config.classifierDir ?? DEFAULT_MODEL_DIR,
    onWorkerError: (error) => {
      const why = error instanceof Error ? error.message : String(error);
      process.stderr.write(`parapet: the screening worker failed, long texts are screened on the main thread: ${why}\n`);
    },
  });
  const evaluation = new EvaluationService({
    engine,
    workers,
    policies,
    keys: storage.keys,
    models,
    clock,
    defaultModel: config.llm.model,
    llm: config.llm.baseUrl ? new LlmClient({ baseUrl: config.llm.baseUrl, apiKey: config.llm.apiKey, timeoutMs: evaluationLlmTimeoutMs }) : undefined,
    jobs,
    jobTimeoutMs: evaluationLlmTimeoutMs + 15_000,
    results: storage.evaluations,
    retentionMs: config.jobs.retentionMs,
    storeText: config.privacy.storeText,
  });
  evaluation.registerJobs(jobs);
  // Registers the `analyze` job handler; the ratings are read on the first analysis.
  const pages = createPageReader(config);
  const analysis = createAnalysisJobs(config, engine, jobs, pages, storage.keys, options.analysis);
  // Sandbox execution runs the agent on the configured provider, in the job runner.
  const sandbox = new SandboxService({
    engine,
    screenings: receipts,
    model: config.llm.baseUrl ? new LlmClient({ baseUrl: config.llm.baseUrl, apiKey: config.llm.apiKey, timeoutMs: config.sandbox.timeoutMs }) : undefined,
    jobs,
    timeoutMs: config.sandbox.timeoutMs,
    maxTurns: config.sandbox.maxTurns,
    defaultModel: config.sandbox.model,
  });
  sandbox.registerJobs(jobs);
  const pricing = createPriceTable({ network: config.x402.network, asset: config.x402.asset });
  const deps: HttpDeps = {
    config,
    clock,
    metrics,
    limiter,
    apiKeys: new ApiKeyService(storage.keys, clock, { ttlMs: config.keys.ttlMs, totalCap: config.keys.totalCap }),
    policies,
    screening: new ScreeningService(engine, receipts, policies, clock, {
      workers,
      bypassCodeword: config.bypassCodeword,
      judge,
      sandbox,
      storeText: config.privacy.storeText,
      metrics,
    }),
    health: new HealthService(probes, { version: config.version, timeoutMs: config.healthTimeoutMs }),
    judge,
    models,
    analysis,
    evaluation,
    pricing,
    payments: paymentGate(config, pricing, storage, clock),
  };
  // Chat answers with the screening, analysis and evaluation above (and the model provider, if any).
  deps.chat = createChatService(config, {
    engine,
    screening: deps.screening,
    evaluation,
    conversations: storage.conversations,
    clock,
    pages,
    analysis: options.analysis,
  });
  // Every job type's handler is registered above: the runner may lease jobs now.
  jobs.start();
  // Screening records older than the retention period go, now and every hour.
  const purge = new RetentionPurge({ screenings: receipts, clock, retentionMs: config.privacy.retentionMs, onError: options.onPurgeError });
  purge.start();

  return {
    deps,
    storage,
    receipts,
    jobs,
    purge,
    workers,
    async warm() {
      engine.warm();
      await RatingsSource.shared(options.analysis?.ratingsDir)
        .get()
        .then(() => undefined, () => undefined);
    },
    async close() {
      await purge.stop();
      // Receipts still waiting are written while the storage is open.
      await receipts.close().catch((error: unknown) => options.onReceiptError?.(error, receipts.waiting));
      // First: the runner stops leasing and lets jobs in flight finish while the stores are still open.
      await jobs.close();
      await pages.close();
      await workers.close();
      await limiter.close();
      if (redis) redis.disconnect();
      await storage.close();
    },
  };
}
