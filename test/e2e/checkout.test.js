import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { collectProblems } from './browser.js';
import { axeFindings, gotoSettled, query, useSite } from './harness.js';

const MUG = '65f1a2b3c4d5e6f708192d01';
const NOTEBOOK = '65f1a2b3c4d5e6f708192d04';

/** Adds to the context's cart through the API, with the crumb a page would send. */
async function addThroughApi(context, payload) {
  await context.request.get('/');
  const crumb = (await context.cookies()).find((cookie) => cookie.name === 'crumb').value;
  const added = await context.request.post('/api/commerce/cart/entries', { data: payload, headers: { 'x-csrf-token': crumb } });
  assert.equal(added.status(), 200, await added.text());
}
/**
 * axe's findings on a page as a browser without JavaScript has it: axe cannot run in such a page,
 * so the page's markup, without its script files, is served at a test address of the same site to
 * a context where axe can run.
 */
async function axeFindingsWithoutScripts(browser, baseURL, page) {
  const markup = (await page.content()).replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '');
  const context = await browser.newContext({ baseURL, bypassCSP: true, javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route('**/__markup-without-scripts', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: markup }));
    await copy.goto('/__markup-without-scripts');
    return await axeFindings(copy);
  } finally {
    await context.close();
  }
}

const ORDER_CONFIRMED = /\/commerce\/orders\/[A-Za-z0-9_-]{43}\/confirmed$/;

/** Fills the checkout's contact and shipping fields by their labels: the demo ships in the United Kingdom. */
async function fillCheckout(page, { email = 'ada@example.com' } = {}) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Ada Potter');
  await page.getByLabel('Address', { exact: true }).fill('12 Harbour Road');
  await page.getByLabel('City').fill('Porthleven');
  await page.getByLabel('County (optional)').fill('Cornwall');
  await page.getByLabel('Postcode').fill('TR13 9JA');
  assert.equal(await page.getByLabel('Country').inputValue(), 'United Kingdom');
}

/** The one order stored, its entries and its cart, read from the server's database. */
function storedOrder(dbFile) {
  const orders = query(dbFile, 'SELECT * FROM orders');
  assert.equal(orders.length, 1);
  const [order] = orders;
  const entries = query(
    dbFile,
    'SELECT product_id, sku, unit_price_cents, quantity, line_total_cents FROM order_entries WHERE order_id = ? ORDER BY position',
    order.id,
  );
  const [cart] = query(dbFile, 'SELECT purchased_at FROM carts WHERE id = ?', order.cart_id);
  return { order, entries, cart };
}

