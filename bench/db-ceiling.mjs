// The database's own ceiling for what the server benchmarks measure: one-row inserts, as fast as the
// database takes them on this machine, with nothing of the server around them. PostgreSQL's through
// pgbench with a one-row INSERT script at the server runs' concurrency; SQLite's through a tight
// loop of one-row inserts, each its own transaction, in WAL mode with synchronous=NORMAL as the
// server opens it. The server's figures are then read as a fraction of these.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createDatabase } from '../scripts/postgres.mjs';

/** A row about the size of a stored submission's payload. */
const PAYLOAD = JSON.stringify({ name: 'Ada Potter', email: 'ada@example.com', message: 'A set of six mugs in the tide glaze, please.' });
const TABLE = 'CREATE TABLE ceiling_rows (id bigserial PRIMARY KEY, payload jsonb NOT NULL, received_at timestamptz NOT NULL DEFAULT now())';

/** Where pgbench is: on PATH, or in Debian's PostgreSQL folder. */
function pgbenchPath() {
  for (const candidate of ['pgbench', '/usr/lib/postgresql/15/bin/pgbench']) {
    try {
      execFileSync(candidate, ['--version'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // Not there.
    }
  }
  throw new Error("pgbench is missing: it comes with Debian's postgresql package (sudo apt-get install -y postgresql).");
}

/** pgbench's "tps = …" and "latency average = … ms" lines. */
export function readPgbench(output) {
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(output)?.[1];
  if (tps === undefined) throw new Error(`pgbench printed no rate:\n${output}`);
  return { insertsPerSecond: Math.round(Number(tps)), latencyMsAverage: latency === undefined ? undefined : Number(latency) };
}

/** PostgreSQL's one-row INSERT rate at `connections` clients for `seconds`, on a fresh database of `url`'s server. */
export async function postgresInsertCeiling(url, { connections, seconds }) {
  const database = await createDatabase(url, 'sq_ceiling');
  const dir = await mkdtemp(join(tmpdir(), 'sq-ceiling-'));
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(TABLE);
    await client.end();
    const script = join(dir, 'insert.sql');
    await writeFile(script, `INSERT INTO ceiling_rows (payload) VALUES ('${PAYLOAD}');\n`);
    const output = execFileSync(pgbenchPath(), ['-n', '-c', String(connections), '-j', '2', '-T', String(seconds), '-f', script, database.url], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { tool: `pgbench -n -c ${connections} -j 2 -T ${seconds}, one INSERT a transaction`, ...readPgbench(output) };
  } finally {
    await rm(dir, { recursive: true, force: true });
    await database.remove();
  }
}

/** SQLite's one-row INSERT rate for `seconds`, one transaction an insert, on a fresh file as the server opens it. */
export async function sqliteInsertCeiling({ seconds }) {
  const dir = await mkdtemp(join(tmpdir(), 'sq-ceiling-'));
  const sqlite = new Database(join(dir, 'ceiling.db'));
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.exec('CREATE TABLE ceiling_rows (id INTEGER PRIMARY KEY, payload TEXT NOT NULL, received_at TEXT NOT NULL)');
    const insert = sqlite.prepare('INSERT INTO ceiling_rows (payload, received_at) VALUES (?, ?)');
    const end = performance.now() + seconds * 1000;
    let rows = 0;
    const started = performance.now();
    while (performance.now() < end) {
      insert.run(PAYLOAD, new Date().toISOString());
      rows += 1;
    }
    return {
      tool: `a loop of one-row inserts for ${seconds} s, one transaction each`,
      insertsPerSecond: Math.round(rows / ((performance.now() - started) / 1000)),
    };
  } finally {
    sqlite.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** `value` as a share of `ceiling`, to two places: 0.5 is half the ceiling. */
export const shareOf = (value, ceiling) => (ceiling > 0 ? Math.round((value / ceiling) * 100) / 100 : 0);
