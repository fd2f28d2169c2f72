import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { mainThreadCpuMs } from '../../../../scripts/lib/thread-cpu.js';
import { call } from './server.js';

/**
 * Bounds the stall tests assert. The aim is that no request holds the loop for more than ~100 ms of
 * work. Wall-clock delays also count the time the process waits for a core, which on a shared,
 * loaded 2-core machine stretches every turn several times over; so the work of a turn is measured
 * as the main thread's CPU time across it (a descheduled thread uses none; the service's worker
 * threads, which screen long texts and parse pages, do not count), bounded by BUSY_BOUND_MS,
 * and the wall-clock delay only by a looser LOOP_BOUND_MS that the old stalls (seconds to minutes)
 * still fail by far. Both can be set from the environment.
 */
export const BUSY_BOUND_MS = Number(process.env['PARAPET_TEST_BUSY_BOUND_MS'] ?? 100);
export const LOOP_BOUND_MS = Number(process.env['PARAPET_TEST_LOOP_BOUND_MS'] ?? 1000);
/** A GET /health answer slower than this counts as the service being held up. */
export const HEALTH_BOUND_MS = LOOP_BOUND_MS * 2;

export interface Stall<T> {
  result: T;
  /** Longest event-loop delay seen while `work` ran, in ms of wall-clock time (the service runs in this process). */
  maxLoopDelayMs: number;
  /**
   * Longest loop turn while `work` ran, in ms of work: for each gap between two ticks of a 5 ms
   * timer, the lesser of the gap's overrun and the CPU time the main thread used in it.
   */
  maxBusyMs: number;
  /** Slowest answer of GET /health polled every 20 ms while `work` ran, in ms. */
  maxHealthMs: number;
  healthChecks: number;
}

/**
 * Runs `work` while watching the event loop and polling `GET /health` of the server at `base`: a
 * request that blocks the loop shows as a long turn and a slow health answer.
 */
export async function duringWork<T>(base: string, work: () => Promise<T>): Promise<Stall<T>> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const TICK_MS = 5;
  let maxBusyMs = 0;
  let lastWall = performance.now();
  let lastCpu = mainThreadCpuMs();
  const ticker = setInterval(() => {
    const wall = performance.now();
    const cpu = mainThreadCpuMs();
    // /proc counts in 10 ms ticks: allow for one of rounding.
    const cpuMs = Math.max(0, cpu - lastCpu - 10);
    maxBusyMs = Math.max(maxBusyMs, Math.min(wall - lastWall - TICK_MS, cpuMs));
    lastWall = wall;
    lastCpu = cpu;
  }, TICK_MS);
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
    return { result, maxLoopDelayMs: histogram.max / 1e6, maxBusyMs, maxHealthMs, healthChecks };
  } finally {
    done = true;
    clearInterval(ticker);
    await prober;
    histogram.disable();
  }
}
