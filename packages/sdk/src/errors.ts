/** A non-2xx answer of the service, with its `{error, detail}` body. */
export class ParapetError extends Error {
  constructor(
    /** HTTP status. */
    readonly status: number,
    /** The error label of the body, e.g. `Unauthorized`. */
    readonly error: string,
    /** The sentence of the body that says what was wrong. */
    readonly detail: string,
    /** The service's machine-readable code, e.g. `invalid_key`, when the body has one. */
    readonly code: string | undefined,
    /** X-Request-Id of the answer, for support and logs. */
    readonly requestId: string | undefined,
    /** The parsed body (or its text when it was not JSON). */
    readonly body: unknown,
    /** How long the service asked to wait before a retry (Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(`${status} ${error}: ${detail}`);
    this.name = 'ParapetError';
  }
}

export type NetworkFailure = 'timeout' | 'unreachable' | 'aborted';

/** The service did not answer: it could not be reached, the time-out passed, or the caller aborted. */
export class ParapetNetworkError extends Error {
  constructor(
    readonly reason: NetworkFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ParapetNetworkError';
  }
}

/** What a screening found, as the fail-closed error and the blocked placeholder both carry it. */
export interface BlockReport {
  /** Which side was blocked: the prompt before the model, or the model's answer after it. */
  stage: 'input' | 'output';
  verdict: 'safe' | 'low_risk' | 'medium_risk' | 'high_risk' | 'critical';
  risk_score: number;
  /** The screening's flags, in the shape of the route that screened (parse or screen-output). */
  flags: unknown[];
  /** Risk category names with a score above 0. */
  categories: string[];
  /** The screening's id, for looking it up in the service's logs. */
  id?: string;
  /**
   * The prompt screening's `suggested_action` that stopped the call (`block` or
   * `request_owner_approval`); absent for the answer, and when an older service gave none.
   */
  action?: string;
}

/** Why a screening did not come back: no answer, too slow, aborted, a non-2xx answer, or an answer that is not a screening. */
export type ServiceFailureReason = NetworkFailure | 'http_error' | 'invalid_answer';

/** A side of a call that could not be screened, as the mark of a withheld call and ParapetUnavailableError carry it. */
export interface ServiceFailure {
  stage: BlockReport['stage'];
  reason: ServiceFailureReason;
  /** HTTP status when the service answered with an error. */
  status?: number;
}

/**
 * Why the wrapper stopped one side of a call: a screening that blocked it (`report`), or, with
 * `onServiceError: 'block'`, a screening that could not be had (`unavailable`).
 */
export type Stop = { report: BlockReport; unavailable?: undefined } | { report?: undefined; unavailable: ServiceFailure };

/** Thrown by the wrapper when a screening blocks a prompt or an answer and the posture is fail-closed. */
export class ParapetBlockedError extends Error {
  readonly stage: BlockReport['stage'];
  readonly verdict: BlockReport['verdict'];
  readonly risk_score: number;
  readonly flags: unknown[];
  readonly categories: string[];
  readonly id: string | undefined;
  /** The prompt screening's `suggested_action` that stopped the call (`block`, `request_owner_approval`), when the service gave one. */
  readonly action: string | undefined;

  constructor(readonly report: BlockReport) {
    super(`Parapet blocked the ${report.stage === 'input' ? 'prompt' : 'model output'}: ${report.verdict} (risk ${report.risk_score})`);
    this.name = 'ParapetBlockedError';
    this.stage = report.stage;
    this.verdict = report.verdict;
    this.risk_score = report.risk_score;
    this.flags = report.flags;
    this.categories = report.categories;
    this.id = report.id;
    this.action = report.action;
  }
}

/**
 * Thrown by the wrapper under fail-closed with `onServiceError: 'block'` when a side of a call could
 * not be screened (the service unreachable, too slow, answering an error or something that is not a
 * screening): the model was not called (input) or its answer was withheld (output).
 */
export class ParapetUnavailableError extends Error {
  readonly stage: ServiceFailure['stage'];
  readonly reason: ServiceFailureReason;
  readonly status: number | undefined;

  constructor(
    readonly failure: ServiceFailure,
    options?: { cause?: unknown },
  ) {
    const why = failure.status === undefined ? failure.reason : `${failure.reason} ${failure.status}`;
    super(
      failure.stage === 'input'
        ? `Parapet could not screen the prompt (${why}); the model was not called`
        : `Parapet could not screen the model output (${why}); the answer was withheld`,
      options,
    );
    this.name = 'ParapetUnavailableError';
    this.stage = failure.stage;
    this.reason = failure.reason;
    this.status = failure.status;
  }
}
