import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const MUG = '65f1a2b3c4d5e6f708192d01';
const GIFT_CARD = '65f1a2b3c4d5e6f708192d07';
const WEBSITE = '65f1a2b3c4d5e6f708192a3b';

for (const target of await testDatabases()) {
  describe(`checkout summary pages on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());
    beforeEach(async () => {
      await t.db.deleteFrom('cart_entries').execute();
      await t.db.deleteFrom('carts').execute();
    });

    const page = (url, cookies = {}) => t.app.inject({ method: 'GET', url, cookies });
    const assertHtmlPage = (response, status) => {
      assert.equal(response.statusCode, status);
      assert.match(response.headers['content-type'], /^text\/html/);
      assert.match(response.headers['content-security-policy'], /script-src/);
      // The server's injected site context is JSON data; no page script runs.
      assert.doesNotMatch(response.body, /<script(?![^>]*type="application\/json")/i);
    };

    test('goto-checkout shows the cart of the sq_cart cookie and says payment is out of scope', async () => {
      const added = await t.call({ method: 'POST', url: '/api/commerce/cart/entries', payload: { productId: MUG, sku: 'SQ0000102', quantity: 2 } });
      const token = added.cookies.find((cookie) => cookie.name === 'sq_cart').value;
      const response = await page('/commerce/goto-checkout', { sq_cart: token });
      assertHtmlPage(response, 200);
      assert.match(response.body, /Tide mug \(450 ml\)/);
      assert.match(response.body, /2 × \$39\.00/);
      assert.match(response.body, /Subtotal/);
      assert.match(response.body, /Payment is not part of the reference server/);
    });

    test('goto-checkout without a cart says the cart is empty', async () => {
      const response = await page('/commerce/goto-checkout');
      assertHtmlPage(response, 200);
      assert.match(response.body, /Your cart is empty\./);
    });

    test('subscribe needs a cartToken', async () => {
      assertHtmlPage(await page('/checkout/subscribe?cartToken=abc_123'), 200);
      assertHtmlPage(await page('/checkout/subscribe'), 400);
      assertHtmlPage(await page('/checkout/subscribe?cartToken=%3Cb%3E'), 400);
    });

    test('donate shows the donation page id and refuses a bad one', async () => {
      const response = await page('/checkout/donate?donatePageId=page-42');
      assertHtmlPage(response, 200);
      assert.match(response.body, /page-42/);
      assertHtmlPage(await page('/checkout/donate'), 400);
      const hostile = await page('/checkout/donate?donatePageId=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
      assertHtmlPage(hostile, 400);
      assert.doesNotMatch(hostile.body, /alert/);
    });

    test('giftcard shows the product and its variants, or the one sku asked for', async () => {
      const all = await page(`/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=${GIFT_CARD}`);
      assertHtmlPage(all, 200);
      assert.match(all.body, /Studio gift card/);
      assert.match(all.body, /\$25\.00/);
      assert.match(all.body, /\$50\.00/);
      const one = await page(`/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=${GIFT_CARD}&sku=SQ0000702`);
      assertHtmlPage(one, 200);
      assert.doesNotMatch(one.body, /\$25\.00/);
    });

    test('giftcard with a missing, foreign or unknown id answers a 400 page', async () => {
      assertHtmlPage(await page(`/checkout/giftcard?websiteId=${WEBSITE}`), 400);
      assertHtmlPage(await page(`/checkout/giftcard?websiteId=other&giftCardProductId=${GIFT_CARD}`), 400);
      assertHtmlPage(await page(`/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=${MUG}`), 400);
      assertHtmlPage(await page(`/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=${GIFT_CARD}&sku=nope`), 400);
    });

    test('stored text is escaped on the page', async () => {
      const { checkoutPage } = await import('../../server/render/checkout-page.js');
      const html = checkoutPage({ title: 'T', rows: [['<img src=x onerror=alert(1)>', '"&\'']] });
      assert.doesNotMatch(html, /<img/);
      assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt;/);
      assert.match(html, /&quot;&amp;&#39;/);
    });
  });
}
