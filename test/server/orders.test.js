import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { DEFAULT_SITE_DIR } from '../../server/site/load.js';
import { findCart } from '../../server/store/carts.js';
import { placeOrder } from '../../server/store/orders.js';
import { startTestApp } from './app.js';
import { blockedBy, testDatabases } from './databases.js';
import { pageTypeOf, textOf } from './html-text.js';

const MUG = '65f1a2b3c4d5e6f708192d01';
const NOTEBOOK = '65f1a2b3c4d5e6f708192d04';
const SESSION_EXPIRED = 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

const ADDRESS = { address1: '12 Harbour Road', address2: 'Studio 3', city: 'Portland', region: 'ME', postalCode: '04101', country: 'United States' };
const CONTACT = { email: 'ada@example.com', name: 'Ada Potter' };

/** The demo site with its store settings changed. */
async function siteWithStoreSettings(settings) {
  const dir = await mkdtemp(join(tmpdir(), 'sq-site-'));
  await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
  const website = JSON.parse(await readFile(join(dir, 'website.json'), 'utf8'));
  Object.assign(website.websiteSettings.storeSettings, settings);
  await writeFile(join(dir, 'website.json'), JSON.stringify(website));
  return dir;
}

/** What a browser does: the app, the visitor's cart and crumb cookies, and the checkout form posted as a form. */
function visitor(t) {
  const cookies = { crumb: t.crumb };
  return {
    cookies,
    async add(productId, sku, quantity = 1) {
      const response = await t.call({ method: 'POST', url: '/api/commerce/cart/entries', payload: { productId, sku, quantity }, cookies });
      assert.equal(response.statusCode, 200, response.body);
      const cart = response.cookies.find((cookie) => cookie.name === 'sq_cart');
      if (cart) cookies.sq_cart = cart.value;
    },
    page(url) {
      return t.app.inject({ method: 'GET', url, cookies, headers: { accept: 'text/html' } });
    },
    /** `crumb: null` leaves the crumb field out. */
    place(fields, { crumb = t.crumb } = {}) {
      return t.app.inject({
        method: 'POST',
        url: '/commerce/goto-checkout',
        cookies,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: new URLSearchParams({ ...(crumb !== null && { crumb }), ...fields }).toString(),
      });
    },
  };
}

/** Every order with its entries, as stored. */
async function storedOrders(db) {
  const orders = await db.selectFrom('orders').selectAll().orderBy('created_at').execute();
  const entries = await db.selectFrom('order_entries').selectAll().orderBy('position').execute();
  return orders.map((order) => ({ ...order, entries: entries.filter((entry) => entry.order_id === order.id) }));
}

