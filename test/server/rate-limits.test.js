import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { openDatabase } from '../../server/db/index.js';
import { countHit, purgeExpiredRateLimitCounts } from '../../server/store/rate-limits.js';
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
