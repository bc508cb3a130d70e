import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../server/db/index.js';
import { withSearchPathIntrospection } from '../../server/db/introspection.js';
import { migrations } from '../../server/db/migrations/index.js';
import { POSTGRES_TYPES } from '../../server/db/migrations/2026-11-26T08-pg-types.js';
import { insertSubmission, listSubmissions } from '../../server/store/forms.js';
import { testDatabases } from './databases.js';

const TYPES = '2026-11-26T08-pg-types';
const postgres = (await testDatabases()).find((target) => target.name === 'postgres');

/** The column types of every table in `schema`, as PostgreSQL reports them. */
async function columnTypes(db, schema) {
  const { rows } = await sql`select table_name, column_name, data_type from information_schema.columns where table_schema = ${schema}`.execute(db);
  return new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row.data_type]));
}

describe('PostgreSQL stores times as timestamptz and JSON as jsonb', { skip: !postgres && 'PostgreSQL is not reachable' }, () => {
  const url = process.env.SQ_TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const schema = `test_types_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let database;

  before(async () => {
    // A database as the earlier releases left it: every migration before the conversion, rows in text.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.end();
    const old = new Kysely({
      dialect: withSearchPathIntrospection(
        new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` }) }),
      ),
    });
    const earlier = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < TYPES));
    const { error } = await new Migrator({
      db: old,
      provider: { getMigrations: async () => earlier },
      allowUnorderedMigrations: true,
      migrationTableSchema: schema,
    }).migrateToLatest();
    assert.ifError(error);
    const before = await columnTypes(old, schema);
    assert.equal(before.get('form_submissions.submitted_at'), 'character varying');
    assert.equal(before.get('hits.data'), 'text');
    await sql`insert into form_submissions (id, form_id, form_json, submitted_at) values
      ('a', 'contact', '{"email":"a@example.com","tags":["x","y"]}', '2026-11-01T10:00:00.000Z'),
      ('b', 'contact', '{"email":"b@example.com"}', '2026-11-02T11:30:00.250Z')`.execute(old);
    await sql`insert into hits (kind, data, received_at) values ('RecordHit', '{"path":"/"}', '2026-11-03T00:00:00.000Z')`.execute(old);
    await sql`insert into owner_sessions (id, account_id, expires_at, created_at) values ('s', 'owner', '2026-12-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`.execute(
      old,
    );
    await sql`insert into multilingual (site, languages, status, updated_at) values ('site', '["en","fr"]', 'connected', '2026-11-04T08:00:00.000Z')`.execute(
      old,
    );
    await old.destroy();

    database = await openDatabase({ url, schema });
  });

  after(async () => {
    await database?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  test('every time column is timestamptz and every JSON column jsonb after the migration', async () => {
    const types = await columnTypes(database.db, schema);
    for (const [table, { times, json }] of Object.entries(POSTGRES_TYPES)) {
      for (const column of times) assert.equal(types.get(`${table}.${column}`), 'timestamp with time zone', `${table}.${column}`);
      for (const column of json) assert.equal(types.get(`${table}.${column}`), 'jsonb', `${table}.${column}`);
    }
    // Every table of the schema is covered: no time or JSON column was left as text.
    const leftAsText = [...types].filter(([column, type]) => /_at$/.test(column) && type !== 'timestamp with time zone');
    assert.deepEqual(leftAsText, []);
  });

  test('a new database gets the same types', async () => {
    const fresh = await postgres.open();
    try {
      const types = await columnTypes(fresh.db, fresh.schema);
      for (const [table, { times, json }] of Object.entries(POSTGRES_TYPES)) {
        for (const column of times) assert.equal(types.get(`${table}.${column}`), 'timestamp with time zone', `${table}.${column}`);
        for (const column of json) assert.equal(types.get(`${table}.${column}`), 'jsonb', `${table}.${column}`);
      }
    } finally {
      await fresh.close();
    }
  });

  test('rows stored as text survive the conversion with their values', async () => {
    const rows = await sql`select id, form_json, submitted_at from form_submissions order by id`.execute(database.db);
    assert.deepEqual(
      rows.rows.map((row) => [row.id, JSON.parse(row.form_json), row.submitted_at]),
      [
        ['a', { email: 'a@example.com', tags: ['x', 'y'] }, '2026-11-01T10:00:00.000Z'],
        ['b', { email: 'b@example.com' }, '2026-11-02T11:30:00.250Z'],
      ],
    );
    const native =
      await sql`select submitted_at = '2026-11-02T11:30:00.250Z'::timestamptz as same, form_json->>'email' as email from form_submissions where id = 'b'`.execute(
        database.db,
      );
    assert.deepEqual(native.rows, [{ same: true, email: 'b@example.com' }]);
    const hit = await database.db.selectFrom('hits').select(['data', 'received_at']).executeTakeFirstOrThrow();
    assert.deepEqual([JSON.parse(hit.data), hit.received_at], [{ path: '/' }, '2026-11-03T00:00:00.000Z']);
    const session = await database.db.selectFrom('owner_sessions').selectAll().executeTakeFirstOrThrow();
    assert.equal(session.expires_at, '2026-12-01T00:00:00.000Z');
    const languages = await database.db.selectFrom('multilingual').select('languages').executeTakeFirstOrThrow();
    assert.deepEqual(JSON.parse(languages.languages), ['en', 'fr']);
  });

  test('the same queries run on the converted tables: new rows go in as ISO strings and list in order', async () => {
    await insertSubmission(database.db, { formId: 'contact', values: { email: 'c@example.com' } });
    const listed = await listSubmissions(database.db, 'contact');
    assert.deepEqual(
      listed.map((entry) => entry.values.email),
      ['c@example.com', 'b@example.com', 'a@example.com'],
    );
    assert.match(listed[0].submittedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

for (const target of await testDatabases()) {
  describe(`JSON columns on ${target.name}`, () => {
    let database;
    before(async () => {
      database = await target.open();
    });
    after(() => database.close());

    test('a NUL character in a stored value becomes U+FFFD, and an escaped backslash before "u0000" stays text', async () => {
      const values = { message: 'before\u0000after', path: 'C:\\u0000', 'key\u0000': 1 };
      await insertSubmission(database.db, { formId: 'nul', values });
      const [listed] = await listSubmissions(database.db, 'nul');
      assert.deepEqual(listed.values, { message: 'before\uFFFDafter', path: 'C:\\u0000', 'key\uFFFD': 1 });
    });

    test('an unpaired surrogate in a stored value or key becomes U+FFFD, and a whole pair stays', async () => {
      const values = { high: 'a\ud800', low: '\udc00b', pair: '𝕏', 'key\ud800': 1 };
      await insertSubmission(database.db, { formId: 'surrogates', values });
      const [listed] = await listSubmissions(database.db, 'surrogates');
      assert.deepEqual(listed.values, { high: 'a\uFFFD', low: '\uFFFDb', pair: '𝕏', 'key\uFFFD': 1 });
    });
  });
}
