import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { openDatabase } from '../../server/db/index.js';
import { batchedRateLimitCounter, countHit, countHits, purgeExpiredRateLimitCounts } from '../../server/store/rate-limits.js';
import { testDatabases } from './databases.js';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 26, 9, 0, 0);

for (const target of await testDatabases()) {
  describe(`rate-limit counts in the database on ${target.name}`, () => {
    let database;
    /** A second connection to the same database, as another server process has. */
    let other;
    before(async () => {
      database = await target.open();
      other = await openDatabase(database.url ? { url: database.url, schema: database.schema } : { url: '', file: database.file });
    });
    after(async () => {
      await other?.close();
      await database?.close();
    });
    beforeEach(() => database.db.deleteFrom('rate_limit_counts').execute());

    test('each hit counts up within its window, and the time left shrinks with the clock', async () => {
      assert.deepEqual(await countHit(database.db, 'k', MINUTE, NOW), { current: 1, ttl: MINUTE });
      assert.deepEqual(await countHit(database.db, 'k', MINUTE, NOW + 1000), { current: 2, ttl: MINUTE - 1000 });
      assert.deepEqual(await countHit(database.db, 'k', MINUTE, NOW + 59_999), { current: 3, ttl: 1 });
      assert.deepEqual(await countHit(database.db, 'other key', MINUTE, NOW + 1000), { current: 1, ttl: MINUTE });
    });

    test('once the window has ended the count starts again at 1 with a full window', async () => {
      await countHit(database.db, 'k', MINUTE, NOW);
      await countHit(database.db, 'k', MINUTE, NOW);
      assert.deepEqual(await countHit(database.db, 'k', MINUTE, NOW + MINUTE), { current: 1, ttl: MINUTE });
      assert.deepEqual(await countHit(database.db, 'k', MINUTE, NOW + MINUTE + 5), { current: 2, ttl: MINUTE - 5 });
    });

    test('hits at the same moment through two connections are all counted, each seeing its own count', async () => {
      const hits = Array.from({ length: 40 }, (_, index) => countHit((index % 2 ? other : database).db, 'busy', MINUTE, NOW));
      const counts = (await Promise.all(hits)).map(({ current }) => current).sort((a, b) => a - b);
      assert.deepEqual(
        counts,
        Array.from({ length: 40 }, (_, index) => index + 1),
      );
    });

    test('hits counted together, some on one key, each get their own place in that key\u2019s count', async () => {
      await countHit(database.db, 'b', MINUTE, NOW);
      const counts = await countHits(
        database.db,
        ['b', 'a', 'b', 'c', 'b'].map((key) => ({ key, timeWindow: MINUTE })),
        NOW + 10,
      );
      assert.deepEqual(
        counts.map(({ current }) => current),
        [2, 1, 3, 1, 4],
      );
      assert.deepEqual(
        counts.map(({ ttl }) => ttl),
        [MINUTE - 10, MINUTE, MINUTE - 10, MINUTE, MINUTE - 10],
      );
    });

    test('the batched counter sends the hits of one moment as one statement, and counts each', async () => {
      let statements = 0;
      // A Kysely plugin sees every query the counter runs.
      const counting = database.db.withPlugin({
        transformQuery: ({ node }) => {
          statements += 1;
          return node;
        },
        transformResult: async ({ result }) => result,
      });
      const count = batchedRateLimitCounter(counting);
      const counts = await Promise.all(Array.from({ length: 30 }, (_, index) => count(index % 3 ? 'x' : 'y', MINUTE)));
      assert.deepEqual(
        counts.filter((_, index) => index % 3 !== 0).map(({ current }) => current),
        Array.from({ length: 20 }, (_, index) => index + 1),
      );
      assert.deepEqual(
        counts.filter((_, index) => index % 3 === 0).map(({ current }) => current),
        Array.from({ length: 10 }, (_, index) => index + 1),
      );
      assert.equal(statements, 1);
    });

    test('batches from two connections on the same keys, in opposite orders, all count and never deadlock', async () => {
      const counters = [batchedRateLimitCounter(database.db), batchedRateLimitCounter(other.db)];
      const keys = ['p', 'q', 'r'];
      const hits = Array.from({ length: 120 }, (_, index) => {
        const key = index % 2 ? keys[index % 3] : keys[2 - (index % 3)];
        return counters[index % 2](key, MINUTE).then(({ current }) => ({ key, current }));
      });
      const results = await Promise.all(hits);
      for (const key of keys) {
        const counts = results
          .filter((result) => result.key === key)
          .map(({ current }) => current)
          .sort((a, b) => a - b);
        assert.deepEqual(
          counts,
          Array.from({ length: counts.length }, (_, index) => index + 1),
          key,
        );
      }
    });

    test('purging deletes the counts whose window has ended and keeps the live ones', async () => {
      await countHit(database.db, 'old', MINUTE, NOW - MINUTE);
      await countHit(database.db, 'live', MINUTE, NOW - 1000);
      await purgeExpiredRateLimitCounts(database.db, NOW);
      const keys = await database.db.selectFrom('rate_limit_counts').select('key').execute();
      assert.deepEqual(
        keys.map(({ key }) => key),
        ['live'],
      );
      assert.equal((await countHit(database.db, 'live', MINUTE, NOW)).current, 2);
    });
  });
}
