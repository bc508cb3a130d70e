import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CompiledQuery, sql } from 'kysely';
import { inboxQuery, insertSubmission, listSubmissions } from '../../server/store/forms.js';
import { summarizeHits, summaryQuery } from '../../server/store/hits.js';
import { summaryListQuery } from '../../server/store/summary.js';
import { testDatabases } from './databases.js';

const FORMS = 20;
const SUBMISSIONS = 4000;
const HITS = 10_000;
const SUMMARY_ITEMS = 3000;

/**
 * The plan of a query as the database would run it: EXPLAIN's lines on PostgreSQL (where a
 * sequential scan is priced out, so the plan shows whether an index can serve the query at all),
 * EXPLAIN QUERY PLAN's details on SQLite. Bitmap scans are priced out too: whether VACUUM could
 * mark the table's pages all-visible depends on other sessions' open transactions (the suite runs
 * files side by side on one cluster), and with fewer of them the planner trades an index-only
 * scan for a bitmap one; without that choice the plan shows whether the index alone serves it.
 */
async function plan(database, query) {
  const { sql: text, parameters } = query.compile();
  if (database.dialect === 'sqlite') {
    const { rows } = await database.db.executeQuery(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${text}`, parameters));
    return rows.map((row) => row.detail).join('\n');
  }
  return database.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
    const { rows } = await trx.executeQuery(CompiledQuery.raw(`EXPLAIN ${text}`, parameters));
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

for (const target of await testDatabases()) {
  describe(`the hot queries use their indexes on ${target.name}`, () => {
    let database;
    before(async () => {
      database = await target.open();
      const start = Date.parse('2026-11-01T00:00:00.000Z');
      const at = (index) => new Date(start + index * 60_000).toISOString();
      for (let offset = 0; offset < SUBMISSIONS; offset += 500) {
        const rows = Array.from({ length: 500 }, (_, index) => ({
          id: `submission-${offset + index}`,
          form_id: `form-${(offset + index) % FORMS}`,
          form_json: '{"email":"visitor@example.com"}',
          submitted_at: at(offset + index),
        }));
        await database.db.insertInto('form_submissions').values(rows).execute();
      }
      for (let offset = 0; offset < HITS; offset += 1000) {
        const rows = Array.from({ length: 1000 }, (_, index) => ({
          kind: ['RecordHit', 'RecordEvent', 'RecordCampaign'][(offset + index) % 3],
          data: '{}',
          received_at: at(offset + index),
        }));
        await database.db.insertInto('hits').values(rows).execute();
      }
      for (let offset = 0; offset < SUMMARY_ITEMS; offset += 500) {
        const rows = Array.from({ length: 500 }, (_, index) => ({
          id: `item-${offset + index}`,
          collection_id: `collection-${(offset + index) % 10}`,
          status: (offset + index) % 7 === 0 ? 'draft' : 'published',
          publish_on: at(offset + index),
          json: '{}',
        }));
        await database.db.insertInto('summary_items').values(rows).execute();
      }
      // Statistics for the planner; on PostgreSQL VACUUM also marks the pages all-visible, as autovacuum would, which an index-only scan needs.
      await (database.dialect === 'sqlite' ? sql`ANALYZE` : sql`VACUUM ANALYZE hits, form_submissions, summary_items`).execute(database.db);
    });
    after(() => database.close());

    test('the inbox lists one form’s submissions newest first and pages through them without gaps or repeats', async () => {
      const pages = [];
      let after;
      do {
        const page = await listSubmissions(database.db, 'form-3', { limit: 70, ...(after && { after }) });
        pages.push(page);
        after = page.length === 70 ? page.at(-1) : undefined;
      } while (after);
      const listed = pages.flat();
      assert.equal(listed.length, SUBMISSIONS / FORMS);
      assert.deepEqual(listed[0], {
        id: `submission-${SUBMISSIONS - FORMS + 3}`,
        formId: 'form-3',
        values: { email: 'visitor@example.com' },
        collectionId: null,
        objectName: null,
        isOverlayForm: false,
        submitButtonText: null,
        pageTitle: null,
        pageId: null,
        contentSource: null,
        pagePath: null,
        pagePermissionTypeValue: null,
        visitor: null,
        submittedAt: new Date(Date.parse('2026-11-01T00:00:00.000Z') + (SUBMISSIONS - FORMS + 3) * 60_000).toISOString(),
      });
      assert.ok(listed.every((entry, index) => index === 0 || entry.submittedAt < listed[index - 1].submittedAt));
      assert.equal(new Set(listed.map((entry) => entry.id)).size, listed.length);
    });

    test('submissions of the same instant page by id', async () => {
      for (const email of ['1', '2', '3']) await insertSubmission(database.db, { formId: 'same-instant', values: { email } });
      await database.db
        .updateTable('form_submissions')
        .set({ submitted_at: '2026-11-20T00:00:00.000Z' })
        .where('form_id', '=', 'same-instant')
        .execute();
      const first = await listSubmissions(database.db, 'same-instant', { limit: 2 });
      const rest = await listSubmissions(database.db, 'same-instant', { limit: 2, after: first.at(-1) });
      assert.deepEqual([first.length, rest.length], [2, 1]);
      assert.deepEqual([...first, ...rest].map((entry) => entry.values.email).sort(), ['1', '2', '3']);
    });

    test('the census summary counts hits by kind since a time', async () => {
      // Hit i arrived i minutes after the start; kinds take turns, so minutes 9,997 to 9,999 hold one of each.
      const since = new Date(Date.parse('2026-11-01T00:00:00.000Z') + 9_997 * 60_000);
      assert.deepEqual(await summarizeHits(database.db, since), [
        { kind: 'RecordCampaign', count: 1 },
        { kind: 'RecordEvent', count: 1 },
        { kind: 'RecordHit', count: 1 },
      ]);
      const all = await summarizeHits(database.db, new Date(0));
      assert.deepEqual(
        all.map((entry) => entry.count),
        [3333, 3333, 3334],
      );
    });

    test('the inbox reads one form’s newest submissions from form_submissions_inbox, in index order', async () => {
      const shown = await plan(database, inboxQuery(database.db, 'form-3', 50));
      assert.match(shown, /form_submissions_inbox/);
      assert.doesNotMatch(shown, /Seq Scan|SCAN form_submissions\b(?! USING)/);
      // The index gives the order: no sort step.
      assert.doesNotMatch(shown, /\bSort\b|TEMP B-TREE FOR ORDER BY/);
    });

    test('the census summary counts hits by kind from hits_received_at_kind alone', async () => {
      const shown = await plan(database, summaryQuery(database.db, new Date('2026-11-05T00:00:00.000Z')));
      assert.match(
        shown,
        database.dialect === 'sqlite' ? /USING COVERING INDEX hits_received_at_kind/ : /Index Only Scan using hits_received_at_kind/,
      );
      assert.doesNotMatch(shown, /Seq Scan|SCAN hits\b(?! USING)/);
    });

    test('a summary list reads one collection’s published items from summary_items_page, in index order, through its cursor', async () => {
      for (const through of [undefined, { publishOn: '2026-11-01T10:00:00.000Z', id: 'item-600' }]) {
        const shown = await plan(database, summaryListQuery(database.db, 'collection-3', 10, through));
        assert.match(shown, /summary_items_page/);
        assert.doesNotMatch(shown, /Seq Scan|SCAN summary_items\b(?! USING)/);
        assert.doesNotMatch(shown, /\bSort\b|TEMP B-TREE FOR ORDER BY/);
      }
    });
  });
}
