import type { CheckState, HealthReport } from './schemas.js';

export interface Probe {
  name: string;
  ping(): Promise<void>;
}

/** Pings every configured dependency in parallel, each bounded by `timeoutMs`. */
export class HealthService {
  private readonly startedAtMs = Date.now();

  constructor(
    private readonly probes: readonly Probe[],
    private readonly options: { version: string; timeoutMs: number },
  ) {}

  async report(): Promise<HealthReport> {
    const results = await Promise.all(this.probes.map((p) => this.check(p)));
    const checks: Record<string, CheckState> = {};
    this.probes.forEach((p, i) => (checks[p.name] = results[i] ?? 'failing'));
    return {
      status: results.every((r) => r === 'ok') ? 'ok' : 'degraded',
      timestamp: new Date().toISOString(),
      uptime_seconds: Math.floor((Date.now() - this.startedAtMs) / 1000),
      version: this.options.version,
      checks,
    };
  }

  private async check(probe: Probe): Promise<CheckState> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<CheckState>((resolve) => {
      timer = setTimeout(() => resolve('failing'), this.options.timeoutMs);
    });
    try {
      return await Promise.race([probe.ping().then((): CheckState => 'ok', (): CheckState => 'failing'), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
