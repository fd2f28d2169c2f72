import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { plantKey } from './support/keys.js';
import { startPages, type PageServer } from './support/pages.js';
import { call, useServer, type Answer, type TestServer } from './support/server.js';

async function poll(server: TestServer, key: string, pollUrl: string, timeoutMs = 15_000): Promise<Answer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call(server.url, 'GET', pollUrl, { key });
    assert.equal(answer.status, 200, answer.text);
    if (answer.body['status'] !== 'pending') return answer;
    if (Date.now() > deadline) assert.fail(`still pending after ${timeoutMs} ms`);
    await sleep(50);
  }
}

describe('POST /v1/analyze and GET /v1/analyze/{id} over HTTP', () => {
  const server = useServer({ PARAPET_ANALYZE_ALLOW_PRIVATE: 'true', PARAPET_RATE_LIMIT_PER_KEY: '1000' });
  let pages: PageServer;
  let key: string;

  before(async () => {
    pages = await startPages({ slowMs: 800 });
    key = (await plantKey(server, { scopes: ['analyze'] })).key;
  });
  after(async () => {
    await pages.close();
  });

  it('answers 202 with a poll URL, then the completed analysis', async () => {
    const submitted = await call(server.url, 'POST', '/v1/analyze', { key, body: { url: `${pages.url}/chain/1` } });
    assert.equal(submitted.status, 202, submitted.text);
    const id = String(submitted.body['id']);
    assert.equal(submitted.body['status'], 'pending');
    assert.equal(submitted.body['poll_url'], `/v1/analyze/${id}`);
    const done = await poll(server, key, String(submitted.body['poll_url']));
    const body = done.body as Record<string, Record<string, unknown>>;
    assert.equal(body['id'], id);
    assert.equal(body['status'], 'completed');
    assert.equal(body['url'], `${pages.url}/chain/1`);
    assert.equal(body['final_url'], `${pages.url}/article`);
    assert.equal(body['depth'], 'standard');
    assert.equal(body['metadata']!['title'], 'Harbour bridge reopens after repairs');
    assert.equal(body['credibility']!['status'], 'unrated');
    assert.equal(body['bias']!['basis'], 'audience');
    assert.equal(body['factual_accuracy']!['status'], 'unassessed');
    assert.equal(body['injection']!['source_kind'], 'web_page');
    assert.equal(body['content']!['main_text_extracted'], true);
    assert.equal(body['error'], null);
    assert.ok(Date.parse(String(body['created_at'])) <= Date.parse(String(body['completed_at'])));
    assert.equal('key_id' in body, false, 'the owner is not echoed');
  });

  it('reports a refused fetch as a failed analysis with the reason', async () => {
    const submitted = await call(server.url, 'POST', '/v1/analyze', { key, body: { url: `${pages.url}/to-metadata`, depth: 'quick' } });
    assert.equal(submitted.status, 202);
    const done = await poll(server, key, String(submitted.body['poll_url']));
    assert.equal(done.body['status'], 'failed');
    const error = done.body['error'] as { code: string; detail: string };
    assert.equal(error.code, 'blocked_address');
    assert.match(error.detail, /169\.254\.169\.254 is a metadata address/);
    assert.equal(done.body['final_url'], null);
    assert.equal(done.body['metadata'], null);
  });

  it('answers 404 for an unknown id, a malformed id, and an id submitted with another key', async () => {
    for (const id of ['job_AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA', 'nothing', '.x']) {
      const answer = await call(server.url, 'GET', `/v1/analyze/${id}`, { key });
      assert.equal(answer.status, 404, answer.text);
      assert.equal(answer.body['code'], 'not_found');
      assert.equal(answer.body['error'], 'Not Found');
      assert.ok(String(answer.body['detail']).length > 10);
    }
    const submitted = await call(server.url, 'POST', '/v1/analyze', { key, body: { url: `${pages.url}/slow`, depth: 'quick' } });
    const other = (await plantKey(server, { scopes: ['analyze'] })).key;
    const pending = await call(server.url, 'GET', String(submitted.body['poll_url']), { key: other });
    assert.equal(pending.status, 404, 'while pending');
    const mine = await call(server.url, 'GET', String(submitted.body['poll_url']), { key });
    assert.equal(mine.status, 200);
    const finished = await call(server.url, 'POST', '/v1/analyze', { key, body: { url: `${pages.url}/article`, depth: 'quick' } });
    await poll(server, key, String(finished.body['poll_url']));
    const stolen = await call(server.url, 'GET', String(finished.body['poll_url']), { key: other });
    assert.equal(stolen.status, 404, 'once completed');
  });

  it('forgets an analysis after the retention period', async () => {
    const submitted = await call(server.url, 'POST', '/v1/analyze', { key, body: { url: `${pages.url}/article`, depth: 'quick' } });
    await poll(server, key, String(submitted.body['poll_url']));
    server.clock.advance(24 * 3_600_000 + 1000);
    const gone = await call(server.url, 'GET', String(submitted.body['poll_url']), { key });
    server.clock.advance(-(24 * 3_600_000 + 1000));
    assert.equal(gone.status, 404);
  });

  it('answers 400 naming the field for URLs and options that can never be analysed', async () => {
    for (const body of [
      {},
      { url: 'not a url' },
      { url: 'ftp://files.example/a' },
      { url: 'file:///etc/passwd' },
      { url: `${pages.url}/article`, depth: 'thorough' },
      { url: `${pages.url}/article`, model: 'acme/unknown-model' },
    ]) {
      const answer = await call(server.url, 'POST', '/v1/analyze', { key, body });
      assert.equal(answer.status, 400, `${JSON.stringify(body)}: ${answer.text}`);
      assert.equal(answer.body['code'], 'validation_failed');
    }
  });

  it('publishes both routes, with the analyze scope and the result schema, in the OpenAPI document', async () => {
    interface Op {
      security?: unknown[];
      description: string;
      responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }>;
    }
    const doc = (await call(server.url, 'GET', '/openapi.json')).body as { paths: Record<string, Record<string, Op>> };
    const post = doc.paths['/v1/analyze']!['post']!;
    const get = doc.paths['/v1/analyze/{id}']!['get']!;
    for (const op of [post, get]) {
      assert.ok(op.security?.length);
      assert.match(op.description, /`analyze` scope/);
    }
    assert.ok(post.responses['202']);
    const schema = get.responses['200']!.content['application/json']!.schema;
    for (const field of ['id', 'status', 'url', 'final_url', 'metadata', 'credibility', 'bias', 'factual_accuracy', 'injection', 'created_at', 'completed_at', 'error']) {
      assert.ok(field in schema.properties, field);
    }
  });
});
