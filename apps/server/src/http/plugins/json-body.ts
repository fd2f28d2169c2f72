import secureJson from 'secure-json-parse';
import { AppError } from '../../errors/catalogue.js';
import type { App } from '../types.js';

/**
 * JSON bodies: an empty body counts as no body (clients often send the header without one), and
 * `__proto__`/`constructor.prototype` keys are refused rather than parsed.
 */
export function registerJsonBody(app: App, bodyLimit: number): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
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
