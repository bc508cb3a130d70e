import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const MUG = '65f1a2b3c4d5e6f708192d01';
const BOWL = '65f1a2b3c4d5e6f708192d02';
const CLUB = '65f1a2b3c4d5e6f708192d06';
const GIFT_CARD = '65f1a2b3c4d5e6f708192d07';
const DRAFT_PLATTER = '65f1a2b3c4d5e6f708192d08';

/** A form post's body, as a browser sends it. */
const form = (fields) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The page's text between its <main> tags, lit's markers and tags left out. */
const mainText = (body) =>
  (body.match(/<main[^]*<\/main>/)?.[0] ?? '')
    .replace(/<!--[^]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const cartCookie = (response) => response.cookies.find((cookie) => cookie.name === 'sq_cart');

for (const target of await testDatabases()) {
  describe(`the cart's plain forms on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());
    beforeEach(async () => {
      await t.db.deleteFrom('cart_entries').execute();
      await t.db.deleteFrom('carts').execute();
    });

    /** A form post with the page's crumb in its body and cookie (no header, as a browser's form sends none); `crumb: null` sends none. */
    const post = (url, fields, { token, crumb = t.crumb } = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: FORM,
        payload: form(crumb === null ? fields : { crumb, ...fields }),
        cookies: { crumb: t.crumb, ...(token && { sq_cart: token }) },
      });
    const add = (fields, options) =>
      post('/commerce/cart/add', { productId: MUG, 'option-0': '450 ml', quantity: '2', returnTo: '/shop', ...fields }, options);
    const page = (url, token) => t.app.inject({ method: 'GET', url, cookies: { crumb: t.crumb, ...(token && { sq_cart: token }) } });
    const entries = () => t.db.selectFrom('cart_entries').select(['product_id', 'sku', 'quantity']).orderBy('created_at').execute();

    test('Add to Cart posts the chosen variant: 303 back to the page, the cart cookie set, the page then saying so', async () => {
      const response = await add();
      assert.equal(response.statusCode, 303);
      const [entry] = await t.db.selectFrom('cart_entries').selectAll().execute();
      assert.equal(response.headers.location, `/shop?added=${entry.id}`);
      assert.deepEqual(await entries(), [{ product_id: MUG, sku: 'SQ0000102', quantity: 2 }]);
      const cookie = cartCookie(response);
      assert.deepEqual([cookie.httpOnly, cookie.sameSite, cookie.path], [true, 'Lax', '/']);

      const back = await page(response.headers.location, cookie.value);
      assert.equal(back.statusCode, 200);
      assert.equal(back.headers['cache-control'], 'private, no-store');
      assert.match(mainText(back.body), /Added to your cart: Tide mug \(450 ml\)\. View cart/);
      assert.match(back.body, /class="notice cart-notice"\s+role="status"\s+tabindex="-1"\s+autofocus/);
      // The header's link counts the cart, for everyone and without scripts.
      assert.match(
        back.body,
        /<a class="sq-fallback site-cart-link" href="\/cart"\s*>Cart(<!--[^]*?-->)*<span class="site-cart-count" aria-hidden="true">(<!--[^]*?-->)*2/,
      );

      // The API reads the same cart: the runtime adopts it when scripts run.
      const api = await t.app.inject({ method: 'GET', url: '/api/commerce/cart', cookies: { sq_cart: cookie.value } });
      assert.equal(api.json().totalQuantity, 2);
      // A second add of the same variant goes to the same entry of the same cart.
      assert.equal((await add({ quantity: '1' }, { token: cookie.value })).statusCode, 303);
      assert.deepEqual(await entries(), [{ product_id: MUG, sku: 'SQ0000102', quantity: 3 }]);
      assert.equal((await t.db.selectFrom('carts').selectAll().execute()).length, 1);
    });

    test('a page without the cart cookie is the same for everyone; an add-back link naming no entry of the visitor shows nothing', async () => {
      const response = await page('/shop/tide-mug');
      assert.notEqual(response.headers['cache-control'], 'private, no-store');
      assert.match(mainText(response.body), /Size Select Size 300 ml 450 ml Quantity Add to Cart/);
      assert.match(response.body, /<span class="visually-hidden">(<!--[^]*?-->)* No items in cart/);
      const stranger = await page('/shop/tide-mug?added=6907bd1c-3dee-4079-98fe-20a55d06baa8');
      assert.doesNotMatch(stranger.body, /cart-notice/);
    });

    test('an add without the crumb changes nothing: 403, the product page saying why, with a form to try again', async () => {
      for (const crumb of [null, 'forged.crumb']) {
        const response = await add({}, { crumb });
        assert.equal(response.statusCode, 403);
        assert.match(response.headers['content-type'], /^text\/html/);
        assert.match(mainText(response.body), /Your cart could not be changed, because this browser did not keep the cookie the site needs\./);
        assert.match(response.body, /<form class="cart-form product-form" method="post" action="\/commerce\/cart\/add">/);
        assert.equal(cartCookie(response), undefined);
      }
      assert.deepEqual(await entries(), []);
      assert.deepEqual(await t.db.selectFrom('carts').selectAll().execute(), []);
    });

    test('bad adds answer 4xx pages with the reason, never 5xx, and change nothing', async () => {
      const cases = [
        [{ productId: 'no-such-product' }, 404, /That product is not in the shop\./],
        [{ productId: DRAFT_PLATTER }, 404, /That product is not in the shop\./],
        [{ productId: '' }, 404, /That product is not in the shop\./],
        [{ 'option-0': '' }, 400, /Select Size/],
        [{ 'option-0': '999 ml' }, 400, /Choose a Size this product offers\./],
        [{ quantity: '0' }, 400, /Enter a quantity from 1 to 9999\./],
        [{ quantity: '-1' }, 400, /Enter a quantity from 1 to 9999\./],
        [{ quantity: '10000' }, 400, /Enter a quantity from 1 to 9999\./],
        [{ quantity: '1.5' }, 400, /Enter a quantity from 1 to 9999\./],
        [{ quantity: '' }, 400, /Enter a quantity from 1 to 9999\./],
        [{ quantity: '5' }, 400, /Only 4 of this item are in stock\./],
        [{ productId: BOWL, 'option-0': '' }, 400, /This product is sold out\./],
        [{ productId: GIFT_CARD, 'option-0': '£25' }, 400, /Gift cards are bought through the gift card checkout\./],
      ];
      for (const [fields, status, reason] of cases) {
        const response = await add(fields);
        assert.equal(response.statusCode, status, JSON.stringify(fields));
        assert.match(response.headers['content-type'], /^text\/html/);
        assert.match(mainText(response.body), reason, JSON.stringify(fields));
      }
      // A refused add keeps what was chosen, and names the reason for the quantity field.
      const refused = await add({ quantity: '5' });
      assert.match(refused.body, /<option value="450 ml" selected/);
      assert.match(refused.body, /value="5"\s+required\s+aria-describedby="product-notice"/);
      assert.match(refused.body, /role="alert"/);
      // A body that is not a form, or fields that are not text, are refused the same way.
      const json = await t.app.inject({
        method: 'POST',
        url: '/commerce/cart/add',
        headers: { 'content-type': 'application/json', 'x-csrf-token': t.crumb },
        payload: JSON.stringify({ productId: [MUG], quantity: 2 }),
        cookies: { crumb: t.crumb },
      });
      assert.equal(json.statusCode, 404);
      assert.deepEqual(await entries(), []);
      // Back to a page of this site only.
      const elsewhere = await add({ returnTo: '//elsewhere.example/shop' });
      assert.match(elsewhere.headers.location, /^\/\?added=/);
    });

    test('a gift card’s page offers its checkout, not the cart: a GET form with the site, the card and a required amount per variant', async () => {
      const response = await page('/shop/gift-card');
      assert.equal(response.statusCode, 200);
      const [formHtml] = response.body.match(/<form class="cart-form product-form"[^]*?<\/form>/) ?? [''];
      assert.match(formHtml, /method="get" action="\/checkout\/giftcard"/);
      assert.match(formHtml, /name="websiteId" value="65f1a2b3c4d5e6f708192a3b"/);
      assert.match(formHtml, new RegExp(`name="giftCardProductId" value="${GIFT_CARD}"`));
      assert.match(formHtml, /<label for="product-sku">Amount<\/label>\s*<select id="product-sku" name="sku" required>/);
      assert.deepEqual(
        [...formHtml.matchAll(/<option value="([^"]*)"[^>]*>(?:<!--[^]*?-->)*([^<]*)/g)].map(([, value, text]) => [value, text]),
        [
          ['', 'Select Amount'],
          ['SQ0000701', '£25'],
          ['SQ0000702', '£50'],
        ],
      );
      assert.doesNotMatch(response.body, /action="\/commerce\/cart\/add"/);
      // Where it goes: the checkout names the card and the chosen amount's price.
      const checkout = await page(`/checkout/giftcard?websiteId=65f1a2b3c4d5e6f708192a3b&giftCardProductId=${GIFT_CARD}&sku=SQ0000702`);
      assert.equal(checkout.statusCode, 200);
      assert.match(mainText(checkout.body), /Gift card checkout .*Studio gift card .*£50\.00/);
    });

    test('the cart page lists the lines as forms; a quantity changes, 0 or Remove takes a line out, each back to the cart saying so', async () => {
      const token = cartCookie(await add()).value;
      await add({ productId: CLUB, 'option-0': '', quantity: '1' }, { token });
      const [mug, club] = await t.db.selectFrom('cart_entries').selectAll().orderBy('created_at').execute();

      const cart = await page('/cart', token);
      assert.equal(cart.headers['cache-control'], 'private, no-store');
      assert.match(mainText(cart.body), /Tide mug 450 ml £39\.00 Quantity Tide mug Update Tide mug Item total £78\.00 Remove Tide mug/);
      assert.match(mainText(cart.body), /Summary Subtotal £110\.00 Checkout Continue Shopping/);
      assert.match(cart.body, new RegExp(`<form class="cart-line-quantity" method="post" action="/commerce/cart/entries/${mug.id}">`));
      assert.match(cart.body, /<a class="button cart-checkout" href="\/commerce\/goto-checkout">/);

      const changed = await post(`/commerce/cart/entries/${mug.id}`, { quantity: '3' }, { token });
      assert.equal(changed.statusCode, 303);
      assert.equal(changed.headers.location, `/cart?updated=${mug.id}`);
      assert.match(mainText((await page(changed.headers.location, token)).body), /Quantity updated: Tide mug \(450 ml\)\./);

      const zero = await post(`/commerce/cart/entries/${club.id}`, { quantity: '0' }, { token });
      assert.equal(zero.headers.location, `/cart?removed=${CLUB}`);
      assert.match(mainText((await page(zero.headers.location, token)).body), /Removed from your cart: Mug of the month club\./);
      assert.deepEqual(await entries(), [{ product_id: MUG, sku: 'SQ0000102', quantity: 3 }]);

      const removed = await post(`/commerce/cart/entries/${mug.id}/remove`, {}, { token });
      assert.equal(removed.statusCode, 303);
      assert.equal(removed.headers.location, `/cart?removed=${MUG}`);
      assert.deepEqual(await entries(), []);
      assert.match(mainText((await page('/cart', token)).body), /Your cart is empty\./);
    });

    test('bad cart changes answer the cart page with the reason (4xx), never 5xx, and change nothing', async () => {
      const token = cartCookie(await add()).value;
      const [mug] = await t.db.selectFrom('cart_entries').selectAll().execute();
      const other = cartCookie(await add({}, {})).value;
      const cases = [
        [`/commerce/cart/entries/${mug.id}`, { quantity: '-1' }, token, 400, /Enter a quantity from 0 to 9999\. 0 removes the item\./],
        [`/commerce/cart/entries/${mug.id}`, { quantity: '10000' }, token, 400, /Enter a quantity from 0 to 9999/],
        [`/commerce/cart/entries/${mug.id}`, { quantity: 'two' }, token, 400, /Enter a quantity from 0 to 9999/],
        [`/commerce/cart/entries/${mug.id}`, { quantity: '5' }, token, 400, /Unable to update quantity\. Only 4 of this item are in stock\./],
        // Another visitor's entry, an entry that never was, and a path naming none are not found.
        [`/commerce/cart/entries/${mug.id}`, { quantity: '1' }, other, 404, /That item is no longer in your cart\./],
        [`/commerce/cart/entries/${mug.id}/remove`, {}, other, 404, /That item is no longer in your cart\./],
        [`/commerce/cart/entries/6907bd1c-3dee-4079-98fe-20a55d06baa8`, { quantity: '1' }, token, 404, /That item is no longer in your cart\./],
        ['/commerce/cart/entries/not-an-id/remove', {}, token, 404, /That item is no longer in your cart\./],
        [`/commerce/cart/entries/${mug.id}`, { quantity: '1' }, undefined, 404, /That item is no longer in your cart\./],
      ];
      for (const [url, fields, cookie, status, reason] of cases) {
        const response = await post(url, fields, { token: cookie });
        assert.equal(response.statusCode, status, `${url} ${JSON.stringify(fields)}`);
        assert.match(response.headers['content-type'], /^text\/html/);
        assert.match(mainText(response.body), reason, `${url} ${JSON.stringify(fields)}`);
      }
      const over = await post(`/commerce/cart/entries/${mug.id}`, { quantity: '5' }, { token });
      assert.match(over.body, /value="5"\s+required\s+aria-invalid="true"\s+aria-describedby="cart-notice"/);
      // Without the crumb nothing changes, on either form.
      for (const url of [`/commerce/cart/entries/${mug.id}`, `/commerce/cart/entries/${mug.id}/remove`]) {
        const refused = await post(url, { quantity: '1' }, { token, crumb: null });
        assert.equal(refused.statusCode, 403);
        assert.match(mainText(refused.body), /Your cart could not be changed/);
      }
      const rows = await t.db.selectFrom('cart_entries').select(['cart_id', 'quantity']).execute();
      assert.deepEqual(
        rows.map((row) => row.quantity),
        [2, 2],
      );
    });
  });
}
