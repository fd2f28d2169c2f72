import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { AppError, ERROR_CATALOGUE, errorBody, type ErrorCode } from '../../errors/catalogue.js';
import { DEPENDENCY_RETRY_AFTER_SECONDS, isConnectionError } from '../../errors/dependency.js';
import { formatValidationErrors } from '../validation.js';
import type { App } from '../types.js';

function send(reply: FastifyReply, request: FastifyRequest, code: ErrorCode, detail: string, extra?: Readonly<Record<string, unknown>>): FastifyReply {
  return reply.code(ERROR_CATALOGUE[code].status).type('application/json; charset=utf-8').send(errorBody(code, detail, request.id, extra));
}

/** Maps a framework error to the catalogue. */
function classify(error: FastifyError): { code: ErrorCode; detail: string } | null {
  if (error.validation) {
    return { code: 'validation_failed', detail: formatValidationErrors(error.validation, error.validationContext ?? 'body') };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'payload_too_large', detail: 'The request body is larger than the 1 MiB limit.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'unsupported_media_type', detail: 'Send the body as JSON with "Content-Type: application/json".' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'invalid_json', detail: 'The Content-Length header does not match the body that was sent.' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'invalid_json', detail: `The request body is not valid JSON: ${error.message}.` };
    default:
      return null;
  }
}

/** Catalogue codes for the statuses framework and plugin errors carry, so a 403 stays a 403. */
const BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  429: 'rate_limited',
  431: 'headers_too_large',
};

/** The catalogue code of a framework error's status; 4xx statuses without their own code are `bad_request`. */
export function codeForStatus(status: number): ErrorCode {
  return BY_STATUS[status] ?? (status >= 400 && status < 500 ? 'bad_request' : 'internal_error');
}

/**
 * One error path for the whole service: catalogue errors, validation failures, framework errors
 * and anything unexpected all leave as `{error, detail, code, request_id}`; unknown paths are 404
 * and known paths with the wrong method 405 with `Allow`.
 */
export function registerErrors(app: App): void {
  const known = FindMyWay({ ignoreTrailingSlash: false });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!known.hasRoute(method as HTTPMethod, route.url)) known.on(method as HTTPMethod, route.url, () => undefined);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(reply, request, error.code, error.detail, error.extra);
    }
    // A connection failure that no boundary named: still the dependency's absence, not a bug.
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'dependency unavailable');
      reply.header('retry-after', String(DEPENDENCY_RETRY_AFTER_SECONDS));
      return send(reply, request, 'service_unavailable', `A dependency of the service is unavailable; retry in ${DEPENDENCY_RETRY_AFTER_SECONDS} s.`);
    }
    const mapped = classify(error);
    if (mapped) return send(reply, request, mapped.code, mapped.detail);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(reply, request, codeForStatus(status), error.message || ERROR_CATALOGUE[codeForStatus(status)].when);
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 'internal_error', `An unexpected error occurred; quote request id ${request.id} when reporting it.`);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = allowedMethods(known, path);
    // A path whose route takes this method but found nothing (an unknown file under /docs/static/) is 404, not 405.
    const served = allowed.includes(request.method) || (request.method === 'HEAD' && allowed.includes('GET'));
    if (allowed.length > 0 && !served) {
      reply.header('allow', allowed.join(', '));
      return send(reply, request, 'method_not_allowed', `${request.method} is not allowed on ${path}; allowed: ${allowed.join(', ')}.`);
    }
    return send(reply, request, 'not_found', `No route ${request.method} ${path}.`);
  });
}

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function allowedMethods(router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>, path: string): string[] {
  return METHODS.filter((m) => router.find(m, path) !== null);
}
