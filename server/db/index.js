import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { projectRoot } from '../paths.js';
import { migrations } from './migrations/index.js';

/** The embedded default: a SQLite file under the project's data/, wherever the server is started from. */
export const DEFAULT_DB_FILE = join(projectRoot, 'data', 'sq.db');

/**
 * Opens the database and brings its schema up to date. PostgreSQL when `url` (DATABASE_URL) is a
 * postgres:// URL, else SQLite in WAL mode in `file` (SQ_DB_FILE). The same migrations and
 * queries run on both.
 *
 * @param {{ url?: string, file?: string, schema?: string, poolSize?: number }} [options]
 *   `schema` (PostgreSQL only) isolates a test run in its own schema.
 * @returns {Promise<{ db: Kysely<any>, dialect: 'sqlite' | 'postgres', close(): Promise<void> }>}
 */
export async function openDatabase(options = {}) {
  const { url = process.env.DATABASE_URL, file = process.env.SQ_DB_FILE || DEFAULT_DB_FILE } = options;
  const database = url && /^postgres(ql)?:\/\//.test(url) ? await openPostgres(url, options) : openSqlite(file);
  await migrateToLatest(database.db, database.dialect === 'postgres' ? options.schema : undefined);
  return database;
}

function openSqlite(file) {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode, NORMAL survives the process being killed; only power loss can drop the last commits.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // Checkpoint every ~40 MB of WAL instead of every 4 MB: fewer, larger copies into the database
  // file take a third off each write under load; the WAL is the durable record either way.
  sqlite.pragma('wal_autocheckpoint = 10000');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles the SQL on each prepare; a
 * server runs the same few queries thousands of times a second, so compiled statements are kept
 * by their SQL. Kysely runs one query at a time on the connection, so a statement is never busy.
 */
function withStatementCache(sqlite, max = 500) {
  const statements = new Map();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= max) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

async function openPostgres(url, { schema, poolSize = 10 }) {
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replaceAll('"', '')}"`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schema && { options: `-c search_path=${schema.replaceAll('"', '')}` }),
  });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

async function migrateToLatest(db, schema) {
  // Migrations are numbered in ranges per area of the server, so a database may have run a later
  // number before an earlier one exists; the earlier one then still runs. A schema of its own keeps
  // the migration bookkeeping (and its lock table) apart when several runs share one database.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
    ...(schema && { migrationTableSchema: schema.replaceAll('"', '') }),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${error?.message ?? error}`);
  }
}
