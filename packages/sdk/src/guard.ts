import { chunkText } from './chunks.js';
import { ParapetClient } from './client.js';
import { ParapetBlockedError, ParapetError, ParapetNetworkError, type BlockReport } from './errors.js';
import type { ConnectionOptions } from './options.js';
import type { ParseMetadata, ParseRequest, ParseResponse, ScreenOutputResponse, SourceKind } from './types.js';

/** A text to screen before the model sees it, and where it came from. */
export interface ScreenItem {
  text: string;
  /** Default `user`. Documents, emails and tool outputs should say so: instructions inside them weigh more. */
  sourceKind?: SourceKind;
}

export type Stage = BlockReport['stage'];

/** Screening did not happen for one side of a call; the model call went ahead (or its answer was used) unscreened. */
export interface UnscreenedEvent {
  stage: Stage;
  reason: 'unreachable' | 'timeout' | 'aborted' | 'http_error';
  /** HTTP status when the service answered with an error. */
  status?: number;
  error: Error;
}

/** A screening that passed, for logging. */
export interface ScreenedEvent {
  stage: Stage;
  risk_score: number;
  verdict: BlockReport['verdict'];
  /** Parse ids of the prompt's screenings (one per piece of a long text). */
  ids: string[];
}

export interface GuardOptions extends ConnectionOptions {
  /** On a block: true throws ParapetBlockedError; false (default) answers a placeholder marked as blocked. */
  failClosed?: boolean;
  /** @deprecated Older spelling of `failClosed`; `failClosed` wins when both are given. */
  failPosture?: 'fail_open' | 'fail_closed';
  /** Screen the model's answer with POST /v1/screen-output; default true. */
  screenOutput?: boolean;
  /** Metadata sent with every prompt screening (agent_id, session_id, requester_trust, ...). */
  metadata?: Omit<ParseMetadata, 'source_kind' | 'source'>;
  /** Screening settings sent with every prompt: `mode`, `policy_mode`, `model`. */
  parseOptions?: Pick<ParseRequest, 'mode' | 'policy_mode' | 'model'>;
  /** A secret planted in the system prompt; its appearance in an answer proves a leak. */
  canary?: string;
  /** The text of the placeholder answer; default a sentence naming the verdict. */
  placeholder?: string | ((report: BlockReport) => string);
  /** Called when a side of a call could not be screened (service down, slow or answering an error). */
  onUnscreened?: (event: UnscreenedEvent) => void;
  /** Called on every block, before the placeholder is answered or the error thrown. */
  onBlocked?: (report: BlockReport) => void;
  /** Called when a side of a call was screened and passed. */
  onScreened?: (event: ScreenedEvent) => void;
}

/** What the wrapper did with one call, for wrappers that answer in their own shape. */
export interface Guarded<T> {
  /** The model's answer, or the placeholder when blocked under fail-open. */
  response: T;
  blocked: boolean;
  /** Present when blocked. */
  report?: BlockReport;
  /** The sides that could not be screened. */
  unscreened: Stage[];
}

/** What the model call of `guard.run` gets and answers. */
export interface RunSpec<T> {
  /** The texts to screen before the model is called. */
  input: ScreenItem[];
  /** The model call; not made when the input is blocked. */
  call: () => Promise<T>;
  /** The answer's text, for output screening. */
  outputText: (response: T) => string;
  /** The answer that stands in for a blocked one under fail-open; `response` is the model's when the output was blocked. */
  placeholder: (report: BlockReport, text: string, response?: T) => T;
}

export type Screening = { kind: 'passed'; event: ScreenedEvent } | { kind: 'blocked'; report: BlockReport } | { kind: 'unscreened' } | { kind: 'empty' };

/** The prompt texts, as the context of an output screening. */
export const contextOf = (items: ScreenItem[]): string => items.map((i) => i.text).join('\n\n');

const BLOCK_VERDICTS = new Set(['high_risk', 'critical']);
const PARALLEL_SCREENINGS = 4;

const namesAbove0 = (categories: Record<string, number> | string[]): string[] =>
  Array.isArray(categories) ? categories : Object.keys(categories).filter((name) => (categories[name] ?? 0) > 0);

/** Runs `work` over the items with at most `limit` in flight, keeping their order. */
async function pool<I, O>(items: I[], limit: number, work: (item: I) => Promise<O>): Promise<O[]> {
  const results: O[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as I);
    }
  });
  await Promise.all(lanes);
  return results;
}

function unscreenedEvent(stage: Stage, error: unknown): UnscreenedEvent {
  if (error instanceof ParapetError) return { stage, reason: 'http_error', status: error.status, error };
  if (error instanceof ParapetNetworkError) return { stage, reason: error.reason, error };
  return { stage, reason: 'unreachable', error: error instanceof Error ? error : new Error(String(error)) };
}

/**
 * Screens every model call: the prompt goes to POST /v1/parse before the model, the answer to
 * POST /v1/screen-output after it. A blocked side answers a placeholder marked as blocked
 * (fail-open, the default) or throws ParapetBlockedError (fail-closed). When the service cannot be
 * reached, times out or answers an error, the call goes ahead under both postures and
 * `onUnscreened` says so.
 */
export class ParapetGuard {
  readonly client: ParapetClient;
  readonly failClosed: boolean;
  readonly screensOutput: boolean;

  constructor(private readonly options: GuardOptions) {
    this.client = new ParapetClient(options);
    this.failClosed = options.failClosed ?? options.failPosture === 'fail_closed';
    this.screensOutput = options.screenOutput ?? true;
  }

