import { chunkText } from './chunks.js';
import { ParapetClient } from './client.js';
import {
  ParapetBlockedError,
  ParapetError,
  ParapetNetworkError,
  ParapetUnavailableError,
  type BlockReport,
  type ServiceFailure,
  type ServiceFailureReason,
  type Stop,
} from './errors.js';
import type { ConnectionOptions } from './options.js';
import type { ParseMetadata, ParseRequest, ParseResponse, ScreenOutputResponse, SourceKind } from './types.js';

/** A text to screen before the model sees it, and where it came from. */
export interface ScreenItem {
  text: string;
  /** Default `user`. Documents, emails and tool outputs should say so: instructions inside them weigh more. */
  sourceKind?: SourceKind;
}

export type Stage = BlockReport['stage'];

/**
 * Screening did not happen for one side of a call. With `onServiceError: 'allow'` (the default) the
 * model call went ahead (or its answer was used) unscreened; with `'block'` that side was stopped.
 */
export interface UnscreenedEvent {
  stage: Stage;
  reason: ServiceFailureReason;
  /** HTTP status when the service answered with an error. */
  status?: number;
  error: Error;
  /** True when the side was stopped for it (`onServiceError: 'block'`); false when it went ahead unscreened. */
  blocked: boolean;
}

/** What a screening that cannot be had means for a call: go ahead unscreened, or stop. */
export type ServiceErrorPosture = 'allow' | 'block';

/** A screening that passed, for logging. */
export interface ScreenedEvent {
  stage: Stage;
  risk_score: number;
  verdict: BlockReport['verdict'];
  /**
   * The prompt's `suggested_action` (of its worst-scored piece): `allow`, `sandbox`, `log` or
   * `review` let the call go ahead. Absent for the answer, and when the service gave none.
   */
  action?: string;
  /** Parse ids of the prompt's screenings (one per piece of a long text). */
  ids: string[];
}

export interface GuardOptions extends ConnectionOptions {
  /**
   * How a stopped call reaches the caller: true throws (ParapetBlockedError, or ParapetUnavailableError
   * for a call stopped by `onServiceError: 'block'`); false (default) answers a placeholder marked as blocked.
   */
  failClosed?: boolean;
  /** @deprecated Older spelling of `failClosed`; `failClosed` wins when both are given. */
  failPosture?: 'fail_open' | 'fail_closed';
  /**
   * A side of a call that could not be screened (the service unreachable, slower than `timeoutMs`,
   * answering non-2xx after the retries, 401 and 403 included, or answering something that is not a
   * screening): `'allow'` (default) lets it go ahead unscreened; `'block'` stops it as a block does,
   * so the model is not called unscreened and an unscreened answer is not returned.
   */
  onServiceError?: ServiceErrorPosture;
  /** Screen the model's answer with POST /v1/screen-output; default true. */
  screenOutput?: boolean;
  /** Metadata sent with every prompt screening (agent_id, session_id, requester_trust, ...). */
  metadata?: Omit<ParseMetadata, 'source_kind' | 'source'>;
  /** Screening settings sent with every prompt: `mode`, `policy_mode`, `model`. */
  parseOptions?: Pick<ParseRequest, 'mode' | 'policy_mode' | 'model'>;
  /** A secret planted in the system prompt; its appearance in an answer proves a leak. */
  canary?: string;
  /** The text of the placeholder answer of a block; default a sentence naming the verdict. */
  placeholder?: string | ((report: BlockReport) => string);
  /** The text of the placeholder answer of a call stopped by `onServiceError: 'block'`; default a sentence naming the failure. */
  unavailablePlaceholder?: string | ((failure: ServiceFailure) => string);
  /** Called when a side of a call could not be screened (service down, slow or answering an error). */
  onUnscreened?: (event: UnscreenedEvent) => void;
  /** Called on every block by a screening, before the placeholder is answered or the error thrown. */
  onBlocked?: (report: BlockReport) => void;
  /** Called when a side of a call was screened and passed. */
  onScreened?: (event: ScreenedEvent) => void;
}

/** What the wrapper did with one call, for wrappers that answer in their own shape. */
export interface Guarded<T> {
  /** The model's answer, or the placeholder when stopped under fail-open. */
  response: T;
  /** True when a side was stopped: blocked by its screening, or unscreened under `onServiceError: 'block'`. */
  blocked: boolean;
  /** Present when a screening blocked the call. */
  report?: BlockReport;
  /** Present when the call was stopped because a side could not be screened. */
  unavailable?: ServiceFailure;
  /** The sides that could not be screened. */
  unscreened: Stage[];
}

