import { SqlJobQueue } from '../src/queue/sql-job-queue.js';
import { dropTestState, postgres, uniqueName } from './support/backends.js';
import { queueContract } from './queue.contract.js';

queueContract(
  'SQL on PostgreSQL',
  async () => {
    const schema = uniqueName('queue');
    return {
      open: (_space, options) =>
        SqlJobQueue.open({ databaseUrl: postgres.url, dataDir: '/nonexistent', postgresSchema: schema }, { ...options, pollMs: 25 }),
      async destroy() {
        await dropTestState({ schemas: [schema] });
      },
    };
  },
  { skip: postgres.skip },
);
