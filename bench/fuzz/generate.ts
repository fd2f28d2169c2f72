import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { fillPath, mutate, validValue, type Operation } from './openapi.js';
import type { Random } from './random.js';
import { deepJson, randomString, randomValue } from './strings.js';
import type { FuzzRequest } from './transport.js';

export interface GenContext {
  operations: Operation[];
  /** Valid API keys (all scopes). */
  keys: string[];
  /** Ids the service handed out, by path template (`/v1/parse/{id}` -> ids). */
  ids: Map<string, string[]>;
  /** Base of the loopback page server URL fields point to. */
  pagesUrl: string;
}

const PAGE_PATHS = ['/article', '/injection', '/hidden-comment', '/chain/3', '/to-metadata', '/to-loopback', '/missing', '/article?x=1#y'];

const ODD_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  '*/*',
  '',
  'application/json, text/plain',
  'application/vnd.api+json',
  'text/json',
];

const ODD_PATHS = [
  '/', '/v1', '/v1/', '/v1/parse/', '/v1/parse/%ZZ', '/v1/parse/%00', '/v1/parse/..%2f..%2fetc%2fpasswd', '/v1/evaluate/%E0%A4%A',
  '/v1/analyze/%F0%9F%98%80', '/docs', '/docs/', '/docs/static/nope.js', '/docs/static/../../package.json', '/openapi.json',
  '/openapi.json?x=%ZZ', '/health?verbose=1&verbose=2', '//v1/policy', '/v1/policy/', '/v1//policy', '/V1/POLICY', '/v1/keys/generate/',
  '/%2e%2e/%2e%2e/etc/passwd', '/v1/parse?' + 'a=1&'.repeat(500), '/favicon.ico', '/v1/nothing',
];

/** Percent-encodes the UTF-8 of a string; lone surrogates become U+FFFD rather than throwing. */
function pct(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value) ?? 'null', 'utf8');
}

function auth(rng: Random, ctx: GenContext): Record<string, string> {
  const roll = rng.next();
  if (roll < 0.85 && ctx.keys.length > 0) return { authorization: `Bearer ${rng.pick(ctx.keys)}` };
  if (roll < 0.9) return {};
  return {
    authorization: rng.pick([
      'Bearer',
      'Bearer ',
      `Bearer ${'A'.repeat(rng.int(1, 8000))}`,
      `Basic ${Buffer.from('user:pass').toString('base64')}`,
      `bearer ${ctx.keys[0] ?? 'x'}`,
      `Bearer ${ctx.keys[0] ?? 'x'}x`,
      `Bearer ${(ctx.keys[0] ?? 'x').slice(0, 20)}`,
      'Bearer pk_\u00e9\u00ff',
      `Bearer ${ctx.keys[0] ?? 'x'}, Bearer ${ctx.keys[1] ?? 'y'}`,
    ]),
  };
}

function pathFor(rng: Random, ctx: GenContext, op: Operation, wild: boolean): string {
  const values: Record<string, string> = {};
  for (const name of op.pathParams) {
    const known = ctx.ids.get(op.path) ?? [];
    if (!wild && known.length > 0 && rng.chance(0.7)) values[name] = pct(rng.pick(known));
    else if (rng.chance(0.5)) values[name] = pct(randomString(rng, 300)) || 'x';
    else values[name] = rng.pick(['%ZZ', '%', '%00', '..', '.', '%2F', 'a'.repeat(500), '%C0%AF', '%ED%A0%80', 'job_x.y.z', '~', "'--"]);
  }
  let path = fillPath(op.path, values);
  if (wild || rng.chance(0.1)) {
    const query = Array.from({ length: rng.int(1, 4) }, () =>
      rng.chance(0.7) ? `${pct(randomString(rng, 30))}=${pct(randomString(rng, 200))}` : rng.pick(['%ZZ', '&&', '=', 'a[b][c]=1', 'token=secret', 'api_key=x']),
    );
    path += '?' + query.join('&');
  }
  return path;
}

