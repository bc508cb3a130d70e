import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const json = (payload) => ({ headers: { 'content-type': 'application/json' }, payload });

for (const target of await testDatabases()) {
  describe(`bad input on ${target.name}: a 4xx with a clear message, never a 500`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target, { bodyLimit: 4096 });
    });
    after(() => t.close());

    /** Asserts the status and that the answer is JSON `{ error }` matching `message`. */
    function assertClientError(response, status, message) {
      assert.equal(response.statusCode, status, response.body);
      assert.match(response.headers['content-type'], /^application\/json/);
      assert.match(response.json().error, message);
    }

    const save = '/api/form/SaveFormSubmission';
    const signIn = '/api/site-users/account/session';

    test('malformed JSON', async () => {
      for (const url of [save, signIn, '/api/form/FormSubmissionKey', '/api/auth/Logout']) {
        for (const payload of ['{', '{"key": }', 'undefined', "{'key':'x'}"]) {
          assertClientError(await t.call({ method: 'POST', url, ...json(payload) }), 400, /^Body is not valid JSON/);
        }
      }
    });

    test('wrong types and missing fields name the field', async () => {
      const cases = [
        [save, { formId: 'f', form: {} }, /body must have required property 'key'/],
        [save, { key: 'k', formId: { id: 1 }, form: {} }, /body\/formId must be string/],
        [save, { key: 'k', formId: 'f', form: [1, 2] }, /body\/form must match a schema in anyOf/],
        [save, { key: 'k', formId: 'f', form: {}, contentSource: 'x' }, /body\/contentSource must be equal to one of the allowed values/],
        [save, { key: 'k', formId: 'f', form: {}, pagePermissionTypeValue: 'admin' }, /body\/pagePermissionTypeValue must be integer,null/],
        [save, { key: 'k'.repeat(101), formId: 'f', form: {} }, /body\/key must NOT have more than 100 characters/],
        [save, [], /body must be object/],
        [signIn, { email: { address: 'a' }, password: 'x' }, /body\/email must be string/],
        [signIn, 'null', /body must be object/],
      ];
      for (const [url, body, message] of cases) {
        const payload = typeof body === 'string' ? body : JSON.stringify(body);
        assertClientError(await t.call({ method: 'POST', url, ...json(payload) }), 400, message);
      }
    });

    test('an oversized body answers 413 and says the limit', async () => {
      const payload = JSON.stringify({ key: 'k', formId: 'f', form: { big: 'x'.repeat(5000) } });
      assertClientError(await t.call({ method: 'POST', url: save, ...json(payload) }), 413, /^Request body is too large: the limit is 4096 bytes\.$/);
    });

    test('an unsupported content type answers 415 and says what to send', async () => {
      const response = await t.call({ method: 'POST', url: save, headers: { 'content-type': 'application/xml' }, payload: '<form/>' });
      assertClientError(response, 415, /^Unsupported Media Type: application\/xml; send application\/json\.$/);
    });

    test('a missing, forged or mismatched crumb answers 401 crumbFail', async () => {
      const body = json(JSON.stringify({ key: 'k', formId: 'f', form: {} }));
      const cases = [
        t.app.inject({ method: 'POST', url: save, ...body }),
        t.app.inject({
          method: 'POST',
          url: save,
          ...body,
          cookies: { crumb: 'forged.crumb' },
          headers: { ...body.headers, 'x-csrf-token': 'forged.crumb' },
        }),
        t.app.inject({ method: 'POST', url: save, ...body, cookies: { crumb: t.crumb }, headers: { ...body.headers } }),
        t.app.inject({ method: 'POST', url: `${save}?crumb=${encodeURIComponent(t.crumb)}x`, ...body, cookies: { crumb: t.crumb } }),
      ];
      for (const response of await Promise.all(cases)) {
        assert.equal(response.statusCode, 401);
        assert.deepEqual(response.json(), { crumbFail: true });
      }
      const byQuery = await t.app.inject({
        method: 'POST',
        url: `/api/form/FormSubmissionKey?crumb=${encodeURIComponent(t.crumb)}`,
        cookies: { crumb: t.crumb },
      });
      assert.equal(byQuery.statusCode, 200, 'the crumb query parameter works as well as the header');
    });

    test('unknown routes and methods answer 404 JSON', async () => {
      for (const [method, url] of [
        ['GET', '/api/nope'],
        ['POST', '/api/form/Nope'],
        ['PUT', '/api/form/SaveFormSubmission'],
        ['POST', '/no/such/page'],
      ]) {
        assertClientError(await t.call({ method, url }), 404, /^Not found$/);
      }
    });

    test('a malformed URL answers 400', async () => {
      assertClientError(await t.call({ method: 'GET', url: '/%' }), 400, /./);
    });

    test('the server still answers after all of that', async () => {
      assert.equal((await t.call({ method: 'POST', url: '/api/form/FormSubmissionKey' })).statusCode, 200);
    });
  });
}
