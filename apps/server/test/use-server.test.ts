/**
 * useServer(): one service per suite, started before its tests and closed after them, also when a
 * test fails; a service that cannot start fails the suite instead of skipping it.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { call, useServer } from './support/server.js';

const fixture = new URL('./support/use-server-fixture.ts', import.meta.url).pathname;

describe('useServer', () => {
  const server = useServer({ PARAPET_RATE_LIMIT_PER_IP: '1000' });
  const early = (() => {
    try {
      return server.url;
    } catch (error) {
      return error;
    }
  })();

  it('is not running while the suite is declared', () => {
    assert.ok(early instanceof Error && /not running/.test(early.message), String(early));
  });

  it('serves the suite, with the environment given', async () => {
    const models = await call(server.url, 'GET', '/v1/models');
    assert.equal(models.status, 200);
    assert.equal(models.headers.get('x-ratelimit-limit'), '1000');
    assert.ok(existsSync(server.dataDir));
    assert.equal(server.container.jobs.backend, 'sql');
  });
});

describe('useServer with an environment known once earlier hooks ran', () => {
  let limit = '';
  before(() => {
    limit = '7';
  });
  const server = useServer(() => ({ PARAPET_RATE_LIMIT_PER_IP: limit }));

  it('reads the environment when it starts', async () => {
    assert.equal((await call(server.url, 'GET', '/v1/models')).headers.get('x-ratelimit-limit'), '7');
  });

  it('is closed by its handle, after which it is no longer running', async () => {
    const url = server.url;
    await server.close();
    await assert.rejects(fetch(`${url}/health`));
    assert.throws(() => server.url, /not running/);
  });
});

describe('useServer when a test fails or the service cannot start', () => {
  it('closes the service after the failed test, and fails the run for the failed start', async () => {
    const run = spawnSync(process.execPath, ['--conditions=parapet-source', '--import', 'tsx', '--test', '--test-reporter=tap', fixture], {
      encoding: 'utf8',
      timeout: 60_000,
      // A run of its own, not a part of this one.
      env: { ...process.env, NODE_TEST_CONTEXT: undefined },
    });
    const out = run.stdout;
    assert.equal(run.status, 1, out);
    const started = /started (\{.*\})/.exec(out);
    assert.ok(started, out);
    const { url, dataDir } = JSON.parse(started[1]!) as { url: string; dataDir: string };
    await assert.rejects(fetch(`${url}/health`), 'nothing answers where the failed suite served');
    assert.equal(existsSync(dataDir), false, 'its data directory is removed');
    assert.match(out, /the planned failure/);
    assert.match(out, /PARAPET_RATE_LIMIT_PER_KEY/, 'the failed start is reported with its cause');
    assert.doesNotMatch(out, /the test after a failed start ran/);
    assert.doesNotMatch(out, /# SKIP/);
    assert.match(out, /^# fail [1-9]/m);
    assert.match(out, /^# pass 0$/m);
  });
});
