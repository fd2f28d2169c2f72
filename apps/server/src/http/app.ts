import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { AppError, ERROR_CATALOGUE, errorBody, type ErrorCode } from '../errors/catalogue.js';
import { randomToken } from '../ids.js';
import { serializeRequest } from './log-redact.js';
import { codeForStatus, registerErrors } from './plugins/errors.js';
import { registerGuard } from './plugins/guard.js';
import { registerPayments } from './plugins/x402.js';
import { registerJsonBody } from './plugins/json-body.js';
import { registerConsole } from './plugins/console.js';
import { registerOpenApi } from './plugins/openapi.js';
import { ROUTES } from './routes/index.js';
import type { App, HttpDeps } from './types.js';

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honour a caller's X-Request-Id when it is a plain token, so ids follow a request through proxies. */
function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  if (typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming)) return incoming;
  return `req_${randomToken(12)}`;
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** How often Node looks for requests past their time-outs: a tenth of the header limit, 50 ms to 1 s. */
function checkingInterval(headersTimeoutMs: number): number {
  return Math.min(1000, Math.max(50, Math.floor(headersTimeoutMs / 10)));
}

/** Errors Node reports before a request reaches Fastify, by the status they deserve. */
function clientErrorCode(error: NodeJS.ErrnoException): ErrorCode {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 'request_timeout';
    case 'HPE_HEADER_OVERFLOW':
      return 'headers_too_large';
    default:
      return 'bad_request';
  }
}

const CLIENT_ERROR_DETAIL: Partial<Record<ErrorCode, string>> = {
  request_timeout: 'The request did not arrive in time; the connection is closed.',
  headers_too_large: 'The request headers are too large.',
  bad_request: 'The request is not valid HTTP.',
};

/** Answers a connection whose request could not be read (bad framing, too slow, headers too large), then closes it. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // Like Node's own handler: answer unless a response has already started on this connection.
  const pending = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  const code = clientErrorCode(error);
  const { status, error: label } = ERROR_CATALOGUE[code];
  const id = `req_${randomBytes(12).toString('base64url')}`;
  const body = JSON.stringify(errorBody(code, CLIENT_ERROR_DETAIL[code] ?? label, id));
  socket.end(
    `HTTP/1.1 ${status} ${label}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${id}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Errors raised before routing (a URL that is not valid percent-encoding, say): counted against the
 * client address like any request, so they carry the X-RateLimit-* headers, then answered from the
 * catalogue by their status.
 */
async function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  charge: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | undefined,
): Promise<void> {
  reply.header('x-request-id', request.id);
  try {
    await charge?.(request, reply);
  } catch (refused) {
    if (refused instanceof AppError) {
      reply.headers(refused.headers);
      await reply.code(refused.status).send(errorBody(refused.code, refused.detail, request.id));
      return;
    }
    request.log.warn({ err: refused }, 'rate limiter failed on an unroutable request');
  }
  const code = codeForStatus(error.statusCode ?? 400);
  await reply.code(ERROR_CATALOGUE[code].status).send(errorBody(code, `The request could not be read: ${error.message}.`, request.id));
}

export interface BuildOptions {
  /** `false` turns logging off (tests); the default logs JSON to stdout. */
  logger?: false;
  /** Where the logs go instead of stdout (tests that read them). */
  logStream?: DestinationStream;
  /** The built console's folder (default `apps/console/dist`); a folder without it makes `/` say the console is not built. */
  consoleDir?: string;
}

export async function buildApp(deps: HttpDeps, options: BuildOptions = {}): Promise<App> {
  const { config } = deps;
  // Set once the guard is registered; framework errors of unroutable requests are counted through it.
  const unrouted: { charge?: (request: FastifyRequest, reply: FastifyReply) => Promise<void> } = {};
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Secret query values (poll tokens, keys in the URL) never reach the logs, nor do credential headers.
            serializers: { req: serializeRequest },
            redact: {
              paths: ['req.headers.authorization', 'req.headers["payment-signature"]', 'req.headers["x-payment"]', 'req.headers.cookie'],
              remove: true,
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // A hop count is passed as a function: proxy-addr trusts the nearest `n` hops.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    genReqId: requestId,
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: true, useDefaults: true } },
    frameworkErrors: (error, request, reply: FastifyReply) => {
      void answerFrameworkError(error, request, reply, unrouted.charge);
    },
    clientErrorHandler: (error, socket) => answerClientError(error, socket),
    // Slow clients: a request must arrive whole within its limits, and idle sockets are closed.
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    // One object: Fastify hands it to http.createServer, whose checker enforces both time-outs.
    // Node answers a Host-less HTTP/1.1 request with an empty 400 of its own; the onRequest hook
    // below refuses it with the service's JSON error instead.
    http: {
      requireHostHeader: false,
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: checkingInterval(config.http.headersTimeoutMs),
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerErrors(app);
  // Every answer is counted by its route template (never the raw URL: ids and tokens stay out of labels).
  app.addHook('onResponse', async (request, reply) => {
    const labels = { route: request.routeOptions.url ?? 'unmatched', method: request.method, status: String(reply.statusCode) };
    deps.metrics.httpRequests.inc(labels);
    deps.metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw new AppError('bad_request', 'An HTTP/1.1 request needs a Host header.');
    }
  });
  registerJsonBody(app, config.bodyLimitBytes);
  unrouted.charge = registerGuard(app, deps);
  registerPayments(app, deps.payments, deps.metrics);
  await registerOpenApi(app, config.version, deps.payments);
  for (const route of ROUTES) route(app, deps);
  registerConsole(app, options.consoleDir);
  await app.ready();
  return app;
}
