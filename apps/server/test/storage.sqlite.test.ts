import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlStorage } from '../src/storage/sql/connect.js';
import { storageContract } from './storage.contract.js';

storageContract('SQLite', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'parapet-storage-'));
  return {
    open: () => openSqlStorage({ dataDir }),
    destroy: () => rm(dataDir, { recursive: true, force: true }),
  };
});
