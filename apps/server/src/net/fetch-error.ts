/** Why a URL could not be fetched. Stable codes: they appear in analysis results. */
export const FETCH_ERROR_CODES = [
  'invalid_url',
  'unsupported_scheme',
  'blocked_address',
  'dns_failed',
  'connect_failed',
  'timeout',
  'too_large',
  'too_many_redirects',
  'unsupported_content_type',
  'unsupported_encoding',
  'http_error',
  'bad_response',
] as const;

export type FetchErrorCode = (typeof FETCH_ERROR_CODES)[number];

export class FetchError extends Error {
  constructor(
    readonly code: FetchErrorCode,
    message: string,
    /** Bytes of the body read (after decompression) when the fetch stopped, where that is known. */
    readonly bytesRead?: number,
  ) {
    super(message);
    this.name = 'FetchError';
  }
}
