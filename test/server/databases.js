import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import pg from 'pg';
import { postgresReachable } from '../../scripts/postgres.mjs';
import { openDatabase } from '../../server/db/index.js';

/** PostgreSQL for the suite: SQ_TEST_DATABASE_URL, else DATABASE_URL. */
const postgresUrl = process.env.SQ_TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/**
 * Which databases this run covers: SQ_TEST_DATABASES (`sqlite`, `postgres` or both, comma
 * separated) when set, as scripts/node-suites.mjs sets it to run the two side by side; both otherwise.
 */
const wanted = new Set((process.env.SQ_TEST_DATABASES ?? 'sqlite,postgres').split(',').map((name) => name.trim()));

/**
 * The databases every server test runs against: SQLite always, PostgreSQL whenever one is
 * reachable (CI starts one); SQ_TEST_DATABASES narrows them. Each `open()` gives a fresh, empty,
 * migrated database.
 */
export async function testDatabases() {
  return (await allTestDatabases()).filter((target) => wanted.has(target.name));
}

async function allTestDatabases() {
  const targets = [
    {
      name: 'sqlite',
      async open() {
        const dir = await mkdtemp(join(tmpdir(), 'sq-db-'));
        const database = await openDatabase({ url: '', file: join(dir, 'sq.db') });
        return {
          ...database,
          file: join(dir, 'sq.db'),
          close: async () => {
            await database.close();
            await rm(dir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
  if (await postgresReachable(postgresUrl)) {
    targets.push({
      name: 'postgres',
      async open() {
        const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
        const database = await openDatabase({ url: postgresUrl, schema });
        return {
          ...database,
          url: postgresUrl,
          schema,
          close: async () => {
            await database.close();
            const client = new pg.Client({ connectionString: postgresUrl });
            await client.connect();
            await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
            await client.end();
          },
        };
      },
    });
  } else if (postgresUrl) {
    console.warn(`PostgreSQL at ${postgresUrl} is not reachable; server tests run on SQLite only.`);
  }
  return targets;
}

/** Resolves once another PostgreSQL session waits on a lock that the transaction `trx` holds; fails after 5 s, saying `what` did not wait. */
export async function blockedBy(db, trx, what = 'another session waits on the lock') {
  const {
    rows: [{ pid }],
  } = await sql`select pg_backend_pid() as pid`.execute(trx);
  const deadline = Date.now() + 5000;
  const waiting = async () =>
    (await sql`select count(*)::int as n from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`.execute(db)).rows[0].n;
  while ((await waiting()) === 0) assert.ok(Date.now() < deadline, what);
}
