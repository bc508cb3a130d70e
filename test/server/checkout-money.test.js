import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { formatMoney } from '../../server/render/checkout-page.js';
import { DEFAULT_SITE_DIR } from '../../server/site/load.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';
import { textOf } from './html-text.js';

const MUG = '65f1a2b3c4d5e6f708192d01';
const GIFT_CARD = '65f1a2b3c4d5e6f708192d07';
const WEBSITE = '65f1a2b3c4d5e6f708192a3b';

/** The runtime's money module itself, read from its TypeScript source, as `<sq-product>` and the cart use it. */
const runtimeMoney = await tsImport('../../src/shared/commerce/money.ts', import.meta.url);

/** The demo site selling in `currency`, with the 450 ml mug and the first gift card variant at 1000 minor units. */
async function siteSellingIn(currency) {
  const dir = await mkdtemp(join(tmpdir(), 'sq-site-'));
  await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
  const website = JSON.parse(await readFile(join(dir, 'website.json'), 'utf8'));
  website.websiteSettings.storeSettings.currency = currency;
  // No minimum subtotal, so one 1000-unit mug may go to checkout in any currency.
  delete website.websiteSettings.storeSettings.minimumSubtotal;
  await writeFile(join(dir, 'website.json'), JSON.stringify(website));
  const products = JSON.parse(await readFile(join(dir, 'products.json'), 'utf8'));
  const mug = products.find((product) => product.id === MUG).variants.find((variant) => variant.sku === 'SQ0000102');
  Object.assign(mug, { price: 1000, onSale: false, salePrice: 0 });
  products.find((product) => product.id === GIFT_CARD).variants[0].price = 1000;
  await writeFile(join(dir, 'products.json'), JSON.stringify(products));
  return dir;
}

describe('the checkout pages format money with the runtime money module', () => {
  test('for every listed currency and a range of amounts the server shows what the runtime shows', () => {
    for (const currency of ['USD', 'EUR', 'GBP', 'JPY', 'SEK', 'NOK', 'PLN', 'CZK', 'CHF', 'INR']) {
      for (const amount of [0, 5, 99, 1000, 123456, 100000000]) {
        assert.equal(formatMoney(amount, currency), runtimeMoney.formatMoney(amount, currency), `${amount} ${currency}`);
      }
    }
  });

  test('whole-yen and krona amounts as the runtime shows them', () => {
    assert.equal(formatMoney(1000, 'JPY'), '¥1,000');
    assert.equal(formatMoney(1000, 'SEK'), '10.00 kr');
    assert.equal(formatMoney(123456, 'USD'), '$1,234.56');
  });
});

for (const target of await testDatabases()) {
  for (const [currency, shown] of [
    ['JPY', '¥1,000'],
    ['SEK', '10.00 kr'],
  ]) {
    describe(`checkout pages of a store selling in ${currency} on ${target.name}`, () => {
      let t;
      let siteDir;
      before(async () => {
        siteDir = await siteSellingIn(currency);
        t = await startTestApp(target, { siteDir });
      });
      after(async () => {
        await t.close();
        await rm(siteDir, { recursive: true, force: true });
      });

      test(`the cart checkout shows 1000 minor units as ${shown}`, async () => {
        const added = await t.call({ method: 'POST', url: '/api/commerce/cart/entries', payload: { productId: MUG, sku: 'SQ0000102', quantity: 1 } });
        assert.equal(added.statusCode, 200, added.body);
        const token = added.cookies.find((cookie) => cookie.name === 'sq_cart').value;
        const response = await t.app.inject({ method: 'GET', url: '/commerce/goto-checkout', cookies: { sq_cart: token } });
        assert.equal(response.statusCode, 200);
        // The line (one mug) and the subtotal, each in the store currency.
        const text = textOf(response.body);
        assert.ok(text.includes(`Tide mug Size: 450 ml 1 ${shown}`), text);
        assert.ok(text.includes(`Subtotal ${shown}`), text);
      });

      test(`the gift card checkout shows a 1000 minor unit variant as ${shown}`, async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=${GIFT_CARD}&sku=SQ0000701`,
        });
        assert.equal(response.statusCode, 200);
        assert.ok(response.body.includes(`<td>${shown}</td>`), response.body);
      });
    });
  }
}
