import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { projectRoot } from '../paths.js';
import { withSearchPathIntrospection } from './introspection.js';
import { migrations } from './migrations/index.js';
import { withStorableText } from './text.js';
import type { Database as Tables, Db, Dialect } from './schema.js';

export type { Database, Db, Dialect } from './schema.js';

/** An opened database; the caller closes it. */
export interface OpenedDatabase {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string | undefined;
  file?: string | undefined;
  schema?: string | undefined;
  poolSize?: number | undefined;
}

/** A Node system error or a driver's error: both carry a code (PostgreSQL's SQLSTATE). */
type CodedError = Error & { code?: string; path?: string };

/** The embedded default: a SQLite file under the project's data/, wherever the server is started from. */
export const DEFAULT_DB_FILE = join(projectRoot, 'data', 'sq.db');

/** The database URLs the server accepts: PostgreSQL's two schemes. */
const POSTGRES_URL = /^postgres(ql)?:\/\//i;

/**
 * Why `url` (DATABASE_URL) cannot be used, or undefined for a PostgreSQL URL or none at all (SQLite).
 * A URL the server does not know is never read as "no URL": several processes would each keep a
 * database of their own. Only the scheme is repeated, never the rest, which may hold a password.
 */
export function databaseUrlProblem(url: string | undefined): string | undefined {
  if (url === undefined || url.trim() === '' || POSTGRES_URL.test(url.trim())) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url.trim())?.[1];
  return `DATABASE_URL ${scheme ? `is a ${scheme}: URL` : 'is not a URL'}, which this server cannot use. Set it to postgres://user:password@host:5432/database (or postgresql://…) for PostgreSQL, or leave it unset for SQLite, in the file SQ_DB_FILE names (data/sq.db by default).`;
}

/**
 * Opens the database and brings its schema up to date. PostgreSQL when `url` (DATABASE_URL) is a
 * postgres:// or postgresql:// URL, SQLite in WAL mode in `file` (SQ_DB_FILE) when it is unset or
 * empty; any other DATABASE_URL is refused (databaseUrlProblem). The same migrations and queries
 * run on both.
 * `schema` (PostgreSQL only) isolates a test run in its own schema.
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenedDatabase> {
  const { url = process.env.DATABASE_URL, file = process.env.SQ_DB_FILE || DEFAULT_DB_FILE } = options;
  const problem = databaseUrlProblem(url);
  if (problem) throw new Error(problem);
  const postgresUrl = url && POSTGRES_URL.test(url.trim()) ? url.trim() : undefined;
  const postgres = postgresUrl !== undefined;
  const where = postgres ? `PostgreSQL at ${describePostgres(postgresUrl)}` : `the SQLite database ${file}`;
  let database: OpenedDatabase;
  try {
    database = postgres ? await openPostgres(postgresUrl, options) : openSqlite(file);
  } catch (error) {
    throw new Error(`Cannot open ${where}: ${openingCause(error as CodedError, file)}`, { cause: error });
  }
  try {
    await migrateToLatest(database.db, postgres ? options.schema : undefined);
  } catch (error) {
    await database.close().catch(() => {});
    const failure = error as Error & { cause?: CodedError };
    const cause = failure.cause;
    const known = cause !== undefined && openingCause(cause, file) !== cause.message;
    throw new Error(`Cannot prepare ${where}: ${known ? openingCause(cause, file) : failure.message}`, { cause: error });
  }
  return database;
}

/** Host, port and database of a PostgreSQL URL, never its password. */
function describePostgres(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url);
    return `${hostname}:${port || 5432}${pathname.length > 1 ? ` (database ${decodeURIComponent(pathname.slice(1))})` : ''}`;
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}

const READ_ONLY = 'the file or its folder is read-only; give the server a folder it can write (SQ_DB_FILE).';

/** Why SQLite cannot write in `dir` (it keeps its -wal and -shm files beside the database), if the folder says. */
function folderProblem(dir: string): string | undefined {
  try {
    accessSync(dir, constants.W_OK);
    return undefined;
  } catch (caught) {
    const error = caught as CodedError;
    if (error.code === 'EROFS') return READ_ONLY;
    if (error.code === 'ENOENT') return `the folder ${dir} does not exist.`;
    return `no permission to write in ${dir}.`;
  }
}

