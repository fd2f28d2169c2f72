/**
 * The web console's files as the service serves them: the page at `/`, hashed assets under
 * `/console/`, their content types, caching and Content-Security-Policy, the plain answer when the
 * console is not built, and their absence from the OpenAPI document. The console's behaviour in a
 * browser is tested by test/e2e/console.test.ts.
 */
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { useServer } from './support/server.js';

const PAGE = '<!doctype html><title>Parapet console</title><script type="module" src="/console/app-ABC123.js"></script>';
const SCRIPT = 'document.title = "console";';

describe('the console, built', () => {
  let dir = '';
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'parapet-console-'));
    await writeFile(join(dir, 'index.html'), PAGE);
    await writeFile(join(dir, 'app-ABC123.js'), SCRIPT);
    await writeFile(join(dir, 'style-DEF456.css'), 'body { color: black; }');
    await writeFile(join(dir, 'notes.txt'), 'not an asset');
  });
  after(() => rm(dir, { recursive: true, force: true }));
  const server = useServer({}, () => ({ consoleDir: dir }));

  it('serves the page at / with a strict CSP and no caching of the page itself', async () => {
    const res = await fetch(`${server.url}/`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(await res.text(), PAGE);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|https?:/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    const etag = res.headers.get('etag');
    assert.ok(etag);
    const again = await fetch(`${server.url}/`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
  });

  it('serves hashed assets with their content type, cached for a year', async () => {
    const js = await fetch(`${server.url}/console/app-ABC123.js`);
    assert.equal(js.status, 200);
    assert.equal(js.headers.get('content-type'), 'text/javascript; charset=utf-8');
    assert.equal(js.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await js.text(), SCRIPT);
    const css = await fetch(`${server.url}/console/style-DEF456.css`);
    assert.equal(css.headers.get('content-type'), 'text/css; charset=utf-8');
  });

  it('answers 404 with the error body for a file it does not have or does not serve', async () => {
    for (const path of ['/console/missing.js', '/console/notes.txt', '/console/../package.json', '/console/%2e%2e/index.html']) {
      const res = await fetch(`${server.url}${path}`);
      assert.equal(res.status, 404, path);
      const body = (await res.json()) as { error: string; detail: string };
      assert.equal(body.error, 'Not Found', path);
      assert.ok(body.detail.length > 0, path);
    }
  });

  it('leaves the console out of the OpenAPI document, and /docs and /openapi.json in place', async () => {
    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    const paths = Object.keys(doc.paths);
    assert.ok(paths.includes('/v1/parse'));
    assert.ok(!paths.includes('/'));
    assert.ok(!paths.some((p) => p.startsWith('/console')));
    assert.equal((await fetch(`${server.url}/docs`, { redirect: 'manual' })).status < 400, true);
  });
});

describe('the console, not built', () => {
  let dir = '';
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'parapet-console-'));
    await mkdir(join(dir, 'empty'));
  });
  after(() => rm(dir, { recursive: true, force: true }));
  const server = useServer({}, () => ({ consoleDir: join(dir, 'empty') }));

  it('says so plainly at / and keeps serving the API', async () => {
    const res = await fetch(`${server.url}/`);
    assert.equal(res.status, 404);
    const body = (await res.json()) as { error: string; detail: string };
    assert.equal(body.error, 'Not Found');
    assert.match(body.detail, /console is not built.*npm run build/);
    const asset = await fetch(`${server.url}/console/app.js`);
    assert.equal(asset.status, 404);
    assert.match(((await asset.json()) as { detail: string }).detail, /not built/);
    assert.equal((await fetch(`${server.url}/health`)).status, 200);
  });
});
