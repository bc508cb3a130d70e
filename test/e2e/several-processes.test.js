import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call, contextOf, cookieSet, crumbFrom, MEMBER, MUG, OWNER, sharedDatabases, submitMany, values } from './processes.js';
import { startServer } from './server.js';

for (const target of await sharedDatabases()) {
  describe(`two server processes on ${target.name}`, () => {
    let database;
    let a;
    let b;

    before(async () => {
      database = await target.fresh();
      // One after the other: the first brings the schema up to date, the second finds it so.
      a = await startServer(database.options);
      b = await startServer(database.options);
    });

    after(async () => {
      await a?.stop();
      await b?.stop();
      await database?.remove();
    });

    test('a crumb from one process is accepted by the other, which keeps it rather than issuing its own', async () => {
      const crumb = await crumbFrom(a);
      assert.ok(crumb);
      const page = await fetch(`${b.url}/`, { headers: { cookie: `crumb=${crumb}` } });
      await page.arrayBuffer();
      assert.equal(cookieSet(page, 'crumb'), undefined, 'B sees A’s crumb as its own');
      const keyed = await call(b, '/api/form/FormSubmissionKey', { crumb });
      assert.equal(keyed.status, 200, await keyed.text());
    });

    test('an owner signed in on one process is signed in on the other, and signs out there', async () => {
      const crumb = await crumbFrom(a);
      const signedIn = await call(a, '/api/auth/Login', { crumb, body: OWNER });
      assert.equal(signedIn.status, 200, await signedIn.clone().text());
      const session = cookieSet(signedIn, 'sq_owner_session');
      assert.ok(session);

      const page = await fetch(`${b.url}/`, { headers: { cookie: `sq_owner_session=${session}` } });
      assert.equal((await contextOf(page)).authenticatedAccount?.displayName, 'Site Owner');

      const signedOut = await call(b, '/api/auth/Logout', { crumb, cookies: { sq_owner_session: session }, body: {} });
      assert.equal(signedOut.status, 200);
      const later = await fetch(`${a.url}/`, { headers: { cookie: `sq_owner_session=${session}` } });
      assert.equal((await contextOf(later)).authenticatedAccount, null, 'the session ended for A too');
    });

    test('a member signed in on one process is signed in on the other', async () => {
      const crumb = await crumbFrom(b);
      const signedIn = await call(b, '/api/site-users/account/session', { crumb, body: { ...MEMBER, rememberMe: false } });
      assert.equal(signedIn.status, 200, await signedIn.clone().text());
      const session = cookieSet(signedIn, 'sq_site_user');
      assert.ok(session);
      const account = await fetch(`${a.url}/api/site-users/account/session`, { headers: { cookie: `sq_site_user=${session}` } });
      assert.equal(account.status, 200);
      assert.equal((await account.json()).email, MEMBER.email);
    });

    test('owner sign-ins from one address are limited to ten a minute across both processes', async () => {
      const crumb = await crumbFrom(a);
      const statuses = [];
      // Each attempt names another account, so only the limit per address can trip, not the one per account.
      for (let i = 0; i < 12; i += 1) {
        const response = await call([a, b][i % 2], '/api/auth/Login', {
          crumb,
          body: { email: `guess-${i}@example.com`, password: 'not-the-password' },
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      // The owner's sign-in above was the first of the ten.
      assert.deepEqual(statuses, [...Array(9).fill(401), ...Array(3).fill(429)]);
    });

    test('a cart made on one process is read and added to on the other', async () => {
      const crumb = await crumbFrom(a);
      const added = await call(a, '/api/commerce/cart/entries', { crumb, body: { ...MUG, quantity: 2 } });
      assert.equal(added.status, 200, await added.clone().text());
      const cart = cookieSet(added, 'sq_cart');
      assert.ok(cart);

      const read = await fetch(`${b.url}/api/commerce/cart`, { headers: { cookie: `sq_cart=${cart}` } });
      assert.equal(read.status, 200);
      assert.deepEqual(
        (await read.json()).entries.map(({ sku, quantity }) => ({ sku, quantity })),
        [{ sku: MUG.sku, quantity: 2 }],
      );

      const more = await call(b, '/api/commerce/cart/entries', { crumb, cookies: { sq_cart: cart }, body: { ...MUG, quantity: 1 } });
      assert.equal(more.status, 200);
      const again = await fetch(`${a.url}/api/commerce/cart`, { headers: { cookie: `sq_cart=${cart}` } });
      assert.deepEqual(
        (await again.json()).entries.map(({ quantity }) => quantity),
        [3],
      );
    });

    test('a submission key from one process is used up by a save on the other, for both', async () => {
      const crumb = await crumbFrom(a);
      const { key } = await (await call(a, '/api/form/FormSubmissionKey', { crumb })).json();
      // A form of its own, so these saves do not count toward the contact form's limits below.
      const body = { key, formId: 'no-such-form', form: values };
      const first = await call(b, '/api/form/SaveFormSubmission', { crumb, body });
      assert.equal(first.status, 404, 'the key was good on B; the form is what is missing');
      const again = await call(a, '/api/form/SaveFormSubmission', { crumb, body });
      assert.equal(again.status, 401, 'B used the key up for A too');
    });

    test('the form-save limit trips at the same count through both processes alternating as through one', async () => {
      // One process on a database of its own, so the two runs do not share counts.
      const alone = await target.fresh();
      let single;
      let throughOne;
      try {
        single = await startServer(alone.options);
        throughOne = await submitMany([single], 15);
      } finally {
        await single?.stop();
        await alone.remove();
      }
      const throughTwo = await submitMany([a, b], 15);

      const expected = [...Array(10).fill(200), ...Array(5).fill(429)];
      assert.deepEqual(throughOne, expected, 'ten saves a minute per visitor and form');
      assert.deepEqual(throughTwo, expected, 'the keys were issued and the saves counted by both processes together');
    });
  });
}