/** What the model call of `guard.run` gets and answers. */
export interface RunSpec<T> {
  /** The texts to screen before the model is called. */
  input: ScreenItem[];
  /** The model call; not made when the input is stopped. */
  call: () => Promise<T>;
  /** The answer's text, for output screening. */
  outputText: (response: T) => string;
  /** The answer that stands in for a stopped one under fail-open; `response` is the model's when the output was stopped. */
  placeholder: (stop: Stop, text: string, response?: T) => T;
}

export type Screening =
  | { kind: 'passed'; event: ScreenedEvent }
  | { kind: 'blocked'; report: BlockReport }
  | { kind: 'unscreened'; event: UnscreenedEvent }
  | { kind: 'unavailable'; failure: ServiceFailure; event: UnscreenedEvent }
  | { kind: 'empty' };

/** The prompt texts, as the context of an output screening. */
export const contextOf = (items: ScreenItem[]): string => items.map((i) => i.text).join('\n\n');

/** Why a screening stops its side of the call, if it does. */
export function stopOf(screening: Screening): Stop | undefined {
  if (screening.kind === 'blocked') return { report: screening.report };
  if (screening.kind === 'unavailable') return { unavailable: screening.failure };
  return undefined;
}

/** The sides a screening leaves unscreened. */
export const unscreenedBy = (screening: Screening): Stage[] => (screening.kind === 'unscreened' || screening.kind === 'unavailable' ? [screening.event.stage] : []);

const BLOCK_VERDICTS = new Set<string>(['high_risk', 'critical']);
/** The service's actions that stop a prompt; the owner cannot be asked from here, and an approval's default is to deny. */
const STOPPING_ACTIONS = new Set<string>(['block', 'request_owner_approval']);
/** The actions that let a prompt go ahead: below the threshold, the caution band, a softened correction, advisory scope. */
const PASSING_ACTIONS = new Set<string>(['allow', 'sandbox', 'log', 'review']);
const PARALLEL_SCREENINGS = 4;

/**
 * Whether the service's answer on a prompt stops the call: its `suggested_action` decides. An answer
 * without one (an older service), or with one this client does not know, falls back to the verdict.
 */
export function stopsPrompt(answer: Pick<ParseResponse, 'verdict' | 'suggested_action'>): boolean {
  const action: unknown = answer.suggested_action;
  if (typeof action === 'string' && STOPPING_ACTIONS.has(action)) return true;
  if (typeof action === 'string' && PASSING_ACTIONS.has(action)) return false;
  return BLOCK_VERDICTS.has(answer.verdict);
}

/**
 * Whether the service's answer on a model's answer stops it: `safe` decides (the key's threshold
 * applied by the service), falling back to the verdict when an older service gives none.
 */
export function stopsOutput(answer: Pick<ScreenOutputResponse, 'verdict' | 'safe'>): boolean {
  const safe: unknown = answer.safe;
  return typeof safe === 'boolean' ? !safe : BLOCK_VERDICTS.has(answer.verdict);
}

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

/** A 2xx answer that is not a screening: a proxy's page, an empty body, another service on the port. */
class InvalidAnswerError extends Error {
  constructor(route: string) {
    super(`The answer of ${route} is not a screening (no risk_score and verdict)`);
    this.name = 'InvalidAnswerError';
  }
}

function isScreening(answer: unknown): boolean {
  if (!answer || typeof answer !== 'object') return false;
  const a = answer as Record<string, unknown>;
  return typeof a['risk_score'] === 'number' && typeof a['verdict'] === 'string' && Array.isArray(a['flags']);
}

type Failed = { failed: Omit<UnscreenedEvent, 'blocked'> };

function failureOf(stage: Stage, error: unknown): Failed {
  if (error instanceof ParapetError) return { failed: { stage, reason: 'http_error', status: error.status, error } };
  if (error instanceof ParapetNetworkError) return { failed: { stage, reason: error.reason, error } };
  if (error instanceof InvalidAnswerError) return { failed: { stage, reason: 'invalid_answer', error } };
  return { failed: { stage, reason: 'unreachable', error: error instanceof Error ? error : new Error(String(error)) } };
}

const isFailed = (answer: object): answer is Failed => 'failed' in answer;

