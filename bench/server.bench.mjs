// The reference server under load on loopback: SaveFormSubmission (each request with a fresh,
// pre-fetched key) and RecordHit, autocannon for 10 s each against the compiled server on a
// fresh SQLite file. Afterwards the stored rows are counted against the 2xx answers: every
// acknowledged request must be stored (rows may exceed them only by requests autocannon sent but
// stopped waiting for at the end).
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

export const name = 'server';
export const description = 'form saves and census hits per second on SQLite, autocannon on loopback';
export const timeoutMs = 4 * 60_000;

const DURATION_S = 10;
const CONNECTIONS = 10;
const TARGETS = { formSavesPerSecond: 2000, censusHitsPerSecond: 8000, p99Ms: 25 };
/** Keys fetched before the form run: more than the fastest run could use. */
const KEYS = 80_000;
const KEY_FETCH_CONCURRENCY = 32;

const CONTACT = '65f1a2b3c4d5e6f708192e01';
const contactForm = {
  'name-yui_3_17_2_1_1': ['Ada', 'Potter'],
  'email-yui_3_17_2_1_2': 'ada@example.com',
  'phone-yui_3_17_2_1_3': ['', '555', '123', '4567'],
  'address-yui_3_17_2_1_4': ['1 Harbour Road', '', 'Portland', 'ME', '04101', 'United States'],
  'select-yui_3_17_2_1_5': 'A commission',
  'checkbox-yui_3_17_2_1_6': ['Mugs', 'Workshops'],
  'textarea-yui_3_17_2_1_7': 'A set of six mugs in the tide glaze, please.',
};
const pageFields = { pageTitle: 'Contact', pageId: '65f1a2b3c4d5e6f708192b01', contentSource: 'c', pagePath: '/', pagePermissionTypeValue: 1 };
const hitData = {
  userAgent: 'autocannon',
  clientDate: Date.now(),
  viewportInnerHeight: 800,
  viewportInnerWidth: 1280,
  screenHeight: 1080,
  screenWidth: 1920,
  websiteId: '65f1a2b3c4d5e6f708192a3b',
  templateId: 'template-1',
  website_locale: 'en-US',
  url: '/',
  title: 'Juniper Ceramics',
  collectionId: '65f1a2b3c4d5e6f708192b01',
  localStorageSupported: true,
  queryString: '',
  referrer: '',
  visitorCookie: 'bench-visitor',
};

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The compiled server as `npm run serve` runs it, on SQLite in `dbFile`, with the rate limits raised for one busy client. */
export async function startServer(root, dbFile) {
  const port = await freePort();
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'server'], { cwd: root, stdio: 'inherit' });
  const child = spawn(process.execPath, ['server/dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SQ_DB_FILE: dbFile,
      SQ_FORM_RATE_LIMIT: '1000000000',
      SQ_FORM_ADDRESS_RATE_LIMIT: '1000000000',
      SQ_FORM_KEY_RATE_LIMIT: '1000000000',
      SQ_FORM_KEY_ADDRESS_RATE_LIMIT: '1000000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
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
    async stop() {
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

async function fetchKeys(url, headers, count) {
  const keys = [];
  const worker = async () => {
    while (keys.length < count) {
      const response = await fetch(`${url}/api/form/FormSubmissionKey`, { method: 'POST', headers });
      if (response.status !== 200) throw new Error(`FormSubmissionKey answered ${response.status}: ${await response.text()}`);
      keys.push((await response.json()).key);
    }
  };
  await Promise.all(Array.from({ length: KEY_FETCH_CONCURRENCY }, worker));
  return keys;
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, pipelining: 1, duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The figures of one run, with rows stored counted against 2xx answers. */
function summary(result, rows, status) {
  const acknowledged = Number(result.statusCodeStats?.[status]?.count ?? 0);
  return {
    requestsPerSecond: Math.round(acknowledged / result.duration),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors + result.timeouts + result.non2xx,
    requestsSent: result.requests.sent,
    acknowledged,
    rowsStored: rows,
    // autocannon stops waiting for the requests in flight at the end; the server still stores them.
    unansweredAtStop: result.requests.sent - acknowledged - result.non2xx,
    everyAcknowledgedRowStored: rows >= acknowledged && rows <= result.requests.sent,
  };
}

export default async function run(context) {
  context.requireBuilt('sq-elements.js');
  const dir = await mkdtemp(join(tmpdir(), 'sq-bench-server-'));
  const dbFile = join(dir, 'sq.db');
  const server = await startServer(context.root, dbFile);
  try {
    const headers = await crumbHeaders(server.url);
    const keys = await fetchKeys(server.url, headers, KEYS);
    context.log(`fetched ${keys.length} form submission keys`);

    let next = 0;
    const formRun = await load({
      url: `${server.url}/api/form/SaveFormSubmission`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest(request) {
            const key = keys[next];
            next += 1;
            if (key === undefined) throw new Error(`ran out of the ${KEYS} pre-fetched keys`);
            request.body = JSON.stringify({ key, formId: CONTACT, form: contactForm, submitButtonText: 'Send message', ...pageFields });
            return request;
          },
        },
      ],
    });
    const hitRun = await load({
      url: `${server.url}/api/census/RecordHit`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ event: '1', data: JSON.stringify(hitData), ss_cvr: 'bench-visitor|1|2|3|4' }).toString(),
    });

    const sqlite = new Database(dbFile, { readonly: true });
    const count = (sql) => sqlite.prepare(sql).pluck().get();
    const formRows = count(`SELECT count(*) FROM form_submissions WHERE form_id = '${CONTACT}'`);
    const hitRows = count("SELECT count(*) FROM hits WHERE kind = 'RecordHit'");
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
      targets: TARGETS,
      saveFormSubmission: forms,
      recordHit: hits,
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
