import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const MUG = '65f1a2b3c4d5e6f708192d01';
const BOWL = '65f1a2b3c4d5e6f708192d02';
const PLATE = '65f1a2b3c4d5e6f708192d03';
const NOTEBOOK = '65f1a2b3c4d5e6f708192d04';
const WORKSHOP = '65f1a2b3c4d5e6f708192d05';
const GIFT_CARD = '65f1a2b3c4d5e6f708192d07';
const DRAFT_PLATTER = '65f1a2b3c4d5e6f708192d08';

/** The `sq_cart` cookie a response sets, with its attributes. */
const cartCookie = (response) => response.cookies.find((cookie) => cookie.name === 'sq_cart');

for (const target of await testDatabases()) {
  describe(`shopping cart on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());
    beforeEach(async () => {
      await t.db.deleteFrom('cart_entries').execute();
      await t.db.deleteFrom('carts').execute();
    });

    const add = (payload, token) => t.call({ method: 'POST', url: '/api/commerce/cart/entries', payload, cookies: token ? { sq_cart: token } : {} });
    const getCart = (token) => t.app.inject({ method: 'GET', url: '/api/commerce/cart', cookies: token ? { sq_cart: token } : {} });
    const entryRows = () => t.db.selectFrom('cart_entries').selectAll().orderBy('created_at').execute();

    test('GET without a cart answers an empty cart and creates nothing', async () => {
      const response = await getCart();
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'no-store');
      const cart = response.json();
      assert.deepEqual(cart.entries, []);
      assert.equal(cart.id, '');
      assert.equal(cart.websiteId, '65f1a2b3c4d5e6f708192a3b');
      assert.equal(cart.totalQuantity, 0);
      assert.equal(cart.subtotalCents, 0);
      assert.deepEqual(cart.subtotalAmount, { value: 0, currency: 'GBP' });
      for (const field of ['isPurchased', 'hasDigital', 'purelyDigital', 'requiresShipping']) assert.equal(cart[field], false);
      for (const field of ['shippingOptions', 'applicableTaxRules', 'coupons', 'validCoupons', 'invalidCoupons']) assert.deepEqual(cart[field], []);
      assert.equal(cart.selectedShippingOption, null);
      assert.equal(cartCookie(response), undefined);
      assert.deepEqual(await t.db.selectFrom('carts').selectAll().execute(), []);
    });

    test('adding a variant creates the cart, sets the HttpOnly cookie and prices it from the site definition', async () => {
      // A price sent by the client is dropped: the site definition's sale price is charged.
      const added = await add({ productId: MUG, sku: 'SQ0000102', quantity: 2, unitPriceCents: 1 });
      assert.equal(added.statusCode, 200);
      const cookie = cartCookie(added);
      assert.ok(cookie.value.length >= 40);
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Lax');
      assert.equal(cookie.path, '/');
      assert.equal(cookie.maxAge, 30 * 24 * 60 * 60);
      const cart = added.json();
      assert.equal(cart.entries.length, 1);
      const [entry] = cart.entries;
      assert.deepEqual(
        { ...entry, id: undefined },
        {
          id: undefined,
          productId: MUG,
          sku: 'SQ0000102',
          productType: 'PHYSICAL',
          title: 'Tide mug',
          optionValues: [{ optionName: 'Size', value: '450 ml' }],
          unitPriceCents: 3900,
          quantity: 2,
        },
      );
      assert.equal(cart.subtotalCents, 7800);
      assert.equal(cart.grandTotalCents, 7800);
      assert.equal(cart.totalQuantity, 2);
      assert.equal(cart.requiresShipping, true);
      assert.deepEqual(cart.subtotalAmount, { value: 7800, currency: 'GBP' });

      const [row] = await t.db.selectFrom('carts').selectAll().execute();
      assert.equal(row.id, cart.id);
      assert.notEqual(row.token_hash, cookie.value, 'only the hash of the token is stored');
      const [stored] = await entryRows();
      assert.equal(stored.cart_id, cart.id);
      assert.equal(stored.id, entry.id);
      assert.equal(Number(stored.unit_price_cents), 3900);
      assert.equal(Number(stored.quantity), 2);

      assert.deepEqual((await getCart(cookie.value)).json(), cart);
    });

    test('adding the same variant again increases its entry; another variant gets its own', async () => {
      const token = cartCookie(await add({ productId: MUG, sku: 'SQ0000101', quantity: 1 })).value;
      const again = await add({ productId: MUG, sku: 'SQ0000101', quantity: 3 }, token);
      assert.equal(cartCookie(again), undefined, 'the cart keeps its token');
      assert.equal(again.json().entries.length, 1);
      assert.equal(again.json().entries[0].quantity, 4);
      const cart = (await add({ productId: NOTEBOOK, quantity: 1 }, token)).json();
      assert.equal(cart.entries.length, 2);
      assert.equal(cart.entries[1].unitPriceCents, 1200, 'the digital sale price');
      assert.equal(cart.subtotalCents, 4 * 3800 + 1200);
      assert.equal(cart.totalQuantity, 5);
      assert.equal(cart.hasDigital, true);
      assert.equal(cart.purelyDigital, false);
      assert.equal((await entryRows()).length, 2);
      assert.equal((await t.db.selectFrom('carts').selectAll().execute()).length, 1);
    });

    test('adds of one variant at once all count, and none goes past the stock', async () => {
      const token = cartCookie(await add({ productId: MUG, sku: 'SQ0000101', quantity: 1 })).value;
      const responses = await Promise.all(Array.from({ length: 6 }, () => add({ productId: MUG, sku: 'SQ0000102', quantity: 1 }, token)));
      assert.deepEqual(responses.map((response) => response.statusCode).sort(), [200, 200, 200, 200, 400, 400]);
      const rows = await t.db.selectFrom('cart_entries').selectAll().where('sku', '=', 'SQ0000102').execute();
      assert.equal(rows.length, 1);
      assert.equal(Number(rows[0].quantity), 4);
    });

    test('an unknown cart token starts a new cart', async () => {
      const response = await add({ productId: NOTEBOOK, quantity: 1 }, 'not-a-cart');
      assert.equal(response.statusCode, 200);
      assert.ok(cartCookie(response));
      assert.equal(response.json().purelyDigital, true);
      assert.equal(response.json().requiresShipping, false);
    });

    test('sold-out, unknown, draft, unavailable, gift card and over-stock adds are refused with a reason, storing nothing', async () => {
      const token = cartCookie(await add({ productId: MUG, sku: 'SQ0000102', quantity: 3 })).value;
      const cases = [
        [{ productId: BOWL, quantity: 1 }, 'soldOut', 'This product is sold out.'],
        [{ productId: WORKSHOP, sku: 'SQ0000502', quantity: 1 }, 'soldOut', 'This product is sold out.'],
        [{ productId: 'nope', quantity: 1 }, 'unknownProduct', 'No product has the id nope.'],
        [{ productId: DRAFT_PLATTER, quantity: 1 }, 'unknownProduct', `No product has the id ${DRAFT_PLATTER}.`],
        [{ productId: GIFT_CARD, sku: 'SQ0000701', quantity: 1 }, 'giftCard', 'Gift cards are bought through the gift card checkout.'],
        [{ productId: GIFT_CARD, quantity: 1 }, 'giftCard', 'Gift cards are bought through the gift card checkout.'],
        [{ productId: PLATE, quantity: 1 }, 'unavailable', 'This product is not available yet.'],
        [{ productId: MUG, sku: 'SQ9999999', quantity: 1 }, 'unknownVariant', 'The product has no variant with the SKU SQ9999999.'],
        [{ productId: MUG, quantity: 1 }, 'unknownVariant', 'The product has no variant with the SKU (none).'],
        [{ productId: MUG, sku: 'SQ0000102', quantity: 2 }, 'insufficientStock', 'Only 4 of this item are in stock.'],
        [{ productId: MUG, sku: 'SQ0000101', quantity: 13 }, 'insufficientStock', 'Only 12 of this item are in stock.'],
      ];
      for (const [payload, reason, error] of cases) {
        const response = await add(payload, token);
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.deepEqual(response.json(), { error, reason });
      }
      const rows = await entryRows();
      assert.equal(rows.length, 1);
      assert.equal(Number(rows[0].quantity), 3);
      const fresh = await add({ productId: BOWL, quantity: 1 });
      assert.equal(cartCookie(fresh), undefined, 'a refused first add makes no cart');
      assert.equal((await t.db.selectFrom('carts').selectAll().execute()).length, 1);
    });

    test('bodies of the wrong shape get a 400 naming the field', async () => {
      const cases = [
        [{ productId: MUG, sku: 'SQ0000101' }, /body must have required property 'quantity'/],
        [{ productId: MUG, sku: 'SQ0000101', quantity: 0 }, /body\/quantity must be >= 1/],
        [{ productId: MUG, sku: 'SQ0000101', quantity: 1.5 }, /body\/quantity must be integer/],
        [{ sku: 'SQ0000101', quantity: 1 }, /body must have required property 'productId'/],
      ];
      for (const [payload, message] of cases) {
        const response = await add(payload);
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.match(response.json().error, message);
      }
    });

    test('PUT sets an entry quantity within stock; DELETE removes it', async () => {
      const first = await add({ productId: MUG, sku: 'SQ0000101', quantity: 1 });
      const token = cartCookie(first).value;
      const entryId = first.json().entries[0].id;
      const put = (quantity, id = entryId, cookie = token) =>
        t.call({ method: 'PUT', url: `/api/commerce/cart/entries/${id}`, payload: { quantity }, cookies: { sq_cart: cookie } });

      const updated = await put(5);
      assert.equal(updated.statusCode, 200);
      assert.equal(updated.json().entries[0].quantity, 5);
      assert.equal(updated.json().subtotalCents, 5 * 3800);
      assert.equal(Number((await entryRows())[0].quantity), 5);

      const tooMany = await put(13);
      assert.equal(tooMany.statusCode, 400);
      assert.deepEqual(tooMany.json(), { error: 'Only 12 of this item are in stock.', reason: 'insufficientStock' });
      assert.equal((await put(0)).statusCode, 400);
      assert.equal(Number((await entryRows())[0].quantity), 5);

      const otherCart = cartCookie(await add({ productId: NOTEBOOK, quantity: 1 })).value;
      assert.equal((await put(2, entryId, otherCart)).statusCode, 404, "another cart's entry is not found");
      assert.equal((await put(2, 'missing')).statusCode, 404);

      const removed = await t.call({ method: 'DELETE', url: `/api/commerce/cart/entries/${entryId}`, cookies: { sq_cart: token } });
      assert.equal(removed.statusCode, 200);
      assert.deepEqual(removed.json().entries, []);
      assert.equal(removed.json().totalQuantity, 0);
      assert.equal((await entryRows()).length, 1, "only the other cart's entry is left");
      const again = await t.call({ method: 'DELETE', url: `/api/commerce/cart/entries/${entryId}`, cookies: { sq_cart: token } });
      assert.equal(again.statusCode, 404);
      assert.deepEqual(again.json(), { error: `No cart entry has the id ${entryId}.` });
    });

    test('changes need the crumb', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/commerce/cart/entries', payload: { productId: NOTEBOOK, quantity: 1 } });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { crumbFail: true });
      assert.deepEqual(await entryRows(), []);
    });
  });
}
