// Every route of the back end keeps the one rule of who may do what: without a session it answers
// 401 loginRequired, without the crumb a change answers 401 crumbFail, and an owner not allowed into
// its area gets 403 with the rule, whatever the route, including routes added later.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BACK_END_REFUSALS, backEndAccess } from '../../src/shared/config/access.ts';
import { addOwnerRoutes } from '../../server/http/owner-routes.ts';
import { DEMO_EDITOR, DEMO_OWNER, DEMO_STORE_MANAGER, DEMO_VIEWER, ownerSession, startTestApp } from './app.js';
import { testDatabases } from './databases.js';

/** The demo owners (demo/site/owners.json) as the rule sees them. */
const OWNERS = [
  { name: 'admin', account: DEMO_OWNER, permission: 2, websiteRoles: [1] },
  { name: 'editor', account: DEMO_EDITOR, permission: 1, websiteRoles: [4] },
  { name: 'store manager', account: DEMO_STORE_MANAGER, permission: 1, websiteRoles: [8] },
  { name: 'viewer', account: DEMO_VIEWER, permission: 0, websiteRoles: [10] },
];
/** A path with each parameter given a value no row has. */
const pathOf = (url) => url.replace(/:\w+/g, '000000000000000000000000');

test('a back-end route that does not say who may call it stops the server from starting', async () => {
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  addOwnerRoutes(app);
  const start = async () => {
    await app.register(async (child) => {
      child.get('/api/config/forgotten', async () => ({}));
    });
    await app.ready();
  };
  await assert.rejects(start, /GET \/api\/config\/forgotten is a back-end route: its config must say which owners may call it/);
});

for (const target of await testDatabases()) {
  describe(`every owner route on ${target.name}`, () => {
    let t;
    const sessions = new Map();
    before(async () => {
      t = await startTestApp(target);
      for (const owner of OWNERS) sessions.set(owner.name, await ownerSession(t, owner.account));
    });
    after(() => t.close());

    test('the server lists its owner routes, the back end’s own among them', () => {
      const urls = t.app.ownerRoutes.map(({ method, url }) => `${method} ${url}`);
      for (const expected of [
        'GET /api/config/inbox',
        'DELETE /api/config/inbox/submissions/:submissionId',
        'PUT /api/site-header-footer',
        'DELETE /api/multilingual/connection',
      ])
        assert.ok(urls.includes(expected), expected);
    });

    test('without a session, every owner route answers 401 loginRequired; without the crumb, every change answers 401 crumbFail', async () => {
      for (const { method, url } of t.app.ownerRoutes) {
        const signedOut = await t.call({ method, url: pathOf(url), payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
        assert.equal(signedOut.statusCode, 401, `${method} ${url}`);
        assert.deepEqual(signedOut.json(), { error: BACK_END_REFUSALS.signIn, loginRequired: true }, `${method} ${url}`);
        if (method === 'GET') continue;
        const noCrumb = await t.app.inject({ method, url: pathOf(url), cookies: { sq_owner_session: sessions.get('admin') }, payload: {} });
        assert.equal(noCrumb.statusCode, 401, `${method} ${url} without the crumb`);
        assert.equal(noCrumb.json().crumbFail, true, `${method} ${url} without the crumb`);
      }
    });

    for (const owner of OWNERS) {
      test(`the ${owner.name} is refused with 403 exactly where the rule says, and never with 5xx`, async () => {
        const access = backEndAccess(owner);
        for (const { method, url, owner: area } of t.app.ownerRoutes) {
          const response = await t.call({
            method,
            url: pathOf(url),
            cookies: { sq_owner_session: sessions.get(owner.name) },
            payload: method === 'GET' || method === 'DELETE' ? undefined : {},
          });
          const what = `${method} ${url} for the ${owner.name}`;
          assert.ok(response.statusCode < 500, `${what}: ${response.statusCode} ${response.body}`);
          const areas = area === 'signedIn' ? [] : [area].flat();
          if (areas.length === 0 || areas.some((name) => access[name])) {
            assert.notEqual(response.statusCode, 403, `${what}: ${response.body}`);
            assert.notEqual(response.statusCode, 401, `${what}: ${response.body}`);
          } else {
            assert.equal(response.statusCode, 403, what);
            assert.deepEqual(response.json(), { error: BACK_END_REFUSALS[areas[0]] }, what);
          }
        }
      });
    }
  });
}