/** The error shown next to a field: its message, linked to the input by aria-describedby. */
function fieldError(html, name) {
  const input = new RegExp(`<input[^>]*id="checkout-${name}"[^>]*>`).exec(html)?.[0] ?? '';
  const described = /aria-describedby="([^"]+)"/.exec(input)?.[1];
  if (!described) return undefined;
  assert.match(input, /aria-invalid="true"/);
  return textOf(new RegExp(`<p[^>]*id="${described}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1] ?? '');
}

const valueOf = (html, name) => /value="([^"]*)"/.exec(new RegExp(`<input[^>]*id="checkout-${name}"[^>]*>`).exec(html)?.[0] ?? '')?.[1];

for (const target of await testDatabases()) {
  describe(`placing a test order in an imperial US store on ${target.name}`, () => {
    let t;
    let siteDir;
    before(async () => {
      // The demo sells in pounds in the United Kingdom: these tests take a store in dollars in the United States.
      siteDir = await siteWithStoreSettings({ currency: 'USD', measurementStandard: 1, country: undefined });
      t = await startTestApp(target, { siteDir, rateLimit: { order: { max: 1000 }, orderAddress: { max: 1000 } } });
    });
    after(async () => {
      await t.close();
      await rm(siteDir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      await t.db.deleteFrom('order_entries').execute();
      await t.db.deleteFrom('orders').execute();
      await t.db.deleteFrom('cart_entries').execute();
      await t.db.deleteFrom('carts').execute();
      // Orders take from the stock: each test starts from the definition's.
      await t.db
        .updateTable('product_stock')
        .set((eb) => ({ qty: eb.ref('defined_qty') }))
        .execute();
    });

    test('the checkout form: crumb, labelled fields with autofill, required, and shipping fields of an imperial store', async () => {
      const v = visitor(t);
      await v.add(MUG, 'SQ0000102', 2);
      const response = await v.page('/commerce/goto-checkout');
      assert.equal(response.statusCode, 200);
      const html = response.body;
      assert.match(html, /<form class="checkout-form" method="post" action="\/commerce\/goto-checkout">/);
      assert.match(html, new RegExp(`<input type="hidden" name="crumb" value="${t.crumb.replace(/[.]/g, '\\.')}"`));
      for (const [name, label, autocomplete, required] of [
        ['email', 'Email', 'email', true],
        ['name', 'Full name', 'name', true],
        ['address1', 'Address', 'shipping address-line1', true],
        ['address2', 'Apartment, suite or unit (optional)', 'shipping address-line2', false],
        ['city', 'City', 'shipping address-level2', true],
        ['region', 'State', 'shipping address-level1', true],
        ['postalCode', 'ZIP code', 'shipping postal-code', true],
        ['country', 'Country', 'shipping country-name', true],
      ]) {
        assert.match(html, new RegExp(`<label for="checkout-${name}">${label.replace(/[()]/g, '\\$&')}</label>`), name);
        const input = new RegExp(`<input[^>]*id="checkout-${name}"[^>]*>`).exec(html)?.[0] ?? '';
        assert.match(input, new RegExp(`autocomplete="${autocomplete}"`), name);
        assert.equal(/ required/.test(input), required, `${name} required`);
      }
      assert.equal(valueOf(html, 'country'), 'United States');
      assert.match(textOf(html), /No payment is taken/);
    });

    test('a visitor whose crumb cookie went (a new browser session) gets one crumb, in the cookie and the form, and can place', async () => {
      const v = visitor(t);
      await v.add(MUG, 'SQ0000102', 1);
      delete v.cookies.crumb;
      const form = await v.page('/commerce/goto-checkout');
      const set = form.cookies.filter((cookie) => cookie.name === 'crumb');
      assert.equal(set.length, 1);
      assert.equal(/<input type="hidden" name="crumb" value="([^"]+)"/.exec(form.body)?.[1], set[0].value);
      v.cookies.crumb = set[0].value;
      assert.equal((await v.place({ ...CONTACT, ...ADDRESS }, { crumb: set[0].value })).statusCode, 303);
    });

    test('placing stores the order, its entries and totals, marks the cart purchased, and redirects to the order-confirmed page', async () => {
      const v = visitor(t);
      await v.add(MUG, 'SQ0000102', 2);
      await v.add(NOTEBOOK, undefined, 1);
      const cart = await findCart(t.db, v.cookies.sq_cart);
      const response = await v.place({ ...CONTACT, ...ADDRESS });
      assert.equal(response.statusCode, 303, response.body);
      const confirmed = response.headers.location;
      assert.match(confirmed, /^\/commerce\/orders\/[A-Za-z0-9_-]{43}\/confirmed$/);
      // The bought cart's cookie is cleared, so the next add starts a new cart.
      const cleared = response.cookies.find((cookie) => cookie.name === 'sq_cart');
      assert.equal(cleared.value, '');

      const [order, ...others] = await storedOrders(t.db);
      assert.equal(others.length, 0);
      assert.equal(order.cart_id, cart.id);
      assert.equal(order.currency, 'USD');
      assert.deepEqual([order.subtotal_cents, order.shipping_cents, order.tax_cents, order.grand_total_cents].map(Number), [
        2 * 3900 + 1200,
        0,
        0,
        2 * 3900 + 1200,
      ]);
      assert.equal(order.total_quantity, 3);
      assert.deepEqual([order.email, order.name], [CONTACT.email, CONTACT.name]);
      assert.deepEqual(JSON.parse(order.shipping_address), ADDRESS);
      assert.match(order.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      assert.deepEqual(
        order.entries.map((entry) => [
          entry.product_id,
          entry.sku,
          entry.title,
          JSON.parse(entry.option_values),
          entry.unit_price_cents,
          entry.quantity,
          Number(entry.line_total_cents),
        ]),
        [
          [MUG, 'SQ0000102', 'Tide mug', [{ optionName: 'Size', value: '450 ml' }], 3900, 2, 7800],
          [NOTEBOOK, '', 'The glaze notebook (PDF)', [], 1200, 1, 1200],
        ],
      );
      const bought = await t.db.selectFrom('carts').selectAll().where('id', '=', cart.id).executeTakeFirstOrThrow();
      assert.match(bought.purchased_at, /^\d{4}-/);

      const page = await v.page(confirmed);
      assert.equal(page.statusCode, 200);
      assert.equal(pageTypeOf(page.body), 202);
      assert.equal(page.headers['cache-control'], 'no-store');
      const text = textOf(page.body);
      assert.match(text, /Thank you for your order/);
      assert.match(text, /No payment was taken\./);
      assert.match(text, /Tide mug Size: 450 ml 2 \$78\.00/);
      assert.match(text, /Total \$90\.00/);
      const statusHref = confirmed.replace(/\/confirmed$/, '');
      assert.match(page.body, new RegExp(`<a class="button" href="${statusHref}">View your order status</a>`));

      const status = await v.page(statusHref);
      assert.equal(status.statusCode, 200);
      assert.equal(pageTypeOf(status.body), 211);
      const statusText = textOf(status.body);
      assert.match(statusText, /Order status/);
      assert.match(statusText, /Placed \(test order, not paid\)/);
      assert.match(statusText, /12 Harbour Road Studio 3 Portland, ME, 04101 United States/);
      assert.match(statusText, /ada@example\.com/);
    });

    test('the bought cart is no longer the visitor\u2019s: the cart reads empty and checkout says the session expired', async () => {
      const v = visitor(t);
      await v.add(MUG, 'SQ0000102', 1);
      const token = v.cookies.sq_cart;
      assert.equal((await v.place({ ...CONTACT, ...ADDRESS })).statusCode, 303);
      // A second tab still sends the old cookie.
      const cart = await t.call({ method: 'GET', url: '/api/commerce/cart', cookies: { sq_cart: token } });
      assert.deepEqual([cart.json().id, cart.json().entries], ['', []]);
      const again = await v.place({ ...CONTACT, ...ADDRESS });
      assert.equal(again.statusCode, 400);
      assert.ok(textOf(again.body).includes(SESSION_EXPIRED));
      assert.equal((await storedOrders(t.db)).length, 1);
    });

    test('a cart with nothing shipped asks for no address and stores none', async () => {
      const v = visitor(t);
      // Two, to be over the demo store's minimum subtotal.
      await v.add(NOTEBOOK, undefined, 2);
      const form = await v.page('/commerce/goto-checkout');
      assert.doesNotMatch(form.body, /id="checkout-address1"/);
      assert.match(textOf(form.body), /Nothing in this order is shipped, so no address is needed\./);
      assert.equal((await v.place(CONTACT)).statusCode, 303);
      const [order] = await storedOrders(t.db);
      assert.equal(order.shipping_address, null);
    });

    test('invalid fields answer 400 with each message next to its field and the values kept; nothing is stored', async () => {
      const v = visitor(t);
      await v.add(MUG, 'SQ0000102', 1);
      const response = await v.place({ email: 'ada@example', name: ' ', ...ADDRESS, postalCode: '4101', city: 'x'.repeat(201) });
      assert.equal(response.statusCode, 400);
      assert.equal(pageTypeOf(response.body) ?? 201, 201);
      assert.equal(fieldError(response.body, 'email'), 'Error: Email is not valid. Email addresses should follow the format user@domain.com.');
      assert.equal(fieldError(response.body, 'name'), 'Error: Full name is required.');
      assert.equal(fieldError(response.body, 'postalCode'), 'Error: Zip code is not valid. US zip codes should have 5 digits.');
      assert.equal(fieldError(response.body, 'city'), 'Error: You have exceeded the character limit.');
      assert.equal(fieldError(response.body, 'address1'), undefined);
      assert.equal(valueOf(response.body, 'email'), 'ada@example');
      assert.equal(valueOf(response.body, 'address2'), 'Studio 3');
      assert.match(textOf(response.body), /There is a problem/);
      assert.match(response.body, /<a href="#checkout-email">/);
      assert.deepEqual(await storedOrders(t.db), []);
      assert.equal((await findCart(t.db, v.cookies.sq_cart)).purchased_at, null);
    });

    test('an entry no longer in stock is refused with 409 and the reason; nothing is stored', async () => {
      const v = visitor(t);
      await v.add(MUG, 'SQ0000102', 2);
      // Meanwhile the stock fell below what the cart holds.
      await t.db.updateTable('cart_entries').set({ quantity: 5 }).execute();
      const response = await v.place({ ...CONTACT, ...ADDRESS });
      assert.equal(response.statusCode, 409);
      assert.match(textOf(response.body), /Tide mug: Only 4 of this item are in stock\./);
      assert.equal(valueOf(response.body, 'email'), CONTACT.email);
      assert.deepEqual(await storedOrders(t.db), []);
    });

    test('without a crumb the post is refused and nothing is stored', async () => {
      const v = visitor(t);
      await v.add(MUG, 'SQ0000102', 1);
      const response = await v.place({ ...CONTACT, ...ADDRESS }, { crumb: null });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(await storedOrders(t.db), []);
    });

    test('a malformed body is a 400 with a reason, never a 500', async () => {
      const v = visitor(t);
      await v.add(MUG, 'SQ0000102', 1);
      for (const payload of [
        `crumb=${encodeURIComponent(t.crumb)}&email=a&email=b`,
        `crumb=${encodeURIComponent(t.crumb)}&name=${'x'.repeat(10_001)}`,
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/commerce/goto-checkout',
          cookies: v.cookies,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        });
        assert.equal(response.statusCode, 400, payload.slice(0, 60));
        assert.ok(response.json().error);
      }
      assert.deepEqual(await storedOrders(t.db), []);
    });

    test('two placements of one cart at once place one order', async () => {
      const v = visitor(t);
      await v.add(MUG, 'SQ0000102', 1);
      const cart = await findCart(t.db, v.cookies.sq_cart);
      const results = await Promise.all([1, 2, 3].map(() => placeOrder(t.db, { cart, contact: CONTACT, shipping: ADDRESS })));
      assert.equal(results.filter((result) => 'token' in result).length, 1);
      assert.deepEqual(
        results.filter((result) => 'refused' in result).map((result) => result.refused),
        ['purchased', 'purchased'],
      );
      assert.equal((await storedOrders(t.db)).length, 1);
    });

    test('an add racing the placement of its cart never lands in the bought cart', async () => {
      const v = visitor(t);
      await v.add(MUG, 'SQ0000102', 1);
      const cart = await findCart(t.db, v.cookies.sq_cart);
      let adding;
      // A placement holds the cart while an add for it arrives.
      await t.db.transaction().execute(async (trx) => {
        await trx.updateTable('carts').set({ purchased_at: new Date().toISOString() }).where('id', '=', cart.id).execute();
        adding = t.call({
          method: 'POST',
          url: '/api/commerce/cart/entries',
          payload: { productId: MUG, sku: 'SQ0000101', quantity: 1 },
          cookies: v.cookies,
        });
        // PostgreSQL: the placement is held until the add waits on the cart's row lock. SQLite's one
        // connection lets the add reach the database only once the placement is done.
        if (target.name === 'postgres') await blockedBy(t.db, trx, 'the add waits for the placement');
      });
      const added = await adding;
      const entries = await t.db.selectFrom('cart_entries').select('sku').where('cart_id', '=', cart.id).execute();
      assert.deepEqual(
        entries.map((entry) => entry.sku),
        ['SQ0000102'],
      );
      if (target.name === 'postgres') {
        // The add found the cart open, then waited for it and found it bought.
        assert.equal(added.statusCode, 409, added.body);
        assert.equal(added.json().error, 'The order for this cart has already been placed.');
      } else {
        // One connection: the add runs after the placement and starts a new cart.
        assert.equal(added.statusCode, 200, added.body);
        assert.notEqual(added.json().id, cart.id);
      }
    });

    test('an unknown or malformed order link answers the site\u2019s not-found page', async () => {
      const v = visitor(t);
      for (const path of [`/commerce/orders/${'a'.repeat(43)}`, `/commerce/orders/${'a'.repeat(43)}/confirmed`, '/commerce/orders/%3Cb%3E']) {
        const response = await v.page(path);
        assert.equal(response.statusCode, 404, path);
        assert.match(response.headers['content-type'], /^text\/html/);
      }
    });
  });

  describe(`checkout in the demo's store, in pounds in the United Kingdom, on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    test('asks for a UK address (County optional, a Postcode, the country filled in) and totals in pounds', async () => {
      const v = visitor(t);
      await v.add(MUG, 'SQ0000102', 1);
      const page = await v.page('/commerce/goto-checkout');
      assert.match(page.body, /<label for="checkout-region">County \(optional\)<\/label>/);
      assert.match(page.body, /<label for="checkout-postalCode">Postcode<\/label>/);
      assert.equal(valueOf(page.body, 'country'), 'United Kingdom');
      assert.match(textOf(page.body), /Subtotal £39\.00/);
      const placed = await v.place({
        ...CONTACT,
        address1: '12 Harbour Road',
        city: 'Porthleven',
        postalCode: 'TR13 9JA',
        country: 'United Kingdom',
      });
      assert.equal(placed.statusCode, 303, placed.body);
      const [order] = await storedOrders(t.db);
      assert.equal(order.currency, 'GBP');
    });
  });

  describe(`checkout under the store's minimum subtotal, in a metric store, on ${target.name}`, () => {
    let t;
    let siteDir;
    before(async () => {
      siteDir = await siteWithStoreSettings({ currency: 'USD', measurementStandard: 2, country: undefined, minimumSubtotal: 5000 });
      t = await startTestApp(target, { siteDir, rateLimit: { order: { max: 2 } } });
    });
    after(async () => {
      await t.close();
      await rm(siteDir, { recursive: true, force: true });
    });

    test('under the minimum the page says so, and placing is refused with nothing stored', async () => {
      const v = visitor(t);
      await v.add(MUG, 'SQ0000102', 1);
      const page = await v.page('/commerce/goto-checkout');
      assert.equal(page.statusCode, 200);
      assert.match(textOf(page.body), /To check out, the order subtotal must be \$50\.00 or more\./);
      assert.doesNotMatch(page.body, /Place test order/);
      const placed = await v.place({ ...CONTACT, ...ADDRESS });
      assert.equal(placed.statusCode, 400);
      assert.match(textOf(placed.body), /To check out, the order subtotal must be \$50\.00 or more\./);
      assert.deepEqual(await storedOrders(t.db), []);
    });

    test('a metric store asks for a Region and a Postal code, and only a US address needs a 5-digit code', async () => {
      const v = visitor(t);
      await v.add(MUG, 'SQ0000102', 2);
      const page = await v.page('/commerce/goto-checkout');
      assert.match(page.body, /<label for="checkout-region">Region \(optional\)<\/label>/);
      assert.match(page.body, /<label for="checkout-postalCode">Postal code<\/label>/);
      assert.equal(valueOf(page.body, 'country'), '');
      const placed = await v.place({ ...CONTACT, ...ADDRESS, region: '', postalCode: 'SW1A 1AA', country: 'United Kingdom' });
      assert.equal(placed.statusCode, 303, placed.body);
    });

    test('over the rate limit a visitor gets a 429 page in the layout', async () => {
      const v = visitor(t);
      // A visitor of their own, counted apart from the other tests' placements.
      v.cookies.ss_cvr = 'rate-limited-visitor|1|1';
      await v.add(MUG, 'SQ0000102', 2);
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await v.place({ email: 'bad' })).statusCode);
      assert.deepEqual(statuses, [400, 400, 429]);
      const limited = await v.place({ email: 'bad' });
      assert.match(limited.headers['content-type'], /^text\/html/);
      assert.match(textOf(limited.body), /Too many checkout attempts/);
    });
  });
}
