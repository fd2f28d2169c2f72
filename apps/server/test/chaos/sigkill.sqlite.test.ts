/** SIGKILL mid-load and restart on SQLite: see sigkill-suite.ts. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sigkillSuite } from './sigkill-suite.js';

sigkillSuite(
  'SQLite',
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'parapet-chaos-'));
    return { env: { PARAPET_DATA_DIR: dataDir }, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
  },
  false,
);
