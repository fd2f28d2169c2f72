import { AppError } from './catalogue.js';

/** Seconds a client is told to wait before retrying while a dependency is away. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

/**
 * A dependency (the database, the job queue) could not be reached. The HTTP error handler answers
 * it as 503 `service_unavailable` with `Retry-After`, naming the dependency, instead of the 500 an
 * unexpected failure gets; the guard does not count it as a failed authentication.
 */
export class DependencyUnavailableError extends AppError {
  constructor(
    /** What is away, as the client reads it: "storage (PostgreSQL)", "job queue (Redis)". */
    readonly dependency: string,
    cause?: unknown,
  ) {
    super('service_unavailable', `The ${dependency} is unavailable; retry in ${DEPENDENCY_RETRY_AFTER_SECONDS} s.`, {
      'retry-after': String(DEPENDENCY_RETRY_AFTER_SECONDS),
    });
    this.name = 'DependencyUnavailableError';
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause;
  }
}

// Socket-level failures Node reports for a connection that was refused, reset, timed out or never resolved.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ERR_SOCKET_CLOSED',
]);

// PostgreSQL SQLSTATEs of a lost or refused connection: class 08 (connection exception), the server
// shutting down or starting up (57P01-57P03), and a server out of connection slots (53300).
const PG_UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

// Messages of pg (pool and client), ioredis and BullMQ for a connection that is gone or never came.
const CONNECTION_MESSAGES = [
  /connection terminated/i, // pg: "Connection terminated unexpectedly", "... due to connection timeout"
  /timeout exceeded when trying to connect/i, // pg pool: no connection within connectionTimeoutMillis
  /client has encountered a connection error/i, // pg: a client whose socket failed
  /client was closed and is not queryable/i,
  /cannot use a pool after calling end/i,
  /connection is closed/i, // ioredis
  /stream isn't writeable/i, // ioredis with the offline queue disabled
  /reached the max retries per request/i, // ioredis MaxRetriesPerRequestError
  /command timed out/i, // ioredis commandTimeout
  /connect ETIMEDOUT/i,
  /socket closed unexpectedly/i,
];

/** Whether `error` (or an error it wraps) says a connection to a dependency failed, rather than a query. */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (depth > 4 || error === null || typeof error !== 'object') return false;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || PG_UNAVAILABLE_STATES.test(e.code))) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(e.message as string))) return true;
  // Node's connect to several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isConnectionError(inner, depth + 1))) return true;
  return e.cause !== undefined && isConnectionError(e.cause, depth + 1);
}

/** `error` as a DependencyUnavailableError when it is a connection failure, else unchanged. */
export function asDependencyError(error: unknown, dependency: string): unknown {
  if (error instanceof DependencyUnavailableError) return error;
  return isConnectionError(error) ? new DependencyUnavailableError(dependency, error) : error;
}

/**
 * Wraps an object whose methods return promises (a store, the job queue) so that a rejection caused
 * by a lost connection becomes a DependencyUnavailableError naming `dependency`. Other rejections,
 * synchronous throws and non-function properties pass through unchanged.
 */
export function guardDependency<T extends object>(target: T, dependency: string): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(object, args);
        if (result instanceof Promise) {
          return result.catch((error: unknown) => {
            throw asDependencyError(error, dependency);
          });
        }
        return result;
      };
    },
  });
}
