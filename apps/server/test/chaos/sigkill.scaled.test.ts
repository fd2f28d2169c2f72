/** SIGKILL mid-load and restart on PostgreSQL + Redis: see sigkill-suite.ts. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropTestState, postgres, redis, uniqueName } from '../support/backends.js';
import { sigkillSuite } from './sigkill-suite.js';

sigkillSuite(
  'PostgreSQL + Redis',
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'parapet-chaos-'));
    const schema = uniqueName('chaos_kill');
    const prefix = `${uniqueName('parapet')}:`;
    return {
      env: {
        PARAPET_DATA_DIR: dataDir,
        PARAPET_DATABASE_URL: postgres.url,
        PARAPET_DATABASE_SCHEMA: schema,
        PARAPET_REDIS_URL: redis.url,
        PARAPET_REDIS_PREFIX: prefix,
      },
      cleanup: async () => {
        await dropTestState({ schemas: [schema], redisPrefix: prefix });
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
  postgres.skip || redis.skip,
);
