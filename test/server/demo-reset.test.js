import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { loadSiteDefinition } from '../../server/site/load.js';
import { dataTables, KEPT_TABLES } from '../../server/store/reset.js';
import { persistedSecret } from '../../server/store/settings.js';
import { testDatabases } from './databases.js';

const run = promisify(execFile);

/** Rows in each table of the schema but the kept ones. */
async function rowCounts(database) {
  const counts = {};
  for (const table of await dataTables(database.db, database.dialect)) {
    const { rows } = await sql`SELECT COUNT(*) AS count FROM ${sql.table(table)}`.execute(database.db);
    counts[table] = Number(rows[0].count);
  }
  return counts;
}

const documents = async (db) =>
  Object.fromEntries((await db.selectFrom('site_documents').select(['key', 'json']).execute()).map((row) => [row.key, JSON.parse(row.json)]));

/** `npm run demo:reset` as npm runs it, pointed at this test's database the way `npm start` is. */
function demoReset(target, database) {
  const env = { ...process.env, DATABASE_URL: '', SQ_DB_FILE: '', SQ_SITE_DIR: '' };
  if (target.name === 'postgres') {
    const url = new URL(database.url);
    url.searchParams.set('options', `-c search_path=${database.schema}`);
    env.DATABASE_URL = url.href;
  } else env.SQ_DB_FILE = database.file;
  return run(process.execPath, ['server/dist/server/demo-reset.js'], { env });
}

const now = () => new Date().toISOString();

for (const target of await testDatabases()) {
  describe(`npm run demo:reset on ${target.name}`, () => {
    test('empties what visitors and owners stored and stores the site definition again', async () => {
      const reference = await target.open();
      const database = await target.open();
      try {
        await loadSiteDefinition(reference.db);
        const expected = { counts: await rowCounts(reference), documents: await documents(reference.db) };
        assert.ok(expected.counts.forms > 0 && expected.counts.site_documents > 0, 'the definition fills some tables');

        // A demo that was used: visits, a submission, a signed-in owner, and the stored definition edited.
        await loadSiteDefinition(database.db);
        const secret = await persistedSecret(database.db);
        await database.db.insertInto('hits').values({ kind: 'RecordHit', event: 1, visitor: 'v1', data: '{}', received_at: now() }).execute();
        await database.db
          .insertInto('form_submissions')
          .values({ id: 's1', form_id: 'f1', form_json: '{}', submitted_at: now(), visitor: 'v1' })
          .execute();
        await database.db.insertInto('owner_sessions').values({ id: 'o1', account_id: 'a1', expires_at: now(), created_at: now() }).execute();
        await database.db.updateTable('site_documents').set({ json: '{"edited":true}' }).where('key', '=', 'website').execute();
        await database.db.deleteFrom('forms').execute();
        const before = await rowCounts(database);
        assert.equal(before.hits, 1);
        assert.equal(before.owner_sessions, 1);

        const { stdout } = await demoReset(target, database);
        assert.match(stdout, /emptied \d+ tables, \d+ rows \(.*form_submissions 1.*hits 1.*owner_sessions 1/);
        assert.match(stdout, /stored the site definition from demo\/site again/);

        assert.deepEqual(await rowCounts(database), expected.counts, 'every table as a fresh database holding the definition');
        assert.deepEqual(await documents(database.db), expected.documents, 'the definition is back');
        assert.equal(await persistedSecret(database.db), secret, 'the running servers keep their crumb secret');
        for (const kept of KEPT_TABLES.filter((table) => !table.startsWith('kysely_'))) assert.ok(!(kept in expected.counts));
      } finally {
        await reference.close();
        await database.close();
      }
    });
  });
}
