// What the tests of several server processes share: the databases they share, a visitor's
// crumb and calls as the runtime makes them, and the demo's form, product and accounts.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, postgresReachable } from '../../scripts/postgres.mjs';

/** PostgreSQL for these tests, as for the server suite (test/server/databases.js): SQ_TEST_DATABASE_URL, else DATABASE_URL. */
export const postgresUrl = process.env.SQ_TEST_DATABASE_URL ?? process.env.DATABASE_URL;

export const CONTACT = '65f1a2b3c4d5e6f708192e01';
/** A valid submission of the demo's contact form. */
export const values = {
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
export const MUG = { productId: '65f1a2b3c4d5e6f708192d01', sku: 'SQ0000101' };
/** The demo owner (demo/site/owners.json) and the password the server guide documents. */
export const OWNER = { email: 'owner@example.com', password: 'juniper-owner' };
/** The demo member (demo/site/members.json) and the password the server guide documents. */
export const MEMBER = { email: 'member@juniper.example', password: 'juniper-demo' };

/**
 * The databases two processes share: a SQLite file, and PostgreSQL when one is reachable. Each
 * `fresh()` gives an empty database as `startServer` options, and `remove()` deletes it.
 */
export async function sharedDatabases() {
  const targets = [
    {
      name: 'a SQLite file',
      async fresh() {
        const dir = await mkdtemp(join(tmpdir(), 'sq-processes-'));
        return { options: { dbFile: join(dir, 'sq.db') }, remove: () => rm(dir, { recursive: true, force: true }) };
      },
    },
  ];
  if (await postgresReachable(postgresUrl)) {
    targets.push({
      name: 'PostgreSQL',
      async fresh() {
        // A database of its own, its tables in the default schema, as a deployment has it.
        const database = await createDatabase(postgresUrl, 'sq_processes');
        return { options: { env: { DATABASE_URL: database.url } }, remove: database.remove };
      },
    });
  } else if (postgresUrl) {
    console.warn(`PostgreSQL at ${postgresUrl} is not reachable; the several-processes tests run on SQLite only.`);
  }
  return targets;
}

/** The `name` cookie a response sets, if it sets one. */
export function cookieSet(response, name) {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  return cookie && /^[^=]+=([^;]*)/.exec(cookie)[1];
}

/** A page's crumb, as a browser gets it from the first page it loads. */
export async function crumbFrom(server) {
  const response = await fetch(`${server.url}/`);
  await response.arrayBuffer();
  return cookieSet(response, 'crumb');
}

/** A state-changing call as the runtime makes it: the crumb in its cookie and its header, plus `cookies`. */
export function call(server, path, { crumb, cookies = {}, body, method = 'POST' }) {
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
export async function contextOf(response) {
  const html = await response.text();
  return JSON.parse(/<script type="application\/json" id="sq-site-context">([\s\S]*?)<\/script>/.exec(html)[1]);
}

/**
 * Submits the contact form `count` times as one visitor from one address, each time asking
 * `servers[i]` for the key and `servers[i + 1]` (round the list) to save; resolves with the saves' statuses.
 */
export async function submitMany(servers, count) {
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
