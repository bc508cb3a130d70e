import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { testDatabases } from './databases.js';

const postgres = (await testDatabases()).find((target) => target.name === 'postgres');

describe('on PostgreSQL the migrator looks only at the schemas on the search path', { skip: !postgres && 'PostgreSQL is not reachable' }, () => {
  const url = process.env.SQ_TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const other = `test_other_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let database;
  let admin;

  before(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Another application's schema in the same database, with a table of a name the server uses.
    await admin.query(`CREATE SCHEMA "${other}"`);
    await admin.query(`CREATE TABLE "${other}".performance_records (id integer)`);
    database = await postgres.open();
  });

  after(async () => {
    await database?.close();
    await admin.query(`DROP SCHEMA IF EXISTS "${other}" CASCADE`);
    await admin.end();
  });

  test("its own tables, the migrator's among them, and none of another schema's", async () => {
    const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
    assert.deepEqual([...new Set(tables.map((table) => table.schema))], [database.schema]);
    const names = tables.map((table) => table.name);
    for (const name of ['kysely_migration', 'kysely_migration_lock', 'hits', 'performance_records']) assert.ok(names.includes(name), name);
    assert.ok(tables.every((table) => table.isView === false));
  });
});
