import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { AppError, errorBody } from '../errors/catalogue.js';
import { registerErrors } from './plugins/errors.js';
import { registerGuard } from './plugins/guard.js';
import { registerPayments } from './plugins/x402.js';
import { registerJsonBody } from './plugins/json-body.js';
import { registerOpenApi } from './plugins/openapi.js';
import { ROUTES } from './routes/index.js';
import type { App, HttpDeps } from './types.js';

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honour a caller's X-Request-Id when it is a plain token, so ids follow a request through proxies. */
function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  if (typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming)) return incoming;
  return `req_${randomBytes(12).toString('base64url')}`;
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export interface BuildOptions {
  /** Logger settings; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(deps: HttpDeps, options: BuildOptions = {}): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers["payment-signature"]', 'req.headers["x-payment"]'], remove: true },
    },
    // A hop count is passed as a function: proxy-addr trusts the nearest `n` hops.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    genReqId: requestId,
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Node answers a Host-less HTTP/1.1 request with an empty 400 of its own; the hook below
    // refuses it with the service's JSON error instead.
    http: { requireHostHeader: false },
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: true, useDefaults: true } },
    frameworkErrors: (error, request, reply: FastifyReply) => {
      void reply
        .header('x-request-id', request.id)
        .code(400)
        .send(errorBody('bad_request', `The request could not be read: ${error.message}.`, request.id));
    },
    clientErrorHandler: (_error, socket) => {
      if (!socket.writable) return;
      const body = JSON.stringify({ error: 'Bad Request', detail: 'The request is not valid HTTP.', code: 'bad_request' });
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerErrors(app);
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw new AppError('bad_request', 'An HTTP/1.1 request needs a Host header.');
    }
  });
  registerJsonBody(app, config.bodyLimitBytes);
  registerGuard(app, deps);
  registerPayments(app, deps.payments);
  await registerOpenApi(app, config.version, deps.payments);
  for (const route of ROUTES) route(app, deps);
  await app.ready();
  return app;
}
