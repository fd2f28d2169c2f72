import { Worker } from 'node:worker_threads';

/**
 * A thread beside the event loop that ends the process when the loop cannot: JavaScript timers and
 * signal handlers (SIGTERM) only run when the loop is free, so a request that holds it would keep
 * the process alive and deaf to its supervisor. The main thread bumps a shared counter; the
 * watchdog kills the process (SIGKILL) when the counter has not moved for `stallLimitMs` once the
 * service is up (`arm`), or when a shutdown has begun and not finished by its deadline.
 */
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const shared = new Int32Array(workerData.buffer);
let lastBeat = Atomics.load(shared, 0);
let lastChange = Date.now();
let deadline = 0;
function die(msg, extra) {
  try {
    writeSync(2, JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, event: 'watchdog_exit', ...extra, msg }) + '\\n');
  } finally {
    process.kill(process.pid, 'SIGKILL');
  }
}
setInterval(() => {
  const now = Date.now();
  const beat = Atomics.load(shared, 0);
  if (beat !== lastBeat || Atomics.load(shared, 2) === 0) {
    lastBeat = beat;
    lastChange = now;
  }
  const grace = Atomics.load(shared, 1);
  if (grace > 0 && deadline === 0) deadline = now + grace;
  if (deadline > 0 && now >= deadline) die('shutdown did not finish within its grace period; exiting', { grace_ms: grace });
  if (Atomics.load(shared, 2) === 1 && now - lastChange >= workerData.stallLimitMs) die('event loop blocked; exiting', { blocked_ms: now - lastChange });
}, workerData.checkEveryMs);
`;

export interface Watchdog {
  /** Start-up is over (loading weights and migrating may hold the loop): from now on a stall ends the process. */
  arm(): void;
  /** Shutdown has begun: the process must be gone within `graceMs`, whatever the event loop is doing. */
  shuttingDown(graceMs: number): void;
  stop(): Promise<void>;
}

export function startWatchdog(options: { stallLimitMs: number }): Watchdog {
  const buffer = new SharedArrayBuffer(12);
  const shared = new Int32Array(buffer);
  const beatEveryMs = Math.max(10, Math.min(250, Math.floor(options.stallLimitMs / 10)));
  const worker = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    workerData: { buffer, stallLimitMs: options.stallLimitMs, checkEveryMs: beatEveryMs },
    // The watchdog shares nothing else; it needs no stdin and writes only with writeSync.
    stdin: false,
  });
  worker.unref();
  worker.on('error', () => {
    // A failed watchdog must not take the service down; the service keeps running without it.
  });
  const beat = setInterval(() => Atomics.add(shared, 0, 1), beatEveryMs);
  beat.unref();
  return {
    arm(): void {
      Atomics.store(shared, 2, 1);
    },
    shuttingDown(graceMs: number): void {
      Atomics.store(shared, 1, Math.max(1, Math.floor(graceMs)));
    },
    async stop(): Promise<void> {
      clearInterval(beat);
      await worker.terminate();
    },
  };
}
