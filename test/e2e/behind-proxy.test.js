// The production set-up as `npm run cluster` and compose.yaml run it: two server processes on one
// PostgreSQL database with HAProxy in front (deploy/haproxy.cfg), every request through the proxy.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { PROXY_SERVER_NAMES, serverEnv, startProxy } from '../../scripts/cluster.mjs';
import { haproxyPath } from '../../scripts/haproxy.mjs';
import { createDatabase, postgresReachable } from '../../scripts/postgres.mjs';
import { freePort } from '../../scripts/server-process.mjs';
import { call, CONTACT, contextOf, cookieSet, crumbFrom, MUG, OWNER, postgresUrl, values } from './processes.js';
import { clientProgress } from './progress.js';
import { startServer } from './server.js';

/** A server's first start on a fresh PostgreSQL database migrates it: give it time on a busy machine. */
const START_TIMEOUT_MS = 30_000;
const NEWSLETTER = '65f1a2b3c4d5e6f708192e02';
const EMAIL_FIELD = 'email-yui_3_17_2_1_20';
/** Enough clients at once that submissions are in flight on both processes whenever the kill lands. */
const CLIENTS = 16;
/** Rate limits out of the way for the load: one test client submits hundreds of times a second. */
const UNLIMITED = {
  SQ_FORM_RATE_LIMIT: '1000000000',
  SQ_FORM_ADDRESS_RATE_LIMIT: '1000000000',
  SQ_FORM_KEY_RATE_LIMIT: '1000000000',
  SQ_FORM_KEY_ADDRESS_RATE_LIMIT: '1000000000',
};

const haproxy = haproxyPath();
if (!haproxy)
  throw new Error(
    'HAProxy is missing for the tests behind the proxy. Install it with: sudo apt-get install -y haproxy (npm test does so when root).',
  );
const postgres = await postgresReachable(postgresUrl);
if (!postgres && process.env.CI)
  throw new Error(`The tests behind the proxy need PostgreSQL: ${postgresUrl ?? 'set SQ_TEST_DATABASE_URL'} is not reachable.`);
const skip = postgres
  ? false
  : `PostgreSQL is not reachable${postgresUrl ? ` at ${postgresUrl}` : ' (set SQ_TEST_DATABASE_URL)'}; the tests behind the proxy need it`;

/**
 * A fresh PostgreSQL database, two server processes on it sharing a secret and trusting the proxy,
 * and HAProxy in front of them with deploy/haproxy.cfg. `env` adds to the processes' settings.
 * `proxySays(pattern, ms)` resolves once the proxy's output matches `pattern`, and fails after `ms`.
 */
