import { ALLOWED_MODELS } from './models.js';
import type { ModelEntry } from './schemas.js';
import { systemClock, type Clock } from '../clock.js';
import type { ModelListResult, RemoteModel } from './client.js';

/** Where live model details come from: the aggregator's GET /models. */
export interface ModelSource {
  listModels(): Promise<ModelListResult>;
}

export interface ModelDirectoryOptions {
  /** Without one, the shipped list is served as it is. */
  source?: ModelSource | undefined;
  clock?: Clock;
  /** How long a fetched list is served before it is refreshed (default 1 h). */
  ttlMs?: number;
  /** How long to wait after a failed refresh before trying again (default 1 min). */
  retryMs?: number;
}

const MAX_NAME_CHARS = 200;

/**
 * A price per token as the aggregator writes it ("0.00000025", a string, or a number) in USD per
 * 1M tokens (0.25), by moving the decimal point in the digits rather than multiplying floats.
 * Negative, malformed and non-finite values give undefined.
 */
export function perTokenToPerMillion(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const match = /^\s*(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?\s*$/.exec(text);
  if (!match) return undefined;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return undefined;
  const digits = whole + fraction;
  // Position of the decimal point within `digits` once multiplied by 10^6.
  const point = whole.length + 6 + Number(match[3] ?? 0);
  let shifted: string;
  if (point <= 0) shifted = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) shifted = digits + '0'.repeat(point - digits.length);
  else shifted = `${digits.slice(0, point)}.${digits.slice(point)}`;
  const perMillion = Number(shifted);
  if (!Number.isFinite(perMillion)) return undefined;
  return Math.round(perMillion * 1e6) / 1e6;
}

function merge(shipped: ModelEntry, remote: RemoteModel | undefined): ModelEntry {
  if (!remote) return shipped;
  const name = typeof remote.name === 'string' && remote.name.trim() ? remote.name.trim().slice(0, MAX_NAME_CHARS) : shipped.name;
  const contextLength =
    typeof remote.context_length === 'number' && Number.isSafeInteger(remote.context_length) && remote.context_length > 0
      ? remote.context_length
      : shipped.context_length;
  const input = perTokenToPerMillion(remote.pricing?.prompt) ?? shipped.pricing.input_per_1m;
  const output = perTokenToPerMillion(remote.pricing?.completion) ?? shipped.pricing.output_per_1m;
  return Object.freeze({
    id: shipped.id,
    name,
    context_length: contextLength,
    pricing: Object.freeze({ input_per_1m: input, output_per_1m: output }),
    free: shipped.free,
  });
}

/**
 * The allowed models with live details. The shipped list is served until the first refresh from
 * the source completes (the first call waits for it); afterwards a stale list is served while a
 * refresh runs in the background. A failed refresh keeps the list it had and is retried after
 * `retryMs`. Only allowed ids are listed, whatever the source returns.
 */
export class ModelDirectory {
  private current: readonly ModelEntry[] = ALLOWED_MODELS;
  private nextRefreshAtMs = 0;
  private attempted = false;
  private refreshing: Promise<void> | undefined;
  private readonly clock: Clock;
  private readonly ttlMs: number;
  private readonly retryMs: number;

  constructor(private readonly options: ModelDirectoryOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.ttlMs = options.ttlMs ?? 60 * 60_000;
    this.retryMs = options.retryMs ?? 60_000;
  }

  async list(): Promise<readonly ModelEntry[]> {
    if (this.options.source && this.clock.now() >= this.nextRefreshAtMs) {
      const refresh = (this.refreshing ??= this.refresh().finally(() => (this.refreshing = undefined)));
      if (!this.attempted) await refresh;
    }
    return this.current;
  }

  private async refresh(): Promise<void> {
    const source = this.options.source;
    if (!source) return;
    let result: ModelListResult;
    try {
      result = await source.listModels();
    } catch (error) {
      result = { ok: false, kind: 'network', reason: error instanceof Error ? error.message : String(error) };
    }
    this.attempted = true;
    if (!result.ok) {
      this.nextRefreshAtMs = this.clock.now() + this.retryMs;
      return;
    }
    const remote = new Map(result.models.map((m) => [m.id, m]));
    this.current = Object.freeze(ALLOWED_MODELS.map((entry) => merge(entry, remote.get(entry.id))));
    this.nextRefreshAtMs = this.clock.now() + this.ttlMs;
  }
}
