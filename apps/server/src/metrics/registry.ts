import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const SAMPLE_TIMEOUT_MS = 1000;

/**
 * The service's Prometheus metrics, on a registry of its own (never prom-client's global one, so two
 * services in one process, as in tests, keep separate counts). Every label value comes from a fixed
 * set: route templates, status codes, surfaces, verdicts, categories, layer states, bucket kinds,
 * job types. No key id, address or text is ever a label.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'parapet_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'parapet_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly screenings = new Counter({
    name: 'parapet_screenings_total',
    help: 'Screenings made, by surface (prompt, output, agent) and verdict',
    labelNames: ['surface', 'verdict'] as const,
    registers: [this.registry],
  });

  readonly screeningCategories = new Counter({
    name: 'parapet_screening_categories_total',
    help: 'Screenings that raised a flag of a category, by surface and category (one count per category per screening)',
    labelNames: ['surface', 'category'] as const,
    registers: [this.registry],
  });

  readonly layers = new Counter({
    name: 'parapet_screening_layers_total',
    help: 'What each detection layer did in a screening: ran, skipped, failed, disabled and their variants',
    labelNames: ['layer', 'state'] as const,
    registers: [this.registry],
  });

  readonly llmDuration = new Histogram({
    name: 'parapet_llm_judge_duration_seconds',
    help: 'Time of a call to the LLM judge, by outcome (ok, failed)',
    labelNames: ['outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30],
    registers: [this.registry],
  });

  readonly llmCircuit = new Gauge({
    name: 'parapet_llm_circuit_state',
    help: 'State of the LLM judge circuit breaker: 1 for the current state, 0 for the others',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });

  readonly jobs = new Counter({
    name: 'parapet_jobs_total',
    help: 'Job attempts finished by this instance, by job type and outcome (completed, failed)',
    labelNames: ['type', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'parapet_job_duration_seconds',
    help: 'Time of a job attempt, by job type',
    labelNames: ['type'] as const,
    buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [this.registry],
  });

  readonly queueDepth = new Gauge({
    name: 'parapet_queue_depth',
    help: 'Jobs waiting to run on the shared queue (all instances)',
    registers: [this.registry],
  });

  readonly receiptsWaiting = new Gauge({
    name: 'parapet_screening_receipts_waiting',
    help: 'Screening receipts handed over and not yet written to storage',
    registers: [this.registry],
  });

  readonly rateLimited = new Counter({
    name: 'parapet_rate_limit_rejections_total',
    help: 'Requests refused with 429, by bucket kind (key, ip, open, keygen, x402)',
    labelNames: ['bucket'] as const,
    registers: [this.registry],
  });

  readonly payments = new Counter({
    name: 'parapet_x402_payments_total',
    help: 'x402 payments, by outcome (verified, settled, refused, settlement_failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor(options: { processMetrics?: boolean } = {}) {
    if (options.processMetrics !== false) collectDefaultMetrics({ register: this.registry, prefix: 'parapet_' });
  }

  /** Reads a value at scrape time (queue depth, circuit state): a failing reader leaves the last value. */
  sampleOnScrape(read: () => Promise<void> | void): void {
    this.samplers.push(read);
  }

  private readonly samplers: Array<() => Promise<void> | void> = [];

  /** The text exposition format, with the sampled gauges read first (each given at most a second). */
  async scrape(): Promise<string> {
    await Promise.all(
      this.samplers.map(async (read) => {
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([read(), new Promise<void>((resolve) => (timer = setTimeout(resolve, SAMPLE_TIMEOUT_MS)))]);
        } catch {
          // A dependency that does not answer keeps its last sample; /health reports it.
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