/** `dir`, or the nearest folder above it that exists. */
function nearestFolder(dir: string): string {
  let folder = dir;
  while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
  return folder;
}

/** What went wrong opening the database, in words that say what to fix. */
function openingCause(error: CodedError | undefined, file: string): string {
  switch (error?.code) {
    case 'EEXIST':
    case 'ENOTDIR':
      return `a part of the path ${dirname(file)} is a file, not a folder.`;
    case 'EACCES':
    case 'EPERM':
      return `no permission to create or write ${error.path ?? file}.`;
    case 'EROFS':
      return READ_ONLY;
    case 'ENOENT':
      // Node's recursive mkdir says ENOENT when a folder cannot be made: the nearest folder that exists says why.
      return folderProblem(nearestFolder(dirname(file))) ?? `the folder ${dirname(file)} cannot be made.`;
    case 'SQLITE_READONLY':
    case 'SQLITE_CANTOPEN':
      return folderProblem(dirname(file)) ?? (error.code === 'SQLITE_READONLY' ? READ_ONLY : 'the file cannot be opened or created.');
    case 'SQLITE_FULL':
    case 'ENOSPC':
      return 'the disk is full.';
    case 'SQLITE_NOTADB':
      return 'the file is not a SQLite database.';
    case 'ECONNREFUSED':
      return 'the connection was refused; is PostgreSQL running and listening there?';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the host name cannot be resolved.';
    case 'ETIMEDOUT':
      return 'the connection timed out.';
    case '28P01':
    case '28000':
      return 'the user name or password was refused.';
    case '3D000':
      return 'the database does not exist.';
    default:
      return error?.message ?? String(error);
  }
}

function openSqlite(file: string): OpenedDatabase {
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
  const db = new Kysely<Tables>({ dialect: withStorableText(new SqliteDialect({ database: withStatementCache(sqlite) })) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles the SQL on each prepare; a
 * server runs the same few queries thousands of times a second, so compiled statements are kept
 * by their SQL. Kysely runs one query at a time on the connection, so a statement is never busy.
 */
function withStatementCache(sqlite: Database.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    prepare(sql: string) {
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

async function openPostgres(url: string, { schema, poolSize = 10 }: DatabaseOptions): Promise<OpenedDatabase> {
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
    types: { getTypeParser: sameValuesAsSqlite },
    connectionTimeoutMillis: 10_000,
    ...(schema && { options: `-c search_path=${schema.replaceAll('"', '')}` }),
  });
  // PostgreSQL ends its connections when it restarts or stops: an idle one then reports the error
  // here, where an unheard 'error' event would end the process. The pool drops that connection and
  // opens a new one for the next query; meanwhile queries fail and answer 503 (see failures.ts).
  pool.on('error', (error) => connectionLost(error));
  pool.on('connect', (client) => client.on('error', (error) => connectionLost(error)));
  // Reach the server before anything else, so an unreachable one is named as such, not as a failed migration.
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const db = new Kysely<Tables>({ dialect: withSearchPathIntrospection(withStorableText(new PostgresDialect({ pool }))) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

let lastLostAt = 0;
/** Says once in a while, not once per pooled connection, that PostgreSQL went away. */
function connectionLost(error: Error): void {
  if (Date.now() - lastLostAt < 10_000) return;
  lastLostAt = Date.now();
  console.warn(`sq-elements server: lost the connection to PostgreSQL (${error.message}); requests answer 503 until it is back.`);
}

const TIMESTAMPTZ = 1184;
const JSONB = 3802;
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ, 'text') as (value: string) => Date;

/**
 * PostgreSQL stores times as `timestamptz` and JSON as `jsonb`; the code reads them as SQLite
 * gives them, an ISO-8601 string and JSON text, so every query and its callers are the same on
 * both. Written values need no conversion: PostgreSQL casts ISO strings and JSON text on the way in.
 */
function sameValuesAsSqlite(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === TIMESTAMPTZ) return (value) => parseTimestamptz(value).toISOString();
  if (oid === JSONB) return (value) => value;
  return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
}

async function migrateToLatest(db: Db, schema: string | undefined): Promise<void> {
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
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
