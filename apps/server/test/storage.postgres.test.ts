import { openSqlStorage } from '../src/storage/sql/connect.js';
import { dropTestState, postgres, uniqueName } from './support/backends.js';
import { storageContract } from './storage.contract.js';

storageContract(
  'PostgreSQL',
  async () => {
    const schema = uniqueName('contract');
    // A neighbouring schema already migrated in the same database must not be taken for ours.
    const neighbour = uniqueName('neighbour');
    await (await openSqlStorage({ databaseUrl: postgres.url, dataDir: '/nonexistent', postgresSchema: neighbour })).close();
    return {
      open: () => openSqlStorage({ databaseUrl: postgres.url, dataDir: '/nonexistent', postgresSchema: schema }),
      async destroy() {
        await dropTestState({ schemas: [schema, neighbour] });
      },
    };
  },
  { skip: postgres.skip },
);