/**
 * Screens every model call: the prompt goes to POST /v1/parse before the model, the answer to
 * POST /v1/screen-output after it. The service's decision is followed: the prompt's
 * `suggested_action` (`block` and `request_owner_approval` stop the call), the answer's `safe`.
 * A stopped side answers a placeholder marked as blocked (fail-open, the default) or throws
 * (fail-closed). When the service cannot be reached, times out or answers an error, the side goes
 * ahead unscreened (`onServiceError: 'allow'`, the default) or is stopped (`'block'`);
 * `onUnscreened` says so either way.
 */
export class ParapetGuard {
  readonly client: ParapetClient;
  readonly failClosed: boolean;
  readonly screensOutput: boolean;
  readonly onServiceError: ServiceErrorPosture;
  /** The error behind each failure this guard stopped a call for, as the cause of ParapetUnavailableError. */
  private readonly causes = new WeakMap<ServiceFailure, Error>();

  constructor(private readonly options: GuardOptions) {
    this.client = new ParapetClient(options);
    this.failClosed = options.failClosed ?? options.failPosture === 'fail_closed';
    this.screensOutput = options.screenOutput ?? true;
    const onServiceError: unknown = options.onServiceError ?? 'allow';
    if (onServiceError !== 'allow' && onServiceError !== 'block') throw new TypeError(`Parapet: onServiceError must be 'allow' or 'block', got ${String(onServiceError)}`);
    this.onServiceError = onServiceError;
  }

  /** Screens a text prompt, calls the model with it unless stopped, and screens the answer. */
  async call(prompt: string | ScreenItem[], model: () => Promise<string>): Promise<Guarded<string>> {
    return this.run({ input: typeof prompt === 'string' ? [{ text: prompt }] : prompt, call: model, outputText: (text) => text, placeholder: (_stop, text) => text });
  }

  /** The whole guarded call for any answer shape (the adapters use it). */
  async run<T>(spec: RunSpec<T>): Promise<Guarded<T>> {
    const before = await this.screenInput(spec.input);
    const unscreened = unscreenedBy(before);
    const stopIn = stopOf(before);
    if (stopIn) return { response: spec.placeholder(stopIn, this.withhold(stopIn)), blocked: true, ...stopIn, unscreened };
    const response = await spec.call();
    const after = await this.screenOutput(spec.outputText(response), contextOf(spec.input));
    unscreened.push(...unscreenedBy(after));
    const stopOut = stopOf(after);
    if (stopOut) return { response: spec.placeholder(stopOut, this.withhold(stopOut), response), blocked: true, ...stopOut, unscreened };
    return { response, blocked: false, unscreened };
  }

  /**
   * Screens texts with POST /v1/parse, long ones in overlapping pieces. Blocked when the service
   * says so for any piece (`suggested_action` `block` or `request_owner_approval`; the verdict
   * `high_risk` or `critical` when it gives no action); unavailable when a piece could not be
   * screened under `onServiceError: 'block'`.
   */
  async screenInput(items: ScreenItem[]): Promise<Screening> {
    const pieces = items.flatMap((item) => (item.text.trim() ? chunkText(item.text).map((text) => ({ text, sourceKind: item.sourceKind ?? 'user' })) : []));
    if (pieces.length === 0) return { kind: 'empty' };
    const answers = await pool(pieces, PARALLEL_SCREENINGS, async (piece): Promise<ParseResponse | Failed> => {
      try {
        const answer = await this.client.parse({
          ...this.options.parseOptions,
          prompt: piece.text,
          metadata: { ...this.options.metadata, source_kind: piece.sourceKind },
        });
        if (!isScreening(answer)) throw new InvalidAnswerError('POST /v1/parse');
        return answer;
      } catch (error) {
        return failureOf('input', error);
      }
    });
    const screened = answers.filter((a): a is ParseResponse => !isFailed(a));
    const blocking = screened.filter(stopsPrompt);
    if (blocking.length > 0) {
      const top = blocking.reduce((w, a) => (a.risk_score > w.risk_score ? a : w));
      const report: BlockReport = { stage: 'input', verdict: top.verdict, risk_score: top.risk_score, flags: top.flags, categories: namesAbove0(top.categories), id: top.id };
      if (top.suggested_action !== undefined) report.action = top.suggested_action;
      return { kind: 'blocked', report };
    }
    const failed = answers.find(isFailed);
    if (failed) return this.unscreened(failed);
    const worst = screened.reduce((w, a) => (a.risk_score > w.risk_score ? a : w));
    const event: ScreenedEvent = { stage: 'input', risk_score: worst.risk_score, verdict: worst.verdict, ids: screened.map((a) => a.id) };
    if (worst.suggested_action !== undefined) event.action = worst.suggested_action;
    this.options.onScreened?.(event);
    return { kind: 'passed', event };
  }

