import type { Engine } from '@parapet/engine';
import type { Config } from '../config/schema.js';
import { LlmClient } from '../llm/client.js';
import type { Resolver } from '../net/safe-fetch.js';
import type { JobQueue } from '../queue/types.js';
import type { KeyStore } from '../storage/types.js';
import { Analyzer } from './analyze.js';
import { AnalysisJobs } from './jobs.js';
import { PageReader } from './page-reader.js';
import { RatingsSource } from './ratings.js';

const MAX_REDIRECTS = 5;
/** Time an attempt may take beyond the fetch and the model call: parsing, extraction, screening. */
const ATTEMPT_SLACK_MS = 20_000;

export interface AnalysisSetupOptions {
  /** DNS for the fetcher; tests point names at loopback. */
  resolve?: Resolver;
  /** The ratings directory; the shipped one by default. */
  ratingsDir?: string;
}

/** The pool that reads fetched pages off the main thread, with the configured limits; shared by analysis and chat. */
export function createPageReader(config: Config): PageReader {
  const { analyze } = config;
  return new PageReader({
    threads: analyze.parseThreads,
    timeoutMs: analyze.parseTimeoutMs,
    maxElements: analyze.maxElements,
    maxDepth: analyze.maxDepth,
    onWorkerError: (error) => {
      const why = error instanceof Error ? error.message : String(error);
      process.stderr.write(`parapet: an HTML parsing worker failed: ${why}\n`);
    },
  });
}

/**
 * The analyzer with the configured fetch limits, shared ratings and page reader; the same for
 * POST /v1/analyze and chat. With `factualAccuracy`, the deep analysis asks the configured model
 * provider, when there is one; without it, no model is ever asked.
 */
export function createAnalyzer(
  config: Config,
  engine: Engine,
  pages: PageReader,
  options: AnalysisSetupOptions & { factualAccuracy: boolean },
): Analyzer {
  const { analyze, llm } = config;
  return new Analyzer({
    engine,
    ratings: RatingsSource.shared(options.ratingsDir),
    fetch: {
      allowPrivate: analyze.allowPrivate,
      timeoutMs: analyze.fetchTimeoutMs,
      maxBytes: analyze.maxBytes,
      maxRedirects: MAX_REDIRECTS,
      userAgent: `Parapet/${config.version} (media analysis)`,
      ...(options.resolve ? { resolve: options.resolve } : {}),
    },
    llm:
      options.factualAccuracy && llm.baseUrl
        ? { client: new LlmClient({ baseUrl: llm.baseUrl, apiKey: llm.apiKey, timeoutMs: analyze.llmTimeoutMs }), defaultModel: llm.model }
        : undefined,
    pages,
  });
}

/**
 * Builds the analyzer from the configuration and registers the `analyze` job handler on the queue.
 * The engine is the one the screening routes use; factual accuracy uses the configured model
 * provider, when there is one.
 */
export function createAnalysisJobs(
  config: Config,
  engine: Engine,
  queue: JobQueue,
  pages: PageReader,
  keys: Pick<KeyStore, 'findById'>,
  options: AnalysisSetupOptions = {},
): AnalysisJobs {
  const { analyze, llm } = config;
  const analyzer = createAnalyzer(config, engine, pages, { ...options, factualAccuracy: true });
  const jobs = new AnalysisJobs(queue, analyzer, {
    allowPrivate: analyze.allowPrivate,
    ownerSecret: async (keyId) => (await keys.findById(keyId))?.keyHash ?? null,
    attemptTimeoutMs: analyze.fetchTimeoutMs + analyze.parseTimeoutMs + (llm.baseUrl ? analyze.llmTimeoutMs : 0) + ATTEMPT_SLACK_MS,
  });
  jobs.register();
  return jobs;
}
