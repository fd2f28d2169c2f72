import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createEngine } from '@parapet/engine';
import { Analyzer, type AnalyzerOptions } from '../src/analysis/analyze.js';
import { RatingsSource } from '../src/analysis/ratings.js';
import { loadClassifier } from '../src/classifier-weights.js';
import { LlmClient } from '../src/llm/client.js';
import { FakeLlm } from './support/fake-llm.js';
import { loopbackResolver, startPages, type PageServer } from './support/pages.js';

const engine = createEngine({ classifier: loadClassifier() });
const ratings = new RatingsSource();

function analyzer(overrides: Partial<AnalyzerOptions> = {}, fetch: Partial<AnalyzerOptions['fetch']> = {}): Analyzer {
  return new Analyzer({
    engine,
    ratings,
    fetch: { allowPrivate: true, timeoutMs: 5000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5, userAgent: 'parapet-test', resolve: loopbackResolver(), ...fetch },
    ...overrides,
  });
}

describe('analyzeUrl', () => {
  let pages: PageServer;
  let llm: FakeLlm;
  before(async () => {
    pages = await startPages({ slowMs: 2000 });
    llm = await FakeLlm.start();
  });
  after(async () => {
    await pages.close();
    await llm.close();
  });

  it('reads metadata from Open Graph, meta, JSON-LD and the HTML, saying where each came from', async () => {
    const result = await analyzer().analyzeUrl(`${pages.url}/article`, 'standard');
    assert.equal(result.error, null);
    const m = result.metadata!;
    assert.equal(m.title, 'Harbour bridge reopens after repairs');
    assert.equal(m.sources.title, 'open_graph');
    assert.equal(m.description, 'A plain meta description.');
    assert.equal(m.sources.description, 'meta');
    assert.equal(m.author, 'Jane Reporter');
    assert.equal(m.published_at, '2025-03-04T08:30:00.000Z');
    assert.equal(m.modified_at, '2025-03-05T09:00:00.000Z');
    assert.equal(m.sources.modified_at, 'json_ld');
    assert.equal(m.site_name, 'Example News');
    assert.equal(m.canonical_url, 'https://news.example/2025/03/bridge');
    assert.equal(m.sources.canonical_url, 'html');
    assert.equal(m.language, 'en-GB');
    assert.equal(m.image, `${pages.url}/images/bridge.jpg`, 'resolved against the page');
  });

  it('falls back to JSON-LD and <title> when Open Graph is absent', async () => {
    const html = await import('./support/pages.js');
    const noOg = html.ARTICLE_HTML.split('\n').filter((l) => !l.includes('property="og:')).join('\n');
    assert.notEqual(noOg, html.ARTICLE_HTML);
    const { parseHtmlPage } = await import('../src/analysis/metadata.js');
    const parsed = parseHtmlPage(noOg, 'https://news.example/a', { mainText: false, hiddenText: false });
    assert.equal(parsed.metadata.title, 'JSON-LD headline');
    assert.equal(parsed.metadata.sources.title, 'json_ld');
    assert.equal(parsed.metadata.site_name, 'Example News Ltd');
    assert.equal(parsed.metadata.image, null);
    const bare = parseHtmlPage('<html><head><title> Only  a title </title></head><body>x</body></html>', 'https://a.example/', { mainText: false, hiddenText: false });
    assert.equal(bare.metadata.title, 'Only a title');
    assert.equal(bare.metadata.sources.title, 'html');
  });

  it('rates a domain from the shipped datasets, after redirects, with the ratings behind the score', async () => {
    const result = await analyzer().analyzeUrl(`http://www.reuters.com:${pages.port}/chain/1`, 'quick');
    assert.equal(result.final_url, `http://www.reuters.com:${pages.port}/article`);
    const c = result.credibility!;
    assert.equal(c.status, 'rated');
    assert.ok(c.status === 'rated' && c.score >= 90 && c.label === 'high' && c.confidence === 'high', JSON.stringify(c));
    assert.deepEqual(c.ratings.map((r) => r.dataset).sort(), ['idiap2024', 'lin2023', 'wikipedia_rsp']);
    const lin = c.ratings.find((r) => r.dataset === 'lin2023')!;
    assert.deepEqual([lin.domain, lin.field, lin.value, lin.matched_via], ['reuters.com', 'pc1', 1, 'host']);
    const rsp = c.ratings.find((r) => r.dataset === 'wikipedia_rsp')!;
    assert.equal(rsp.value, 'generally_reliable');
    assert.match(rsp.link ?? '', /^https:\/\/en\.wikipedia\.org\/wiki\/WP:/);
    const bias = result.bias!;
    assert.equal(bias.status, 'rated');
    assert.ok(bias.status === 'rated' && bias.basis === 'audience' && bias.label === 'center' && bias.audience_partisanship === -0.2241);
    assert.match(bias.status === 'rated' ? bias.note : '', /Audience leaning, not content slant/);
  });

  it('scores a low-credibility domain low, with a right-leaning audience', async () => {
    const result = await analyzer().analyzeUrl(`http://www.breitbart.com:${pages.port}/article`, 'quick');
    const c = result.credibility!;
    assert.ok(c.status === 'rated' && c.score < 30 && c.label === 'very_low', JSON.stringify(c.score));
    assert.ok(c.ratings.some((r) => r.dataset === 'wikipedia_rsp' && r.value === 'deprecated'));
    assert.ok(result.bias?.status === 'rated' && result.bias.label === 'lean_right' && result.bias.audience_partisanship === 0.3015, JSON.stringify(result.bias));
  });

  it('answers unrated for a domain no dataset covers, and for a user site on a hosting platform', async () => {
    for (const host of ['fixture-unrated.test', 'someone.blogspot.com']) {
      const result = await analyzer().analyzeUrl(`http://${host}:${pages.port}/article`, 'quick');
      assert.equal(result.credibility?.status, 'unrated', host);
      assert.equal(result.credibility?.score, null);
      assert.deepEqual(result.credibility?.ratings, []);
      assert.equal(result.bias?.status, 'unrated', host);
      assert.equal(result.bias?.label, null);
    }
  });

  it('quick: no main text; standard: Readability main text; both screen the page', async () => {
    const quick = await analyzer().analyzeUrl(`${pages.url}/article`, 'quick');
    assert.equal(quick.content, null);
    assert.equal(quick.injection?.characters_screened, quick.injection?.characters_total);
    assert.equal(quick.factual_accuracy?.status, 'unassessed');
    const standard = await analyzer().analyzeUrl(`${pages.url}/article`, 'standard');
    assert.equal(standard.content?.main_text_extracted, true);
    assert.ok((standard.content?.word_count ?? 0) > 60 && (standard.content?.word_count ?? 0) < 140, String(standard.content?.word_count));
    assert.match(standard.content?.excerpt ?? '', /^Harbour bridge reopens|^The harbour bridge reopened/);
    assert.doesNotMatch(standard.content?.excerpt ?? '', /Home World/, 'navigation is not main text');
    assert.equal(standard.injection?.source_kind, 'web_page');
    assert.equal(standard.injection?.verdict, 'safe');
    assert.ok((standard.injection?.risk_score ?? 10) < 2);
    assert.equal(standard.factual_accuracy?.status, 'unassessed');
  });

  it('flags instructions hidden in a page, and at deep also in its comments', async () => {
    const result = await analyzer().analyzeUrl(`${pages.url}/injection`, 'quick');
    assert.ok((result.injection?.risk_score ?? 0) >= 7, JSON.stringify(result.injection));
    assert.ok(result.injection?.flags.some((f) => f.category === 'prompt_injection'));
    assert.ok(result.injection!.flags.length <= 5);
    const standard = await analyzer().analyzeUrl(`${pages.url}/hidden-comment`, 'standard');
    const deep = await analyzer().analyzeUrl(`${pages.url}/hidden-comment`, 'deep');
    assert.equal(standard.injection?.scope, 'visible_text');
    assert.ok((standard.injection?.risk_score ?? 10) < 4, `the comment is not visible text: ${standard.injection?.risk_score}`);
    assert.equal(deep.injection?.scope, 'visible_and_hidden_text');
    assert.ok((deep.injection?.risk_score ?? 0) >= 7, `deep reads comments: ${deep.injection?.risk_score}`);
  });

  it('deep without a model provider: factual accuracy unassessed', async () => {
    const result = await analyzer().analyzeUrl(`${pages.url}/article`, 'deep');
    assert.deepEqual(result.factual_accuracy, { status: 'unassessed', reason: 'no model provider is configured' });
  });

  it('deep with a provider: claims assessed from the page text between boundaries', async () => {
    const claims = {
      claims: [{ claim: 'The bridge repairs cost 41 million pounds.', assessment: 'unverifiable', confidence: 0.4, rationale: 'A local figure.' }],
      overall: 'unverifiable',
    };
    llm.enqueue({ kind: 'content', content: JSON.stringify(claims) });
    const client = new LlmClient({ baseUrl: llm.url, timeoutMs: 3000, maxAttempts: 1 });
    const result = await analyzer({ llm: { client, defaultModel: 'openai/gpt-4o-mini' } }).analyzeUrl(`${pages.url}/article`, 'deep', { model: 'anthropic/claude-3-haiku' });
    const f = result.factual_accuracy!;
    assert.equal(f.status, 'assessed');
    assert.ok(f.status === 'assessed' && f.overall === 'unverifiable' && f.claims.length === 1 && f.claims[0]!.assessment === 'unverifiable');
    const sent = llm.chats.at(-1)!.body!;
    assert.equal(sent.model, 'anthropic/claude-3-haiku');
    assert.match(sent.messages[1]!.content, /BEGIN UNTRUSTED TEXT [0-9a-f]{32}[\s\S]*eight months of repairs[\s\S]*END UNTRUSTED TEXT/);
    assert.equal(sent.response_format.json_schema.name, 'factual_claims');
  });

  it('a failing provider fails only the factual part, and says why', async () => {
    llm.enqueue({ kind: 'status', status: 400 }, { kind: 'content', content: 'not json' });
    const client = new LlmClient({ baseUrl: llm.url, timeoutMs: 3000, maxAttempts: 1 });
    const a = analyzer({ llm: { client, defaultModel: 'openai/gpt-4o-mini' } });
    const first = await a.analyzeUrl(`${pages.url}/article`, 'deep');
    assert.equal(first.error, null);
    assert.equal(first.credibility?.status, 'unrated');
    assert.ok(first.factual_accuracy?.status === 'failed' && /HTTP 400/.test(first.factual_accuracy.reason), JSON.stringify(first.factual_accuracy));
    const second = await a.analyzeUrl(`${pages.url}/article`, 'deep');
    assert.ok(second.factual_accuracy?.status === 'failed' && /not JSON/.test(second.factual_accuracy.reason));
    assert.ok(second.injection && second.metadata);
  });

  it('reports fetch refusals and failures as results with an error, not exceptions', async () => {
    const strict = analyzer({}, { allowPrivate: false });
    const cases: Array<[string, string, Analyzer]> = [
      ['http://2130706433/', 'blocked_address', strict],
      [`${pages.url}/to-metadata`, 'blocked_address', analyzer()],
      [`${pages.url}/bomb`, 'too_large', analyzer()],
      [`${pages.url}/pdf`, 'unsupported_content_type', analyzer()],
      [`${pages.url}/slow`, 'timeout', analyzer({}, { timeoutMs: 200 })],
    ];
    for (const [url, code, a] of cases) {
      const result = await a.analyzeUrl(url, 'standard');
      assert.equal(result.error?.code, code, `${url}: ${JSON.stringify(result.error)}`);
      assert.ok(result.error!.detail.length > 10);
      assert.equal(result.metadata, null);
      assert.equal(result.credibility, null);
      assert.equal(result.injection, null);
    }
  });

  it('decodes the declared charset, and reads plain text', async () => {
    const latin = await analyzer().analyzeUrl(`${pages.url}/latin1`, 'quick');
    assert.equal(latin.metadata?.title, 'Café crème');
    const text = await analyzer().analyzeUrl(`${pages.url}/text`, 'standard');
    assert.equal(text.content_type, 'text/plain');
    assert.equal(text.metadata?.title, null);
    assert.equal(text.content?.word_count, 5);
  });
});
