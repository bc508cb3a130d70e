import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { query } from './harness.js';
import { CONTACT, values } from './processes.js';
import { startServer } from './server.js';

const LIMITED = 'Unable to submit form. Submission rate limit exceeded. Please try again later.';

/** A crumb from the server, as a page would get it. */
async function crumbOf(server) {
  const response = await fetch(`${server.url}/`);
  await response.arrayBuffer();
  return /crumb=([^;]+)/.exec(response.headers.get('set-cookie'))[1];
}

/**
 * One submission of the contact form, as a visitor with the visitor cookie `visitor` would send it
 * (a key, then the save), optionally claiming another address in X-Forwarded-For. Resolves with the save's status and body.
 */
async function submit(server, crumb, { visitor, forwardedFor }) {
  const headers = {
    'content-type': 'application/json',
    'x-csrf-token': crumb,
    cookie: `crumb=${crumb}; ss_cvr=${visitor}|1|2|3|4`,
    ...(forwardedFor && { 'x-forwarded-for': forwardedFor }),
  };
  const { 'content-type': _json, ...empty } = headers;
  const keyed = await fetch(`${server.url}/api/form/FormSubmissionKey`, { method: 'POST', headers: empty });
  assert.equal(keyed.status, 200, await keyed.clone().text());
  const { key } = await keyed.json();
  const saved = await fetch(`${server.url}/api/form/SaveFormSubmission`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ key, formId: CONTACT, form: values }),
  });
  return { status: saved.status, body: await saved.json(), retryAfter: saved.headers.get('retry-after') };
}

const stored = (server) => query(server.dbFile, 'SELECT COUNT(*) AS n FROM form_submissions')[0].n;

describe('form rate limits hold per client address, whatever visitor cookie the client sends', () => {
  describe('with no proxy configured', () => {
    let server;
    before(async () => {
      server = await startServer();
    });
    after(() => server?.stop());

    test('15 submissions with 15 different visitor cookies from one address: 10 accepted, 5 refused with 429', async () => {
      const crumb = await crumbOf(server);
      const answers = [];
      for (let index = 0; index < 15; index += 1) answers.push(await submit(server, crumb, { visitor: `rotating-${index}` }));
      assert.deepEqual(
        answers.map(({ status }) => status),
        [...Array(10).fill(200), ...Array(5).fill(429)],
      );
      for (const refused of answers.slice(10)) {
        assert.deepEqual(refused.body, { error: LIMITED });
        assert.ok(Number(refused.retryAfter) >= 1, 'Retry-After says when to try again');
      }
      assert.equal(stored(server), 10, 'exactly the accepted submissions are stored');
    });

    test('X-Forwarded-For is ignored without a trusted proxy: a claimed address does not reset the count', async () => {
      const crumb = await crumbOf(server);
      const answer = await submit(server, crumb, { visitor: 'another', forwardedFor: '203.0.113.77' });
      assert.equal(answer.status, 429);
      assert.equal(stored(server), 10);
    });
  });

  describe('behind a trusted proxy (SQ_TRUST_PROXY)', () => {
    let server;
    before(async () => {
      server = await startServer({ env: { SQ_TRUST_PROXY: '127.0.0.1' } });
    });
    after(() => server?.stop());

    test('the forwarded address is the client: visitors behind the proxy count apart, one address still meets its limit', async () => {
      const crumb = await crumbOf(server);
      const apart = [];
      for (let index = 0; index < 12; index += 1)
        apart.push(await submit(server, crumb, { visitor: `v-${index}`, forwardedFor: `198.51.100.${index + 1}` }));
      assert.deepEqual(
        apart.map(({ status }) => status),
        Array(12).fill(200),
        'twelve clients, one submission each',
      );
      const same = [];
      for (let index = 0; index < 12; index += 1) same.push(await submit(server, crumb, { visitor: `same-${index}`, forwardedFor: '203.0.113.9' }));
      assert.deepEqual(
        same.map(({ status }) => status),
        [...Array(10).fill(200), ...Array(2).fill(429)],
        'one client rotating its visitor cookie',
      );
      assert.equal(stored(server), 22);
    });
  });
});
