import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { call } from './server.js';

export interface Stall<T> {
  result: T;
  /** Longest event-loop delay seen while `work` ran, in ms (the service runs in this process). */
  maxLoopDelayMs: number;
  /** Slowest answer of GET /health polled every 20 ms while `work` ran, in ms. */
  maxHealthMs: number;
  healthChecks: number;
}

/**
 * Runs `work` while watching the event loop and polling `GET /health` of the server at `base`: a
 * request that blocks the loop shows as a long delay and a slow health answer.
 */
export async function duringWork<T>(base: string, work: () => Promise<T>): Promise<Stall<T>> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  let done = false;
  let maxHealthMs = 0;
  let healthChecks = 0;
  const prober = (async () => {
    while (!done) {
      const started = performance.now();
      await call(base, 'GET', '/health');
      maxHealthMs = Math.max(maxHealthMs, performance.now() - started);
      healthChecks++;
      await sleep(20);
    }
  })();
  try {
    const result = await work();
    return { result, maxLoopDelayMs: histogram.max / 1e6, maxHealthMs, healthChecks };
  } finally {
    done = true;
    await prober;
    histogram.disable();
  }
}