  /** Screens a model's answer with POST /v1/screen-output, long ones in overlapping pieces. */
  async screenOutput(text: string, context?: string): Promise<Screening> {
    if (!this.screensOutput || !text.trim()) return { kind: 'empty' };
    const contextPiece = context ? chunkText(context)[0] : undefined;
    const answers = await pool(chunkText(text), PARALLEL_SCREENINGS, async (output): Promise<ScreenOutputResponse | Failed> => {
      try {
        const answer = await this.client.screenOutput({
          output,
          ...(contextPiece ? { context: contextPiece } : {}),
          ...(this.options.canary ? { canary: this.options.canary } : {}),
        });
        if (!isScreening(answer)) throw new InvalidAnswerError('POST /v1/screen-output');
        return answer;
      } catch (error) {
        return failureOf('output', error);
      }
    });
    const screened = answers.filter((a): a is ScreenOutputResponse => !isFailed(a));
    const blocking = screened.filter(stopsOutput);
    if (blocking.length > 0) {
      const top = blocking.reduce((w, a) => (a.risk_score > w.risk_score ? a : w));
      return { kind: 'blocked', report: { stage: 'output', verdict: top.verdict, risk_score: top.risk_score, flags: top.flags, categories: namesAbove0(top.categories), id: top.id } };
    }
    const failed = answers.find(isFailed);
    if (failed) return this.unscreened(failed);
    const worst = screened.reduce((w, a) => (a.risk_score > w.risk_score ? a : w));
    const event: ScreenedEvent = { stage: 'output', risk_score: worst.risk_score, verdict: worst.verdict, ids: screened.map((a) => a.id) };
    this.options.onScreened?.(event);
    return { kind: 'passed', event };
  }

  /** A side that could not be screened: reported, then let through or stopped by `onServiceError`. */
  private unscreened({ failed }: Failed): Screening {
    const blocked = this.onServiceError === 'block';
    const event: UnscreenedEvent = { ...failed, blocked };
    this.options.onUnscreened?.(event);
    if (!blocked) return { kind: 'unscreened', event };
    const failure: ServiceFailure = { stage: failed.stage, reason: failed.reason };
    if (failed.status !== undefined) failure.status = failed.status;
    this.causes.set(failure, failed.error);
    return { kind: 'unavailable', failure, event };
  }

  /** The text of the placeholder answer for a block. */
  placeholderText(report: BlockReport): string {
    const custom = this.options.placeholder;
    if (typeof custom === 'function') return custom(report);
    if (typeof custom === 'string') return custom;
    const what = report.stage === 'input' ? 'The request was not sent to the model' : "The model's answer was withheld";
    return `[Blocked by Parapet] ${what}: ${report.verdict.replace('_', ' ')} (risk ${report.risk_score}).`;
  }

  /** The text of the placeholder answer for a side stopped because it could not be screened. */
  unavailableText(failure: ServiceFailure): string {
    const custom = this.options.unavailablePlaceholder;
    if (typeof custom === 'function') return custom(failure);
    if (typeof custom === 'string') return custom;
    const what = failure.stage === 'input' ? 'The request was not sent to the model' : "The model's answer was withheld";
    const why = failure.reason === 'http_error' ? `the screening service answered ${failure.status ?? 'an error'}` : `the screening service was ${failure.reason === 'timeout' ? 'too slow' : failure.reason === 'invalid_answer' ? 'not understood' : 'not reachable'}`;
    return `[Blocked by Parapet] ${what}: it could not be screened (${why}).`;
  }

  /**
   * Applies the posture to a block by a screening: reports it, then throws ParapetBlockedError
   * (fail-closed) or answers the placeholder's text (fail-open).
   */
  decide(report: BlockReport): string {
    return this.withhold({ report });
  }

  /**
   * Applies the posture to a stopped side: a block is reported to `onBlocked`; then fail-closed
   * throws (ParapetBlockedError, or ParapetUnavailableError for a side that could not be screened)
   * and fail-open answers the placeholder's text.
   */
  withhold(stop: Stop): string {
    if (stop.report) {
      this.options.onBlocked?.(stop.report);
      if (this.failClosed) throw new ParapetBlockedError(stop.report);
      return this.placeholderText(stop.report);
    }
    if (this.failClosed) throw new ParapetUnavailableError(stop.unavailable, { cause: this.causes.get(stop.unavailable) });
    return this.unavailableText(stop.unavailable);
  }
}
