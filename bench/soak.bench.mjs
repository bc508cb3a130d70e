// The reference server under steady mixed traffic for ten minutes: first its capacity for the mix
// (autocannon flat out, briefly), then half of that rate for the soak, against the compiled server.
// The server's memory (RSS and V8 heap, reported over IPC by bench/soak-probe.mjs) and the p99 of
// each time window are sampled; errors are non-2xx answers, timeouts, and acknowledged rows missing
// from the database afterwards. Not part of `npm run bench`: `npm run bench:soak` runs it.
//
//   SQ_SOAK_SECONDS=60 npm run bench:soak          a quick check (default 600 s)
//   SQ_SOAK_DATABASE_URL=postgres://… npm run bench:soak   on PostgreSQL (default: a fresh SQLite file)
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const name = 'soak';
export const description = 'ten minutes of mixed traffic at half the measured capacity: memory and p99 over time, errors';
/** Run only when named (`npm run bench:soak`), never as part of every benchmark. */
export const onlyWhenNamed = true;

const SOAK_S = Number(process.env.SQ_SOAK_SECONDS) || 600;
const DATABASE_URL = process.env.SQ_SOAK_DATABASE_URL || '';
/** The capacity run: flat out, long enough for a steady figure, short beside the soak. */
const CAPACITY_S = Math.min(20, Math.max(5, Math.round(SOAK_S / 20)));
const CAPACITY_CONNECTIONS = 16;
const SOAK_CONNECTIONS = 32;
/** Twenty windows over the soak, none shorter than 5 s. */
const WINDOW_S = Math.max(5, Math.round(SOAK_S / 20));
/** Memory before this share of the soak is the warm-up: caches, JIT and pools filling. */
const WARM_UP_SHARE = 0.2;
const TARGETS = { memoryGrowthPercent: 10, errors: 0 };
export const timeoutMs = (SOAK_S + CAPACITY_S + 240) * 1000;

const CONTACT = '65f1a2b3c4d5e6f708192e01';
/** A product in stock; each add is one to a new cart, so every add succeeds. */
const PRODUCT = { productId: '65f1a2b3c4d5e6f708192d01', sku: 'SQ0000101', quantity: 1 };

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The compiled server as `npm run serve` runs it, with bench/soak-probe.mjs loaded to report its
 * memory, the rate limits raised for one busy client, and an IPC channel for the probe.
 */
