import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { measureMarkup } from '../src/analysis/markup.js';
import { BUSY_BOUND_MS, duringWork, HEALTH_BOUND_MS, LOOP_BOUND_MS } from './support/loop.js';
import { plantKey } from './support/keys.js';
import { startPages, ARTICLE_HTML, type PageServer } from './support/pages.js';
import { call, useServer, type Answer, type TestServer } from './support/server.js';


async function analyse(server: TestServer, key: string, url: string, depth = 'standard', timeoutMs = 20_000): Promise<Answer> {
  const submitted = await call(server.url, 'POST', '/v1/analyze', { key, body: { url, depth } });
  assert.equal(submitted.status, 202, submitted.text);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call(server.url, 'GET', String(submitted.body['poll_url']), { key });
    assert.equal(answer.status, 200, answer.text);
    if (answer.body['status'] !== 'pending') return answer;
    if (Date.now() > deadline) assert.fail(`still pending after ${timeoutMs} ms`);
    await sleep(50);
  }
}

describe('URL analysis reads pages off the main thread, under limits and a deadline', () => {
  let pages: PageServer;
  const limited = useServer({ PARAPET_ANALYZE_ALLOW_PRIVATE: 'true', PARAPET_RATE_LIMIT_PER_KEY: '10000' });
  // Limits high enough to let the deep page through to the parser, and a short deadline.
  const deadline = useServer({
    PARAPET_ANALYZE_ALLOW_PRIVATE: 'true', PARAPET_RATE_LIMIT_PER_KEY: '10000',
    PARAPET_ANALYZE_MAX_DEPTH: '10000', PARAPET_ANALYZE_MAX_ELEMENTS: '1000000', PARAPET_ANALYZE_PARSE_TIMEOUT_MS: '300',
  });
  let limitedKey: string;
  let deadlineKey: string;

  before(async () => {
    pages = await startPages();
    limitedKey = (await plantKey(limited, { scopes: ['analyze'] })).key;
    deadlineKey = (await plantKey(deadline, { scopes: ['analyze'] })).key;
    // Start the worker threads and warm the parser, so that the measure is of the page.
    await analyse(limited, limitedKey, `${pages.url}/article`);
    await analyse(deadline, deadlineKey, `${pages.url}/article`);
  });
  after(async () => {
    await pages.close();
  });

  it('refuses 64,000 nested <div> before parsing: failed with page_too_complex, fetched once, the loop never held', async (t) => {
    const url = `${pages.url}/nested?depth=64000&n=1`;
    const started = performance.now();
    const stall = await duringWork(limited.url, () => analyse(limited, limitedKey, url));
    t.diagnostic(`finished in ${(performance.now() - started).toFixed(0)} ms, longest turn ${stall.maxBusyMs.toFixed(0)} ms of work, loop delay max ${stall.maxLoopDelayMs.toFixed(0)} ms, slowest /health ${stall.maxHealthMs.toFixed(0)} ms`);
    const body = stall.result.body;
    assert.equal(body['status'], 'failed', stall.result.text);
    assert.deepEqual(body['error'], { code: 'page_too_complex', detail: 'the page nests HTML elements more than 256 levels deep' });
    assert.ok(performance.now() - started < 5_000);
    assert.ok(stall.maxBusyMs < BUSY_BOUND_MS, `a loop turn did ${stall.maxBusyMs.toFixed(0)} ms of work`);
    assert.ok(stall.maxLoopDelayMs < LOOP_BOUND_MS, `event loop held ${stall.maxLoopDelayMs.toFixed(0)} ms`);
    assert.ok(stall.maxHealthMs < HEALTH_BOUND_MS, `GET /health took ${stall.maxHealthMs.toFixed(0)} ms`);
    assert.equal(pages.hits.get('/nested'), 1, 'fetched once, not retried');
  });

  it('stops a page that parses past the deadline: failed with page_too_complex within the deadline, not retried, the loop never held', async (t) => {
    pages.hits.clear();
    const started = performance.now();
    const stall = await duringWork(deadline.url, () => analyse(deadline, deadlineKey, `${pages.url}/nested?depth=2000`));
    const elapsed = performance.now() - started;
    t.diagnostic(`finished in ${elapsed.toFixed(0)} ms, longest turn ${stall.maxBusyMs.toFixed(0)} ms of work, loop delay max ${stall.maxLoopDelayMs.toFixed(0)} ms, slowest /health ${stall.maxHealthMs.toFixed(0)} ms`);
    assert.equal(stall.result.body['status'], 'failed', stall.result.text);
    assert.deepEqual(stall.result.body['error'], { code: 'page_too_complex', detail: 'reading the page took longer than 300 ms' });
    assert.ok(elapsed < 5_000, `${elapsed.toFixed(0)} ms`);
    assert.ok(stall.maxBusyMs < BUSY_BOUND_MS, `a loop turn did ${stall.maxBusyMs.toFixed(0)} ms of work`);
    assert.ok(stall.maxLoopDelayMs < LOOP_BOUND_MS, `event loop held ${stall.maxLoopDelayMs.toFixed(0)} ms`);
    assert.ok(stall.maxHealthMs < HEALTH_BOUND_MS, `GET /health took ${stall.maxHealthMs.toFixed(0)} ms`);
    assert.equal(pages.hits.get('/nested'), 1, 'fetched once, not retried');
    // The pool is usable after a worker was stopped.
    const next = await analyse(deadline, deadlineKey, `${pages.url}/article`, 'quick');
    assert.equal(next.body['status'], 'completed', next.text);
  });

  it('refuses a page with more elements than the limit (100,000 by default)', async () => {
    const done = await analyse(limited, limitedKey, `${pages.url}/wide?n=40000`, 'quick');
    assert.equal(done.body['status'], 'failed');
    assert.deepEqual(done.body['error'], { code: 'page_too_complex', detail: 'the page has more than 100000 HTML elements' });
  });

  for (const path of ['/empty-html', '/text-as-html']) {
    it(`${path}: a page with no element is a clean result, fetched once`, async () => {
      pages.hits.clear();
      for (const depth of ['quick', 'standard', 'deep']) {
        const done = await analyse(limited, limitedKey, `${pages.url}${path}?d=${depth}`, depth);
        assert.equal(done.body['status'], 'completed', done.text);
        assert.equal(done.body['error'], null);
        const injection = done.body['injection'] as Record<string, unknown>;
        assert.equal(injection['verdict'], 'safe');
        if (path === '/text-as-html' && depth !== 'quick') {
          const content = done.body['content'] as Record<string, unknown>;
          assert.equal(content['word_count'], 12);
        }
      }
      assert.equal(pages.hits.get(path), 3, 'each analysis fetched the page once');
    });
  }

  it('a normal page analyses as before in the worker', async () => {
    const done = await analyse(limited, limitedKey, `${pages.url}/article`);
    const body = done.body as Record<string, Record<string, unknown>>;
    assert.equal(body['status'], 'completed' as never);
    assert.equal(body['metadata']!['title'], 'Harbour bridge reopens after repairs');
    assert.equal(body['metadata']!['author'], 'Jane Reporter');
    assert.equal(body['content']!['main_text_extracted'], true);
    assert.ok(Number(body['content']!['word_count']) > 90);
  });
});

