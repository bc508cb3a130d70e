import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { startServer } from './server.js';

/** PostgreSQL for these tests, as for the server suite (test/server/databases.js): SQ_TEST_DATABASE_URL, else DATABASE_URL. */
const postgresUrl = process.env.SQ_TEST_DATABASE_URL ?? process.env.DATABASE_URL;

const CONTACT = '65f1a2b3c4d5e6f708192e01';
/** A valid submission of the demo's contact form. */
const values = {
  'name-yui_3_17_2_1_1': ['Ada', 'Potter'],
  'email-yui_3_17_2_1_2': 'ada@example.com',
  'phone-yui_3_17_2_1_3': ['', '555', '123', '4567'],
  'address-yui_3_17_2_1_4': ['1 Harbour Road', '', 'Portland', 'ME', '04101', 'United States'],
  'select-yui_3_17_2_1_5': 'A commission',
  'checkbox-yui_3_17_2_1_6': ['Mugs'],
  'textarea-yui_3_17_2_1_7': 'A set of six mugs, please.',
  'radio-yui_3_17_2_1_9': 'A market',
};
/** The demo's Tide mug (demo/site/products.json) in its 300 ml variant. */
const MUG = { productId: '65f1a2b3c4d5e6f708192d01', sku: 'SQ0000101' };
/** The demo owner (demo/site/owners.json) and the password the server guide documents. */
const OWNER = { email: 'owner@example.com', password: 'juniper-owner' };
/** The demo member (demo/site/members.json) and the password the server guide documents. */
const MEMBER = { email: 'member@juniper.example', password: 'juniper-demo' };

