import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { plantKey } from './support/keys.js';
import { startPages, type PageServer } from './support/pages.js';
import { call, useServer } from './support/server.js';

/** The tag an unkeyed hash of (key id, job id) gave: anyone with a key and a job id could compute it. */
function unkeyedTag(keyId: string, jobId: string): string {
  return createHash('sha256').update(`analyze\u0000${keyId}\u0000${jobId}`, 'utf8').digest('base64url').slice(0, 22);
}

describe('analysis ids are bound to their key by a keyed MAC', () => {
  const server = useServer({ PARAPET_ANALYZE_ALLOW_PRIVATE: 'true', PARAPET_RATE_LIMIT_PER_KEY: '1000' });
  let pages: PageServer;

  before(async () => {
    pages = await startPages({ slowMs: 3_000 });
  });
  after(async () => {
    await pages.close();
  });

  it('a second key that learns a job id cannot forge a tag for a pending or a failed analysis', async () => {
    const owner = await plantKey(server, { scopes: ['analyze'] });
    const other = await plantKey(server, { scopes: ['analyze'] });
    const pending = await call(server.url, 'POST', '/v1/analyze', { key: owner.key, body: { url: `${pages.url}/slow`, depth: 'quick' } });
    const failing = await call(server.url, 'POST', '/v1/analyze', { key: owner.key, body: { url: `${pages.url}/to-metadata`, depth: 'quick' } });
    // Wait for the second one to fail (a refused redirect), while the first is still pending.
    for (let i = 0; i < 100; i++) {
      const answer = await call(server.url, 'GET', String(failing.body['poll_url']), { key: owner.key });
      if (answer.body['status'] === 'failed') break;
      await sleep(50);
    }
    for (const submitted of [pending, failing]) {
      const jobId = String(submitted.body['id']).split('.')[0]!;
      const forged = `${jobId}.${unkeyedTag(other.id, jobId)}`;
      const answer = await call(server.url, 'GET', `/v1/analyze/${forged}`, { key: other.key });
      assert.equal(answer.status, 404, answer.text);
      assert.equal(answer.body['code'], 'not_found');
      // The owner's own unkeyed tag is no longer valid either: only the issued id is.
      const ownOld = await call(server.url, 'GET', `/v1/analyze/${jobId}.${unkeyedTag(owner.id, jobId)}`, { key: owner.key });
      assert.equal(ownOld.status, 404);
      const mine = await call(server.url, 'GET', String(submitted.body['poll_url']), { key: owner.key });
      assert.equal(mine.status, 200, mine.text);
    }
  });
});
