import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { DEMO_OWNER, startTestApp } from './app.js';
import { testDatabases } from './databases.js';

/** A low sign-in limit, so a test reaches it in a few requests. */
const SIGN_IN_LIMIT = 3;
const WRONG = { email: DEMO_OWNER.email, password: 'not-the-password' };

for (const target of await testDatabases()) {
  for (const trustProxy of [false, '127.0.0.1']) {
    const behindProxy = trustProxy !== false;
    describe(`${behindProxy ? 'with the proxy 127.0.0.1 trusted' : 'with no trusted proxy'} on ${target.name}`, () => {
      let t;
      // A fresh app and database for each test, so no test starts with another's sign-ins counted.
      beforeEach(async () => {
        t = await startTestApp(target, { trustProxy, rateLimit: { signIn: { max: SIGN_IN_LIMIT } } });
      });
      afterEach(() => t.close());

      /** An owner sign-in through the proxy at 127.0.0.1 (inject's address) for the client `forwardedFor`. */
      const signIn = (forwardedFor, payload = WRONG, headers = {}) =>
        t.call({ method: 'POST', url: '/api/auth/Login', payload, headers: { 'x-forwarded-for': forwardedFor, ...headers } });

      test(
        behindProxy ? 'a sign-in forwarded over https gets a Secure session cookie' : 'a forwarded https claim gives no Secure cookie',
        async () => {
          const response = await signIn('198.51.100.30', DEMO_OWNER, { 'x-forwarded-proto': 'https' });
          assert.equal(response.statusCode, 200, response.body);
          const session = response.cookies.find((cookie) => cookie.name === 'sq_owner_session');
          assert.ok(session, 'the session cookie is set');
          assert.equal(session.secure === true, behindProxy, JSON.stringify(session));
        },
      );

      test(
        behindProxy
          ? 'the sign-in limit counts each forwarded client address apart'
          : 'the sign-in limit counts the connection, whatever address X-Forwarded-For claims',
        async () => {
          for (let attempt = 0; attempt < SIGN_IN_LIMIT; attempt += 1) assert.notEqual((await signIn('203.0.113.9')).statusCode, 429);
          assert.equal((await signIn('203.0.113.9')).statusCode, 429, 'one client over the limit');
          const other = await signIn('198.51.100.20');
          assert.equal(other.statusCode === 429, !behindProxy, `another client: ${other.statusCode}`);
        },
      );
    });
  }
}
