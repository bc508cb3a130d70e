// PostgreSQL for `npm run cluster`, the tests of several processes and the benchmark: whether a
// server answers, a fresh database of one's own on it, and Debian's local cluster when none is named.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureDebianPackages } from './debian-packages.mjs';

/** The role and database scripts/ci-postgres.sh makes on Debian's local cluster, for `name`. */
export const localPostgresUrl = (name) => `postgres://sq:sq@127.0.0.1:5432/${name}`;

/** Whether PostgreSQL at `url` accepts a connection within two seconds. */
export async function postgresReachable(url) {
  if (!url) return false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database named `${prefix}_…` on the server of `url` (whose role may create
 * databases), its tables to be made in the default schema as a deployment has them. Resolves with
 * its URL and `remove()`, which drops it.
 */
export async function createDatabase(url, prefix) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin(url, `CREATE DATABASE "${name}"`);
  const created = new URL(url);
  created.pathname = `/${name}`;
  const remove = async (tries = 20) => {
    try {
      await admin(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } catch (error) {
      // An autovacuum worker on the new tables is PostgreSQL's own, which FORCE may not end: it soon is done.
      if (error.code !== '42501' || tries <= 1) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await remove(tries - 1);
    }
  };
  return { url: created.href, remove: () => remove() };
}

/**
 * Debian's local PostgreSQL cluster, started if it is not running, with the role sq and the
 * database `name` (scripts/ci-postgres.sh); installs the postgresql package first when root with
 * apt-get. Needs root (it acts as the postgres user); throws saying what to do otherwise.
 */
export function ensureLocalPostgres(name, purpose) {
  if (process.getuid?.() !== 0)
    throw new Error(
      `${purpose} needs PostgreSQL: set DATABASE_URL=postgres://user:password@host:5432/database, or run as root to use Debian's local cluster.`,
    );
  ensureDebianPackages(['postgresql'], purpose, () => existsSync('/usr/bin/pg_ctlcluster'));
  execFileSync('bash', [fileURLToPath(new URL('ci-postgres.sh', import.meta.url)), name], { stdio: ['ignore', 'ignore', 'inherit'] });
  return localPostgresUrl(name);
}
