import { buildApp } from '../../server/app.js';
import { createCrumb } from '../../server/http/crumb.js';

export const TEST_SECRET = 'test-secret';

/**
 * A real app on a fresh test database (see databases.js). `call()` is `app.inject()` carrying a
 * valid crumb (cookie and X-CSRF-Token header) unless the test overrides them.
 */
export async function startTestApp(target, options = {}) {
  const database = await target.open();
  const app = buildApp({ database, secret: TEST_SECRET, ...options });
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
