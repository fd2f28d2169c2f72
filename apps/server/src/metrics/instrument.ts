import type { Judge } from '../llm/judge.js';
import type { JobQueue } from '../queue/types.js';
import type { Metrics } from './registry.js';

/**
 * The job queue, with every attempt this instance runs counted and timed by job type and outcome,
 * and the shared queue's unfinished jobs read at each scrape.
 */
export function instrumentQueue(queue: JobQueue, metrics: Metrics): JobQueue {
  metrics.sampleOnScrape(async () => {
    metrics.queueDepth.set(await queue.pending());
  });
  return {
    get backend() {
      return queue.backend;
    },
    enqueue: (type, payload, options) => queue.enqueue(type, payload, options),
    get: (id) => queue.get(id),
    register: (type, handler) =>
      queue.register(type, async (payload, ctx) => {
        const stop = metrics.jobDuration.startTimer({ type });
        try {
          const result = await handler(payload, ctx);
          metrics.jobs.inc({ type, outcome: 'completed' });
          return result;
        } catch (error) {
          metrics.jobs.inc({ type, outcome: 'failed' });
          throw error;
        } finally {
          stop();
        }
      }),
    start: () => queue.start(),
    stop: () => queue.stop(),
    ping: () => queue.ping(),
    pending: () => queue.pending(),
    close: () => queue.close(),
  };
}

const CIRCUIT_STATES = ['closed', 'open', 'half_open', 'disabled'] as const;

/** The LLM judge's circuit for its default model, read at each scrape. */
export function watchCircuit(judge: Judge, metrics: Metrics): void {
  metrics.sampleOnScrape(() => {
    const now = judge.circuitState();
    for (const state of CIRCUIT_STATES) metrics.llmCircuit.set({ state }, state === now ? 1 : 0);
  });
}
