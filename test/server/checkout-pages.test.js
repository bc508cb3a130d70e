import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { DEFAULT_SITE_DIR } from '../../server/site/load.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';
import { pageTypeOf, textOf } from './html-text.js';

const MUG = '65f1a2b3c4d5e6f708192d01';
const GIFT_CARD = '65f1a2b3c4d5e6f708192d07';
const WEBSITE = '65f1a2b3c4d5e6f708192a3b';
const DRAFT_GIFT_CARD = 'draft-gift-card';

/** The demo site with a draft copy of the demo gift card added. */
async function siteWithDraftGiftCard() {
  const dir = await mkdtemp(join(tmpdir(), 'sq-site-'));
  await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
  const products = JSON.parse(await readFile(join(dir, 'products.json'), 'utf8'));
  const giftCard = products.find((product) => product.id === GIFT_CARD);
  products.push({ ...giftCard, id: DRAFT_GIFT_CARD, title: 'Draft gift card', workflowState: 'draft' });
  await writeFile(join(dir, 'products.json'), JSON.stringify(products));
  return dir;
}

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
      assert.equal(response.headers['cache-control'], 'no-store');
      // In the site's layout: its header, main and footer, and only the library's script file; the
      // site context is JSON data, and no inline script runs.
      assert.match(response.body, /<header class="site-header/);
      assert.match(response.body, /<main id="main"/);
      assert.match(response.body, /<footer class="site-footer/);
      assert.doesNotMatch(response.body, /<script(?![^>]*(type="application\/json"|src="\/dist\/))/i);
    };

    test('goto-checkout shows the cart of the sq_cart cookie and says plainly that no payment is taken', async () => {
      const added = await t.call({ method: 'POST', url: '/api/commerce/cart/entries', payload: { productId: MUG, sku: 'SQ0000102', quantity: 2 } });
      const token = added.cookies.find((cookie) => cookie.name === 'sq_cart').value;
      const response = await page('/commerce/goto-checkout', { sq_cart: token });
      assertHtmlPage(response, 200);
      assert.equal(pageTypeOf(response.body), 201);
      const text = textOf(response.body);
      assert.match(text, /Tide mug Size: 450 ml 2 £78\.00/);
      assert.match(text, /Subtotal £78\.00/);
      assert.match(text, /Test mode: no payment is taken\./);
      assert.match(response.body, /<button class="button" type="submit">Place test order<\/button>/);
    });

    test('goto-checkout without a cart cookie, or with one for no cart, says the session expired', async () => {
      for (const cookies of [{}, { sq_cart: 'gone' }]) {
        const response = await page('/commerce/goto-checkout', cookies);
        assertHtmlPage(response, 200);
        assert.match(textOf(response.body), /Either your session has expired or you do not have cookies enabled\. We cannot continue to checkout\./);
        // No form of the checkout's: the cookie banner's own form (to /consent) is on every page until the visitor chooses.
        assert.doesNotMatch(response.body, /<form(?![^>]*action="\/consent")[^>]*method="post"/);
      }
    });

    test('subscribe needs a cartToken', async () => {
      assertHtmlPage(await page('/checkout/subscribe?cartToken=abc_123'), 200);
      assertHtmlPage(await page('/checkout/subscribe'), 400);
      assertHtmlPage(await page('/checkout/subscribe?cartToken=%3Cb%3E'), 400);
    });

    test('subscribe shows the cart in the layout with the test-mode note; donate is a donation page', async () => {
      const added = await t.call({ method: 'POST', url: '/api/commerce/cart/entries', payload: { productId: MUG, sku: 'SQ0000102', quantity: 1 } });
      const token = added.cookies.find((cookie) => cookie.name === 'sq_cart').value;
      const subscribe = await page('/checkout/subscribe?cartToken=abc_123', { sq_cart: token });
      assertHtmlPage(subscribe, 200);
      assert.equal(pageTypeOf(subscribe.body), 201);
      assert.match(
        textOf(subscribe.body),
        /Subscription checkout Test mode: no payment is taken\..*Tide mug Size: 450 ml 1 £39\.00 Subtotal £39\.00/,
      );
      const donate = await page('/checkout/donate?donatePageId=page-42');
      assert.equal(pageTypeOf(donate.body), 203);
      const refused = await page('/checkout/donate');
      assert.match(textOf(refused.body), /Checkout problem A donation needs a donatePageId\./);
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
      assert.match(all.body, /£25\.00/);
      assert.match(all.body, /£50\.00/);
      const one = await page(`/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=${GIFT_CARD}&sku=SQ0000702`);
      assertHtmlPage(one, 200);
      assert.doesNotMatch(one.body, /£25\.00/);
    });

    test('giftcard with a missing, foreign or unknown id answers a 400 page', async () => {
      assertHtmlPage(await page(`/checkout/giftcard?websiteId=${WEBSITE}`), 400);
      assertHtmlPage(await page(`/checkout/giftcard?websiteId=other&giftCardProductId=${GIFT_CARD}`), 400);
      assertHtmlPage(await page(`/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=${MUG}`), 400);
      assertHtmlPage(await page(`/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=${GIFT_CARD}&sku=nope`), 400);
    });

    test('stored text is escaped on the page', async () => {
      const { checkoutSummaryMain, labelledRows } = await import('../../server/render/checkout-page.js');
      const { renderHtml } = await import('../../server/render/ssr.js');
      const html = renderHtml(checkoutSummaryMain('T', labelledRows([['<img src=x onerror=alert(1)>', '"&\'']])));
      assert.doesNotMatch(html, /<img/);
      assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt;/);
      assert.match(html, /&quot;&amp;&#39;/);
    });
  });

  describe(`the gift card checkout page and drafts on ${target.name}`, () => {
    let t;
    let siteDir;
    before(async () => {
      siteDir = await siteWithDraftGiftCard();
      t = await startTestApp(target, { siteDir });
    });
    after(async () => {
      await t.close();
      await rm(siteDir, { recursive: true, force: true });
    });

    const page = (url) => t.app.inject({ method: 'GET', url });

    test('a draft gift card answers the 400 page of an unknown id', async () => {
      const draft = await page(`/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=${DRAFT_GIFT_CARD}`);
      const unknown = await page(`/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=no-such-card`);
      assert.equal(draft.statusCode, 400);
      assert.match(draft.headers['content-type'], /^text\/html/);
      assert.equal(draft.body, unknown.body);
      assert.match(draft.body, /No gift card of this site has that id\./);
      assert.doesNotMatch(draft.body, /Draft gift card/);
      const withSku = await page(`/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=${DRAFT_GIFT_CARD}&sku=SQ0000701`);
      assert.equal(withSku.statusCode, 400);
      assert.equal(withSku.body, unknown.body);
      // The published card of the same site still has its page.
      assert.equal((await page(`/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=${GIFT_CARD}`)).statusCode, 200);
    });
  });
}
