// The production set-up under load on loopback: form saves and census hits (the load of
// bench/server.bench.mjs) against two compiled server processes on one PostgreSQL database behind
// HAProxy with deploy/haproxy.cfg, as `npm run cluster` runs them, and for comparison against one
// process on PostgreSQL with no proxy. Each set-up gets a fresh database; afterwards its stored
// rows are counted against the 2xx answers. The targets are shares of PostgreSQL's own ceiling on
// the same machine: pgbench's one-row INSERT rate at the same concurrency (bench/db-ceiling.mjs).
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PROXY_SERVER_NAMES, serverEnv, startProxy } from '../scripts/cluster.mjs';
import { ensureHaproxy } from '../scripts/haproxy.mjs';
import { createDatabase, postgresReachable } from '../scripts/postgres.mjs';
import { freePort, startServerProcess } from '../scripts/server-process.mjs';
import { postgresInsertCeiling, shareOf } from './db-ceiling.mjs';
import { CONNECTIONS, DURATION_S, load, measure, STORED_ROWS, summary, UNLIMITED } from './server-load.mjs';

export const name = 'cluster';
export const description = 'form saves and census hits per second on PostgreSQL: two processes behind HAProxy, beside one process with no proxy';
export const timeoutMs = 8 * 60_000;

/** Saves and hits a second, two processes behind the proxy, as a share of pgbench's insert rate; and the slowest p99. */
const SHARE_TARGET = 0.5;
const P99_TARGET_MS = 25;
/** Keys fetched before each form run: more than the fastest run could use. */
const KEYS = 40_000;
/** PostgreSQL whose role may create databases: SQ_BENCH_DATABASE_URL, else the tests' (SQ_TEST_DATABASE_URL), else DATABASE_URL. */
const postgresUrl = process.env.SQ_BENCH_DATABASE_URL ?? process.env.SQ_TEST_DATABASE_URL ?? process.env.DATABASE_URL;

async function storedRows(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async (sql) => Number((await client.query(sql)).rows[0].count);
    return { forms: await count(STORED_ROWS.forms), hits: await count(STORED_ROWS.hits) };
  } finally {
    await client.end();
  }
}

/** Starts `processes` compiled servers on a fresh database, behind the proxy when `proxied`; measures; stops them. */
async function setUp({ processes, proxied, haproxy, log }) {
  const database = await createDatabase(postgresUrl, 'sq_bench');
  const started = [];
  try {
    const env = {
      ...serverEnv({ databaseUrl: database.url, proxyAddress: '127.0.0.1', secret: 'bench-secret-shared-by-every-process' }),
      ...UNLIMITED,
      LOG_LEVEL: 'warn',
    };
    for (let i = 0; i < processes; i += 1) started.push(await startServerProcess({ env, timeoutMs: 30_000 }));
    const servers = [...started];
    let target = servers[0].url;
    if (proxied) {
      const proxy = await startProxy({ haproxy, port: await freePort(), servers: servers.map((server) => server.address) });
      started.push(proxy);
      target = proxy.url;
    }
    const { formRun, hitRun } = await measure(target, KEYS, log);
    const rows = await storedRows(database.url);
    // The ceiling: a request that does no work, through the same processes and proxy on the same cores.
    const ceiling = await load({ url: `${target}/healthz` });
    const { requestsPerSecond, latencyMs, errors } = summary(ceiling, 0, 200);
    return {
      saveFormSubmission: summary(formRun, rows.forms, 200),
      recordHit: summary(hitRun, rows.hits, 204),
      healthz: { requestsPerSecond, latencyMs, errors },
    };
  } finally {
    for (const child of started.reverse()) await child.stop();
    await database.remove();
  }
}

