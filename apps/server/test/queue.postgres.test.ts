import pg from 'pg';
import { SqlJobQueue } from '../src/queue/sql-job-queue.js';
import { postgres, uniqueName } from './support/backends.js';
import { queueContract } from './queue.contract.js';

queueContract(
  'SQL on PostgreSQL',
  async () => {
    const schema = uniqueName('queue');
    return {
      open: (_space, options) =>
        SqlJobQueue.open({ databaseUrl: postgres.url, dataDir: '/nonexistent', postgresSchema: schema }, { ...options, pollMs: 25 }),
      async destroy() {
        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      },
    };
  },
  { skip: postgres.skip },
);