async function startCluster(env = {}) {
  const database = await createDatabase(postgresUrl, 'sq_proxy');
  const started = [];
  const stop = async () => {
    for (const child of started.reverse()) await child.stop();
    await database.remove();
  };
  try {
    const shared = { ...serverEnv({ databaseUrl: database.url, proxyAddress: '127.0.0.1', secret: 'a-secret-every-process-shares' }), ...env };
    // One after the other: the first brings the schema up to date, the second finds it so.
    for (const _ of PROXY_SERVER_NAMES) started.push(await startServer({ env: shared, timeoutMs: START_TIMEOUT_MS }));
    const servers = [...started];
    const listeners = new Set();
    const proxy = await startProxy({
      haproxy,
      port: await freePort(),
      servers: servers.map((server) => server.address),
      onOutput: () => {
        for (const listener of [...listeners]) listener();
      },
    });
    started.push(proxy);
    const proxySays = (pattern, ms) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(proxy.output())) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`the proxy did not say ${pattern} within ${ms} ms:\n${proxy.output()}`));
        }, ms);
        listeners.add(check);
        check();
      });
    return { database, servers, proxy, proxySays, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The process that answered a response through the proxy. */
const servedBy = (response) => response.headers.get('x-served-by');

/** Asserts that consecutive answers came from different processes and that each process answered. */
function assertAlternates(answeredBy) {
  assert.deepEqual([...new Set(answeredBy)].sort(), PROXY_SERVER_NAMES, `both processes answered: ${answeredBy.join(', ')}`);
  answeredBy
    .slice(1)
    .forEach((name, index) => assert.notEqual(name, answeredBy[index], `answers ${index} and ${index + 1} alternate: ${answeredBy.join(', ')}`));
}

/**
 * Saves the contact form `count` times as one visitor: all the keys first, then the saves, so
 * that through the proxy the saves go to each process in turn. Resolves with each save's status
 * and the process that answered it.
 */
async function saveMany(target, count) {
  const crumb = await crumbFrom(target);
  const cookies = { ss_cvr: 'one-visitor|1|2|3|4' };
  const keys = [];
  for (let i = 0; i < count; i += 1) {
    const keyed = await call(target, '/api/form/FormSubmissionKey', { crumb, cookies });
    assert.equal(keyed.status, 200, await keyed.clone().text());
    keys.push((await keyed.json()).key);
  }
  const saves = [];
  for (const key of keys) {
    const saved = await call(target, '/api/form/SaveFormSubmission', { crumb, cookies, body: { key, formId: CONTACT, form: values } });
    await saved.arrayBuffer();
    saves.push({ status: saved.status, servedBy: servedBy(saved) });
  }
  return saves;
}

/** An https request to 127.0.0.1:`port` trusting `ca`; resolves with the status, headers and body. */
function httpsRequest({ port, ca, path, method = 'GET', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, method, headers, ca }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: text }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('two server processes on PostgreSQL behind HAProxy', { skip }, () => {
  let cluster;

  before(async () => {
    cluster = await startCluster();
  });

  after(async () => {
    await cluster?.stop();
  });

  test('a visitor’s crumb, owner session and cart hold while the proxy alternates between the processes', async () => {
    const { proxy } = cluster;
    const answeredBy = [];
    const through = async (request) => {
      const response = await request;
      answeredBy.push(servedBy(response));
      return response;
    };

    const page = await through(fetch(`${proxy.url}/`));
    await page.arrayBuffer();
    const crumb = cookieSet(page, 'crumb');
    assert.ok(crumb, 'the first page sets the crumb');

    const signedIn = await through(call(proxy, '/api/auth/Login', { crumb, body: OWNER }));
    assert.equal(signedIn.status, 200, await signedIn.clone().text());
    const session = cookieSet(signedIn, 'sq_owner_session');
    assert.ok(session);
    for (let i = 0; i < 2; i += 1) {
      const signedInPage = await through(fetch(`${proxy.url}/`, { headers: { cookie: `crumb=${crumb}; sq_owner_session=${session}` } }));
      assert.equal((await contextOf(signedInPage)).authenticatedAccount?.displayName, 'Site Owner', `page ${i + 1} shows the owner signed in`);
    }

    const added = await through(call(proxy, '/api/commerce/cart/entries', { crumb, body: { ...MUG, quantity: 2 } }));
    assert.equal(added.status, 200, await added.clone().text());
    const cart = cookieSet(added, 'sq_cart');
    assert.ok(cart);
    const more = await through(call(proxy, '/api/commerce/cart/entries', { crumb, cookies: { sq_cart: cart }, body: { ...MUG, quantity: 1 } }));
    assert.equal(more.status, 200, await more.clone().text());
    const read = await through(fetch(`${proxy.url}/api/commerce/cart`, { headers: { cookie: `sq_cart=${cart}` } }));
    assert.deepEqual(
      (await read.json()).entries.map(({ sku, quantity }) => ({ sku, quantity })),
      [{ sku: MUG.sku, quantity: 3 }],
    );

    const keyed = await through(call(proxy, '/api/form/FormSubmissionKey', { crumb }));
    assert.equal(keyed.status, 200, 'the crumb from the first page is good on whichever process answers');

    const signedOut = await through(call(proxy, '/api/auth/Logout', { crumb, cookies: { sq_owner_session: session }, body: {} }));
    assert.equal(signedOut.status, 200);
    for (let i = 0; i < 2; i += 1) {
      const later = await through(fetch(`${proxy.url}/`, { headers: { cookie: `crumb=${crumb}; sq_owner_session=${session}` } }));
      assert.equal((await contextOf(later)).authenticatedAccount, null, 'signed out on both processes');
    }

    assertAlternates(answeredBy);
  });

  test('on a machine whose every core is busy, every request through the proxy succeeds, and both processes stay in rotation', async () => {
    const { proxy } = cluster;
    // One busy loop a core, for as long as the requests run.
    const burners = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    try {
      await Promise.all(burners.map((burner) => once(burner, 'spawn')));
      const failures = [];
      const answeredBy = new Set();
      const paths = ['/', '/shop', '/journal', '/readyz', '/shop/tide-mug'];
      await Promise.all(
        Array.from({ length: 8 }, async (_, client) => {
          for (let n = 0; n < 20; n += 1) {
            const path = paths[(client + n) % paths.length];
            try {
              const response = await fetch(`${proxy.url}${path}`);
              await response.arrayBuffer();
              if (response.status === 200) answeredBy.add(servedBy(response));
              else failures.push(`${path}: ${response.status}`);
            } catch (error) {
              failures.push(`${path}: ${error.cause?.code ?? error.message}`);
            }
          }
        }),
      );
      assert.deepEqual(failures, []);
      assert.deepEqual([...answeredBy].sort(), PROXY_SERVER_NAMES);
      assert.doesNotMatch(proxy.output(), /is DOWN/, 'no process was taken out of rotation');
    } finally {
      for (const burner of burners) burner.kill('SIGKILL');
    }
  });

  test('the form-save limit trips at the same count through the proxy and two processes as through one process', async () => {
    const alone = await createDatabase(postgresUrl, 'sq_proxy_alone');
    let single;
    let throughOne;
    try {
      single = await startServer({ env: { DATABASE_URL: alone.url }, timeoutMs: START_TIMEOUT_MS });
      throughOne = await saveMany(single, 15);
    } finally {
      await single?.stop();
      await alone.remove();
    }
    const throughProxy = await saveMany(cluster.proxy, 15);

    const expected = [...Array(10).fill(200), ...Array(5).fill(429)];
    assert.deepEqual(
      throughOne.map(({ status }) => status),
      expected,
      'ten saves a minute per visitor and form',
    );
    assert.deepEqual(
      throughProxy.map(({ status }) => status),
      expected,
      'the two processes counted the saves together',
    );
    assertAlternates(throughProxy.map((save) => save.servedBy));
  });

  test('with a certificate the proxy serves https, redirects plain http there and the processes set Secure cookies', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sq-proxy-tls-'));
    let tls;
    try {
      const [key, cert, pem] = ['key.pem', 'cert.pem', 'site.pem'].map((name) => join(dir, name));
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
        ],
        { stdio: 'ignore' },
      );
      const ca = await readFile(cert, 'utf8');
      await writeFile(pem, ca + (await readFile(key, 'utf8')));
      const httpsPort = await freePort();
      tls = await startProxy({
        haproxy,
        port: await freePort(),
        servers: cluster.servers.map((server) => server.address),
        env: { SQ_PROXY_CERT: pem, SQ_PROXY_TLS_BIND: `127.0.0.1:${httpsPort}` },
      });

      const redirected = await fetch(`${tls.url}/shop?page=2`, { redirect: 'manual' });
      assert.equal(redirected.status, 308);
      assert.match(redirected.headers.get('location'), /^https:\/\/127\.0\.0\.1:\d+\/shop\?page=2$/);

      const page = await httpsRequest({ port: httpsPort, ca, path: '/' });
      assert.equal(page.status, 200);
      const crumb = /(?:^|\s)crumb=([^;]+)/.exec((page.headers['set-cookie'] ?? []).join('\n'))?.[1];
      assert.ok(crumb, 'the page over https sets the crumb');
      const added = await httpsRequest({
        port: httpsPort,
        ca,
        path: '/api/commerce/cart/entries',
        method: 'POST',
        headers: { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' },
        body: JSON.stringify({ ...MUG, quantity: 1 }),
      });
      assert.equal(added.status, 200, added.body);
      const cart = (added.headers['set-cookie'] ?? []).find((line) => line.startsWith('sq_cart='));
      assert.match(cart ?? '', /; Secure/, 'the process was told the request came over https');
    } finally {
      await tls?.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('one of two processes behind HAProxy is killed while clients submit through it', { skip }, () => {
  let cluster;

  before(async () => {
    cluster = await startCluster(UNLIMITED);
  });

  after(async () => {
    await cluster?.stop();
  });

  test('no acknowledged submission is lost, and the survivor answers every request once the proxy marks the other down', async (t) => {
    const { proxy, proxySays, servers, database } = cluster;
    const crumb = await crumbFrom(proxy);
    const submit = async (email) => {
      const keyed = await call(proxy, '/api/form/FormSubmissionKey', { crumb });
      if (keyed.status !== 200) {
        await keyed.arrayBuffer();
        return { status: keyed.status, servedBy: servedBy(keyed) };
      }
      const { key } = await keyed.json();
      const saved = await call(proxy, '/api/form/SaveFormSubmission', {
        crumb,
        body: { key, formId: NEWSLETTER, form: { [EMAIL_FIELD]: email }, pagePath: '/behind-proxy' },
      });
      const body = await saved.text();
      return { status: saved.status, servedBy: servedBy(saved), id: saved.status === 200 ? JSON.parse(body).id : undefined };
    };

    const acknowledged = new Map();
    const answeredBy = new Set();
    const failedAfterKill = [];
    let killed = false;
    let markedDown = false;
    let stopped = false;
    let sent = 0;
    /** The clients that have finished a submission begun after the proxy marked app2 down. */
    const wentOn = new Set();
    const { progressed, until } = clientProgress();
    const client = async (clientIndex) => {
      while (!stopped) {
        const email = `client${clientIndex}.${(sent += 1)}@example.com`;
        const afterMarkDown = markedDown;
        try {
          const result = await submit(email);
          if (result.id) acknowledged.set(result.id, email);
          if (result.servedBy) answeredBy.add(result.servedBy);
          if (result.status !== 200 && killed) failedAfterKill.push(String(result.status));
          else if (result.status !== 200) assert.fail(`a submission before the kill answered ${result.status}`);
        } catch (error) {
          if (error.code === 'ERR_ASSERTION') throw error;
          failedAfterKill.push(`${error.cause?.code}: ${error.cause?.message}`);
        } finally {
          if (afterMarkDown) wentOn.add(clientIndex);
          progressed();
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));

    await until(
      () => acknowledged.size >= 300,
      60_000,
      () => `only ${acknowledged.size} submissions acknowledged in 60 s`,
    );
    assert.deepEqual([...answeredBy].sort(), PROXY_SERVER_NAMES, 'both processes took submissions before the kill');
    const acknowledgedBeforeKill = acknowledged.size;
    killed = true;
    const killedAt = Date.now();
    await servers[1].kill();

    // The proxy marks the dead process down: at the first refused connection, else at its next checks.
    await proxySays(/Server servers\/app2 is DOWN/, 5000);
    const markedDownMs = Date.now() - killedAt;
    markedDown = true;
    // The clients go on through the proxy until each has finished a submission begun after that, then stop.
    await until(
      () => wentOn.size === CLIENTS,
      30_000,
      () => `only ${wentOn.size} of ${CLIENTS} clients finished a submission after the mark-down`,
    );
    stopped = true;
    await Promise.all(clients);
    const acknowledgedAfterKill = acknowledged.size - acknowledgedBeforeKill;
    t.diagnostic(
      `${acknowledgedBeforeKill} acknowledged before the kill, ${acknowledgedAfterKill} after; app2 marked down after ${markedDownMs} ms; ` +
        `requests that failed at the kill: ${failedAfterKill.length} (${[...new Set(failedAfterKill)].join(', ') || 'none'})`,
    );
    assert.ok(acknowledgedAfterKill > 0, 'submissions went on being acknowledged after the kill');
    // A request in flight on the killed process is never answered: the proxy closes the client's
    // connection as the process did. One it could not connect for is sent to the other process.
    assert.deepEqual(
      failedAfterKill.filter((failure) => !/^UND_ERR_SOCKET: other side closed$|^50[23]$/.test(failure)),
      [],
      'requests in flight at the kill end with a closed connection, or a 502 or 503 from the proxy',
    );

    const survivorAnswers = [];
    for (let i = 0; i < 20; i += 1) {
      const result = await submit(`after.kill.${i}@example.com`);
      survivorAnswers.push(`${result.status} ${result.servedBy}`);
      if (result.id) acknowledged.set(result.id, `after.kill.${i}@example.com`);
    }
    assert.deepEqual(survivorAnswers, Array(20).fill('200 app1'), 'every submission after the mark-down is saved by the survivor');

    const reader = new pg.Client({ connectionString: database.url });
    await reader.connect();
    try {
      const { rows } = await reader.query('SELECT id, form_json FROM form_submissions WHERE form_id = $1', [NEWSLETTER]);
      const stored = new Map(
        rows.map((row) => [row.id, (typeof row.form_json === 'string' ? JSON.parse(row.form_json) : row.form_json)[EMAIL_FIELD]]),
      );
      const missing = [...acknowledged].filter(([id, email]) => stored.get(id) !== email);
      assert.deepEqual(missing, [], `${missing.length} of ${acknowledged.size} acknowledged submissions are missing`);
    } finally {
      await reader.end();
    }
  });
});
