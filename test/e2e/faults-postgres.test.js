import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { postgresBinaries, startPrivatePostgres } from './private-postgres.js';
import { clientProgress } from './progress.js';
import { startServer } from './server.js';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const NEWSLETTER = '65f1a2b3c4d5e6f708192e02';
const EMAIL_FIELD = 'email-yui_3_17_2_1_20';
const CLIENTS = 4;
/** The longest any request may take while PostgreSQL is away: the pool's connection timeout, and some. */
const BOUND_MS = 12_000;
const UNREACHABLE = 'The server cannot store data right now (the database cannot be reached). Please try again later.';
const env = {
  SQ_FORM_RATE_LIMIT: '1000000000',
  SQ_FORM_ADDRESS_RATE_LIMIT: '1000000000',
  SQ_FORM_KEY_RATE_LIMIT: '1000000000',
  SQ_FORM_KEY_ADDRESS_RATE_LIMIT: '1000000000',
};

const skip = postgresBinaries() ? false : "PostgreSQL's binaries are not installed under /usr/lib/postgresql (CI installs them)";

describe('PostgreSQL restarting and stopping under the running server', { skip }, () => {
  let postgres;
  let server;
  before(async () => {
    execFileSync(process.execPath, [join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'server'], { cwd: projectRoot });
    postgres = await startPrivatePostgres();
    server = await startServer({ args: ['server/dist/server/main.js'], env: { ...env, DATABASE_URL: postgres.url } });
  });
  after(async () => {
    await server?.stop();
    await postgres?.remove();
  });

  /** Every answer the test got: what was asked, its status, and how long it took. */
  const answers = [];
  async function timed(what, path, init) {
    const started = Date.now();
    const response = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(BOUND_MS * 2) });
    const text = await response.text();
    answers.push({ what, status: response.status, ms: Date.now() - started, text });
    return { status: response.status, text };
  }
  const readiness = async () => {
    const { status, text } = await timed('readyz', '/readyz');
    return { status, body: JSON.parse(text) };
  };
  /** Asks `check` again as soon as its last answer is in, until it holds. */
  async function until(check, what, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) assert.fail(`${what} did not happen within ${timeoutMs} ms`);
    }
  }
  /** Each client calls `answered()` after every answer it gets; `whenClients` waits on them. */
  const clients = clientProgress();
  const answered = clients.progressed;
  const whenClients = (condition, what, timeoutMs = 30_000) =>
    clients.until(condition, timeoutMs, () => `${what} did not happen within ${timeoutMs} ms`);

  test('no crash, 503s with the reason during the outage, readiness back on its own, no acknowledged submission lost', async () => {
    const home = await fetch(`${server.url}/`);
    await home.arrayBuffer();
    const crumb = /(?:^|;\s*)crumb=([^;]+)/.exec(home.headers.get('set-cookie'))[1];
    const headers = { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' };

    const acknowledged = new Map();
    let stopped = false;
    let sent = 0;
    /** The clients refused a key since PostgreSQL was stopped, once `down` is set. */
    let down;
    const client = async (index) => {
      while (!stopped) {
        const email = `client${index}.${(sent += 1)}@example.com`;
        const key = await timed('key', '/api/form/FormSubmissionKey', { method: 'POST', headers });
        if (key.status === 200) {
          const saved = await timed('save', '/api/form/SaveFormSubmission', {
            method: 'POST',
            headers,
            body: JSON.stringify({ key: JSON.parse(key.text).key, formId: NEWSLETTER, form: { [EMAIL_FIELD]: email }, pagePath: '/outage' }),
          });
          if (saved.status === 200) acknowledged.set(JSON.parse(saved.text).id, email);
        } else down?.add(index);
        // A page and a census hit beside the submissions, as a visitor's browser sends them; a refused key is not tried again before it.
        await timed('page', `/journal?client=${index}`, { headers: { accept: 'text/html' } });
        answered();
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
    const acknowledgedAtLeast = (count) => whenClients(() => acknowledged.size >= count, `${count} acknowledged submissions`);

    try {
      await acknowledgedAtLeast(100);

      // A fast restart: every connection the pool holds is ended under it.
      postgres.restart();
      await until(async () => (await readiness()).status === 200, 'readiness after the restart');
      const afterRestart = acknowledged.size;
      await acknowledgedAtLeast(afterRestart + 100);

      // A stop with a gap: the server answers without its database for a while.
      down = new Set();
      postgres.stop();
      // The server is without its database once every client has been refused a key since the stop.
      await whenClients(() => down.size === CLIENTS, 'every client refused a key');
      assert.deepEqual(await readiness(), { status: 503, body: { ok: false, error: UNREACHABLE } });
      assert.equal((await timed('healthz', '/healthz')).status, 200, 'liveness holds while the database is away');
      const key = await timed('key', '/api/form/FormSubmissionKey', { method: 'POST', headers });
      assert.deepEqual(key, { status: 503, text: JSON.stringify({ error: UNREACHABLE }) });
      const page = await timed('page', '/contact', { headers: { accept: 'text/html' } });
      assert.equal(page.status, 503);
      assert.match(page.text, /The page could not be shown just now \(the database cannot be reached\)\. Please try again in a moment\./);
      assert.match(page.text, /<footer/, 'the error page keeps the site\u2019s layout');
      const duringGap = acknowledged.size;

      postgres.start();
      await until(async () => (await readiness()).status === 200, 'readiness after the start');
      await acknowledgedAtLeast(duringGap + 100);
    } finally {
      stopped = true;
      await Promise.all(clients);
    }

    const log = server.output();
    assert.equal(
      log.includes('    at '),
      false,
      `no stack trace in the log:\n${log.slice(Math.max(0, log.indexOf('    at ') - 1500), log.indexOf('    at ') + 500)}`,
    );
    assert.equal((await timed('healthz', '/healthz')).status, 200, 'the same process still answers');
    const unexpected = answers.filter(({ status }) => status !== 200 && status !== 503);
    assert.deepEqual(unexpected, [], 'every answer was a 200 or a 503');
    const unavailable = answers.filter(({ status, what }) => status === 503 && what !== 'page' && what !== 'readyz');
    assert.ok(unavailable.length > 0, 'the outage was seen');
    for (const { text } of unavailable)
      assert.match(JSON.parse(text).error, /^The server cannot store data right now \(.+\)\. Please try again later\.$/);
    const slowest = Math.max(...answers.map(({ ms }) => ms));
    assert.ok(slowest < BOUND_MS, `the slowest answer took ${slowest} ms`);

    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    try {
      const { rows } = await db.query('SELECT id, form_json::text AS form_json FROM form_submissions');
      const stored = new Map(rows.map((row) => [row.id, JSON.parse(row.form_json)[EMAIL_FIELD]]));
      const missing = [...acknowledged].filter(([id, email]) => stored.get(id) !== email);
      assert.deepEqual(missing, [], `${missing.length} of ${acknowledged.size} acknowledged submissions are missing`);
    } finally {
      await db.end();
    }
  });
});
