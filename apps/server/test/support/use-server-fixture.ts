/**
 * Suites run by use-server.test.ts in a test run of their own: one whose test fails, one whose
 * service cannot start. Each prints what the parent checks afterwards.
 */
import { describe, it } from 'node:test';
import { useServer } from './server.js';

describe('a suite whose test fails', () => {
  const server = useServer();
  it('prints where its service runs, then fails', () => {
    console.log(`started ${JSON.stringify({ url: server.url, dataDir: server.dataDir })}`);
    throw new Error('the planned failure');
  });
});

describe('a suite whose service cannot start', () => {
  useServer({ PARAPET_RATE_LIMIT_PER_KEY: 'many' });
  it('is not reached', () => {
    console.log('the test after a failed start ran');
  });
});