export default async function run(context) {
  context.requireBuilt('sq-elements.js');
  if (!(await postgresReachable(postgresUrl)))
    throw new Error(
      `PostgreSQL is needed: ${postgresUrl ? `${postgresUrl} is not reachable` : 'set SQ_BENCH_DATABASE_URL (or SQ_TEST_DATABASE_URL) to a postgres:// URL whose role may create databases'}.`,
    );
  const haproxy = ensureHaproxy('the cluster benchmark');
  // What else the machine was doing: its load average over the minute before, at the start and the end.
  const loadBefore = loadavg()[0];
  execFileSync(process.execPath, [join(context.root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'server'], {
    cwd: context.root,
    stdio: 'inherit',
  });

  const databaseCeiling = await postgresInsertCeiling(postgresUrl, { connections: CONNECTIONS, seconds: DURATION_S });
  context.log(`PostgreSQL's own ceiling: ${databaseCeiling.insertsPerSecond} one-row inserts a second (${databaseCeiling.tool})`);
  const TARGETS = {
    formSavesPerSecond: Math.round(databaseCeiling.insertsPerSecond * SHARE_TARGET),
    censusHitsPerSecond: Math.round(databaseCeiling.insertsPerSecond * SHARE_TARGET),
    shareOfCeiling: SHARE_TARGET,
    p99Ms: P99_TARGET_MS,
  };
  context.log('one process on PostgreSQL, no proxy');
  const direct = await setUp({ processes: 1, proxied: false, haproxy, log: context.log });
  context.log(`${PROXY_SERVER_NAMES.length} processes on PostgreSQL behind HAProxy`);
  const proxied = await setUp({ processes: PROXY_SERVER_NAMES.length, proxied: true, haproxy, log: context.log });

  const shares = (run) => ({
    saveFormSubmission: {
      ...run.saveFormSubmission,
      shareOfCeiling: shareOf(run.saveFormSubmission.requestsPerSecond, databaseCeiling.insertsPerSecond),
    },
    recordHit: { ...run.recordHit, shareOfCeiling: shareOf(run.recordHit.requestsPerSecond, databaseCeiling.insertsPerSecond) },
  });
  const runs = [
    { name: 'direct', label: 'one process, no proxy', ...direct, ...shares(direct) },
    { name: 'proxied', label: 'two processes behind HAProxy', ...proxied, ...shares(proxied) },
  ];
  const every = (test) => runs.every((entry) => test(entry.saveFormSubmission) && test(entry.recordHit));
  const ceiling = proxied.healthz.requestsPerSecond;
  const results = {
    benchmark: description,
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      node: process.version,
      loadAverage: { atStart: Number(loadBefore.toFixed(1)), atEnd: Number(loadavg()[0].toFixed(1)) },
    },
    setup: {
      database: 'PostgreSQL 15 on the same machine, a fresh database per set-up',
      proxy: 'HAProxy 2.6 (Debian) with deploy/haproxy.cfg: round robin, /readyz checked every 2 seconds',
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      pipelining: 1,
      note: 'autocannon, HAProxy, PostgreSQL and the server processes share the machine’s 2 cores',
    },
    ceiling: databaseCeiling,
    targets: TARGETS,
    runs,
    notes: [
      `GET /healthz answers from memory, with no database and no work: through the proxy it reached ${ceiling} requests a second, the most this machine serves through that set-up. Census hits at ${TARGETS.censusHitsPerSecond} a second would need ${(TARGETS.censusHitsPerSecond / ceiling).toFixed(1)} times that, before any of their own work.`,
    ],
    met: {
      formSavesPerSecond: proxied.saveFormSubmission.requestsPerSecond >= TARGETS.formSavesPerSecond,
      censusHitsPerSecond: proxied.recordHit.requestsPerSecond >= TARGETS.censusHitsPerSecond,
      p99: proxied.saveFormSubmission.latencyMs.p99 <= TARGETS.p99Ms && proxied.recordHit.latencyMs.p99 <= TARGETS.p99Ms,
      noErrors: every((entry) => entry.errors === 0),
      rowsMatchAcknowledged: every((entry) => entry.everyAcknowledgedRowStored),
    },
  };
  context.log(JSON.stringify({ runs, met: results.met }, null, 2));
  return results;
}
