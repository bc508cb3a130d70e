import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { groupCommitInsert } from '../../server/store/group-commit.js';
import { testDatabases } from './databases.js';

const COLUMNS = ['kind', 'event', 'visitor', 'data', 'received_at'];
const row = (index) => ({ kind: 'RecordHit', event: 1, visitor: `visitor-${index}`, data: '{}', received_at: new Date().toISOString() });

for (const target of await testDatabases()) {
  describe(`group commit on ${target.name}`, () => {
    let database;
    let queries;
    /** The database, counting the queries run through it. */
    let counted;
    before(async () => {
      database = await target.open();
      counted = {
        insertInto: (table) => database.db.insertInto(table),
        executeQuery: (query) => {
          queries += 1;
          return database.db.executeQuery(query);
        },
      };
    });
    after(() => database.close());
    beforeEach(async () => {
      queries = 0;
      await database.db.deleteFrom('hits').execute();
    });

    test('rows inserted together share INSERTs of at most maxRows, and all are stored once their promises settle', async () => {
      const insert = groupCommitInsert(counted, 'hits', COLUMNS, { maxRows: 100 });
      await Promise.all(Array.from({ length: 250 }, (_, index) => insert(row(index))));
      assert.equal(queries, 3);
      const stored = await database.db.selectFrom('hits').select('visitor').execute();
      assert.equal(stored.length, 250);
      assert.equal(new Set(stored.map((entry) => entry.visitor)).size, 250);
    });

    test('a row inserted alone is committed on its own', async () => {
      const insert = groupCommitInsert(counted, 'hits', COLUMNS);
      await insert(row(1));
      await insert(row(2));
      assert.equal(queries, 2);
      assert.equal((await database.db.selectFrom('hits').selectAll().execute()).length, 2);
    });

    test('when the INSERT fails, every row of its batch is rejected and none is stored', async () => {
      const insert = groupCommitInsert(counted, 'hits', COLUMNS);
      const results = await Promise.allSettled([insert(row(1)), insert({ ...row(2), kind: null })]);
      assert.deepEqual(
        results.map((result) => result.status),
        ['rejected', 'rejected'],
      );
      assert.deepEqual(await database.db.selectFrom('hits').selectAll().execute(), []);
    });
  });
}
