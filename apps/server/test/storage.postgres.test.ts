import pg from 'pg';
import { openSqlStorage } from '../src/storage/sql/connect.js';
import { postgres, uniqueName } from './support/backends.js';
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
        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.query(`DROP SCHEMA IF EXISTS ${neighbour} CASCADE`);
        await client.end();
      },
    };
  },
  { skip: postgres.skip },
);
