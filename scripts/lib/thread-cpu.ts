import { readFileSync } from 'node:fs';

const mainThreadStat = `/proc/self/task/${process.pid}/stat`;

/**
 * CPU time of this process's main thread alone, in ms: on Linux from /proc (in 10 ms ticks), so that
 * work done by worker threads (long texts screened, pages parsed, GC helpers) is not taken for the
 * event loop's; elsewhere the whole process's. Used by the fuzz and the stall tests to tell the
 * loop's own work from waiting for a core.
 */
export function mainThreadCpuMs(): number {
  try {
    const fields = readFileSync(mainThreadStat, 'latin1').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    if (Number.isFinite(ticks)) return ticks * 10;
  } catch {
    // not Linux
  }
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
