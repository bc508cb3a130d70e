// The reference server under load on loopback: SaveFormSubmission (each request with a fresh,
// pre-fetched key) and RecordHit, autocannon for 10 s each against the compiled server on a
// fresh SQLite file. Afterwards the stored rows are counted against the 2xx answers: every
// acknowledged request must be stored (rows may exceed them only by requests autocannon sent but
// stopped waiting for at the end). The targets are shares of SQLite's own ceiling on the same
// machine (bench/db-ceiling.mjs), measured first: a 2-core machine shared with its load generator
// cannot show absolute figures, but it can show how much of what its database takes the server keeps.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startServerProcess } from '../scripts/server-process.mjs';
import { shareOf, sqliteInsertCeiling } from './db-ceiling.mjs';
import { CONNECTIONS, DURATION_S, measure, STORED_ROWS, summary, UNLIMITED } from './server-load.mjs';

export const name = 'server';
export const description = 'form saves and census hits per second on SQLite, autocannon on loopback';
export const timeoutMs = 4 * 60_000;

/** Saves and hits a second as a share of the database's own one-row insert rate, and the slowest p99. */
const SHARE_TARGET = 0.5;
const P99_TARGET_MS = 25;
/** Keys fetched before the form run: more than the fastest run could use. */
const KEYS = 80_000;

/** The compiled server as `npm run serve` runs it, on SQLite in `dbFile`, with the rate limits raised for one busy client. */
export async function startServer(root, dbFile) {
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'server'], { cwd: root, stdio: 'inherit' });
  return startServerProcess({ env: { DATABASE_URL: '', SQ_DB_FILE: dbFile, ...UNLIMITED, LOG_LEVEL: 'warn' } });
}

export default async function run(context) {
  context.requireBuilt('sq-elements.js');
  const dir = await mkdtemp(join(tmpdir(), 'sq-bench-server-'));
  const dbFile = join(dir, 'sq.db');
  const ceiling = await sqliteInsertCeiling({ seconds: DURATION_S });
  context.log(`SQLite's own ceiling: ${ceiling.insertsPerSecond} one-row inserts a second`);
  const TARGETS = {
    formSavesPerSecond: Math.round(ceiling.insertsPerSecond * SHARE_TARGET),
    censusHitsPerSecond: Math.round(ceiling.insertsPerSecond * SHARE_TARGET),
    shareOfCeiling: SHARE_TARGET,
    p99Ms: P99_TARGET_MS,
  };
  const server = await startServer(context.root, dbFile);
  try {
    const { formRun, hitRun } = await measure(server.url, KEYS, context.log);

    const sqlite = new Database(dbFile, { readonly: true });
    const count = (sql) => sqlite.prepare(sql).pluck().get();
    const formRows = count(STORED_ROWS.forms);
    const hitRows = count(STORED_ROWS.hits);
    sqlite.close();

    const forms = summary(formRun, formRows, 200);
    const hits = summary(hitRun, hitRows, 204);
    const results = {
      benchmark: description,
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
      setup: {
        database: 'SQLite (better-sqlite3, WAL, synchronous=NORMAL), fresh file',
        durationSeconds: DURATION_S,
        connections: CONNECTIONS,
        pipelining: 1,
        formSave: 'POST /api/form/SaveFormSubmission: the 7-field contact form, a pre-fetched single-use key per request, crumb cookie and header',
        censusHit: 'POST /api/census/RecordHit: form-encoded event, data (JSON) and ss_cvr, crumb cookie and header',
        note: 'autocannon runs in the same machine and takes one of its cores',
      },
      ceiling,
      targets: TARGETS,
      saveFormSubmission: { ...forms, shareOfCeiling: shareOf(forms.requestsPerSecond, ceiling.insertsPerSecond) },
      recordHit: { ...hits, shareOfCeiling: shareOf(hits.requestsPerSecond, ceiling.insertsPerSecond) },
      met: {
        formSavesPerSecond: forms.requestsPerSecond >= TARGETS.formSavesPerSecond,
        censusHitsPerSecond: hits.requestsPerSecond >= TARGETS.censusHitsPerSecond,
        p99: forms.latencyMs.p99 <= TARGETS.p99Ms && hits.latencyMs.p99 <= TARGETS.p99Ms,
        noErrors: forms.errors === 0 && hits.errors === 0,
        rowsMatchAcknowledged: forms.everyAcknowledgedRowStored && hits.everyAcknowledgedRowStored,
      },
    };
    context.log(JSON.stringify({ saveFormSubmission: forms, recordHit: hits, met: results.met }, null, 2));
    return results;
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
