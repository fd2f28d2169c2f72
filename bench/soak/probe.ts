/**
 * Loaded with `--import` into the service process that a soak drives: every few seconds it sends the
 * parent, over the IPC channel, the process's resident set size, heap, active handles and requests,
 * and the event-loop delay since the last sample. With --expose-gc it collects garbage before every
 * PARAPET_SOAK_GC_EVERY-th sample, so that heapUsed there is the live heap rather than wherever the
 * collector happened to be.
 */
import { performance } from 'node:perf_hooks';

export interface ProbeSample {
  type: 'soak-sample';
  /** Date.now() in the child. */
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  /** Active resources by type (process.getActiveResourcesInfo()). */
  resources: Record<string, number>;
  resourcesTotal: number;
  /** Whether a full collection ran just before this sample (then heapUsed is the live heap). */
  gc: boolean;
  /** How long that collection held the process, in ms (0 without one). */
  gcMs: number;
  /** Event-loop delay since the previous sample, in ms. */
  loopP50: number;
  loopP99: number;
  loopMax: number;
}

const intervalMs = Number(process.env['PARAPET_SOAK_SAMPLE_MS'] ?? 5000);
/** Collect garbage before every n-th sample: a forced full collection pauses requests in flight. */
const gcEvery = Math.max(1, Number(process.env['PARAPET_SOAK_GC_EVERY'] ?? 1));

if (typeof process.send === 'function') {
  // Event-loop delay: how late a 10 ms timer fires. (monitorEventLoopDelay reports empty
  // histograms for some intervals on a busy loop, so the lag is measured directly.)
  const TICK_MS = 10;
  let lags: number[] = [];
  let expected = performance.now() + TICK_MS;
  const ticker = setInterval(() => {
    const now = performance.now();
    lags.push(Math.max(0, now - expected));
    expected = now + TICK_MS;
  }, TICK_MS);
  ticker.unref();
  const gc = (globalThis as { gc?: () => void }).gc;
  let count = 0;
  const timer = setInterval(() => {
    const collect = gc !== undefined && count++ % gcEvery === 0;
    let gcMs = 0;
    if (collect) {
      const before = performance.now();
      gc();
      gcMs = performance.now() - before;
      // The forced collection is the probe's doing, not the service's: keep it out of the delay.
      expected = performance.now() + TICK_MS;
    }
    const memory = process.memoryUsage();
    const resources: Record<string, number> = {};
    const info = process.getActiveResourcesInfo();
    const sorted = lags.sort((a, b) => a - b);
    const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : 0);
    for (const type of info) resources[type] = (resources[type] ?? 0) + 1;
    const sample: ProbeSample = {
      type: 'soak-sample',
      at: Date.now(),
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      resources,
      resourcesTotal: info.length,
      gc: collect,
      gcMs,
      loopP50: at(0.5),
      loopP99: at(0.99),
      loopMax: sorted.length ? sorted[sorted.length - 1]! : 0,
    };
    lags = [];
    if (process.connected) process.send?.(sample);
  }, intervalMs);
  timer.unref();
  // The probe's own timers (and the IPC channel) are part of the counts; they are constant.
  // The IPC channel itself keeps the process alive; let the service's own shutdown decide.
  process.channel?.unref();
}
