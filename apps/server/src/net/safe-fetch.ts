import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import tls from 'node:tls';
import zlib from 'node:zlib';
import { refusalFor, type AddressPolicy } from './address.js';
import { FetchError } from './fetch-error.js';

/**
 * A GET for URL analysis that cannot be turned against the service's own network.
 *
 * - http and https only, no credentials in the URL.
 * - The address of every connection is checked twice: the resolver's answers before connecting
 *   (all of them: one private answer refuses the host) and the socket's actual remote address once
 *   connected, before a byte is written. Literal IPs, which skip the resolver, are checked up front.
 * - Redirects are followed by hand, at most `maxRedirects`, each target checked like the first.
 * - One deadline covers the whole fetch, redirects included.
 * - The body is counted after decompression and the fetch stops as soon as it passes `maxBytes`;
 *   the inflater honours back-pressure, so a compressed bomb is never inflated past the cap.
 * - Only HTML and plain-text responses are read.
 */

/** Resolves a host name to its addresses; injectable so tests can point names at loopback. */
export type Resolver = (hostname: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

export interface SafeFetchOptions extends AddressPolicy {
  /** Deadline of the whole fetch, redirects included. */
  timeoutMs: number;
  /** Most bytes of body read, counted after decompression. */
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
  resolve?: Resolver;
  /** Aborts the fetch from outside (e.g. the job's time-out). */
  signal?: AbortSignal;
}

export interface FetchedPage {
  requestedUrl: string;
  finalUrl: string;
  /** Every URL redirected to, in order. */
  redirects: string[];
  status: number;
  /** Lower-case media type without parameters, e.g. `text/html`. */
  mediaType: string;
  /** The charset parameter of Content-Type, lower-case, when sent. */
  charset: string | undefined;
  /** The decompressed body. */
  body: Buffer;
}

export const READABLE_MEDIA_TYPES: readonly string[] = ['text/html', 'application/xhtml+xml', 'text/plain'];
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const defaultResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Parses and vets a URL before anything is sent. */
export function checkUrl(raw: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchError('invalid_url', `${JSON.stringify(raw.slice(0, 200))} is not a valid absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError('unsupported_scheme', `only http and https URLs are fetched, not ${url.protocol.slice(0, -1)}`);
  }
  if (url.username || url.password) throw new FetchError('invalid_url', 'URLs with credentials are not fetched');
  const host = bareHost(url);
  if (host === '') throw new FetchError('invalid_url', 'the URL has no host');
  if (net.isIP(host)) {
    const why = refusalFor(host, policy);
    if (why) throw new FetchError('blocked_address', `refused to connect: ${why}`);
  } else if (isLocalhostName(host)) {
    // `localhost` and its subdomains are loopback by definition (RFC 6761), whatever DNS says.
    const why = refusalFor('127.0.0.1', policy);
    if (why) throw new FetchError('blocked_address', `refused to connect: ${host.toLowerCase()} is a loopback name`);
  }
  return url;
}

function isLocalhostName(host: string): boolean {
  const h = host.toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost');
}

/** The URL's host without IPv6 brackets or a trailing dot. */
function bareHost(url: URL): string {
  let host = url.hostname;
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

/** A `lookup` for net.connect that refuses a host when any of its addresses is refused. */
function checkedLookup(resolve: Resolver, policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (answers) => {
        if (answers.length === 0) return callback(new FetchError('dns_failed', `${hostname} has no address`), '', 0);
        for (const answer of answers) {
          const why = refusalFor(answer.address, policy);
          if (why) return callback(new FetchError('blocked_address', `refused to connect to ${hostname}: ${why}`), '', 0);
        }
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = answers.filter((a) => family === 0 || a.family === family);
        if (usable.length === 0) return callback(new FetchError('dns_failed', `${hostname} has no IPv${family} address`), '', 0);
        if (options.all) {
          const all: LookupAddress[] = usable.map((a) => ({ address: a.address, family: a.family }));
          // The typings name only the single-address form of the callback.
          (callback as unknown as (err: null, addresses: LookupAddress[]) => void)(null, all);
          return;
        }
        callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: unknown) => {
        const why = error instanceof Error ? error.message : String(error);
        callback(new FetchError('dns_failed', `${hostname} could not be resolved: ${why}`), '', 0);
      },
    );
  };
}

/**
 * Opens the TCP connection (TLS over it for https). The remote-address check is the first listener
 * of the TCP socket's `connect`, so it runs before any queued request or TLS bytes are flushed.
 */
export function openCheckedConnection(url: URL, lookup: LookupFunction, policy: AddressPolicy): Socket {
  const host = bareHost(url);
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const raw = net.connect({ host, port, lookup });
  raw.once('connect', () => {
    const remote = raw.remoteAddress;
    const why = remote === undefined ? 'the connection has no remote address' : refusalFor(remote, policy);
    if (why) raw.destroy(new FetchError('blocked_address', `refused to connect: ${why}`));
  });
  if (url.protocol !== 'https:') return raw;
  const secure = tls.connect({ socket: raw, host, servername: net.isIP(host) ? undefined : host, ALPNProtocols: ['http/1.1'] });
  raw.once('error', (error) => secure.destroy(error));
  return secure;
}

function request(url: URL, options: SafeFetchOptions, lookup: LookupFunction, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      signal,
      headers: {
        'user-agent': options.userAgent,
        accept: 'text/html,application/xhtml+xml,text/plain;q=0.9',
        'accept-encoding': 'gzip, deflate, br',
      },
      createConnection: () => openCheckedConnection(url, lookup, options),
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

function decoderFor(encoding: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | undefined {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

/** The response body through its content decoders (last applied first), and every stream of the chain. */
function decodedBody(res: IncomingMessage): { body: Readable; chain: Readable[] } {
  const encodings = (res.headers['content-encoding'] ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== '' && e !== 'identity')
    .reverse();
  const chain: Readable[] = [res];
  let body: Readable = res;
  for (const encoding of encodings) {
    const decoder = decoderFor(encoding);
    if (!decoder) throw new FetchError('unsupported_encoding', `the response uses the unsupported content encoding ${JSON.stringify(encoding.slice(0, 40))}`);
    // pipe() honours back-pressure: the decoder inflates only as fast as the reader takes bytes.
    body.once('error', (error) => decoder.destroy(error));
    body = body.pipe(decoder);
    chain.push(decoder);
  }
  return { body, chain };
}

function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('Z_');
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (!res.headers['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new FetchError('too_large', `the body is ${declared} bytes, over the ${maxBytes}-byte limit`, 0);
  }
  let chain: Readable[] = [res];
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const decoded = decodedBody(res);
    chain = decoded.chain;
    for await (const chunk of decoded.body) {
      const buf = chunk as Buffer;
      size += buf.length;
      if (size > maxBytes) {
        throw new FetchError('too_large', `the body passed the ${maxBytes}-byte limit (counted after decompression)`, size);
      }
      chunks.push(buf);
    }
  } catch (error) {
    if (isZlibError(error)) {
      throw new FetchError('bad_response', `the body could not be decompressed: ${(error as Error).message}`, size);
    }
    throw error;
  } finally {
    for (const stream of chain) stream.destroy();
  }
  return Buffer.concat(chunks, size);
}

function mediaTypeOf(header: string | undefined): { mediaType: string; charset: string | undefined } {
  if (!header) return { mediaType: '', charset: undefined };
  const [type, ...params] = header.split(';');
  let charset: string | undefined;
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    if (param.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    charset = param.slice(eq + 1).trim().replaceAll('"', '').toLowerCase() || undefined;
  }
  return { mediaType: (type ?? '').trim().toLowerCase(), charset };
}

/** Maps a low-level failure to a FetchError; a FetchError passes through. */
function asFetchError(error: unknown, signal: AbortSignal, deadline: AbortSignal, timeoutMs: number): FetchError {
  if (error instanceof FetchError) return error;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof FetchError) return cause;
  if (deadline.aborted) return new FetchError('timeout', `the fetch did not finish within ${timeoutMs} ms`);
  if (signal.aborted) return new FetchError('timeout', 'the fetch was cancelled');
  const why = error instanceof Error ? error.message : String(error);
  return new FetchError('connect_failed', `the fetch failed: ${why}`);
}

export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const lookup = checkedLookup(options.resolve ?? defaultResolver, options);
  const redirects: string[] = [];
  let url = checkUrl(rawUrl, options);
  try {
    for (;;) {
      const res = await request(url, options, lookup, signal);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        res.destroy();
        if (redirects.length >= options.maxRedirects) {
          throw new FetchError('too_many_redirects', `more than ${options.maxRedirects} redirects`);
        }
        let next: string;
        try {
          next = new URL(location, url).href;
        } catch {
          throw new FetchError('bad_response', 'a redirect names an invalid Location');
        }
        url = checkUrl(next, options);
        redirects.push(url.href);
        continue;
      }
      if (status < 200 || status > 299) {
        res.destroy();
        throw new FetchError('http_error', `the server answered HTTP ${status}`);
      }
      const { mediaType, charset } = mediaTypeOf(res.headers['content-type']);
      if (!READABLE_MEDIA_TYPES.includes(mediaType)) {
        res.destroy();
        throw new FetchError(
          'unsupported_content_type',
          `only HTML and plain text are analysed; the response is ${mediaType ? JSON.stringify(mediaType.slice(0, 100)) : 'of no declared type'}`,
        );
      }
      const body = await readCapped(res, options.maxBytes);
      return { requestedUrl: rawUrl, finalUrl: url.href, redirects, status, mediaType, charset, body };
    }
  } catch (error) {
    throw asFetchError(error, signal, deadline, options.timeoutMs);
  }
}