function validBody(rng: Random, ctx: GenContext, op: Operation): unknown {
  const body = validValue(rng, op.body, ctx.pagesUrl);
  // URL fields point at the page server; pick one of its paths.
  if (body && typeof body === 'object' && !Array.isArray(body) && 'url' in body) {
    (body as Record<string, unknown>)['url'] = ctx.pagesUrl + rng.pick(PAGE_PATHS);
  }
  return body;
}

/** Bytes that are not valid UTF-8 (lone surrogates encoded, overlong forms, stray continuations, truncated sequences). */
function invalidUtf8(rng: Random): Buffer {
  return Buffer.from(
    rng.pick([
      [0xed, 0xa0, 0x80],
      [0xed, 0xbf, 0xbf],
      [0xc0, 0xaf],
      [0x80],
      [0xff, 0xfe],
      [0xf4, 0x90, 0x80, 0x80],
      [0xe2, 0x82],
      [0xf0, 0x9f, 0x98],
      [0x00],
    ]),
  );
}

function bodyWithBytes(rng: Random, value: unknown, bytes: Buffer): Buffer {
  const text = Buffer.from(JSON.stringify(value) ?? '{}', 'utf8');
  // Insert inside the first string literal when there is one, else anywhere.
  const quote = text.indexOf(0x22, text.indexOf(0x3a));
  const at = quote > 0 ? quote + 1 : rng.int(0, text.length);
  const parts: Buffer[] = [text.subarray(0, at)];
  for (let i = rng.int(1, 20); i > 0; i--) parts.push(bytes);
  parts.push(text.subarray(at));
  return Buffer.concat(parts);
}

function compress(rng: Random, body: Buffer): { encoding: string; data: Buffer } {
  switch (rng.int(0, 6)) {
    case 0:
      return { encoding: 'gzip', data: gzipSync(body) };
    case 1:
      return { encoding: 'deflate', data: deflateSync(body) };
    case 2:
      return { encoding: 'br', data: brotliCompressSync(body) };
    case 3:
      return { encoding: 'gzip', data: body };
    case 4:
      return { encoding: rng.pick(['identity', 'IDENTITY', 'gzip, identity', 'compress', 'x-bogus', 'zstd', 'gzip;q=1']), data: body };
    case 5:
      return { encoding: 'gzip', data: gzipSync(Buffer.alloc(rng.int(1, 8) * 1024 * 1024, 0x20)) };
    default:
      return { encoding: 'deflate', data: Buffer.from(randomString(rng, 200), 'utf8') };
  }
}

function rawRequest(rng: Random, ctx: GenContext, op: Operation): Buffer {
  const key = ctx.keys[0] ?? 'x';
  const body = JSON.stringify(validBody(rng, ctx, op) ?? {});
  const path = fillPath(op.path, { id: 'x' });
  const len = Buffer.byteLength(body);
  const shapes = [
    `${op.method} ${path} HTTP/1.1\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: ${len}\r\nConnection: close\r\n\r\n${body}`,
    `${op.method} ${path} HTTP/1.0\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: ${len}\r\n\r\n${body}`,
    `${op.method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.test\r\nContent-Type: application/json\r\nContent-Length: ${len}\r\nConnection: close\r\n\r\n${body}`,
    `${op.method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${len}\r\nContent-Length: ${len + 1}\r\nConnection: close\r\n\r\n${body}`,
    `${op.method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n${body}\r\n0\r\n\r\n`,
    `${op.method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\nConnection: close\r\n\r\n0\r\n\r\n`,
    `${op.method} ${path} HTTP/1.1\r\nHost: x\r\nBad Header\r\nConnection: close\r\n\r\n`,
    `${op.method} ${path}\r\n\r\n`,
    `${op.method}  ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `${op.method} ${path} HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `${op.method} ${path} HTTP/1.1\r\nHost: x\r\nX-Folded: a\r\n b\r\nConnection: close\r\n\r\n`,
    `${op.method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 999999999999999999999\r\nConnection: close\r\n\r\n`,
    `${op.method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -1\r\nConnection: close\r\n\r\n`,
    `${op.method} ${path}\u0000 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `${op.method} ${path} HTTP/1.1\nHost: x\nConnection: close\n\n`,
    `${op.method} http://127.0.0.1${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `${op.method} * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `${op.method} ${path} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(rng.int(8000, 40000))}\r\nConnection: close\r\n\r\n`,
    `${op.method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${Array.from({ length: rng.int(100, 3000) }, (_, i) => `X-H${i}: v`).join('\r\n')}\r\n\r\n`,
  ];
  return Buffer.from(rng.pick(shapes), 'latin1');
}

