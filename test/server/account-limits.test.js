import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { accountKey, FAILURES_BEFORE_WAIT, FIRST_WAIT_MS, MAX_WAIT_MS, waitAfter } from '../../server/accounts/account-limit.js';
import { DEMO_EDITOR, startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const MEMBER = Object.freeze({ email: 'member@juniper.example', password: 'juniper-demo' });
const TOO_MANY = 'Too many sign-in attempts. Please try again later.';

test('after five failures the account waits 30 s, each further failure doubling it up to 15 minutes', () => {
  assert.equal(FAILURES_BEFORE_WAIT, 5);
  const waits = [1, 4, 5, 6, 7, 8, 9, 10, 11, 50].map(waitAfter);
  assert.deepEqual(waits, [0, 0, FIRST_WAIT_MS, 60_000, 120_000, 240_000, 480_000, MAX_WAIT_MS, MAX_WAIT_MS, MAX_WAIT_MS]);
  assert.equal(accountKey('owner', ' Owner@Example.com '), accountKey('owner', 'owner@example.com'), 'matched as the accounts are');
  assert.notEqual(accountKey('owner', 'owner@example.com'), accountKey('member', 'owner@example.com'), 'owners and members apart');
  assert.match(accountKey('member', 'member@juniper.example'), /^[0-9a-f]{64}$/, 'the email is not stored');
});

for (const target of await testDatabases()) {
  describe(`sign-in limits per account on ${target.name}`, () => {
    let t;
    before(async () => {
      // The limit per address out of the way: these attempts come from many addresses, or it is tested apart below.
      t = await startTestApp(target, { rateLimit: { signIn: { max: 10_000 } } });
    });
    after(() => t.close());
    beforeEach(() => t.db.deleteFrom('sign_in_failures').execute());

    const form = (fields) => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ crumb: t.crumb, ...fields }).toString(),
      cookies: { crumb: t.crumb },
    });
    /** The four ways in, each answering `{ status, text }`: the owners' and the members' JSON API and their forms without scripts. */
    const ROUTES = {
      'owner API': (account, address) =>
        t
          .call({ method: 'POST', url: '/api/auth/Login', payload: account, remoteAddress: address })
          .then((r) => ({ status: r.statusCode, text: r.json().error, r })),
      'owner form': (account, address) =>
        t.app
          .inject({ method: 'POST', url: '/config/sign-in', remoteAddress: address, ...form(account) })
          .then((r) => ({ status: r.statusCode, text: r.body.match(/id="sign-in-error"[^>]*>([^<]*)</)?.[1], r })),
      'member API': (account, address) =>
        t
          .call({ method: 'POST', url: '/api/site-users/account/session', payload: { ...account, rememberMe: false }, remoteAddress: address })
          .then((r) => ({ status: r.statusCode, text: r.json().error, r })),
      'member form': (account, address) =>
        t.app
          .inject({ method: 'POST', url: '/members/sign-in', remoteAddress: address, ...form({ ...account, path: '/members' }) })
          .then((r) => ({ status: r.statusCode, text: r.body.match(/role="alert"[^>]*>\s*([^<]*?)\s*</)?.[1], r })),
    };
    const ACCOUNT = { 'owner API': DEMO_EDITOR, 'owner form': DEMO_EDITOR, 'member API': MEMBER, 'member form': MEMBER };
    const address = (n) => `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    /** Ends the account's wait, as time passing would. */
    const waitOver = () =>
      t.db
        .updateTable('sign_in_failures')
        .set({ wait_until: new Date(Date.now() - 1000).toISOString() })
        .execute();

    for (const [route, attempt] of Object.entries(ROUTES)) {
      test(`${route}: one account from 40 addresses trips after 5 failures, and the owner of the account signs in once the wait is over`, async () => {
        const account = ACCOUNT[route];
        const wrong = { email: account.email, password: 'not-the-password' };
        const answers = [];
        for (let n = 0; n < 40; n += 1) answers.push(await attempt(wrong, address(n)));
        const statuses = answers.map(({ status }) => status);
        assert.deepEqual(statuses.slice(0, 5), [401, 401, 401, 401, 401]);
        assert.ok(
          statuses.slice(5).every((status) => status === 429),
          statuses.join(' '),
        );
        assert.equal(answers[5].text, TOO_MANY);
        const retryAfter = Number(answers[5].r.headers['retry-after']);
        assert.ok(retryAfter > 0 && retryAfter <= 30, `Retry-After ${retryAfter}`);

        // Waiting, even the right password is refused, from any address; it is no failure either.
        assert.equal((await attempt(account, address(41))).status, 429);
        await waitOver();
        const signedIn = await attempt(account, address(42));
        assert.equal(signedIn.status, route.endsWith('form') ? 303 : 200, signedIn.text);
        assert.deepEqual(await t.db.selectFrom('sign_in_failures').selectAll().execute(), [], 'a success clears the count');
      });
    }

    test('an email that is no account gets the very answers an account does, so none tells whether it exists', async () => {
      for (const [route, attempt] of Object.entries(ROUTES)) {
        await t.db.deleteFrom('sign_in_failures').execute();
        const known = [];
        const unknown = [];
        for (let n = 0; n < 7; n += 1) {
          known.push(await attempt({ email: ACCOUNT[route].email, password: 'not-the-password' }, address(n)));
          unknown.push(await attempt({ email: 'nobody@juniper.example', password: 'not-the-password' }, address(n)));
        }
        const strip = ({ status, text }) => ({ status, text });
        assert.deepEqual(unknown.map(strip), known.map(strip), route);
      }
    });

    test('past the wait, each further failure doubles it: 30 s, then 60 s, then 120 s', async () => {
      const wrong = { email: MEMBER.email, password: 'not-the-password' };
      for (let n = 0; n < 5; n += 1) await ROUTES['member API'](wrong, address(n));
      const waitOf = async () => {
        const row = await t.db.selectFrom('sign_in_failures').selectAll().executeTakeFirstOrThrow();
        return Date.parse(row.wait_until) - Date.parse(row.last_failed_at);
      };
      assert.equal(await waitOf(), 30_000);
      for (const expected of [60_000, 120_000]) {
        await waitOver();
        assert.equal((await ROUTES['member API'](wrong, address(9))).status, 401);
        assert.equal(await waitOf(), expected);
        assert.equal((await ROUTES['member API'](wrong, address(10))).status, 429);
      }
      // Owners are counted apart: the member's failures make no owner wait.
      assert.equal((await ROUTES['owner API'](DEMO_EDITOR, address(11))).status, 200);
    });
  });

  describe(`sign-in limits per address on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    test('one address trying many accounts meets the limit per address: 10 a minute, then 429', async () => {
      const statuses = [];
      for (let n = 0; n < 14; n += 1) {
        const response = await t.call({
          method: 'POST',
          url: '/api/site-users/account/session',
          payload: { email: `guess-${n}@juniper.example`, password: 'not-the-password', rememberMe: false },
          remoteAddress: '10.9.9.9',
        });
        statuses.push(response.statusCode);
      }
      assert.deepEqual(statuses, [...Array(10).fill(401), 429, 429, 429, 429]);
      // No account reached five failures: the limit that tripped is the address's.
      const counts = await t.db.selectFrom('sign_in_failures').select('failures').execute();
      assert.ok(counts.every(({ failures }) => failures === 1));
    });
  });
}