  /** Screens a text prompt, calls the model with it unless blocked, and screens the answer. */
  async call(prompt: string | ScreenItem[], model: () => Promise<string>): Promise<Guarded<string>> {
    return this.run({ input: typeof prompt === 'string' ? [{ text: prompt }] : prompt, call: model, outputText: (text) => text, placeholder: (_report, text) => text });
  }

  /** The whole guarded call for any answer shape (the adapters use it). */
  async run<T>(spec: RunSpec<T>): Promise<Guarded<T>> {
    const unscreened: Stage[] = [];
    const before = await this.screenInput(spec.input);
    if (before.kind === 'blocked') return { response: spec.placeholder(before.report, this.decide(before.report)), blocked: true, report: before.report, unscreened };
    if (before.kind === 'unscreened') unscreened.push('input');
    const response = await spec.call();
    const after = await this.screenOutput(spec.outputText(response), contextOf(spec.input));
    if (after.kind === 'blocked') return { response: spec.placeholder(after.report, this.decide(after.report), response), blocked: true, report: after.report, unscreened };
    if (after.kind === 'unscreened') unscreened.push('output');
    return { response, blocked: false, unscreened };
  }

  /**
   * Screens texts with POST /v1/parse, long ones in overlapping pieces. Blocked when any piece has
   * a block verdict (high_risk, critical), or the key's policy says block, or the owner must approve.
   */
  async screenInput(items: ScreenItem[]): Promise<Screening> {
    const pieces = items.flatMap((item) => (item.text.trim() ? chunkText(item.text).map((text) => ({ text, sourceKind: item.sourceKind ?? 'user' })) : []));
    if (pieces.length === 0) return { kind: 'empty' };
    const answers = await pool(pieces, PARALLEL_SCREENINGS, async (piece) => {
      try {
        return await this.client.parse({
          ...this.options.parseOptions,
          prompt: piece.text,
          metadata: { ...this.options.metadata, source_kind: piece.sourceKind },
        });
      } catch (error) {
        return { failed: unscreenedEvent('input', error) };
      }
    });
    const screened = answers.filter((a): a is ParseResponse => !('failed' in a));
    const worst = screened.reduce<ParseResponse | undefined>((w, a) => (w === undefined || a.risk_score > w.risk_score ? a : w), undefined);
    const blocking = screened.filter((a) => BLOCK_VERDICTS.has(a.verdict) || a.suggested_action === 'block' || a.suggested_action === 'request_owner_approval');
    if (blocking.length > 0) {
      const top = blocking.reduce((w, a) => (a.risk_score > w.risk_score ? a : w));
      return {
        kind: 'blocked',
        report: { stage: 'input', verdict: top.verdict, risk_score: top.risk_score, flags: top.flags, categories: namesAbove0(top.categories), id: top.id, action: top.suggested_action },
      };
    }
    const failure = answers.find((a): a is { failed: UnscreenedEvent } => 'failed' in a);
    if (failure) {
      this.options.onUnscreened?.(failure.failed);
      return { kind: 'unscreened' };
    }
    const event: ScreenedEvent = { stage: 'input', risk_score: worst?.risk_score ?? 0, verdict: worst?.verdict ?? 'safe', ids: screened.map((a) => a.id) };
    this.options.onScreened?.(event);
    return { kind: 'passed', event };
  }

  /** Screens a model's answer with POST /v1/screen-output, long ones in overlapping pieces. */
  async screenOutput(text: string, context?: string): Promise<Screening> {
    if (!this.screensOutput || !text.trim()) return { kind: 'empty' };
    const contextPiece = context ? chunkText(context)[0] : undefined;
    const answers = await pool(chunkText(text), PARALLEL_SCREENINGS, async (output) => {
      try {
        return await this.client.screenOutput({
          output,
          ...(contextPiece ? { context: contextPiece } : {}),
          ...(this.options.canary ? { canary: this.options.canary } : {}),
        });
      } catch (error) {
        return { failed: unscreenedEvent('output', error) };
      }
    });
    const screened = answers.filter((a): a is ScreenOutputResponse => !('failed' in a));
    const blocking = screened.filter((a) => BLOCK_VERDICTS.has(a.verdict) || !a.safe);
    if (blocking.length > 0) {
      const top = blocking.reduce((w, a) => (a.risk_score > w.risk_score ? a : w));
      return { kind: 'blocked', report: { stage: 'output', verdict: top.verdict, risk_score: top.risk_score, flags: top.flags, categories: namesAbove0(top.categories), id: top.id } };
    }
    const failure = answers.find((a): a is { failed: UnscreenedEvent } => 'failed' in a);
    if (failure) {
      this.options.onUnscreened?.(failure.failed);
      return { kind: 'unscreened' };
    }
    const worst = screened.reduce((w, a) => (a.risk_score > w.risk_score ? a : w));
    const event: ScreenedEvent = { stage: 'output', risk_score: worst.risk_score, verdict: worst.verdict, ids: screened.map((a) => a.id) };
    this.options.onScreened?.(event);
    return { kind: 'passed', event };
  }

  /** The text of the placeholder answer for a block. */
  placeholderText(report: BlockReport): string {
    const custom = this.options.placeholder;
    if (typeof custom === 'function') return custom(report);
    if (typeof custom === 'string') return custom;
    const what = report.stage === 'input' ? 'The request was not sent to the model' : "The model's answer was withheld";
    return `[Blocked by Parapet] ${what}: ${report.verdict.replace('_', ' ')} (risk ${report.risk_score}).`;
  }

  /**
   * Applies the posture to a block: reports it, then throws ParapetBlockedError (fail-closed) or
   * answers the placeholder's text (fail-open).
   */
  decide(report: BlockReport): string {
    this.options.onBlocked?.(report);
    if (this.failClosed) throw new ParapetBlockedError(report);
    return this.placeholderText(report);
  }
}
