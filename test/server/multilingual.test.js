import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { DEMO_VIEWER, ownerSession, startTestApp } from './app.js';
import { testDatabases } from './databases.js';

for (const target of await testDatabases()) {
  describe(`multilingual settings on ${target.name}`, () => {
    let t;
    let token;
    /** A call by the demo owner, signed in to the config area. */
    const call = (request) => t.call({ ...request, cookies: { sq_owner_session: token, ...request.cookies } });
    const get = async (what) => (await t.app.inject({ method: 'GET', url: `/api/multilingual/${what}` })).json();
    const rows = () => t.db.selectFrom('multilingual').selectAll().execute();
    before(async () => {
      t = await startTestApp(target);
      token = await ownerSession(t);
    });
    after(() => t.close());
    beforeEach(() => t.db.deleteFrom('multilingual').execute());

    test('a fresh site has no extra languages and a connected translation provider', async () => {
      assert.deepEqual(await get('settings'), { languages: [] });
      assert.deepEqual(await get('status'), { status: 'connected' });
      assert.deepEqual(await rows(), []);
    });

    test('PUT languages stores canonical BCP 47 tags without duplicates and answers them', async () => {
      const response = await call({ method: 'PUT', url: '/api/multilingual/languages', payload: { languages: ['fr', 'de-at', 'zh-hant-tw', 'FR'] } });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { languages: ['fr', 'de-AT', 'zh-Hant-TW'] });
      const [row, ...rest] = await rows();
      assert.equal(rest.length, 0);
      assert.deepEqual(JSON.parse(row.languages), ['fr', 'de-AT', 'zh-Hant-TW']);
      assert.equal(row.status, 'connected');
      assert.deepEqual(await get('settings'), { languages: ['fr', 'de-AT', 'zh-Hant-TW'] });
    });

    test('an empty list turns the extra languages off', async () => {
      await call({ method: 'PUT', url: '/api/multilingual/languages', payload: { languages: ['fr'] } });
      const response = await call({ method: 'PUT', url: '/api/multilingual/languages', payload: { languages: [] } });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(await get('settings'), { languages: [] });
    });

    test('tags that are not BCP 47 and bodies of the wrong shape are refused, changing nothing', async () => {
      await call({ method: 'PUT', url: '/api/multilingual/languages', payload: { languages: ['fr'] } });
      const cases = [
        [{ languages: ['en_US'] }, /^"en_US" is not a BCP 47 language tag$/],
        [{ languages: ['fr', 'english!'] }, /^"english!" is not a BCP 47 language tag$/],
        [{ languages: { fr: true } }, /body\/languages must be array/],
        [{ languages: [''] }, /body\/languages\/0 must NOT have fewer than 1 characters/],
        [{}, /body must have required property 'languages'/],
        [{ languages: Array.from({ length: 101 }, () => 'fr') }, /body\/languages must NOT have more than 100 items/],
      ];
      for (const [payload, message] of cases) {
        const response = await call({ method: 'PUT', url: '/api/multilingual/languages', payload });
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.match(response.json().error, message);
      }
      assert.deepEqual(await get('settings'), { languages: ['fr'] });
    });

    test('DELETE connection disconnects the provider and keeps the languages; it can be repeated', async () => {
      await call({ method: 'PUT', url: '/api/multilingual/languages', payload: { languages: ['fr'] } });
      for (let time = 0; time < 2; time += 1) {
        const response = await call({ method: 'DELETE', url: '/api/multilingual/connection' });
        assert.equal(response.statusCode, 200);
        assert.deepEqual(response.json(), { status: 'disconnected' });
      }
      assert.deepEqual(await get('status'), { status: 'disconnected' });
      assert.deepEqual(await get('settings'), { languages: ['fr'] });
      const [row] = await rows();
      assert.equal(row.status, 'disconnected');
      assert.deepEqual(JSON.parse(row.languages), ['fr']);
    });

    test('changing languages after disconnecting keeps the provider disconnected', async () => {
      await call({ method: 'DELETE', url: '/api/multilingual/connection' });
      await call({ method: 'PUT', url: '/api/multilingual/languages', payload: { languages: ['es'] } });
      assert.deepEqual(await get('status'), { status: 'disconnected' });
      assert.deepEqual(await get('settings'), { languages: ['es'] });
    });

    test('changes without the crumb are refused', async () => {
      const put = await t.app.inject({ method: 'PUT', url: '/api/multilingual/languages', payload: { languages: ['fr'] } });
      const disconnect = await t.app.inject({ method: 'DELETE', url: '/api/multilingual/connection' });
      for (const response of [put, disconnect]) {
        assert.equal(response.statusCode, 401);
        assert.deepEqual(response.json(), { crumbFail: true });
      }
      assert.deepEqual(await rows(), []);
    });

    test('changes need an owner signed in with config permission', async () => {
      const anonymous = await t.call({ method: 'PUT', url: '/api/multilingual/languages', payload: { languages: ['fr'] } });
      assert.equal(anonymous.statusCode, 401);
      assert.deepEqual(anonymous.json(), { error: 'Sign in to the config area first.', loginRequired: true });
      const viewer = await call({
        method: 'PUT',
        url: '/api/multilingual/languages',
        payload: { languages: ['fr'] },
        cookies: { sq_owner_session: await ownerSession(t, DEMO_VIEWER) },
      });
      assert.equal(viewer.statusCode, 403);
      assert.deepEqual(viewer.json(), { error: 'Only an admin may change the site’s settings.' });
      const loggedOut = await call({
        method: 'PUT',
        url: '/api/multilingual/languages',
        payload: { languages: ['fr'] },
        cookies: { sq_owner_session: 'no-such-session' },
      });
      assert.equal(loggedOut.statusCode, 401);
      assert.deepEqual(await rows(), []);
    });
  });
}