async function postgresReachable() {
  if (!postgresUrl) return false;
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * The databases two processes share: a SQLite file, and PostgreSQL when one is reachable. Each
 * `fresh()` gives an empty database as `startServer` options, and `remove()` deletes it.
 */
async function sharedDatabases() {
  const targets = [
    {
      name: 'a SQLite file',
      async fresh() {
        const dir = await mkdtemp(join(tmpdir(), 'sq-processes-'));
        return { options: { dbFile: join(dir, 'sq.db') }, remove: () => rm(dir, { recursive: true, force: true }) };
      },
    },
  ];
  if (await postgresReachable()) {
    targets.push({
      name: 'PostgreSQL',
      async fresh() {
        // A database of its own, its tables in the default schema, as a deployment has it.
        const name = `sq_processes_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
        const admin = async (statement) => {
          const client = new pg.Client({ connectionString: postgresUrl });
          await client.connect();
          try {
            await client.query(statement);
          } finally {
            await client.end();
          }
        };
        await admin(`CREATE DATABASE "${name}"`);
        const url = new URL(postgresUrl);
        url.pathname = `/${name}`;
        return { options: { env: { DATABASE_URL: url.href } }, remove: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
      },
    });
  } else if (postgresUrl) {
    console.warn(`PostgreSQL at ${postgresUrl} is not reachable; the several-processes tests run on SQLite only.`);
  }
  return targets;
}

/** The `name` cookie a response sets, if it sets one. */
function cookieSet(response, name) {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  return cookie && /^[^=]+=([^;]*)/.exec(cookie)[1];
}

/** A page's crumb, as a browser gets it from the first page it loads. */
async function crumbFrom(server) {
  const response = await fetch(`${server.url}/`);
  await response.arrayBuffer();
  return cookieSet(response, 'crumb');
}

/** A state-changing call as the runtime makes it: the crumb in its cookie and its header, plus `cookies`. */
function call(server, path, { crumb, cookies = {}, body, method = 'POST' }) {
  const cookie = Object.entries({ crumb, ...cookies })
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, 'x-csrf-token': crumb, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

/** The website context a page carries for the runtime. */
async function contextOf(response) {
  const html = await response.text();
  return JSON.parse(/<script type="application\/json" id="sq-site-context">([\s\S]*?)<\/script>/.exec(html)[1]);
}

/**
 * Submits the contact form `count` times as one visitor from one address, each time asking
 * `servers[i]` for the key and `servers[i + 1]` (round the list) to save; resolves with the saves' statuses.
 */
async function submitMany(servers, count) {
  const crumb = await crumbFrom(servers[0]);
  const cookies = { ss_cvr: 'one-visitor|1|2|3|4' };
  const statuses = [];
  for (let i = 0; i < count; i += 1) {
    const keyed = await call(servers[i % servers.length], '/api/form/FormSubmissionKey', { crumb, cookies });
    assert.equal(keyed.status, 200, await keyed.clone().text());
    const { key } = await keyed.json();
    const saved = await call(servers[(i + 1) % servers.length], '/api/form/SaveFormSubmission', {
      crumb,
      cookies,
      body: { key, formId: CONTACT, form: values },
    });
    await saved.arrayBuffer();
    statuses.push(saved.status);
  }
  return statuses;
}

for (const target of await sharedDatabases()) {
  describe(`two server processes on ${target.name}`, () => {
    let database;
    let a;
    let b;

    before(async () => {
      database = await target.fresh();
      // One after the other: the first brings the schema up to date, the second finds it so.
      a = await startServer(database.options);
      b = await startServer(database.options);
    });

    after(async () => {
      await a?.stop();
      await b?.stop();
      await database?.remove();
    });

    test('a crumb from one process is accepted by the other, which keeps it rather than issuing its own', async () => {
      const crumb = await crumbFrom(a);
      assert.ok(crumb);
      const page = await fetch(`${b.url}/`, { headers: { cookie: `crumb=${crumb}` } });
      await page.arrayBuffer();
      assert.equal(cookieSet(page, 'crumb'), undefined, 'B sees A’s crumb as its own');
      const keyed = await call(b, '/api/form/FormSubmissionKey', { crumb });
      assert.equal(keyed.status, 200, await keyed.text());
    });

    test('an owner signed in on one process is signed in on the other, and signs out there', async () => {
      const crumb = await crumbFrom(a);
      const signedIn = await call(a, '/api/auth/Login', { crumb, body: OWNER });
      assert.equal(signedIn.status, 200, await signedIn.clone().text());
      const session = cookieSet(signedIn, 'sq_owner_session');
      assert.ok(session);

      const page = await fetch(`${b.url}/`, { headers: { cookie: `sq_owner_session=${session}` } });
      assert.equal((await contextOf(page)).authenticatedAccount?.displayName, 'Site Owner');

      const signedOut = await call(b, '/api/auth/Logout', { crumb, cookies: { sq_owner_session: session }, body: {} });
      assert.equal(signedOut.status, 200);
      const later = await fetch(`${a.url}/`, { headers: { cookie: `sq_owner_session=${session}` } });
      assert.equal((await contextOf(later)).authenticatedAccount, null, 'the session ended for A too');
    });

    test('a member signed in on one process is signed in on the other', async () => {
      const crumb = await crumbFrom(b);
      const signedIn = await call(b, '/api/site-users/account/session', { crumb, body: { ...MEMBER, rememberMe: false } });
      assert.equal(signedIn.status, 200, await signedIn.clone().text());
      const session = cookieSet(signedIn, 'sq_site_user');
      assert.ok(session);
      const account = await fetch(`${a.url}/api/site-users/account/session`, { headers: { cookie: `sq_site_user=${session}` } });
      assert.equal(account.status, 200);
      assert.equal((await account.json()).email, MEMBER.email);
    });

    test('owner sign-ins from one address are limited to ten a minute across both processes', async () => {
      const crumb = await crumbFrom(a);
      const statuses = [];
      for (let i = 0; i < 12; i += 1) {
        const response = await call([a, b][i % 2], '/api/auth/Login', { crumb, body: { ...OWNER, password: 'not-the-password' } });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      // The owner's sign-in above was the first of the ten.
      assert.deepEqual(statuses, [...Array(9).fill(401), ...Array(3).fill(429)]);
    });

    test('a cart made on one process is read and added to on the other', async () => {
      const crumb = await crumbFrom(a);
      const added = await call(a, '/api/commerce/cart/entries', { crumb, body: { ...MUG, quantity: 2 } });
      assert.equal(added.status, 200, await added.clone().text());
      const cart = cookieSet(added, 'sq_cart');
      assert.ok(cart);

      const read = await fetch(`${b.url}/api/commerce/cart`, { headers: { cookie: `sq_cart=${cart}` } });
      assert.equal(read.status, 200);
      assert.deepEqual(
        (await read.json()).entries.map(({ sku, quantity }) => ({ sku, quantity })),
        [{ sku: MUG.sku, quantity: 2 }],
      );

      const more = await call(b, '/api/commerce/cart/entries', { crumb, cookies: { sq_cart: cart }, body: { ...MUG, quantity: 1 } });
      assert.equal(more.status, 200);
      const again = await fetch(`${a.url}/api/commerce/cart`, { headers: { cookie: `sq_cart=${cart}` } });
      assert.deepEqual(
        (await again.json()).entries.map(({ quantity }) => quantity),
        [3],
      );
    });

    test('a submission key from one process is used up by a save on the other, for both', async () => {
      const crumb = await crumbFrom(a);
      const { key } = await (await call(a, '/api/form/FormSubmissionKey', { crumb })).json();
      // A form of its own, so these saves do not count toward the contact form's limits below.
      const body = { key, formId: 'no-such-form', form: values };
      const first = await call(b, '/api/form/SaveFormSubmission', { crumb, body });
      assert.equal(first.status, 404, 'the key was good on B; the form is what is missing');
      const again = await call(a, '/api/form/SaveFormSubmission', { crumb, body });
      assert.equal(again.status, 401, 'B used the key up for A too');
    });

    test('the form-save limit trips at the same count through both processes alternating as through one', async () => {
      // One process on a database of its own, so the two runs do not share counts.
      const alone = await target.fresh();
      let single;
      let throughOne;
      try {
        single = await startServer(alone.options);
        throughOne = await submitMany([single], 15);
      } finally {
        await single?.stop();
        await alone.remove();
      }
      const throughTwo = await submitMany([a, b], 15);

      const expected = [...Array(10).fill(200), ...Array(5).fill(429)];
      assert.deepEqual(throughOne, expected, 'ten saves a minute per visitor and form');
      assert.deepEqual(throughTwo, expected, 'the keys were issued and the saves counted by both processes together');
    });
  });
}
