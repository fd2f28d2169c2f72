import secureJson from 'secure-json-parse';
import { AppError } from '../../errors/catalogue.js';
import type { App } from '../types.js';

/** Deepest nesting of objects and arrays a body may have; no request of the interface needs more than a few levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, by one linear scan that stops at
 * the first level too deep. Parsing and validating a body nested hundreds of thousands of levels
 * held the event loop for seconds; this refuses it before any of that work.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/**
 * JSON bodies: an empty body counts as no body (clients often send the header without one),
 * `__proto__`/`constructor.prototype` keys are refused rather than parsed, and so is nesting deeper
 * than MAX_JSON_DEPTH.
 */
export function registerJsonBody(app: App, bodyLimit: number): void {
  // Only JSON is read: without a parser for them, text/plain and every other type answer 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(new AppError('unsupported_media_type', `JSON bodies are read as UTF-8 only; charset "${charset.slice(0, 40)}" is not accepted.`), undefined);
      return;
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError('invalid_json', `The request body nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels.`), undefined);
      return;
    }
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unparseable';
      done(new AppError('invalid_json', `The request body is not valid JSON: ${reason}.`), undefined);
    }
  });
}

/** The charset parameter of a Content-Type header, lower-cased and unquoted; undefined when absent. */
function charsetOf(contentType: string | undefined): string | undefined {
  if (!contentType) return undefined;
  for (const param of contentType.split(';').slice(1)) {
    const eq = param.indexOf('=');
    if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    return param.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1').toLowerCase();
  }
  return undefined;
}