async function startServer(root, env) {
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'server'], { cwd: root, stdio: 'inherit' });
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', './bench/soak-probe.mjs', 'server/dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQ_FORM_RATE_LIMIT: '1000000000',
      SQ_FORM_ADDRESS_RATE_LIMIT: '1000000000',
      SQ_FORM_KEY_RATE_LIMIT: '1000000000',
      SQ_FORM_KEY_ADDRESS_RATE_LIMIT: '1000000000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const memory = [];
  child.on('message', (sample) => memory.push(sample));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (tries > 150) throw new Error(`the server did not start:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    memory,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** The crumb a page sets, and the headers that carry it back. */
async function crumbHeaders(url) {
  const response = await fetch(`${url}/`);
  await response.arrayBuffer();
  const crumb = /(?:^|;\s*)crumb=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!crumb) throw new Error('the page set no crumb cookie');
  return { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb };
}

/**
 * One visitor's round, which every connection repeats: pages, census hits, a form key and the save
 * that uses it, a cart add (a new cart each time, as a new visitor's), and static files as a browser
 * fetches them. `record` hears each answer by kind; acknowledged saves and hits are counted for the
 * check against the database.
 */
function mix(crumb, marker, record) {
  const json = { ...crumb, 'content-type': 'application/json' };
  const page = (path) => ({ method: 'GET', path, headers: { ...crumb, accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  const file = (path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'br, gzip' } });
  const hitBody = new URLSearchParams({
    event: '1',
    data: JSON.stringify({ url: `/${marker}`, title: 'Soak', websiteId: '65f1a2b3c4d5e6f708192a3b', visitorCookie: marker, clientDate: Date.now() }),
    ss_cvr: `${marker}|1|2|3|4`,
  }).toString();
  const hit = {
    method: 'POST',
    path: '/api/census/RecordHit',
    headers: { ...crumb, 'content-type': 'application/x-www-form-urlencoded' },
    body: hitBody,
  };
  const form = {
    'name-yui_3_17_2_1_1': ['Ada', 'Potter'],
    'email-yui_3_17_2_1_2': 'ada@example.com',
    'select-yui_3_17_2_1_5': 'A commission',
    'textarea-yui_3_17_2_1_7': `Soak ${marker}`,
  };
  const kinds = ['page', 'page', 'hit', 'hit', 'formKey', 'formSave', 'cartAdd', 'static', 'static', 'page'];
  const requests = [
    page('/'),
    page('/shop'),
    hit,
    hit,
    {
      method: 'POST',
      path: '/api/form/FormSubmissionKey',
      headers: crumb,
      onResponse(status, body, context) {
        context.key = status === 200 ? JSON.parse(body).key : undefined;
      },
    },
    {
      method: 'POST',
      path: '/api/form/SaveFormSubmission',
      headers: json,
      setupRequest(request, context) {
        request.body = JSON.stringify({ key: context.key ?? 'no-key', formId: CONTACT, form, submitButtonText: 'Send', pagePath: `/${marker}` });
        return request;
      },
      onResponse(status, body) {
        if (status === 200) record.acknowledgedSaves.push(JSON.parse(body).id);
      },
    },
    { method: 'POST', path: '/api/commerce/cart/entries', headers: json, body: JSON.stringify(PRODUCT) },
    file('/dist/sq-elements.js'),
    file('/demo.css'),
    page('/journal'),
  ];
  // Every answer by kind; a hit's 204 is its acknowledgement.
  return requests.map((request, index) => {
    const own = request.onResponse;
    return {
      ...request,
      onResponse(status, body, context, headers) {
        const kind = kinds[index];
        record.byKind[kind] ??= { answers: 0, non2xx: 0 };
        record.byKind[kind].answers += 1;
        if (status < 200 || status > 299) record.byKind[kind].non2xx += 1;
        if (kind === 'hit' && status === 204) record.acknowledgedHits += 1;
        own?.(status, body, context, headers);
      },
    };
  });
}

function load(options, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ pipelining: 1, timeout: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) instance.on('response', onResponse);
  });
}

/** The value at `share` of sorted latencies, to a tenth of a millisecond. */
const percentile = (sorted, share) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] * 10) / 10 : undefined;
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100);

/** Rows of the soak's own marker in the database: the saves acknowledged that are missing, and the hits stored. */
async function storedRows(dbFile, marker, acknowledgedSaves) {
  let ids;
  let hits;
  if (DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      ids = (await client.query('SELECT id FROM form_submissions WHERE form_id = $1', [CONTACT])).rows.map((row) => row.id);
      hits = Number(
        (await client.query("SELECT count(*) AS n FROM hits WHERE kind = 'RecordHit' AND CAST(data AS TEXT) LIKE $1", [`%${marker}%`])).rows[0].n,
      );
    } finally {
      await client.end();
    }
  } else {
    const { default: Database } = await import('better-sqlite3');
    const sqlite = new Database(dbFile, { readonly: true });
    try {
      ids = sqlite.prepare('SELECT id FROM form_submissions WHERE form_id = ?').pluck().all(CONTACT);
      hits = sqlite.prepare("SELECT count(*) FROM hits WHERE kind = 'RecordHit' AND CAST(data AS TEXT) LIKE ?").pluck().get(`%${marker}%`);
    } finally {
      sqlite.close();
    }
  }
  const stored = new Set(ids.map(String));
  return { missingSaves: acknowledgedSaves.filter((id) => !stored.has(String(id))).length, hitsStored: hits };
}

export default async function run(context) {
  context.requireBuilt('sq-elements.js');
  const dir = await mkdtemp(join(tmpdir(), 'sq-bench-soak-'));
  const dbFile = join(dir, 'sq.db');
  const loadBefore = loadAverage();
  const server = await startServer(context.root, DATABASE_URL ? { DATABASE_URL } : { DATABASE_URL: '', SQ_DB_FILE: dbFile });
  const marker = `soak-${randomUUID()}`;
  try {
    const crumb = await crumbHeaders(server.url);

    // Capacity: the mix flat out, briefly.
    const warm = { acknowledgedSaves: [], acknowledgedHits: 0, byKind: {} };
    const capacityRun = await load({ url: server.url, connections: CAPACITY_CONNECTIONS, duration: CAPACITY_S, requests: mix(crumb, marker, warm) });
    const capacity = Math.round(capacityRun.requests.sent / capacityRun.duration);
    const rate = Math.max(1, Math.round(capacity / 2));
    context.log(`capacity ${capacity} req/s over ${CAPACITY_S} s (${capacityRun.non2xx} non-2xx); soaking at ${rate} req/s for ${SOAK_S} s`);

    // The soak: half the capacity, with every answer's time kept by window.
    const record = { acknowledgedSaves: [], acknowledgedHits: 0, byKind: {} };
    const windows = Array.from({ length: Math.ceil(SOAK_S / WINDOW_S) }, () => ({ latencies: [], non2xx: 0 }));
    const started = Date.now();
    const memoryFrom = server.memory.length;
    const soakRun = await load(
      { url: server.url, connections: SOAK_CONNECTIONS, duration: SOAK_S, overallRate: rate, requests: mix(crumb, marker, record) },
      (client, status, bytes, ms) => {
        const window = windows[Math.min(windows.length - 1, Math.floor((Date.now() - started) / 1000 / WINDOW_S))];
        window.latencies.push(ms);
        if (status < 200 || status > 299) window.non2xx += 1;
      },
    );
    const samples = server.memory.slice(memoryFrom);
    const alive = server.alive();
    const loadAfter = loadAverage();
    await server.stop();
    const rows = await storedRows(dbFile, marker, [...warm.acknowledgedSaves, ...record.acknowledgedSaves]);

    const timeline = windows.map((window, index) => {
      const from = started + index * WINDOW_S * 1000;
      const inWindow = samples.filter((sample) => sample.at >= from && sample.at < from + WINDOW_S * 1000);
      const latencies = window.latencies.sort((a, b) => a - b);
      return {
        endSeconds: Math.min(SOAK_S, (index + 1) * WINDOW_S),
        requests: latencies.length,
        requestsPerSecond: Math.round(latencies.length / WINDOW_S),
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
        non2xx: window.non2xx,
        rssMb: inWindow.length ? mb(median(inWindow.map((sample) => sample.rss))) : undefined,
        heapUsedMb: inWindow.length ? mb(median(inWindow.map((sample) => sample.heapUsed))) : undefined,
      };
    });
    // Growth after warm-up: the first window after it against the last, by their median RSS (and heap).
    const afterWarmUp = timeline.filter((window) => window.endSeconds > SOAK_S * WARM_UP_SHARE && window.rssMb !== undefined);
    const first = afterWarmUp[0];
    const last = afterWarmUp.at(-1);
    const growth = (key) => (first && last ? Math.round(((last[key] - first[key]) / first[key]) * 1000) / 10 : undefined);
    const memoryGrowthPercent = growth('rssMb');
    const errors = {
      non2xx: soakRun.non2xx,
      timeouts: soakRun.timeouts,
      connectionErrors: soakRun.errors - soakRun.timeouts,
      lostAcknowledgedSaves: rows.missingSaves,
      // The capacity run's and the soak's hits share the marker; only more stored than acknowledged is fine.
      lostAcknowledgedHits: Math.max(0, warm.acknowledgedHits + record.acknowledgedHits - rows.hitsStored),
      serverDied: alive ? 0 : 1,
    };
    const errorCount = Object.values(errors).reduce((sum, value) => sum + value, 0);
    const allLatencies = windows.flatMap((window) => window.latencies).sort((a, b) => a - b);
    const results = {
      benchmark: description,
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter },
      setup: {
        database: DATABASE_URL ? 'PostgreSQL (SQ_SOAK_DATABASE_URL)' : 'SQLite (better-sqlite3, WAL, synchronous=NORMAL), fresh file',
        soakSeconds: SOAK_S,
        capacitySeconds: CAPACITY_S,
        windowSeconds: WINDOW_S,
        warmUpSeconds: SOAK_S * WARM_UP_SHARE,
        connections: { capacity: CAPACITY_CONNECTIONS, soak: SOAK_CONNECTIONS },
        mix: 'per round of 10 requests: 3 pages (/, /shop, /journal), 2 census hits, a form key and the save that uses it, a cart add, 2 static files (/dist/sq-elements.js, /demo.css)',
        memory:
          'RSS and V8 heap used, sampled every second inside the server (bench/soak-probe.mjs, over IPC); a window shows the median of its samples',
        latency:
          'p50 and p99 of each window from the answers received in it, as measured (autocannon corrects its own overall histogram for coordinated omission; the windows are not corrected)',
        note: 'autocannon runs on the same 2-core machine as the server, which other work shares: see the load averages.',
      },
      targets: TARGETS,
      capacity: { requestsPerSecond: capacity, non2xx: capacityRun.non2xx, p99Ms: capacityRun.latency.p99 },
      soak: {
        targetRequestsPerSecond: rate,
        requestsPerSecond: Math.round(soakRun.requests.sent / soakRun.duration),
        requestsSent: soakRun.requests.sent,
        latencyMs: { p50: percentile(allLatencies, 0.5), p99: percentile(allLatencies, 0.99), max: percentile(allLatencies, 1) },
        byKind: record.byKind,
        acknowledgedSaves: record.acknowledgedSaves.length,
        acknowledgedHits: record.acknowledgedHits,
      },
      memory: {
        rssMb: { start: timeline[0]?.rssMb, afterWarmUp: first?.rssMb, end: last?.rssMb, max: mb(Math.max(...samples.map((sample) => sample.rss))) },
        heapUsedMb: { start: timeline[0]?.heapUsedMb, afterWarmUp: first?.heapUsedMb, end: last?.heapUsedMb },
        growthAfterWarmUpPercent: { rss: memoryGrowthPercent, heapUsed: growth('heapUsedMb') },
      },
      errors: { ...errors, total: errorCount },
      timeline,
      met: {
        memoryGrowth: memoryGrowthPercent !== undefined && memoryGrowthPercent <= TARGETS.memoryGrowthPercent,
        noErrors: errorCount === TARGETS.errors,
      },
    };
    context.log(
      JSON.stringify(
        {
          capacity: results.capacity,
          soak: { ...results.soak, byKind: undefined },
          memory: results.memory,
          errors: results.errors,
          met: results.met,
        },
        null,
        2,
      ),
    );
    return results;
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
