import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '../../errors/catalogue.js';
import type { App } from '../types.js';

/** Where `npm run build` writes the console (`apps/console/dist`), from `src/http/plugins` or `dist/http/plugins`. */
export const DEFAULT_CONSOLE_DIR = fileURLToPath(new URL('../../../../console/dist/', import.meta.url));

/**
 * The console's pages load their script and style from this origin only; nothing inline, no other
 * origin, no frames, no form posts: the page talks to the API with fetch on the same origin.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json; charset=utf-8',
};

interface Asset {
  body: Buffer;
  type: string;
  etag: string;
}

/** Every file of the built console, read once: a handful of small files. */
function loadAssets(dir: string): Map<string, Asset> | undefined {
  if (!existsSync(join(dir, 'index.html'))) return undefined;
  const assets = new Map<string, Asset>();
  const walk = (sub: string): void => {
    for (const name of readdirSync(join(dir, sub))) {
      const rel = sub ? `${sub}/${name}` : name;
      const path = join(dir, rel);
      if (statSync(path).isDirectory()) walk(rel);
      else {
        const type = TYPES[extname(name)];
        if (!type) continue;
        const body = readFileSync(path);
        assets.set(rel, { body, type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` });
      }
    }
  };
  walk('');
  return assets;
}

const NOT_BUILT =
  'The Parapet console is not built, so there is nothing to show here: run `npm run build` (it bundles apps/console into apps/console/dist), then restart the service. The API is served as usual; its reference is at /docs and /openapi.json.';

/**
 * The web console: `GET /` answers its page, `GET /console/<file>` its script and style (names
 * carry a content hash, so they are cached for a year). Hidden from the OpenAPI document. Without a
 * build, `/` is a 404 whose detail says how to build it (a missing page, not a failing service: no
 * 5xx for monitors to page on), and the API keeps serving.
 */
export function registerConsole(app: App, dir: string = DEFAULT_CONSOLE_DIR): void {
  const assets = loadAssets(dir);
  const securityHeaders = {
    'content-security-policy': CONSOLE_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  };

  app.get('/', { schema: { hide: true }, config: { rateLimitClass: 'open' } }, async (request, reply) => {
    const page = assets?.get('index.html');
    reply.headers(securityHeaders);
    if (!page) throw new AppError('not_found', NOT_BUILT);
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type(page.type).send(page.body);
  });

  app.get('/console/*', { schema: { hide: true }, config: { rateLimitClass: 'open' } }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const asset = name === 'index.html' ? undefined : assets?.get(name);
    if (!asset) {
      throw new AppError('not_found', assets ? `The console has no file ${name}.` : 'The console is not built: run `npm run build`.');
    }
    reply.headers(securityHeaders).header('cache-control', 'public, max-age=31536000, immutable').header('etag', asset.etag);
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    return reply.type(asset.type).send(asset.body);
  });
}
