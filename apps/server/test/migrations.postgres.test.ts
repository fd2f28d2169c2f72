/**
 * Migrating a schema while other clients of the same database create and drop their own schemas:
 * Kysely's setup reads the whole catalogue, and a schema dropped meanwhile must not fail our
 * migration (it did, as "schema ... does not exist", when test suites shared one database).
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { openSqlStorage } from '../src/storage/sql/connect.js';
import { dropTestState, postgres, uniqueName } from './support/backends.js';

describe('migrations on PostgreSQL beside schemas being dropped', { skip: postgres.skip }, () => {
  const ours: string[] = [];
  after(() => dropTestState({ schemas: ours }));

  it('migrates every schema while another client creates and drops schemas with tables', async () => {
    const churn = new pg.Client({ connectionString: postgres.url });
    await churn.connect();
    let running = true;
    let dropped = 0;
    const prefix = uniqueName('churn');
    const churning = (async () => {
      for (let i = 0; running; i++) {
        const name = `${prefix}_${i}`;
        await churn.query(`CREATE SCHEMA "${name}"`);
        for (let t = 0; t < 8; t++) await churn.query(`CREATE TABLE "${name}"."t${t}" (id serial primary key, body text)`);
        await churn.query(`DROP SCHEMA "${name}" CASCADE`);
        dropped++;
      }
    })();
    try {
      for (let n = 0; n < 12; n++) {
        const schema = uniqueName('migrate');
        ours.push(schema);
        const storage = await openSqlStorage({ databaseUrl: postgres.url, dataDir: '/nonexistent', postgresSchema: schema });
        // The migrated schema serves: a key can be stored and read back.
        const tables = await churn.query<{ n: string }>(`SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = $1`, [schema]);
        assert.ok(Number(tables.rows[0]!.n) >= 5, `${schema} has its tables`);
        await storage.close();
      }
    } finally {
      running = false;
      await churning;
      await churn.end();
    }
    assert.ok(dropped > 0, 'schemas were dropped while migrating');
  });
});
