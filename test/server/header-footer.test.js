import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { DEMO_VIEWER, ownerSession, startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const saved = {
  header: { layout: 'left', showTitle: true, navigation: [{ title: 'Shop', url: '/shop/' }], button: { text: 'Book a workshop', url: '/workshops' } },
  footer: { text: '© Juniper Ceramics', links: [{ title: 'Cookie policy', url: '/cookie-policy' }] },
};

for (const target of await testDatabases()) {
  describe(`site header and footer on ${target.name}`, () => {
    let t;
    let token;
    /** A call by the demo owner, signed in to the config area. */
    const call = (request) => t.call({ ...request, cookies: { sq_owner_session: token, ...request.cookies } });
    const rows = () => t.db.selectFrom('site_header_footer').selectAll().execute();
    before(async () => {
      t = await startTestApp(target);
      token = await ownerSession(t);
    });
    after(() => t.close());
    beforeEach(() => t.db.deleteFrom('site_header_footer').execute());

    test('a site with none saved answers an empty header and footer', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/site-header-footer' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { header: {}, footer: {} });
    });

    test('PUT stores both parts and answers them; GET then reads them back', async () => {
      const put = await call({ method: 'PUT', url: '/api/site-header-footer', payload: saved });
      assert.equal(put.statusCode, 200);
      assert.deepEqual(put.json(), saved);
      const [row, ...rest] = await rows();
      assert.equal(rest.length, 0);
      assert.deepEqual(JSON.parse(row.header), saved.header);
      assert.deepEqual(JSON.parse(row.footer), saved.footer);
      assert.ok(Math.abs(Date.parse(row.updated_at) - Date.now()) < 60_000);
      assert.deepEqual((await t.app.inject({ method: 'GET', url: '/api/site-header-footer' })).json(), saved);
    });

    test('a second PUT replaces the first', async () => {
      await call({ method: 'PUT', url: '/api/site-header-footer', payload: saved });
      const next = { header: { layout: 'center' }, footer: {} };
      const put = await call({ method: 'PUT', url: '/api/site-header-footer', payload: next });
      assert.equal(put.statusCode, 200);
      const stored = await rows();
      assert.equal(stored.length, 1);
      assert.deepEqual(JSON.parse(stored[0].header), next.header);
      assert.deepEqual((await t.app.inject({ method: 'GET', url: '/api/site-header-footer' })).json(), next);
    });

    test('both parts must be objects', async () => {
      const cases = [
        [{ header: {} }, /body must have required property 'footer'/],
        [{ header: [], footer: {} }, /body\/header must be object/],
        [{ header: {}, footer: 'text' }, /body\/footer must be object/],
        [{ header: null, footer: {} }, /body\/header must be object/],
      ];
      for (const [payload, message] of cases) {
        const response = await call({ method: 'PUT', url: '/api/site-header-footer', payload });
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.match(response.json().error, message);
      }
      assert.deepEqual(await rows(), []);
    });

    test('a PUT without the crumb is refused', async () => {
      const response = await t.app.inject({ method: 'PUT', url: '/api/site-header-footer', payload: saved });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { crumbFail: true });
      assert.deepEqual(await rows(), []);
    });

    test('changes need an owner signed in with config permission', async () => {
      const anonymous = await t.call({ method: 'PUT', url: '/api/site-header-footer', payload: saved });
      assert.equal(anonymous.statusCode, 401);
      assert.deepEqual(anonymous.json(), { error: 'Sign in to the config area first.', loginRequired: true });
      const viewer = await call({
        method: 'PUT',
        url: '/api/site-header-footer',
        payload: saved,
        cookies: { sq_owner_session: await ownerSession(t, DEMO_VIEWER) },
      });
      assert.equal(viewer.statusCode, 403);
      assert.deepEqual(viewer.json(), { error: 'Only an editor or an admin may change the site’s design.' });
      const loggedOut = await call({
        method: 'PUT',
        url: '/api/site-header-footer',
        payload: saved,
        cookies: { sq_owner_session: 'no-such-session' },
      });
      assert.equal(loggedOut.statusCode, 401);
      assert.deepEqual(await rows(), []);
    });
  });
}