describe('checkout in test mode against the real server', () => {
  const site = useSite();
  const dbFile = () => site.server.dbFile;

  test('product page, add to cart, cart, checkout, Place test order, order confirmed, order status; the order is stored', async () => {
    // The policy is bypassed only so axe can be injected; every page's problems are still collected.
    const context = await site.browser.newContext({ baseURL: site.server.url, bypassCSP: true });
    try {
      const page = await context.newPage();
      const problems = await collectProblems(context, page);
      await gotoSettled(page, '/shop/tide-mug');
      const product = page.locator('sq-product');
      // The element's own purchase form: its light DOM holds the same fields, hidden, for browsers without scripts.
      await product.locator('[part~="purchase"]').getByLabel('Size').selectOption('450 ml');
      assert.equal(await product.locator('[part~="in-stock"]').textContent(), '4 in stock');
      await product.locator('[part~="purchase"]').getByLabel('Quantity').fill('2');
      await product.getByRole('button', { name: 'Add to Cart' }).click();
      await product.getByRole('status').filter({ hasText: 'Added to cart' }).waitFor();

      await gotoSettled(page, '/cart');
      await page.locator('#cart-page [part~="line"]').filter({ hasText: 'Tide mug' }).waitFor();
      await Promise.all([page.waitForURL('**/commerce/goto-checkout'), page.locator('#cart-page').getByRole('button', { name: 'Checkout' }).click()]);
      await page.waitForLoadState('load');
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Checkout');
      assert.match(await page.locator('.checkout-test-mode').textContent(), /no payment is taken/);
      assert.match(await page.locator('.checkout-summary tbody').textContent(), /Tide mug\s*Size: 450 ml\s*2\s*£78\.00/);
      assert.deepEqual(await axeFindings(page), [], 'the checkout page');

      await fillCheckout(page);
      await Promise.all([page.waitForURL(ORDER_CONFIRMED), page.getByRole('button', { name: 'Place test order' }).click()]);
      await page.waitForLoadState('load');
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Thank you for your order');
      assert.deepEqual(await axeFindings(page), [], 'the order-confirmed page');
      const confirmedAt = new URL(page.url()).pathname;

      await Promise.all([
        page.waitForURL(confirmedAt.replace(/\/confirmed$/, '')),
        page.getByRole('link', { name: 'View your order status' }).click(),
      ]);
      await page.waitForLoadState('load');
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Order status');
      assert.match(await page.locator('main').textContent(), /Placed \(test order, not paid\)/);
      assert.deepEqual(await axeFindings(page), [], 'the order status page');

      const { order, entries, cart } = storedOrder(dbFile());
      assert.deepEqual(
        [order.email, order.name, order.currency, order.subtotal_cents, order.grand_total_cents],
        ['ada@example.com', 'Ada Potter', 'GBP', 7800, 7800],
      );
      assert.deepEqual(JSON.parse(order.shipping_address), {
        address1: '12 Harbour Road',
        address2: '',
        city: 'Porthleven',
        region: 'Cornwall',
        postalCode: 'TR13 9JA',
        country: 'United Kingdom',
      });
      assert.deepEqual(entries, [{ product_id: MUG, sku: 'SQ0000102', unit_price_cents: 3900, quantity: 2, line_total_cents: 7800 }]);
      assert.match(cart.purchased_at, /^\d{4}-\d\d-\d\dT/);
      // The bought cart is gone from the visitor: the cart reads empty again.
      await gotoSettled(page, '/cart');
      await page.locator('#cart-page [part~="empty"]').filter({ hasText: 'Your cart is empty.' }).waitFor();
      // The order took its 2 from the stock: the product page says what is left.
      assert.deepEqual(query(dbFile(), 'SELECT qty FROM product_stock WHERE product_id = ? AND sku = ?', MUG, 'SQ0000102'), [{ qty: 2 }]);
      await gotoSettled(page, '/shop/tide-mug');
      await product.locator('[part~="purchase"]').getByLabel('Size').selectOption('450 ml');
      assert.equal(await product.locator('[part~="in-stock"]').textContent(), '2 in stock');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('without JavaScript, from the checkout page on: errors next to their fields with the values kept, then the order', async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false, bypassCSP: true });
    try {
      // The cart is filled through the API, as a page's script would have done.
      await addThroughApi(context, { productId: MUG, sku: 'SQ0000101', quantity: 1 });

      const page = await context.newPage();
      await page.goto('/commerce/goto-checkout');
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Checkout');
      // An address the browser accepts and the runtime's email rule does not: the server says why.
      await fillCheckout(page, { email: 'ada@example' });
      const [refused] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page.getByRole('button', { name: 'Place test order' }).click(),
      ]);
      assert.equal(refused.status(), 400);
      await page.waitForLoadState('load');
      assert.equal(
        await page.locator('#checkout-email-error').textContent(),
        'Error: Email is not valid. Email addresses should follow the format user@domain.com.',
      );
      assert.equal(await page.getByLabel('Email').getAttribute('aria-describedby'), 'checkout-email-error');
      assert.equal(await page.getByLabel('Email').inputValue(), 'ada@example');
      assert.equal(await page.getByLabel('City').inputValue(), 'Porthleven');
      assert.deepEqual(await axeFindingsWithoutScripts(site.browser, site.server.url, page), [], 'the refused checkout');

      await page.getByLabel('Email').fill('ada@example.com');
      await Promise.all([page.waitForURL(ORDER_CONFIRMED), page.getByRole('button', { name: 'Place test order' }).click()]);
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Thank you for your order');
      assert.deepEqual(await axeFindingsWithoutScripts(site.browser, site.server.url, page), [], 'the order-confirmed page');
      await page.getByRole('link', { name: 'View your order status' }).click();
      await page.waitForURL(/\/commerce\/orders\/[A-Za-z0-9_-]{43}$/);
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Order status');
      assert.deepEqual(await axeFindingsWithoutScripts(site.browser, site.server.url, page), [], 'the order status page');

      const orders = query(dbFile(), 'SELECT * FROM orders ORDER BY created_at');
      const order = orders.at(-1);
      assert.equal(order.email, 'ada@example.com');
      const entries = query(dbFile(), 'SELECT sku, quantity FROM order_entries WHERE order_id = ?', order.id);
      assert.deepEqual(entries, [{ sku: 'SQ0000101', quantity: 1 }]);
      assert.match(query(dbFile(), 'SELECT purchased_at FROM carts WHERE id = ?', order.cart_id)[0].purchased_at, /^\d{4}-/);
    } finally {
      await context.close();
    }
  });

  test("the store's minimum subtotal and a cart cookie gone after the cart page loaded stop checkout on the cart page and the checkout page", async () => {
    await site.withPage(async ({ page, context, problems }) => {
      await addThroughApi(context, { productId: NOTEBOOK, quantity: 1 });
      const minimum = 'To check out, the order subtotal must be £15.00 or more.';
      await gotoSettled(page, '/cart');
      const cartPage = page.locator('#cart-page');
      await cartPage.getByRole('button', { name: 'Checkout' }).click();
      assert.equal(await cartPage.getByRole('alert').textContent(), minimum);
      assert.equal(new URL(page.url()).pathname, '/cart');
      await gotoSettled(page, '/commerce/goto-checkout');
      assert.equal(await page.getByRole('alert').textContent(), minimum);
      assert.equal(await page.getByRole('button', { name: 'Place test order' }).count(), 0);

      // Over the minimum; then the cookie goes (expired, or cleared) while the cart page is open.
      await addThroughApi(context, { productId: MUG, sku: 'SQ0000101', quantity: 1 });
      await gotoSettled(page, '/cart');
      await cartPage.locator('[part~="line"]').filter({ hasText: 'Tide mug' }).waitFor();
      await context.clearCookies({ name: 'sq_cart' });
      await cartPage.getByRole('button', { name: 'Checkout' }).click();
      const expired = 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';
      await cartPage.getByRole('alert').filter({ hasText: expired }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/cart');
      await gotoSettled(page, '/commerce/goto-checkout');
      assert.equal(await page.getByRole('alert').textContent(), expired);
      assert.deepEqual(problems, []);
    });
  });
});
