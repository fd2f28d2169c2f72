/**
 * The SDK's wire types are generated from the service's OpenAPI document; these tests fail when
 * the routes change and the SDK was not regenerated, or when a route has no client method.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ParapetClient } from '@parapet/sdk';
import { SDK_TYPES_PATH, sdkTypesSource, serviceOpenApiDocument } from '../../scripts/sdk/openapi-types.js';

interface Operation {
  operationId?: string;
}

describe('SDK and OpenAPI document', async () => {
  const document = await serviceOpenApiDocument();
  const paths = document['paths'] as Record<string, Record<string, Operation>>;
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), id: op.operationId })),
  );

  it('has the generated wire types of the current document (npm run sdk:types rewrites them)', async () => {
    const committed = readFileSync(SDK_TYPES_PATH, 'utf8');
    assert.equal(committed, await sdkTypesSource(document), 'packages/sdk/src/openapi.ts is stale: run npm run sdk:types');
  });

  it('names every operation, once', () => {
    const ids = operations.map((o) => o.id);
    assert.ok(ids.length >= 17, `only ${ids.length} operations`);
    assert.ok(ids.every((id) => typeof id === 'string' && id.length > 0), `an operation without operationId: ${JSON.stringify(operations.filter((o) => !o.id))}`);
    assert.equal(new Set(ids).size, ids.length);
  });

  it('has a client method for every operation that sends its method to its path', async () => {
    const sent: Array<{ method: string; url: string }> = [];
    const recording: typeof fetch = async (input, init) => {
      sent.push({ method: init?.method ?? 'GET', url: String(input) });
      return new Response('{"status":"completed"}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const client = new ParapetClient({ baseUrl: 'http://parapet.test', apiKey: 'ppk_test', fetch: recording });
    for (const op of operations) {
      const method = (client as unknown as Record<string, unknown>)[op.id ?? ''];
      assert.equal(typeof method, 'function', `ParapetClient has no method ${op.id} for ${op.method} ${op.path}`);
      const args = op.path.includes('{id}') ? ['job_1'] : op.method === 'GET' || op.method === 'DELETE' ? [] : [{}];
      sent.length = 0;
      await (method as (...a: unknown[]) => Promise<unknown>).apply(client, args);
      assert.deepEqual(sent, [{ method: op.method, url: `http://parapet.test${op.path.replace('{id}', 'job_1')}` }], op.id);
    }
  });
});
