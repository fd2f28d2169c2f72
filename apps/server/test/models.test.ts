import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ALLOWED_MODEL_IDS, ALLOWED_MODELS } from '../src/llm/models.js';
import { perTokenToPerMillion } from '../src/llm/model-directory.js';
import { FakeLlm } from './support/fake-llm.js';
import { assertRateLimitHeaders, call, startServer, useServer, type TestServer } from './support/server.js';

interface Model {
  id: string;
  name: string;
  context_length: number;
  pricing: { input_per_1m: number; output_per_1m: number };
  free: boolean;
}

async function listModels(server: TestServer): Promise<Model[]> {
  const answer = await call(server.url, 'GET', '/v1/models');
  assert.equal(answer.status, 200, answer.text);
  assertRateLimitHeaders(answer.headers);
  assert.deepEqual(Object.keys(answer.body), ['models']);
  return answer.body['models'] as Model[];
}

function byId(models: Model[], id: string): Model {
  const model = models.find((m) => m.id === id);
  assert.ok(model, id);
  return model;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  assert.ok(condition(), what);
}

describe('GET /v1/models without a provider', () => {
  const server = useServer({ PARAPET_RATE_LIMIT_PER_IP: '1000' });

  it('lists the 18 allowed models, 5 of them free, with every field and no key', async () => {
    const models = await listModels(server);
    assert.deepEqual(
      models.map((m) => m.id),
      [...ALLOWED_MODEL_IDS],
    );
    assert.equal(models.length, 18);
    assert.equal(models.filter((m) => m.free).length, 5);
    for (const model of models) {
      assert.deepEqual(Object.keys(model).sort(), ['context_length', 'free', 'id', 'name', 'pricing']);
      assert.match(model.id, /^[a-z0-9-]+\/[a-z0-9.:-]+$/);
      assert.ok(model.name.length > 0);
      assert.ok(Number.isInteger(model.context_length) && model.context_length > 0);
      assert.deepEqual(Object.keys(model.pricing).sort(), ['input_per_1m', 'output_per_1m']);
      assert.ok(model.pricing.input_per_1m >= 0 && model.pricing.output_per_1m >= 0);
      assert.equal(model.free, model.id.endsWith(':free'));
      if (model.free) assert.deepEqual(model.pricing, { input_per_1m: 0, output_per_1m: 0 });
    }
    assert.deepEqual(byId(models, 'openai/gpt-4o-mini').pricing, { input_per_1m: 0.15, output_per_1m: 0.6 });
    assert.deepEqual(byId(models, 'anthropic/claude-3-haiku').pricing, { input_per_1m: 0.25, output_per_1m: 1.25 });
    assert.deepEqual(byId(models, 'openai/o1').pricing, { input_per_1m: 15, output_per_1m: 60 });
  });

  it('is documented in /openapi.json as an open route with its response schema', async () => {
    const doc = (await call(server.url, 'GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }> }>>;
    };
    const op = doc.paths['/v1/models']?.['get'];
    assert.ok(op);
    assert.equal(op.security, undefined);
    assert.ok(op.responses['429']);
    const schema = op.responses['200']?.content?.['application/json']?.schema as { properties?: Record<string, { items?: { properties?: object } }> };
    assert.deepEqual(Object.keys(schema.properties?.['models']?.items?.properties ?? {}).sort(), ['context_length', 'free', 'id', 'name', 'pricing']);
  });
});

describe('GET /v1/models rate limit', () => {
  it('counts into the per-IP bucket of unauthenticated routes', async () => {
    const server = await startServer({ PARAPET_RATE_LIMIT_PER_IP: '2' });
    try {
      assert.equal((await call(server.url, 'GET', '/v1/models')).status, 200);
      assert.equal((await call(server.url, 'GET', '/v1/models')).status, 200);
      const limited = await call(server.url, 'GET', '/v1/models');
      assert.equal(limited.status, 429);
      assert.equal(limited.body['code'], 'rate_limited');
      assertRateLimitHeaders(limited.headers);
    } finally {
      await server.close();
    }
  });
});

describe('GET /v1/models with the aggregator configured', () => {
  let provider: FakeLlm;
  before(async () => {
    provider = await FakeLlm.start();
  });
  after(() => provider.close());

  it('refreshes names, context lengths and prices of the allowed ids only, and caches them for an hour', async () => {
    provider.models = [
      { id: 'openai/gpt-4o-mini', name: 'OpenAI: GPT-4o-mini (live)', context_length: 128_000, pricing: { prompt: '0.00000015', completion: '0.0000006' } },
      { id: 'anthropic/claude-3-haiku', name: 'Anthropic: Claude 3 Haiku', context_length: 200_000, pricing: { prompt: '0.00000025', completion: '0.00000125' } },
      { id: 'openai/o3-mini', name: 'OpenAI: o3 Mini', context_length: 200_000, pricing: { prompt: '0.0000011', completion: '0.0000044' } },
      { id: 'deepseek/deepseek-chat', name: 'DeepSeek: V3 (live)', context_length: 64_000, pricing: { prompt: '0.00000038', completion: '0.00000089' } },
      { id: 'google/gemma-3-27b-it:free', name: '', context_length: 'big', pricing: { prompt: '-1', completion: 'n/a' } },
      { id: 'someone/not-allowed', name: 'Not allowed', context_length: 8192, pricing: { prompt: '0', completion: '0' } },
    ];
    const server = await startServer({ PARAPET_LLM_API_KEY: 'sk-or-models', PARAPET_LLM_BASE_URL: provider.url, PARAPET_RATE_LIMIT_PER_IP: '1000' });
    try {
      const models = await listModels(server);
      assert.equal(models.length, 18);
      assert.ok(!models.some((m) => m.id === 'someone/not-allowed'), 'the allowlist does not grow');
      assert.deepEqual(byId(models, 'openai/gpt-4o-mini'), {
        id: 'openai/gpt-4o-mini',
        name: 'OpenAI: GPT-4o-mini (live)',
        context_length: 128_000,
        pricing: { input_per_1m: 0.15, output_per_1m: 0.6 },
        free: false,
      });
      assert.deepEqual(byId(models, 'openai/o3-mini').pricing, { input_per_1m: 1.1, output_per_1m: 4.4 });
      assert.deepEqual(byId(models, 'deepseek/deepseek-chat'), {
        id: 'deepseek/deepseek-chat',
        name: 'DeepSeek: V3 (live)',
        context_length: 64_000,
        pricing: { input_per_1m: 0.38, output_per_1m: 0.89 },
        free: false,
      });
      const shippedGemma = ALLOWED_MODELS.find((m) => m.id === 'google/gemma-3-27b-it:free');
      assert.deepEqual(byId(models, 'google/gemma-3-27b-it:free'), shippedGemma, 'unusable remote fields keep the shipped values');
      const shippedO1 = ALLOWED_MODELS.find((m) => m.id === 'openai/o1');
      assert.deepEqual(byId(models, 'openai/o1'), shippedO1, 'ids the aggregator does not list keep the shipped values');

      const fetches = provider.requests.filter((r) => r.path === '/api/v1/models');
      assert.equal(fetches.length, 1);
      assert.equal(fetches[0]?.method, 'GET');
      assert.equal(fetches[0]?.headers['authorization'], 'Bearer sk-or-models');

      await listModels(server);
      assert.equal(provider.requests.filter((r) => r.path === '/api/v1/models').length, 1, 'served from the cache within the hour');

      provider.models = [{ id: 'openai/gpt-4o-mini', name: 'Renamed', context_length: 128_000, pricing: { prompt: '0.0000002', completion: '0.0000008' } }];
      server.clock.advance(60 * 60_000);
      await listModels(server);
      await until(() => provider.requests.filter((r) => r.path === '/api/v1/models').length === 2, 'refreshed after an hour');
      let renamed = byId(await listModels(server), 'openai/gpt-4o-mini');
      for (let i = 0; i < 100 && renamed.name !== 'Renamed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        renamed = byId(await listModels(server), 'openai/gpt-4o-mini');
      }
      assert.equal(renamed.name, 'Renamed');
      assert.deepEqual(renamed.pricing, { input_per_1m: 0.2, output_per_1m: 0.8 });
    } finally {
      await server.close();
    }
  });

  it('serves the shipped list when the aggregator answers an error', async () => {
    provider.modelsStatus = 503;
    const server = await startServer({ PARAPET_LLM_API_KEY: 'sk-or-models', PARAPET_LLM_BASE_URL: provider.url, PARAPET_LLM_TIMEOUT_MS: '2000' });
    try {
      assert.deepEqual(await listModels(server), JSON.parse(JSON.stringify(ALLOWED_MODELS)));
    } finally {
      provider.modelsStatus = 200;
      await server.close();
    }
  });

  it('lists only shipped values for a keyless self-hosted provider, without asking it', async () => {
    const seen = provider.requests.length;
    const server = await startServer({ PARAPET_LLM_BASE_URL: provider.url });
    try {
      assert.deepEqual(await listModels(server), JSON.parse(JSON.stringify(ALLOWED_MODELS)));
      assert.equal(provider.requests.length, seen);
    } finally {
      await server.close();
    }
  });
});

describe('GET /v1/models with the aggregator down', () => {
  it('serves the shipped list', async () => {
    const provider = await FakeLlm.start();
    const url = provider.url;
    await provider.close();
    const server = await startServer({ PARAPET_LLM_API_KEY: 'sk-or-down', PARAPET_LLM_BASE_URL: url, PARAPET_LLM_TIMEOUT_MS: '2000' });
    try {
      const started = performance.now();
      const models = await listModels(server);
      assert.deepEqual(models, JSON.parse(JSON.stringify(ALLOWED_MODELS)));
      assert.equal(models.filter((m) => m.free).length, 5);
      assert.ok(performance.now() - started < 2500);
    } finally {
      await server.close();
    }
  });
});

describe('per-token prices to USD per 1M tokens', () => {
  it('moves the decimal point without float noise', () => {
    const cases: Array<[unknown, number | undefined]> = [
      ['0.00000025', 0.25],
      ['0.0000011', 1.1],
      ['0.0000044', 4.4],
      ['0.00000015', 0.15],
      ['0.000015', 15],
      ['0', 0],
      ['2.5e-7', 0.25],
      [2.5e-7, 0.25],
      ['0.0000000001', 0.0001],
      ['-1', undefined],
      ['', undefined],
      ['free', undefined],
      [null, undefined],
    ];
    for (const [input, expected] of cases) assert.equal(perTokenToPerMillion(input), expected, String(input));
  });
});
