/**
 * Who may make the service fetch a URL, and where a refused address is refused: chat fetches only
 * for a key that also has the `analyze` scope; a URL whose host is itself a refused address (a
 * literal IP or `localhost`) is refused when submitted, a name that resolves to one at fetch time.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, beforeEach, describe, it } from 'node:test';
import { FakeLlm, type ChatBody, type RecordedRequest } from './support/fake-llm.js';
import { plantKey } from './support/keys.js';
import { loopbackResolver, startPages, type PageServer } from './support/pages.js';
import { call, useServer, type Answer } from './support/server.js';

function toolData(request: RecordedRequest | undefined): unknown[] {
  return (request?.body?.messages ?? [])
    .filter((m: ChatBody['messages'][number]) => m.role === 'tool')
    .map((m) => JSON.parse(String(m.content).split('\n')[2]!));
}

function totalHits(pages: PageServer): number {
  return [...pages.hits.values()].reduce((a, b) => a + b, 0);
}

describe('chat fetches URLs only for a key with the analyze scope', () => {
  let pages: PageServer;
  let llm: FakeLlm;

  before(async () => {
    pages = await startPages();
    llm = await FakeLlm.start();
  });
  const local = useServer({ PARAPET_ANALYZE_ALLOW_PRIVATE: 'true', PARAPET_RATE_LIMIT_PER_KEY: '1000' });
  const withModel = useServer(() => ({ PARAPET_ANALYZE_ALLOW_PRIVATE: 'true', PARAPET_RATE_LIMIT_PER_KEY: '1000', PARAPET_LLM_BASE_URL: llm.url }));
  after(async () => {
    await llm.close();
    await pages.close();
  });
  beforeEach(() => {
    pages.hits.clear();
    llm.requests.length = 0;
  });

  it('without a model: a chat-only key gets an answer that says the page was not fetched, and nothing is fetched', async () => {
    const chatOnly = await plantKey(local, { scopes: ['chat'] });
    const answer = await call(local.url, 'POST', '/v1/chat', { key: chatOnly.key, body: { message: `Is ${pages.url}/article a good source?` } });
    assert.equal(answer.status, 200, answer.text);
    assert.match(String(answer.body['response']), /was not fetched: this API key lacks the "analyze" scope/);
    assert.equal(totalHits(pages), 0, 'no request reached the page server');

    const both = await plantKey(local, { scopes: ['chat', 'analyze'] });
    const analysed = await call(local.url, 'POST', '/v1/chat', { key: both.key, body: { message: `Is ${pages.url}/article a good source?` } });
    assert.equal(analysed.status, 200, analysed.text);
    assert.match(String(analysed.body['response']), /Harbour bridge reopens after repairs/);
    assert.equal(pages.hits.get('/article'), 1);
  });

  it('with a model: a chat-only key is not offered analyze_url, and a call to it is refused without a fetch', async () => {
    const chatOnly = await plantKey(withModel, { scopes: ['chat'] });
    llm.enqueueAgent(
      { kind: 'tool_calls', calls: [{ name: 'analyze_url', arguments: JSON.stringify({ url: `${pages.url}/article` }) }] },
      { kind: 'content', content: 'I could not look at the page.' },
    );
    const answer: Answer = await call(withModel.url, 'POST', '/v1/chat', { key: chatOnly.key, body: { message: `What about ${pages.url}/article ?` } });
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(llm.agentChats[0]!.body!.tools?.map((t) => t.function.name), ['screen_text', 'evaluate_prompt']);
    assert.deepEqual(toolData(llm.agentChats[1]), [{ error: 'not run: this API key lacks the "analyze" scope, so the service fetches no URL for it' }]);
    assert.equal(totalHits(pages), 0, 'no request reached the page server');
  });
});

describe('refused addresses: literal hosts at submit (400), resolved names at fetch time', () => {
  let pages: PageServer;
  // Private addresses refused (the default); every name resolves to loopback.
  const server = useServer({ PARAPET_RATE_LIMIT_PER_KEY: '1000' }, { analysis: { resolve: loopbackResolver() } });
  let key: string;

  before(async () => {
    pages = await startPages();
    key = (await plantKey(server, { scopes: ['analyze', 'chat'] })).key;
  });
  after(async () => {
    await pages.close();
  });

  for (const url of [
    'http://127.0.0.1/', 'http://10.1.2.3/x', 'http://192.168.0.1/', 'http://[::1]/', 'http://2130706433/', 'http://0x7f.1/', 'http://[::ffff:127.0.0.1]/',
    'http://localhost:8080/', 'http://LOCALHOST./', 'http://api.localhost/', 'http://169.254.169.254/latest/meta-data/',
  ]) {
    it(`POST /v1/analyze ${url}: 400 naming the refused address`, async () => {
      const answer = await call(server.url, 'POST', '/v1/analyze', { key, body: { url } });
      assert.equal(answer.status, 400, answer.text);
      assert.equal(answer.body['code'], 'validation_failed');
      assert.match(String(answer.body['detail']), /^url: refused to connect: .* (address|name)\.$/);
    });
  }

  it('a name that resolves to a private address is refused at fetch time: the analysis fails with blocked_address', async () => {
    const submitted = await call(server.url, 'POST', '/v1/analyze', { key, body: { url: `http://pages.example:${pages.port}/article`, depth: 'quick' } });
    assert.equal(submitted.status, 202, submitted.text);
    let done: Answer | undefined;
    for (let i = 0; i < 200; i++) {
      done = await call(server.url, 'GET', String(submitted.body['poll_url']), { key });
      if (done.body['status'] !== 'pending') break;
      await sleep(50);
    }
    assert.equal(done!.body['status'], 'failed', done!.text);
    assert.equal((done!.body['error'] as { code: string }).code, 'blocked_address');
    assert.equal(pages.hits.size, 0, 'nothing was fetched');
  });

  it('in chat, a literal private URL is not fetched and the answer says it was refused', async () => {
    const answer = await call(server.url, 'POST', '/v1/chat', { key, body: { message: `Look at http://127.0.0.1:${pages.port}/article please` } });
    assert.equal(answer.status, 200, answer.text);
    assert.match(String(answer.body['response']), /could not be analysed: refused to connect: 127\.0\.0\.1 is a loopback address/);
    assert.equal(pages.hits.size, 0);
  });
});
