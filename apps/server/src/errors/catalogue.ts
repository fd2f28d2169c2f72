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
  expired_api_key: { status: 401, error: 'Unauthorized', when: 'The key is past its expiry (30 days after creation).' },
  insufficient_scope: { status: 403, error: 'Forbidden', when: 'The key lacks the scope the route requires.' },
  key_disabled: { status: 403, error: 'Forbidden', when: 'The key has been disabled by the operator.' },
  not_found: { status: 404, error: 'Not Found', when: 'No route or resource at this path.' },
  method_not_allowed: { status: 405, error: 'Method Not Allowed', when: 'The path exists but not for this method; `Allow` lists the methods.' },
  payload_too_large: { status: 413, error: 'Payload Too Large', when: 'The body is over 1 MiB.' },
  unsupported_media_type: { status: 415, error: 'Unsupported Media Type', when: 'A body was sent with a Content-Type other than application/json.' },
  rate_limited: { status: 429, error: 'Too Many Requests', when: 'The key or client IP used up its requests for the window; `Retry-After` says when to retry.' },
  key_generation_rate_limited: { status: 429, error: 'Too Many Requests', when: 'This client IP generated too many keys this minute.' },
  key_cap_reached: { status: 429, error: 'Too Many Requests', when: 'The service has issued all the self-service keys it will issue.' },
  internal_error: { status: 500, error: 'Internal Server Error', when: 'An unexpected failure; the request id is in the body and the logs.' },
  service_unavailable: { status: 503, error: 'Service Unavailable', when: 'A dependency the request needs is not available.' },
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

export function errorBody(code: ErrorCode, detail: string, requestId: string): ErrorBody {
  return { error: ERROR_CATALOGUE[code].error, detail, code, request_id: requestId };
}
