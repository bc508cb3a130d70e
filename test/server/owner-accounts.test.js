import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { verifyPassword } from '../../server/accounts/passwords.js';
import { legacyScryptHash } from './legacy-hash.js';
import { loadSiteDefinition } from '../../server/site/load.js';
import { DEMO_OWNER, DEMO_VIEWER, ownerSession, startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const ACCOUNT = '/api/config/account';
const OWNERS = '/api/config/owners';
const EDITOR = Object.freeze({ email: 'editor@example.com', password: 'juniper-editor' });
const STORE = Object.freeze({ email: 'store@example.com', password: 'juniper-store' });
const OWNER_ID = '65f1a2b3c4d5e6f708192f01';
const VIEWER_ID = '65f1a2b3c4d5e6f708192f02';
const EDITOR_ID = '65f1a2b3c4d5e6f708192f03';
const SIGN_IN = { error: 'Sign in to the config area first.', loginRequired: true };
const ADMIN_ONLY = { error: 'Only an admin may invite or remove owners.' };
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

for (const target of await testDatabases()) {
  describe(`owner accounts on ${target.name}`, () => {
    let t;
    const as = (token) => (request) => t.call({ ...request, cookies: { sq_owner_session: token, ...request.cookies } });
    const signIn = async (account) => t.call({ method: 'POST', url: '/api/auth/Login', payload: account });
    const invite = (token, payload) => as(token)({ method: 'POST', url: `${OWNERS}/invitations`, payload });
    /** The token of the newest outbox message's acceptance link. */
    async function outboxToken(token) {
      const { outbox } = (await as(token)({ method: 'GET', url: OWNERS })).json();
      const match = /\/config\/invitation\?token=([\w-]+)/.exec(outbox[0].body);
      assert.ok(match, outbox[0].body);
      return match[1];
    }
    const sessionCookie = (response) => response.cookies.find((cookie) => cookie.name === 'sq_owner_session');

    before(async () => {
      // Many sign-ins from one address in a short time: the limit is not what these tests are about.
      t = await startTestApp(target, { rateLimit: { signIn: { max: 1000 } } });
    });
    after(() => t.close());

    test('the owners of owners.json are in the owners table, with password hashes only', async () => {
      const rows = await t.db.selectFrom('owners').selectAll().orderBy('email').execute();
      assert.deepEqual(
        rows.map((row) => [row.email, row.permission, JSON.parse(row.website_roles), row.origin]),
        [
          ['editor@example.com', 1, [4], 'definition'],
          ['owner@example.com', 2, [1], 'definition'],
          ['store@example.com', 1, [8], 'definition'],
          ['viewer@example.com', 0, [10], 'definition'],
        ],
      );
      for (const row of rows) assert.match(row.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      assert.ok(!rows.some((row) => row.password_hash.includes('juniper')));
    });

    test('the account: who is signed in, their sessions with the browser marked, and only an admin sees the billing link', async () => {
      const first = await t.call({ method: 'POST', url: '/api/auth/Login', payload: DEMO_OWNER, headers: { 'user-agent': 'Firefox on the desk' } });
      const other = sessionCookie(first).value;
      const mine = await ownerSession(t);
      const answer = (await as(mine)({ method: 'GET', url: ACCOUNT })).json();
      assert.deepEqual(answer.account, { id: OWNER_ID, email: 'owner@example.com', displayName: 'Site Owner', permission: 2, websiteRoles: [1] });
      // The demo site is paid (site status 8): its plan is changed on the subscription page.
      assert.deepEqual(answer.billing, { kind: 'subscription', href: '/settings/billing/subscriptions/website' });
      const current = answer.sessions.filter((session) => session.current);
      assert.equal(current.length, 1);
      const desk = answer.sessions.find((session) => session.userAgent === 'Firefox on the desk');
      assert.ok(desk && !desk.current);
      for (const session of answer.sessions) {
        assert.match(session.id, /^[0-9a-f]{32}$/);
        assert.notEqual(session.id, sha256(other).slice(0, 32));
        assert.ok(Date.parse(session.createdAt) && Date.parse(session.lastSeenAt));
      }
      // The stored ids are hashes of the tokens, never the tokens.
      const stored = await t.db.selectFrom('owner_sessions').select('id').execute();
      assert.ok(stored.some((row) => row.id === sha256(other)));
      assert.ok(!stored.some((row) => row.id === other || row.id === mine));

      const viewer = await ownerSession(t, DEMO_VIEWER);
      const viewerAnswer = (await as(viewer)({ method: 'GET', url: ACCOUNT })).json();
      assert.equal(viewerAnswer.account.email, 'viewer@example.com');
      assert.equal(viewerAnswer.billing, null);
      assert.ok(
        viewerAnswer.sessions.every((session) => !answer.sessions.some((own) => own.id === session.id)),
        'only their own sessions',
      );
    });

    test('ending another session signs that browser out; ending the current one signs this one out', async () => {
      const away = await ownerSession(t, EDITOR);
      const here = await ownerSession(t, EDITOR);
      const { sessions } = (await as(here)({ method: 'GET', url: ACCOUNT })).json();
      const awaySession = sessions.find((session) => !session.current);
      const hereSession = sessions.find((session) => session.current);
      const ended = await as(here)({ method: 'DELETE', url: `${ACCOUNT}/sessions/${awaySession.id}` });
      assert.equal(ended.statusCode, 200);
      assert.deepEqual(ended.json(), { signedOut: false });
      assert.deepEqual((await as(away)({ method: 'GET', url: ACCOUNT })).json(), SIGN_IN);
      assert.equal((await as(here)({ method: 'GET', url: ACCOUNT })).statusCode, 200);

      const again = await as(here)({ method: 'DELETE', url: `${ACCOUNT}/sessions/${awaySession.id}` });
      assert.equal(again.statusCode, 404);
      assert.deepEqual(again.json(), { error: 'No session of yours with this id; it may have ended already.' });

      // Another owner's session is not one of yours.
      const viewer = await ownerSession(t, DEMO_VIEWER);
      const viewerSession = (await as(viewer)({ method: 'GET', url: ACCOUNT })).json().sessions.find((session) => session.current);
      assert.equal((await as(here)({ method: 'DELETE', url: `${ACCOUNT}/sessions/${viewerSession.id}` })).statusCode, 404);
      assert.equal((await as(viewer)({ method: 'GET', url: ACCOUNT })).statusCode, 200);

      const self = await as(here)({ method: 'DELETE', url: `${ACCOUNT}/sessions/${hereSession.id}` });
      assert.deepEqual(self.json(), { signedOut: true });
      assert.equal(sessionCookie(self).value, '');
      assert.equal((await as(here)({ method: 'GET', url: ACCOUNT })).statusCode, 401);
    });

    test('owner management is refused with 403 for everyone but an admin', async () => {
      for (const account of [DEMO_VIEWER, EDITOR]) {
        const token = await ownerSession(t, account);
        const calls = [
          { method: 'GET', url: OWNERS },
          { method: 'POST', url: `${OWNERS}/invitations`, payload: { email: 'x@example.com', displayName: 'X', permission: 2 } },
          { method: 'DELETE', url: `${OWNERS}/${OWNER_ID}` },
        ];
        for (const call of calls) {
          const response = await as(token)(call);
          assert.equal(response.statusCode, 403, `${account.email} ${call.method} ${call.url}`);
          assert.deepEqual(response.json(), ADMIN_ONLY);
        }
        // Their own account is theirs to read.
        assert.equal((await as(token)({ method: 'GET', url: ACCOUNT })).statusCode, 200);
        const page = await as(token)({ method: 'GET', url: '/config/owners' });
        assert.equal(page.statusCode, 403);
        assert.match(page.body, /Only an admin may invite or remove owners\./);
      }
      assert.equal((await t.db.selectFrom('owner_invitations').select('id').where('email', '=', 'x@example.com').execute()).length, 0);
      assert.ok(await t.db.selectFrom('owners').select('id').where('id', '=', OWNER_ID).where('removed_at', 'is', null).executeTakeFirst());
    });

    test('a password changes only with the current one; other sessions end, this one stays, and the old password no longer signs in', async () => {
      const other = await ownerSession(t, STORE);
      const here = await ownerSession(t, STORE);
      const change = (payload) => as(here)({ method: 'POST', url: `${ACCOUNT}/password`, payload });
      const refusals = [
        [{ newPassword: 'a-new-password' }, 400, 'Enter your current password.'],
        [{ currentPassword: 'juniper-store', newPassword: 'short' }, 400, 'Choose a password of at least 8 characters.'],
        [{ currentPassword: 'juniper-store', newPassword: 'x'.repeat(1025) }, 400, 'A password is at most 1024 characters.'],
        [{ currentPassword: 'not-the-password', newPassword: 'a-new-password' }, 403, 'The current password is not right.'],
        [{ currentPassword: 'juniper-store', newPassword: 'juniper-store' }, 400, 'Choose a password other than the current one.'],
      ];
      for (const [payload, status, error] of refusals) {
        const response = await change(payload);
        assert.equal(response.statusCode, status, JSON.stringify(payload));
        assert.equal(response.json().error, error);
      }
      assert.equal((await as(other)({ method: 'GET', url: ACCOUNT })).statusCode, 200, 'refusals end nothing');

      const changed = await change({ currentPassword: 'juniper-store', newPassword: 'kiln-fired-2026' });
      assert.equal(changed.statusCode, 200);
      assert.equal((await as(here)({ method: 'GET', url: ACCOUNT })).statusCode, 200);
      assert.equal((await as(other)({ method: 'GET', url: ACCOUNT })).statusCode, 401);
      assert.equal((await signIn(STORE)).statusCode, 401);
      assert.equal((await signIn({ email: STORE.email, password: 'kiln-fired-2026' })).statusCode, 200);

      const row = await t.db.selectFrom('owners').selectAll().where('email', '=', STORE.email).executeTakeFirst();
      assert.match(row.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      assert.ok(!row.password_hash.includes('kiln'));
      assert.ok(await verifyPassword('kiln-fired-2026', row.password_hash));
      assert.ok(row.edited_at);

      // The database is the source now: loading the same definition again keeps the new password.
      await loadSiteDefinition(t.db);
      assert.equal((await signIn({ email: STORE.email, password: 'kiln-fired-2026' })).statusCode, 200);
      assert.equal((await signIn(STORE)).statusCode, 401);
    });

    test('an admin invites an owner: the outbox holds the link, the table only the token’s hash, and the link signs the invitee in once', async () => {
      const admin = await ownerSession(t);
      const response = await invite(admin, { email: ' Potter@Example.com ', displayName: 'Ada Potter', permission: 1, websiteRoles: [4, 8, 4] });
      assert.equal(response.statusCode, 201);
      assert.equal(response.json().invitation.email, 'potter@example.com');

      const overview = (await as(admin)({ method: 'GET', url: OWNERS })).json();
      assert.deepEqual(
        overview.invitations.map((invitation) => [invitation.email, invitation.displayName, invitation.permission, invitation.websiteRoles]),
        [['potter@example.com', 'Ada Potter', 1, [4, 8]]],
      );
      const [message] = overview.outbox;
      assert.equal(message.to, 'potter@example.com');
      assert.equal(message.subject, 'You are invited to the back end of Juniper Ceramics');
      assert.match(
        message.body,
        /Site Owner invites you to be an owner of Juniper Ceramics, with the permission Config and the roles: Editor, Store manager\./,
      );
      const token = await outboxToken(admin);
      const stored = await t.db.selectFrom('owner_invitations').selectAll().where('email', '=', 'potter@example.com').execute();
      const until = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
        Date.parse(stored[0].expires_at),
      );
      assert.ok(message.body.endsWith(`The link works once, until ${until} UTC.`), message.body);
      assert.match(until, /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/);
      assert.equal(stored.length, 1);
      assert.equal(stored[0].id, sha256(token));
      assert.ok(!JSON.stringify(stored).includes(token));
      assert.equal(Date.parse(stored[0].expires_at) - Date.parse(stored[0].created_at), 7 * 24 * 60 * 60 * 1000);

      const page = await t.call({ method: 'GET', url: `/config/invitation?token=${token}`, cookies: {} });
      assert.equal(page.statusCode, 200);
      assert.equal(page.headers['cache-control'], 'no-store');
      assert.match(
        page.body,
        /You are invited as <strong>Ada Potter<\/strong> \(potter@example\.com\), with the permission Config and the roles: Editor, Store manager\./,
      );
      assert.match(page.body, /<form id="invitation" method="post" action="\/config\/invitation"/);

      const post = (form, cookies = {}) =>
        t.app.inject({
          method: 'POST',
          url: '/config/invitation',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          cookies: { crumb: t.crumb, ...cookies },
          payload: new URLSearchParams({ crumb: t.crumb, ...form }).toString(),
        });
      const short = await post({ token, password: 'short' });
      assert.equal(short.statusCode, 400);
      assert.match(short.body, /<p id="invitation-error" class="error" role="alert">Choose a password of at least 8 characters\.<\/p>/);
      const noCrumb = await t.app.inject({
        method: 'POST',
        url: '/config/invitation',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, password: 'a-fine-password' }).toString(),
      });
      assert.equal(noCrumb.statusCode, 403);
      assert.match(noCrumb.body, /did not keep the cookie the site needs/);
      assert.equal((await t.db.selectFrom('owners').select('id').where('email', '=', 'potter@example.com').execute()).length, 0);

      const accepted = await post({ token, password: 'glaze-and-fire' });
      assert.equal(accepted.statusCode, 303);
      assert.equal(accepted.headers.location, '/config/');
      const session = sessionCookie(accepted).value;
      const account = (await as(session)({ method: 'GET', url: ACCOUNT })).json().account;
      assert.deepEqual(
        { ...account, id: undefined },
        { id: undefined, email: 'potter@example.com', displayName: 'Ada Potter', permission: 1, websiteRoles: [4, 8] },
      );
      // An editor and store manager, not an admin.
      assert.deepEqual((await as(session)({ method: 'GET', url: OWNERS })).json(), ADMIN_ONLY);
      const row = await t.db.selectFrom('owners').selectAll().where('email', '=', 'potter@example.com').executeTakeFirst();
      assert.ok(await verifyPassword('glaze-and-fire', row.password_hash));
      assert.equal(row.origin, 'invited');

      const used = await t.call({ method: 'GET', url: `/config/invitation?token=${token}` });
      assert.equal(used.statusCode, 410);
      assert.match(used.body, /This invitation has been used already\. Sign in with the password you chose\./);
      const usedPost = await post({ token, password: 'another-password' });
      assert.equal(usedPost.statusCode, 410);
      const unknown = await t.call({ method: 'GET', url: '/config/invitation?token=not-a-token-this-site-sent' });
      assert.equal(unknown.statusCode, 404);
      assert.match(unknown.body, /This invitation link is not one this site sent/);

      // The invited owner survives the definition's next load.
      await loadSiteDefinition(t.db);
      assert.equal((await signIn({ email: 'potter@example.com', password: 'glaze-and-fire' })).statusCode, 200);
    });

    test('an owner whose hash is older signs in and their hash becomes argon2id, the account still the definition’s', async () => {
      const row = () => t.db.selectFrom('owners').selectAll().where('email', '=', EDITOR.email).executeTakeFirstOrThrow();
      const before = await row();
      const old = legacyScryptHash(EDITOR.password);
      await t.db.updateTable('owners').set({ password_hash: old }).where('email', '=', EDITOR.email).execute();
      try {
        assert.equal((await signIn({ email: EDITOR.email, password: 'not-the-password' })).statusCode, 401);
        assert.equal((await row()).password_hash, old, 'a wrong password upgrades nothing');
        assert.equal((await signIn(EDITOR)).statusCode, 200);
        const after = await row();
        assert.match(after.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
        assert.equal(await verifyPassword(EDITOR.password, after.password_hash), true);
        assert.equal(after.edited_at, before.edited_at, 'an upgrade is no edit in the back end');
        assert.equal((await signIn(EDITOR)).statusCode, 200);
      } finally {
        await t.db.updateTable('owners').set({ password_hash: before.password_hash }).where('email', '=', EDITOR.email).execute();
      }
    });

    test('an expired invitation is refused with the reason', async () => {
      const admin = await ownerSession(t);
      assert.equal((await invite(admin, { email: 'late@example.com', displayName: 'Late', permission: 0, websiteRoles: [10] })).statusCode, 201);
      const token = await outboxToken(admin);
      await t.db
        .updateTable('owner_invitations')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', sha256(token))
        .execute();
      const page = await t.call({ method: 'GET', url: `/config/invitation?token=${token}` });
      assert.equal(page.statusCode, 410);
      assert.match(page.body, /This invitation has expired: invitations work for 7 days\. Ask an admin to invite you again\./);
      assert.ok(!(await as(admin)({ method: 'GET', url: OWNERS })).json().invitations.some((invitation) => invitation.email === 'late@example.com'));
    });

    test('an admin withdraws an invitation: its link stops working with the reason, and withdrawing it again answers 404', async () => {
      const admin = await ownerSession(t);
      assert.equal((await invite(admin, { email: 'mistaken@example.com', displayName: 'Mistaken', permission: 2 })).statusCode, 201);
      const token = await outboxToken(admin);
      assert.equal((await t.call({ method: 'GET', url: `/config/invitation?token=${token}` })).statusCode, 200);

      const withdrawn = await as(admin)({ method: 'DELETE', url: `${OWNERS}/invitations/${encodeURIComponent('Mistaken@Example.com')}` });
      assert.equal(withdrawn.statusCode, 200);
      assert.deepEqual(withdrawn.json(), { withdrawn: 'mistaken@example.com' });
      assert.equal((await t.db.selectFrom('owner_invitations').select('id').where('email', '=', 'mistaken@example.com').execute()).length, 0);
      const overview = (await as(admin)({ method: 'GET', url: OWNERS })).json();
      assert.ok(!overview.invitations.some((invitation) => invitation.email === 'mistaken@example.com'));

      const page = await t.call({ method: 'GET', url: `/config/invitation?token=${token}` });
      assert.equal(page.statusCode, 404);
      assert.match(page.body, /This invitation link is not one this site sent, or it was withdrawn or replaced by a newer one\./);
      const accept = await t.app.inject({
        method: 'POST',
        url: '/config/invitation',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookies: { crumb: t.crumb },
        payload: new URLSearchParams({ crumb: t.crumb, token, password: 'taken-over-now' }).toString(),
      });
      assert.equal(accept.statusCode, 404);
      assert.equal(await t.db.selectFrom('owners').select('id').where('email', '=', 'mistaken@example.com').executeTakeFirst(), undefined);

      const again = await as(admin)({ method: 'DELETE', url: `${OWNERS}/invitations/mistaken@example.com` });
      assert.equal(again.statusCode, 404);
      assert.deepEqual(again.json(), { error: 'No invitation to this email is waiting; it may have been accepted, withdrawn or expired already.' });
      const viewer = await ownerSession(t, DEMO_VIEWER);
      assert.equal((await invite(admin, { email: 'kept@example.com', displayName: 'Kept', permission: 0, websiteRoles: [10] })).statusCode, 201);
      const refused = await as(viewer)({ method: 'DELETE', url: `${OWNERS}/invitations/kept@example.com` });
      assert.equal(refused.statusCode, 403);
      assert.deepEqual(refused.json(), ADMIN_ONLY);
      assert.ok((await as(admin)({ method: 'GET', url: OWNERS })).json().invitations.some((invitation) => invitation.email === 'kept@example.com'));
    });

    test('an invitation with bad input answers 400 with each field’s reason; an existing owner’s email 409', async () => {
      const admin = await ownerSession(t);
      const cases = [
        [{ email: '', displayName: 'A', permission: 0 }, 'Please enter a valid email.', 'email'],
        [{ email: 'not-an-email', displayName: 'A', permission: 0 }, 'Emails must be formatted as user@domain.com.', 'email'],
        [{ email: 'a@example.com', displayName: '  ', permission: 0 }, 'Enter the owner’s name.', 'displayName'],
        [{ email: 'a@example.com', displayName: 'x'.repeat(101), permission: 0 }, 'A name is at most 100 characters.', 'displayName'],
        [{ email: 'a@example.com', displayName: 'A', permission: 3 }, 'Choose a permission.', 'permission'],
        [{ email: 'a@example.com', displayName: 'A', permission: 1, websiteRoles: [5] }, 'Choose roles from the list.', 'websiteRoles'],
      ];
      for (const [payload, error, field] of cases) {
        const response = await invite(admin, payload);
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.equal(response.json().error, error);
        assert.equal(response.json().fields[field], error);
      }
      const wrongType = await invite(admin, { email: 'a@example.com', displayName: 'A', permission: 'admin' });
      assert.equal(wrongType.statusCode, 400);
      assert.match(wrongType.json().error, /permission/);
      const taken = await invite(admin, { email: 'VIEWER@example.com', displayName: 'Again', permission: 0 });
      assert.equal(taken.statusCode, 409);
      assert.equal(taken.json().error, 'An owner with this email exists already.');
      assert.equal((await t.db.selectFrom('owner_invitations').select('id').where('email', '=', 'a@example.com').execute()).length, 0);
    });

    test('an admin removes an owner: their sessions end, they cannot sign in, and a restart does not bring them back; nobody removes themselves', async () => {
      const admin = await ownerSession(t);
      const viewer = await ownerSession(t, DEMO_VIEWER);
      const self = await as(admin)({ method: 'DELETE', url: `${OWNERS}/${OWNER_ID}` });
      assert.equal(self.statusCode, 409);
      assert.deepEqual(self.json(), { error: 'You cannot remove yourself; another admin can.' });
      const listed = (await as(admin)({ method: 'GET', url: OWNERS })).json().owners;
      assert.equal(listed.find((owner) => owner.id === OWNER_ID).removable, false);
      assert.equal(listed.find((owner) => owner.id === VIEWER_ID).removable, true);

      const removed = await as(admin)({ method: 'DELETE', url: `${OWNERS}/${VIEWER_ID}` });
      assert.equal(removed.statusCode, 200);
      assert.deepEqual((await as(viewer)({ method: 'GET', url: ACCOUNT })).json(), SIGN_IN);
      assert.equal((await t.db.selectFrom('owner_sessions').select('id').where('account_id', '=', VIEWER_ID).execute()).length, 0);
      assert.equal((await signIn(DEMO_VIEWER)).statusCode, 401);
      assert.equal((await as(admin)({ method: 'DELETE', url: `${OWNERS}/${VIEWER_ID}` })).statusCode, 404);

      await loadSiteDefinition(t.db);
      assert.equal((await signIn(DEMO_VIEWER)).statusCode, 401);
      assert.ok(!(await as(admin)({ method: 'GET', url: OWNERS })).json().owners.some((owner) => owner.id === VIEWER_ID));

      // Invited again, the email is an owner once more.
      assert.equal(
        (await invite(admin, { email: 'viewer@example.com', displayName: 'Back Again', permission: 0, websiteRoles: [10] })).statusCode,
        201,
      );
      const token = await outboxToken(admin);
      const accepted = await t.app.inject({
        method: 'POST',
        url: '/config/invitation',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookies: { crumb: t.crumb },
        payload: new URLSearchParams({ crumb: t.crumb, token, password: 'a-new-start' }).toString(),
      });
      assert.equal(accepted.statusCode, 303);
      assert.equal((await signIn({ email: 'viewer@example.com', password: 'a-new-start' })).statusCode, 200);
    });

    test('without an owner session every route answers 401 loginRequired', async () => {
      const routes = [
        ['GET', ACCOUNT],
        ['POST', `${ACCOUNT}/password`, { currentPassword: 'juniper-owner', newPassword: 'whatever-else' }],
        ['DELETE', `${ACCOUNT}/sessions/${'0'.repeat(32)}`],
        ['GET', OWNERS],
        ['POST', `${OWNERS}/invitations`, { email: 'x@example.com', displayName: 'X', permission: 2 }],
        ['DELETE', `${OWNERS}/${EDITOR_ID}`],
      ];
      for (const [method, url, payload] of routes) {
        for (const cookies of [{}, { sq_owner_session: 'no-such-session' }]) {
          const response = await t.call({ method, url, cookies, ...(payload && { payload }) });
          assert.equal(response.statusCode, 401, `${method} ${url}`);
          assert.deepEqual(response.json(), SIGN_IN, `${method} ${url}`);
        }
      }
      const account = await t.call({ method: 'GET', url: '/config/account' });
      assert.equal(account.statusCode, 200);
      assert.match(account.body, /<form id="sign-in"/);
    });

    test('every state-changing route without the crumb answers 401 crumbFail and changes nothing', async () => {
      const admin = await ownerSession(t);
      const { sessions } = (await as(admin)({ method: 'GET', url: ACCOUNT })).json();
      assert.equal((await invite(admin, { email: 'kept@example.com', displayName: 'Kept', permission: 0, websiteRoles: [10] })).statusCode, 201);
      const calls = [
        { method: 'POST', url: `${ACCOUNT}/password`, payload: { currentPassword: 'juniper-owner', newPassword: 'changed-by-a-forger' } },
        { method: 'DELETE', url: `${ACCOUNT}/sessions/${sessions[0].id}` },
        { method: 'POST', url: `${OWNERS}/invitations`, payload: { email: 'forged@example.com', displayName: 'F', permission: 2 } },
        { method: 'DELETE', url: `${OWNERS}/${EDITOR_ID}` },
        { method: 'DELETE', url: `${OWNERS}/invitations/kept@example.com` },
      ];
      for (const call of calls) {
        const noCrumb = await t.app.inject({ ...call, cookies: { sq_owner_session: admin } });
        assert.equal(noCrumb.statusCode, 401, `${call.method} ${call.url}`);
        assert.deepEqual(noCrumb.json(), { crumbFail: true });
        const forged = await as(admin)({ ...call, headers: { 'x-csrf-token': 'forged.crumb' } });
        assert.equal(forged.statusCode, 401);
        assert.deepEqual(forged.json(), { crumbFail: true });
      }
      assert.equal((await signIn(DEMO_OWNER)).statusCode, 200);
      assert.equal((await as(admin)({ method: 'GET', url: ACCOUNT })).json().sessions.length, sessions.length + 1);
      assert.equal((await t.db.selectFrom('owner_invitations').select('id').where('email', '=', 'forged@example.com').execute()).length, 0);
      assert.ok(await t.db.selectFrom('owners').select('id').where('id', '=', EDITOR_ID).where('removed_at', 'is', null).executeTakeFirst());
      assert.ok((await as(admin)({ method: 'GET', url: OWNERS })).json().invitations.some((invitation) => invitation.email === 'kept@example.com'));
    });

    test('malformed ids and bodies answer 400 with the reason', async () => {
      const admin = await ownerSession(t);
      const badSession = await as(admin)({ method: 'DELETE', url: `${ACCOUNT}/sessions/not-a-session` });
      assert.equal(badSession.statusCode, 400);
      assert.match(badSession.json().error, /sessionId must match pattern/);
      const badBody = await as(admin)({ method: 'POST', url: `${ACCOUNT}/password`, payload: { currentPassword: { text: 'juniper-owner' } } });
      assert.equal(badBody.statusCode, 400);
      assert.match(badBody.json().error, /currentPassword must be string/);
      const badRoles = await invite(admin, { email: 'a@example.com', displayName: 'A', permission: 1, websiteRoles: 'editor' });
      assert.equal(badRoles.statusCode, 400);
      assert.match(badRoles.json().error, /websiteRoles\/0 must be integer/);
    });
  });
}

describe('owners.json seeds the owners table', () => {
  test('an owner the back end never changed follows the file; one it changed keeps what the database says', async () => {
    const { mkdtemp, cp, readFile, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { DEFAULT_SITE_DIR } = await import('../../server/site/load.js');
    const [sqlite] = await testDatabases();
    const dir = await mkdtemp(join(tmpdir(), 'sq-site-'));
    await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
    const t = await startTestApp(sqlite, { siteDir: dir, rateLimit: { signIn: { max: 1000 } } });
    try {
      const owners = JSON.parse(await readFile(join(dir, 'owners.json'), 'utf8'));
      const store = await ownerSession(t, STORE);
      await t.call({
        method: 'POST',
        url: `${ACCOUNT}/password`,
        payload: { currentPassword: STORE.password, newPassword: 'changed-in-the-back-end' },
        cookies: { sq_owner_session: store },
      });
      // The file renames the editor, drops the viewer, and renames the store manager.
      const edited = owners
        .filter((owner) => owner.email !== 'viewer@example.com')
        .map((owner) =>
          owner.email === 'editor@example.com'
            ? { ...owner, displayName: 'Renamed Editor' }
            : owner.email === STORE.email
              ? { ...owner, displayName: 'Renamed Store' }
              : owner,
        );
      await writeFile(join(dir, 'owners.json'), JSON.stringify(edited));
      await loadSiteDefinition(t.db, dir);
      const rows = await t.db.selectFrom('owners').select(['email', 'display_name']).where('removed_at', 'is', null).orderBy('email').execute();
      assert.deepEqual(
        rows.map((row) => [row.email, row.display_name]),
        [
          ['editor@example.com', 'Renamed Editor'],
          ['owner@example.com', 'Site Owner'],
          ['store@example.com', 'Store Manager'],
        ],
      );
      assert.equal(
        (await t.call({ method: 'POST', url: '/api/auth/Login', payload: { email: STORE.email, password: 'changed-in-the-back-end' } })).statusCode,
        200,
      );
    } finally {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