describe('measureMarkup', () => {
  it('counts elements and nesting, not deepening for void, self-closing and implied-end elements', () => {
    assert.deepEqual(measureMarkup(ARTICLE_HTML).maxDepth < 6, true);
    assert.deepEqual(measureMarkup('<div><div><div>x</div></div></div>'), { elements: 3, maxDepth: 3 });
    assert.deepEqual(measureMarkup(`<ul>${'<li>item'.repeat(1000)}</ul>`), { elements: 1001, maxDepth: 1 });
    assert.deepEqual(measureMarkup(`<div>${'<p>para<br><img src="a>b">'.repeat(100)}</div>`), { elements: 301, maxDepth: 1 });
    assert.deepEqual(measureMarkup('<div/><div/>'), { elements: 2, maxDepth: 0 });
  });

  it('skips comments and raw text', () => {
    assert.deepEqual(measureMarkup(`<!-- ${'<div>'.repeat(100)} --><script>${'<div>'.repeat(100)}</SCRIPT><p>x`), { elements: 2, maxDepth: 1 });
    assert.deepEqual(measureMarkup('a < b and c<d'), { elements: 1, maxDepth: 1 });
  });

  it('is linear: 5 MB of nested and of unclosed tags is measured in well under a second', () => {
    for (const html of ['<div>'.repeat(1_000_000), '<a title="'.repeat(500_000), '<!--'.repeat(1_000_000), `<script>${'<'.repeat(5_000_000)}`]) {
      const started = performance.now();
      measureMarkup(html);
      assert.ok(performance.now() - started < 1_000, `${(performance.now() - started).toFixed(0)} ms`);
    }
  });
});
