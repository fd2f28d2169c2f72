import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are credentials: poll tokens of paid calls, API keys passed in the
 * URL by mistake, signatures and codewords. Matched case-insensitively, `-` and `_` alike.
 */
const SECRET_PARAMS = new Set([
  'token',
  'poll_token',
  'access_token',
  'refresh_token',
  'id_token',
  'api_key',
  'apikey',
  'key',
  'secret',
  'client_secret',
  'password',
  'passwd',
  'auth',
  'authorization',
  'signature',
  'sig',
  'payment',
  'payment_signature',
  'x_payment',
  'codeword',
  'bypass_codeword',
  'bypass_codewordstring',
]);

export const REDACTED = '[REDACTED]';

function isSecretName(raw: string): boolean {
  let name = raw;
  try {
    name = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    // An undecodable name is compared as sent.
  }
  return SECRET_PARAMS.has(name.trim().toLowerCase().replace(/-/g, '_'));
}

/**
 * The URL with the value of every secret query parameter replaced, for logs. Works on the raw
 * string, so a URL that is not valid percent-encoding is redacted too; the path is kept as sent.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const [query, fragment] = splitOnce(url.slice(q + 1), '#');
  const parts = query.split(/([&;])/);
  for (let i = 0; i < parts.length; i += 2) {
    const part = parts[i]!;
    const eq = part.indexOf('=');
    const name = eq === -1 ? part : part.slice(0, eq);
    if (eq !== -1 && isSecretName(name)) parts[i] = `${name}=${REDACTED}`;
  }
  return `${url.slice(0, q)}?${parts.join('')}${fragment === undefined ? '' : `#${fragment}`}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** Fastify's request serializer with the URL redacted; headers are not logged at all. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
