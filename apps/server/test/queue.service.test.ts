/**
 * The queue as the service builds it: the configuration picks the backend, jobs outlive a restart
 * of the service, and the retention is a setting.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { ConfigError, loadConfig } from '../src/config/load.js';
import { redis, uniqueName } from './support/backends.js';
import { waitForJob } from './support/queue-wait.js';
import { startServer } from './support/server.js';

describe('job retention setting', () => {
  it('keeps finished jobs 24 hours unless PARAPET_JOB_RETENTION_MS says otherwise', () => {
    assert.equal(loadConfig({}).jobs.retentionMs, 86_400_000);
    assert.equal(loadConfig({ PARAPET_JOB_RETENTION_MS: '3600000' }).jobs.retentionMs, 3_600_000);
    assert.throws(() => loadConfig({ PARAPET_JOB_RETENTION_MS: '10' }), ConfigError);
  });
});

describe('the service queue', () => {
  it('keeps jobs in the service database without Redis, across a restart', async () => {
    const first = await startServer();
    const type = uniqueName('svc').toLowerCase();
    let id: string;
    try {
      assert.equal(first.container.jobs.backend, 'sql');
      id = (await first.container.jobs.enqueue(type, { n: 1 })).id;
    } finally {
      await first.app.close();
      await first.container.close();
    }
    const second = await startServer({}, { dataDir: first.dataDir });
    try {
      assert.equal((await second.container.jobs.get(id))?.status, 'pending', 'the job outlived the restart');
      second.container.jobs.register(type, async (payload) => ({ ran: payload }));
      second.container.jobs.start();
      const done = await waitForJob(second.container.jobs, id);
      assert.deepEqual(done.result, { ran: { n: 1 } });
    } finally {
      await second.close();
      await rm(first.dataDir, { recursive: true, force: true });
    }
  });

  it('puts jobs in Redis under the configured prefix when PARAPET_REDIS_URL is set', { skip: redis.skip }, async () => {
    const prefix = `${uniqueName('svc')}:`;
    const server = await startServer({ PARAPET_REDIS_URL: redis.url, PARAPET_REDIS_PREFIX: prefix });
    const client = new Redis(redis.url);
    try {
      const jobs = server.container.jobs;
      assert.equal(jobs.backend, 'redis');
      const type = uniqueName('svc').toLowerCase();
      jobs.register(type, async () => 'ran on redis');
      jobs.start();
      const job = await jobs.enqueue(type, null);
      assert.equal((await waitForJob(jobs, job.id)).result, 'ran on redis');
      assert.ok((await client.keys(`${prefix}jobs:*`)).length > 0, 'keys live under the service prefix');
    } finally {
      await server.close();
      const keys = await client.keys(`${prefix}*`);
      if (keys.length) await client.del(...keys);
      client.disconnect();
    }
  });
});
