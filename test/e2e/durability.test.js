import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { clientProgress } from './progress.js';
import { startServer } from './server.js';

const NEWSLETTER = '65f1a2b3c4d5e6f708192e02';
const EMAIL_FIELD = 'email-yui_3_17_2_1_20';
/** Enough clients at once that submissions are in flight whenever the kill lands. */
const CLIENTS = 8;
/** Rate limits out of the way: one test client submits hundreds of times a second. */
const env = {
  SQ_FORM_RATE_LIMIT: '1000000000',
  SQ_FORM_ADDRESS_RATE_LIMIT: '1000000000',
  SQ_FORM_KEY_RATE_LIMIT: '1000000000',
  SQ_FORM_KEY_ADDRESS_RATE_LIMIT: '1000000000',
};

/** A browser's session with the site: the crumb cookie from a page, sent back on every call. */
async function visit(url) {
  const response = await fetch(`${url}/`);
  await response.arrayBuffer();
  const crumb = /(?:^|;\s*)crumb=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  assert.ok(crumb, 'the page sets the crumb cookie');
  return { crumb, headers: { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' } };
}

/** One submission: a fresh key, then the save. Resolves with the stored id on a 200, else undefined. */
async function submit(url, session, email) {
  const keyResponse = await fetch(`${url}/api/form/FormSubmissionKey`, { method: 'POST', headers: session.headers });
  if (keyResponse.status !== 200) return undefined;
  const { key } = await keyResponse.json();
  const response = await fetch(`${url}/api/form/SaveFormSubmission`, {
    method: 'POST',
    headers: session.headers,
    body: JSON.stringify({ key, formId: NEWSLETTER, form: { [EMAIL_FIELD]: email }, pagePath: '/durability' }),
  });
  if (response.status !== 200) {
    await response.arrayBuffer();
    return undefined;
  }
  return (await response.json()).id;
}

describe('a 200 means committed: the server is killed while clients submit', () => {
  let dir;
  let server;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sq-durability-'));
  });

  after(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  test('every acknowledged submission is in the database after SIGKILL and a restart', async () => {
    const dbFile = join(dir, 'sq.db');
    server = await startServer({ dbFile, env });
    const session = await visit(server.url);

    const acknowledged = new Map();
    let sent = 0;
    let stopped = false;
    let killing = false;
    const failures = [];
    /** The clients that have failed since the kill began. */
    const noticed = new Set();
    const { progressed, until } = clientProgress();
    const client = async (clientIndex) => {
      while (!stopped) {
        const email = `client${clientIndex}.${(sent += 1)}@example.com`;
        try {
          const id = await submit(server.url, session, email);
          if (id) acknowledged.set(id, email);
        } catch (error) {
          // Refused or reset by the dying server: never acknowledged, so nothing is owed.
          failures.push(error.cause?.code ?? error.message);
          if (killing) noticed.add(clientIndex);
          if (stopped) return;
        } finally {
          progressed();
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));

    await until(
      () => acknowledged.size >= 300,
      60_000,
      () => `only ${acknowledged.size} submissions acknowledged in 60 s (failures: ${failures.slice(-3).join(', ') || 'none'})`,
    );
    killing = true;
    await server.kill();
    // Every client has noticed the dead server once its own submission has failed; then they stop.
    await until(
      () => noticed.size === CLIENTS,
      30_000,
      () => `only ${noticed.size} of ${CLIENTS} clients saw the server die`,
    );
    stopped = true;
    await Promise.all(clients);
    assert.ok(failures.length > 0, 'submissions were still being sent when the server died');

    server = await startServer({ dbFile, env });
    const again = await submit(server.url, session, 'after.restart@example.com');
    assert.ok(again, 'the restarted server accepts submissions, with the crumb issued before the crash');

    const sqlite = new Database(dbFile, { readonly: true, fileMustExist: true });
    try {
      const rows = sqlite.prepare('SELECT id, form_json FROM form_submissions').all();
      const stored = new Map(rows.map((row) => [row.id, JSON.parse(row.form_json)[EMAIL_FIELD]]));
      const missing = [...acknowledged].filter(([id, email]) => stored.get(id) !== email);
      assert.deepEqual(missing, [], `${missing.length} of ${acknowledged.size} acknowledged submissions are missing`);
      assert.ok(stored.has(again));
      assert.ok(stored.size >= acknowledged.size + 1);
    } finally {
      sqlite.close();
    }
  });
});
