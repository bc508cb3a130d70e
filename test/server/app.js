import { buildApp } from '../../server/app.js';
import { createCrumb } from '../../server/http/crumb.js';
import { loadSiteDefinition } from '../../server/site/load.js';

export const TEST_SECRET = 'test-secret';

/**
 * A real app on a fresh test database (see databases.js) holding the demo site definition (or the
 * one in `siteDir`). `call()` is `app.inject()` carrying a valid crumb (cookie and X-CSRF-Token
 * header) unless the test overrides them. `onRoute` is called with every route the app registers.
 * Other options go to buildApp.
 */
export async function startTestApp(target, { siteDir, onRoute, ...options } = {}) {
  const database = await target.open();
  await loadSiteDefinition(database.db, siteDir);
  const app = buildApp({ database, secret: TEST_SECRET, ...options });
  // Before ready, when the route plugins register: every route the app answers passes through it.
  if (onRoute) app.addHook('onRoute', onRoute);
  await app.ready();
  const crumb = createCrumb(TEST_SECRET);
  const call = (request) =>
    app.inject({
      ...request,
      cookies: { crumb, ...request.cookies },
      headers: { 'x-csrf-token': crumb, ...request.headers },
    });
  return {
    app,
    db: database.db,
    database,
    crumb,
    call,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The demo site's owners (demo/site/owners.json) with the passwords the server guide documents (docs/guides/server.md). */
export const DEMO_OWNER = Object.freeze({ email: 'owner@example.com', password: 'juniper-owner' });
export const DEMO_VIEWER = Object.freeze({ email: 'viewer@example.com', password: 'juniper-viewer' });
export const DEMO_EDITOR = Object.freeze({ email: 'editor@example.com', password: 'juniper-editor' });
export const DEMO_STORE_MANAGER = Object.freeze({ email: 'store@example.com', password: 'juniper-store' });

/** Signs `account` in to the config area of the test app `t`; resolves with its `sq_owner_session` token. */
export async function ownerSession(t, account = DEMO_OWNER) {
  const response = await t.call({ method: 'POST', url: '/api/auth/Login', payload: account });
  const cookie = response.cookies.find((candidate) => candidate.name === 'sq_owner_session');
  if (response.statusCode !== 200 || !cookie) throw new Error(`Signing in ${account.email} failed: ${response.statusCode} ${response.body}`);
  return cookie.value;
}
