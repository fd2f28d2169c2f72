/**
 * The closed catalogue of errors the service answers with. Every 4xx/5xx body is
 * `{error, detail, code, request_id}` where `error` is the label below and `code` the key.
 * docs/errors.md documents the same table; a test fails when the two drift.
 */
export const ERROR_CATALOGUE = {
  bad_request: { status: 400, error: 'Bad Request', when: 'The request could not be read (bad URL, headers or framing).' },
  invalid_json: { status: 400, error: 'Bad Request', when: 'The body is not valid JSON.' },
  validation_failed: { status: 400, error: 'Bad Request', when: 'A field is missing, unknown, of the wrong type or out of range; `detail` names it.' },
  missing_api_key: { status: 401, error: 'Unauthorized', when: 'The route needs an API key and no `Authorization: Bearer` header was sent.' },
  malformed_api_key: { status: 401, error: 'Unauthorized', when: 'The `Authorization` header is not `Bearer <key>` with a key in the issued format.' },
  invalid_api_key: { status: 401, error: 'Unauthorized', when: 'The key is well-formed but unknown.' },
  invalid_metrics_token: { status: 401, error: 'Unauthorized', when: 'GET /metrics without `Authorization: Bearer` and the operator\'s PARAPET_METRICS_TOKEN.' },
  expired_api_key: { status: 401, error: 'Unauthorized', when: 'The key is past its expiry (30 days after creation).' },
  payment_required: { status: 402, error: 'Payment Required', when: 'x402 payments are on, the route is priced, and the request carried neither an API key nor a payment. The `PAYMENT-REQUIRED` header (x402 version 2) and the body\'s `x402Version` and `accepts` (version 1) say what to pay.' },
  payment_invalid: { status: 402, error: 'Payment Required', when: 'The `PAYMENT-SIGNATURE` or `X-PAYMENT` header is unreadable, pays another scheme, asset or address, or the facilitator refused it (a bad signature, say); `detail` says which.' },
  payment_replayed: { status: 402, error: 'Payment Required', when: 'The payment was already settled for a request (even one that then failed), or another request is using it now: each signed payment pays for one call.' },
  payment_underpaid: { status: 402, error: 'Payment Required', when: 'The payment authorizes less than the route\'s price (GET /v1/pricing).' },
  payment_expired: { status: 402, error: 'Payment Required', when: 'The payment\'s authorization has expired, or expires too soon to be settled.' },
  payment_wrong_network: { status: 402, error: 'Payment Required', when: 'The payment is for another chain than the one the service settles on.' },
  payment_insufficient_funds: { status: 402, error: 'Payment Required', when: 'The payer\'s balance does not cover the payment.' },
  payment_settlement_failed: { status: 402, error: 'Payment Required', when: 'The payment verified but could not be settled, so the request was not run (settlement comes before any work); the payment was not spent and may be presented again.' },
  forbidden: { status: 403, error: 'Forbidden', when: 'The path may not be read (a hidden or out-of-tree file under /docs).' },
  insufficient_scope: { status: 403, error: 'Forbidden', when: 'The key lacks the scope the route requires.' },
  key_disabled: { status: 403, error: 'Forbidden', when: 'The key has been disabled by the operator.' },
  not_found: { status: 404, error: 'Not Found', when: 'No route or resource at this path.' },
  method_not_allowed: { status: 405, error: 'Method Not Allowed', when: 'The path exists but not for this method; `Allow` lists the methods.' },
  request_timeout: { status: 408, error: 'Request Timeout', when: 'The client did not send the request headers (PARAPET_HTTP_HEADERS_TIMEOUT_MS) or the whole request (PARAPET_HTTP_REQUEST_TIMEOUT_MS) in time; the connection is closed.' },
  payload_too_large: { status: 413, error: 'Payload Too Large', when: 'The body is over 1 MiB.' },
  unsupported_media_type: { status: 415, error: 'Unsupported Media Type', when: 'A body was sent with a Content-Type other than application/json.' },
  range_not_satisfiable: { status: 416, error: 'Range Not Satisfiable', when: 'A `Range` header asks for bytes a documentation file does not have.' },
  headers_too_large: { status: 431, error: 'Request Header Fields Too Large', when: 'The request headers are larger than the server accepts (16 KiB).' },
  rate_limited: { status: 429, error: 'Too Many Requests', when: 'The key or client IP used up its requests for the window; `Retry-After` says when to retry.' },
  bypass_codeword_locked: { status: 429, error: 'Too Many Requests', when: 'This key sent too many wrong bypass codewords this window (PARAPET_BYPASS_MAX_FAILURES); requests carrying a codeword, right or wrong, are refused until `Retry-After`.' },
  key_generation_rate_limited: { status: 429, error: 'Too Many Requests', when: 'This client IP generated too many keys this minute.' },
  key_cap_reached: { status: 429, error: 'Too Many Requests', when: 'The service has issued all the self-service keys it will issue.' },
  internal_error: { status: 500, error: 'Internal Server Error', when: 'An unexpected failure; the request id is in the body and the logs.' },
  service_unavailable: { status: 503, error: 'Service Unavailable', when: 'A dependency the request needs is not reachable: `detail` names it ("The storage (PostgreSQL) is unavailable", "The job queue (Redis) is unavailable") and `Retry-After` says when to retry. Not counted as a failed authentication; `GET /health` names the failing check.' },
  payment_facilitator_unavailable: { status: 503, error: 'Service Unavailable', when: 'The x402 facilitator could not be reached to verify a payment; nothing was charged.' },
  sandbox_unavailable: { status: 503, error: 'Service Unavailable', when: 'Sandbox execution (`execute: true`) was requested and no model provider is configured to run the agent.' },
} as const satisfies Record<string, { status: number; error: string; when: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export class AppError extends Error {
  readonly status: number;
  readonly label: string;
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly headers: Readonly<Record<string, string>> = {},
    /** Fields the body carries beside the catalogue's (the x402 version 1 payment requirements). */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(detail);
    this.name = 'AppError';
    this.status = ERROR_CATALOGUE[code].status;
    this.label = ERROR_CATALOGUE[code].error;
  }
}

export interface ErrorBody {
  error: string;
  detail: string;
  code: ErrorCode;
  request_id: string;
}

export function errorBody(code: ErrorCode, detail: string, requestId: string, extra: Readonly<Record<string, unknown>> = {}): ErrorBody {
  return { ...extra, error: ERROR_CATALOGUE[code].error, detail, code, request_id: requestId };
}
