import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqlJobQueue } from '../src/queue/sql-job-queue.js';
import { queueContract } from './queue.contract.js';

queueContract('SQL on SQLite', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'parapet-queue-'));
  return {
    // One database for every space: job types are unique per test, and runners lease only their own types.
    open: (_space, options) => SqlJobQueue.open({ dataDir }, { ...options, pollMs: 25 }),
    destroy: () => rm(dataDir, { recursive: true, force: true }),
  };
});
