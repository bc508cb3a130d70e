import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { hashPassword, isPasswordHash, needsRehash, verifyPassword } from '../../server/accounts/passwords.js';
import { startTestApp } from './app.js';
import { legacyScryptHash } from './legacy-hash.js';
import { testDatabases } from './databases.js';

/** The demo member of demo/site/members.json, with the password the server guide documents (docs/guides/server.md). */
const member = { email: 'member@juniper.example', password: 'juniper-demo' };

const cookieNamed = (response, name) => response.cookies.find((cookie) => cookie.name === name);

test('passwords are hashed with argon2id (m=19 MiB, t=2, p=1) and a salt of their own, the parameters in the hash', async () => {
  const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
  assert.match(a, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
  assert.notEqual(a, b);
  assert.equal(await verifyPassword('correct horse', a), true);
  assert.equal(await verifyPassword('correct horsE', a), false);
  assert.equal(await verifyPassword('correct horse', undefined), false);
  assert.equal(await verifyPassword('correct horse', 'not a hash'), false);
  assert.equal(needsRehash(a), false);
});

test('an older hash still verifies and is due for an upgrade: scrypt, or argon2id below today’s cost; a planted huge cost is no hash', async () => {
  const old = legacyScryptHash('correct horse');
  assert.equal(await verifyPassword('correct horse', old), true);
  assert.equal(await verifyPassword('wrong horse', old), false);
  assert.equal(needsRehash(old), true);
  const weak = '$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$8d8W0zQyI4Gkq2m0XkJ2q6l0b8f3m3JfV8l0c2FsdHM';
  assert.equal(needsRehash(weak), true);
  assert.equal(isPasswordHash('$argon2id$v=19$m=4194304,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$8d8W0zQyI4Gkq2m0XkJ2q6l0b8f3m3JfV8l0c2FsdHM'), false);
  assert.equal(isPasswordHash('scrypt$16384$8$1$only-a-salt'), false);
});

for (const target of await testDatabases()) {
  describe(`site-member sessions on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target, { rateLimit: { signIn: { max: 1000 } } });
    });
    after(() => t.close());

    const signIn = (body, request = {}) => t.call({ method: 'POST', url: '/api/site-users/account/session', payload: body, ...request });

    test('signing in answers an xsrfToken and sets an HttpOnly session cookie that ends with the browser session', async () => {
      const response = await signIn({ ...member, rememberMe: false });
      assert.equal(response.statusCode, 200, response.body);
      assert.match(response.json().xsrfToken, /^[\w-]{32}$/);
      const cookie = cookieNamed(response, 'sq_site_user');
      assert.ok(cookie.value.length >= 43);
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Lax');
      assert.equal(cookie.path, '/');
      assert.equal(cookie.expires, undefined);
      assert.equal(cookie.maxAge, undefined);

      const session = await t.call({ method: 'GET', url: '/api/site-users/account/session', cookies: { sq_site_user: cookie.value } });
      assert.deepEqual(session.json(), { email: 'member@juniper.example', firstName: 'Ada', lastName: 'Potter' });
      const [row] = await t.db.selectFrom('site_user_sessions').selectAll().where('xsrf_token', '=', response.json().xsrfToken).execute();
      assert.notEqual(row.id, cookie.value, 'only a hash of the token is stored');
    });

    test('rememberMe makes the cookie persistent; the email is matched without regard to case', async () => {
      const response = await signIn({ email: ' Member@Juniper.Example ', password: member.password, rememberMe: true });
      assert.equal(response.statusCode, 200);
      const { expires } = cookieNamed(response, 'sq_site_user');
      const days = (expires.getTime() - Date.now()) / 86_400_000;
      assert.ok(days > 29 && days <= 30, `expires in ${days} days`);
    });

    test('a wrong password or an unknown member answers 401 with the same message', async () => {
      const wrong = await signIn({ ...member, password: 'nope' });
      const unknown = await signIn({ email: 'nobody@juniper.example', password: 'juniper-demo' });
      for (const response of [wrong, unknown]) {
        assert.equal(response.statusCode, 401);
        assert.deepEqual(response.json(), { error: 'The email address or password is incorrect.' });
        assert.equal(cookieNamed(response, 'sq_site_user'), undefined);
      }
    });

    test('signing out needs the session\u2019s xsrf token, deletes the session and clears the cookie', async () => {
      const signedIn = await signIn(member);
      const token = cookieNamed(signedIn, 'sq_site_user').value;
      const { xsrfToken } = signedIn.json();
      const signOut = (headers) =>
        t.call({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=true', cookies: { sq_site_user: token }, headers });

      const withoutToken = await signOut({});
      assert.equal(withoutToken.statusCode, 401);
      assert.deepEqual(withoutToken.json(), { error: "The X-Xsrf-Token header must carry the session's xsrfToken." });
      assert.equal((await signOut({ 'x-xsrf-token': `${xsrfToken}x` })).statusCode, 401);

      const out = await signOut({ 'x-xsrf-token': xsrfToken });
      assert.equal(out.statusCode, 200);
      assert.deepEqual(out.json(), { loggedOut: true });
      assert.equal(cookieNamed(out, 'sq_site_user').maxAge, 0);
      const after = await t.call({ method: 'GET', url: '/api/site-users/account/session', cookies: { sq_site_user: token } });
      assert.equal(after.statusCode, 401);
      assert.deepEqual(after.json(), { error: 'Not signed in.' });
    });

    test('signing out without a session is not an error; cloneCart must be a boolean', async () => {
      const none = await t.call({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=false' });
      assert.equal(none.statusCode, 200);
      const bad = await t.call({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=maybe' });
      assert.equal(bad.statusCode, 400);
      assert.match(bad.json().error, /cloneCart must be boolean/);
    });

    test('signing out needs the crumb like every state-changing call', async () => {
      const response = await t.app.inject({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=false' });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { crumbFail: true });
    });

    test('signing in again replaces the session the browser had', async () => {
      const first = cookieNamed(await signIn(member), 'sq_site_user').value;
      const second = await signIn(member, { cookies: { sq_site_user: first } });
      assert.equal(second.statusCode, 200);
      const old = await t.call({ method: 'GET', url: '/api/site-users/account/session', cookies: { sq_site_user: first } });
      assert.equal(old.statusCode, 401);
    });

    test('an expired session is no session', async () => {
      const token = cookieNamed(await signIn(member), 'sq_site_user').value;
      await t.db
        .updateTable('site_user_sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const response = await t.call({ method: 'GET', url: '/api/site-users/account/session', cookies: { sq_site_user: token } });
      assert.equal(response.statusCode, 401);
    });

    test('missing or mistyped fields answer 400', async () => {
      for (const body of [{ email: member.email }, { ...member, rememberMe: 'often' }, { ...member, password: 'x'.repeat(1025) }]) {
        const response = await signIn(body);
        assert.equal(response.statusCode, 400, JSON.stringify(body).slice(0, 80));
        assert.equal(typeof response.json().error, 'string');
      }
    });

    test('a member whose hash is older is signed in, through the API or the page’s form, and their hash becomes argon2id', async () => {
      const stored = () => t.db.selectFrom('site_users').select('password_hash').where('email', '=', member.email).executeTakeFirstOrThrow();
      const original = (await stored()).password_hash;
      try {
        for (const via of ['api', 'form']) {
          const old = legacyScryptHash(member.password);
          await t.db.updateTable('site_users').set({ password_hash: old }).where('email', '=', member.email).execute();
          const response =
            via === 'api'
              ? await signIn({ ...member, rememberMe: false })
              : await t.app.inject({
                  method: 'POST',
                  url: '/members/sign-in',
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  payload: new URLSearchParams({ crumb: t.crumb, ...member, path: '/members' }).toString(),
                  cookies: { crumb: t.crumb },
                });
          assert.equal(response.statusCode, via === 'api' ? 200 : 303, via);
          const upgraded = (await stored()).password_hash;
          assert.match(upgraded, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/, via);
          assert.equal(await verifyPassword(member.password, upgraded), true, via);
          // And it signs in with the new hash, which stays as it is.
          assert.equal((await signIn({ ...member, rememberMe: false })).statusCode, 200, via);
          assert.equal((await stored()).password_hash, upgraded, via);
        }
        // A wrong password upgrades nothing.
        const old = legacyScryptHash(member.password);
        await t.db.updateTable('site_users').set({ password_hash: old }).where('email', '=', member.email).execute();
        assert.equal((await signIn({ email: member.email, password: 'not-the-password', rememberMe: false })).statusCode, 401);
        assert.equal((await stored()).password_hash, old);
      } finally {
        await t.db.updateTable('site_users').set({ password_hash: original }).where('email', '=', member.email).execute();
      }
    });
  });

  describe(`sign-in rate limit and owner logout on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target, { rateLimit: { signIn: { max: 2 } } });
    });
    after(() => t.close());

    test('past the sign-in limit per IP address: 429', async () => {
      const attempt = () => t.call({ method: 'POST', url: '/api/site-users/account/session', payload: { ...member, password: 'guess' } });
      assert.equal((await attempt()).statusCode, 401);
      assert.equal((await attempt()).statusCode, 401);
      const limited = await attempt();
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), { error: 'Too many sign-in attempts. Please try again later.' });
    });

    test('owner Logout clears the owner session cookie and answers where to go', async () => {
      const response = await t.call({ method: 'POST', url: '/api/auth/Logout', cookies: { sq_owner_session: 'abc' } });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { redirect: '/?logout=true' });
      const cookie = cookieNamed(response, 'sq_owner_session');
      assert.equal(cookie.value, '');
      assert.equal(cookie.maxAge, 0);
      const json = await t.call({ method: 'POST', url: '/api/auth/Logout', headers: { 'content-type': 'application/json' }, payload: '{}' });
      assert.equal(json.statusCode, 200);
      const noCrumb = await t.app.inject({ method: 'POST', url: '/api/auth/Logout' });
      assert.deepEqual(noCrumb.json(), { crumbFail: true });
    });
  });
}