/** One request of a family chosen by weight. */
export function generate(rng: Random, ctx: GenContext, only?: string): FuzzRequest {
  const op = rng.pick(ctx.operations);
  const route = `${op.method} ${op.path}`;
  const family = only ?? rng.weighted<string>([
    [20, 'valid'],
    [24, 'mutated-field'],
    [8, 'wrong-type-body'],
    [3, 'deep-json'],
    [1, 'huge-json'],
    [5, 'invalid-utf8'],
    [5, 'escapes-nul-surrogates'],
    [5, 'content-type'],
    [5, 'content-encoding'],
    [6, 'headers'],
    [4, 'path-query'],
    [4, 'off-document'],
    [6, 'raw-http'],
  ]);
  const headers: Record<string, string> = { ...auth(rng, ctx) };
  const base: FuzzRequest = { family, route, method: op.method, path: pathFor(rng, ctx, op, false), headers };
  const hasBody = op.body !== undefined;
  const json = (body: Buffer): FuzzRequest => ({ ...base, headers: { ...headers, 'content-type': 'application/json' }, body });

  switch (family) {
    case 'valid':
      return hasBody ? json(jsonBytes(validBody(rng, ctx, op))) : base;
    case 'mutated-field':
      return json(jsonBytes(mutate(rng, validBody(rng, ctx, op) ?? {})));
    case 'wrong-type-body':
      return json(jsonBytes(randomValue(rng)));
    case 'deep-json': {
      const depth = rng.pick([65, 100, 1000, 10_000, 100_000, 400_000]);
      const nested = deepJson(rng, depth);
      if (rng.chance(0.5)) return json(Buffer.from(nested));
      // Deep inside a valid body, in an ignored or a typed field.
      const body = (validBody(rng, ctx, op) ?? {}) as Record<string, unknown>;
      const field = rng.pick(['metadata', 'extra', 'prompt', 'messages', 'context']);
      const text = JSON.stringify({ ...body, [field]: '__DEEP__' }).replace('"__DEEP__"', nested);
      return json(Buffer.from(text));
    }
    case 'huge-json': {
      const size = rng.pick([900_000, 1_048_000, 1_100_000, 4_000_000]);
      const body = (validBody(rng, ctx, op) ?? {}) as Record<string, unknown>;
      const filler = rng.chance(0.5) ? 'a'.repeat(size) : Array.from({ length: size / 8 }, (_, i) => i);
      return json(jsonBytes({ ...body, [rng.pick(['prompt', 'padding', 'text', 'output'])]: filler }));
    }
    case 'invalid-utf8':
      return json(bodyWithBytes(rng, validBody(rng, ctx, op) ?? {}, invalidUtf8(rng)));
    case 'escapes-nul-surrogates': {
      const body = JSON.stringify(validBody(rng, ctx, op) ?? { a: '' });
      const bait = rng.pick(['\\ud800', '\\udfff', '\\ud83d', '\\u0000', '\\ud800\\u0000\\udc00', '\\uDBFF\\uDFFF', '\\u0000'.repeat(1000), '\\ud800'.repeat(5000)]);
      const at = body.indexOf('"', body.indexOf(':')) + 1;
      return json(Buffer.from(at > 0 ? body.slice(0, at) + bait + body.slice(at) : body));
    }
    case 'content-type': {
      const type = rng.pick(ODD_TYPES);
      const payload = rng.chance(0.5) ? jsonBytes(validBody(rng, ctx, op) ?? {}) : Buffer.from(randomString(rng, 2000));
      const h: Record<string, string> = { ...headers };
      if (type) h['content-type'] = type;
      return { ...base, headers: h, body: payload, method: hasBody ? op.method : rng.pick(['POST', 'PUT', op.method]) };
    }
    case 'content-encoding': {
      const { encoding, data } = compress(rng, jsonBytes(validBody(rng, ctx, op) ?? {}));
      return { ...base, headers: { ...headers, 'content-type': 'application/json', 'content-encoding': encoding }, body: data };
    }
    case 'headers': {
      const h: Record<string, string> = { ...headers };
      switch (rng.int(0, 6)) {
        case 0:
          h['x-long'] = 'a'.repeat(rng.pick([1000, 8000, 15_000, 17_000, 70_000]));
          break;
        case 1:
          for (let i = rng.int(10, 500); i > 0; i--) h[`x-fuzz-${i}`] = randomString(rng, 20).replace(/[^\x20-\x7e]/g, '');
          break;
        case 2:
          h['x-request-id'] = rng.pick(['', 'a'.repeat(129), 'req id', '../../x', '\u00e9\u00e9', 'a'.repeat(128), 'x'.repeat(5000)]);
          break;
        case 3:
          h['x-forwarded-for'] = rng.pick(['1.2.3.4', 'not-an-ip', '1.2.3.4, 5.6.7.8', '::1', '999.999.999.999', 'a'.repeat(5000)]);
          break;
        case 4:
          h['accept'] = rng.pick(['text/html', 'application/xml', '*/*;q=0', 'nonsense', '']);
          h['accept-encoding'] = rng.pick(['gzip', 'br', 'deflate', 'identity;q=0, *;q=0', 'zstd', 'x'.repeat(2000)]);
          break;
        case 5:
          h['payment-signature'] = rng.pick(['', 'x', Buffer.from('{"x":1}').toString('base64'), 'a'.repeat(10_000), '%%%']);
          h['x-payment'] = rng.pick(['', Buffer.from('null').toString('base64'), '!!']);
          break;
        default:
          h['content-length'] = rng.pick(['0', '5', '100000000', 'abc']);
      }
      const body = hasBody ? jsonBytes(validBody(rng, ctx, op)) : undefined;
      if (body && !h['content-type']) h['content-type'] = 'application/json';
      // A declared length longer than what is sent is a slow client (the connection waits for the
      // rest); that is the time-out tests' business, not the fuzzer's.
      if (h['content-length'] && !body) h['content-length'] = '0';
      if (h['content-length'] && body) {
        // A wrong declared length: the body is cut or the server waits; send exactly what was declared or less.
        const declared = Number(h['content-length']);
        if (!Number.isFinite(declared) || declared > body.length) delete h['content-length'];
        else return { ...base, headers: h, body: body.subarray(0, declared) };
      }
      return { ...base, headers: h, ...(body ? { body } : {}) };
    }
    case 'path-query':
      return { ...base, path: pathFor(rng, ctx, op, true), ...(hasBody ? { headers: { ...headers, 'content-type': 'application/json' }, body: jsonBytes(validBody(rng, ctx, op)) } : {}) };
    case 'off-document': {
      const method = rng.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'HEAD']);
      const path = rng.chance(0.6) ? rng.pick(ODD_PATHS) : fillPath(op.path, { id: 'x' });
      const h: Record<string, string> = { ...headers };
      let body: Buffer | undefined;
      if (method !== 'GET' && method !== 'HEAD' && rng.chance(0.5)) {
        body = jsonBytes(validBody(rng, ctx, op) ?? {});
        h['content-type'] = 'application/json';
      }
      return { family, route: `${method} (off-document)`, method, path, headers: h, ...(body ? { body } : {}) };
    }
    case 'raw-http':
      return { ...base, raw: rawRequest(rng, ctx, op) };
    default:
      return base;
  }
}
