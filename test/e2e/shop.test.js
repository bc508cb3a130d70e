import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { collectProblems } from './browser.js';
import { query, useSite } from './harness.js';

const indicator = (page) => page.locator('#cart-indicator a');
const waitForCount = (page, label) =>
  page.waitForFunction(
    (expected) => document.querySelector('#cart-indicator')?.shadowRoot?.querySelector('a')?.getAttribute('aria-label') === expected,
    label,
  );

describe('the shop page against the real server', () => {
  const site = useSite();
  const dbFile = () => site.server.dbFile;

  test('adding a variant updates the indicator on the page and in a second tab, and stores the cart', async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url });
    try {
      const page = await context.newPage();
      const problems = await collectProblems(context, page);
      const other = await context.newPage();
      await Promise.all([page.goto('/shop'), other.goto('/shop')]);
      await Promise.all([waitForCount(page, 'No items in cart'), waitForCount(other, 'No items in cart')]);

      const product = page.locator('#featured-product');
      assert.equal(await product.locator('[part~="price"]').textContent(), 'from £38.00');
      // The element's own purchase form: its light DOM holds the same fields, hidden, for browsers without scripts.
      await product.locator('[part~="purchase"]').getByLabel('Size').selectOption('450 ml');
      assert.equal(await product.locator('[part~="price"]').textContent(), 'Sale price £39.00 Original price £44.00');
      await product.locator('[part~="purchase"]').getByLabel('Quantity').fill('2');
      await product.getByRole('button', { name: 'Add to Cart' }).click();
      await product.getByRole('status').filter({ hasText: 'Added to cart' }).waitFor();

      await waitForCount(page, '2 items in cart');
      assert.equal(await indicator(page).locator('[part~="count"]').textContent(), '2');
      await waitForCount(other, '2 items in cart');

      const [cart, ...moreCarts] = query(dbFile(), 'SELECT * FROM carts');
      assert.equal(moreCarts.length, 0);
      const entries = query(dbFile(), 'SELECT product_id, sku, unit_price_cents, quantity FROM cart_entries WHERE cart_id = ?', cart.id);
      assert.deepEqual(entries, [{ product_id: '65f1a2b3c4d5e6f708192d01', sku: 'SQ0000102', unit_price_cents: 3900, quantity: 2 }]);

      // The second tab adds too; the first follows, and a reload finds the cart by its cookie.
      await other.locator('#notebook-product').getByRole('button', { name: 'Add to Cart' }).click();
      await waitForCount(page, '3 items in cart');
      await page.reload();
      await waitForCount(page, '3 items in cart');
      assert.equal(query(dbFile(), 'SELECT * FROM cart_entries').length, 2);

      // The cart page lists both entries; a quantity change there reaches the database.
      await page.goto('/cart');
      const line = page.locator('#cart-page [part~="line"]').filter({ hasText: 'Tide mug' });
      await line.getByLabel('Quantity Tide mug').fill('3');
      await line.getByLabel('Quantity Tide mug').press('Enter');
      await waitForCount(page, '4 items in cart');
      assert.equal(query(dbFile(), "SELECT quantity FROM cart_entries WHERE sku = 'SQ0000102'")[0].quantity, 3);

      const cookie = (await context.cookies()).find((entry) => entry.name === 'sq_cart');
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Lax');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("more than the stock adds nothing: the product says the server's reason and keeps the quantity typed", async () => {
    await site.withPage(async ({ page, context }) => {
      const before = query(dbFile(), "SELECT count(*) AS n FROM cart_entries WHERE sku = 'SQ0000102'")[0].n;
      await page.goto('/shop');
      await waitForCount(page, 'No items in cart');
      const product = page.locator('#featured-product');
      await product.locator('[part~="purchase"]').getByLabel('Size').selectOption('450 ml');
      assert.equal(await product.locator('[part~="in-stock"]').textContent(), '4 in stock');
      const quantity = product.locator('[part~="purchase"]').getByLabel('Quantity');
      await quantity.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('5');
      await page.keyboard.press('Enter');
      await product.getByRole('status').filter({ hasText: 'Only 4 of this item are in stock.' }).waitFor();
      assert.equal(await quantity.inputValue(), '5');
      assert.equal(await quantity.evaluate((input) => input.getRootNode().activeElement === input), true);
      assert.equal(query(dbFile(), "SELECT count(*) AS n FROM cart_entries WHERE sku = 'SQ0000102'")[0].n, before);
      assert.equal(
        (await context.cookies()).find((cookie) => cookie.name === 'sq_cart'),
        undefined,
        'no cart was made',
      );

      // 0 is refused in the page, before any call.
      const calls = [];
      page.on('request', (request) => request.url().includes('/api/commerce/cart/entries') && calls.push(request.url()));
      await page.keyboard.press('Control+A');
      await page.keyboard.type('0');
      await page.keyboard.press('Enter');
      await product.getByRole('status').filter({ hasText: 'Enter a quantity from 1 to 9999.' }).waitFor();
      assert.equal(await quantity.inputValue(), '0');
      assert.deepEqual(calls, []);

      await page.keyboard.press('Control+A');
      await page.keyboard.type('4');
      await page.keyboard.press('Enter');
      await product.getByRole('status').filter({ hasText: 'Added to cart' }).waitFor();
      await waitForCount(page, '4 items in cart');
    });
  });

  test("the cart page says 'Unable to update quantity' and the server's reason over the stock, until the line changes", async () => {
    await site.withPage(async ({ page, context }) => {
      await page.goto('/shop');
      const product = page.locator('#featured-product');
      await product.locator('[part~="purchase"]').getByLabel('Size').selectOption('450 ml');
      await product.locator('[part~="purchase"]').getByLabel('Quantity').fill('2');
      await product.getByRole('button', { name: 'Add to Cart' }).click();
      await product.getByRole('status').filter({ hasText: 'Added to cart' }).waitFor();
      const token = (await context.cookies()).find((cookie) => cookie.name === 'sq_cart');
      assert.ok(token);
      // This visitor's cart: the table keeps only the hash of the cookie's token.
      const tokenHash = createHash('sha256').update(token.value).digest('hex');
      const stored = () =>
        query(
          dbFile(),
          "SELECT e.quantity FROM cart_entries e JOIN carts c ON c.id = e.cart_id WHERE c.token_hash = ? AND e.sku = 'SQ0000102'",
          tokenHash,
        )[0].quantity;

      await page.goto('/cart');
      const line = page.locator('#cart-page [part~="line"]').filter({ hasText: 'Tide mug' });
      const quantity = line.getByLabel('Quantity Tide mug');
      const error = line.locator('[part~="line-error"]');
      await quantity.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('9');
      await page.keyboard.press('Enter');
      await line.getByRole('alert').filter({ hasText: 'Unable to update quantity. Only 4 of this item are in stock.' }).waitFor();
      await page.waitForFunction((input) => input.value === '2', await quantity.elementHandle());
      assert.equal(stored(), 2);

      await page.keyboard.press('Control+A');
      await page.keyboard.type('3');
      await page.keyboard.press('Enter');
      await waitForCount(page, '3 items in cart');
      assert.equal(await error.textContent(), '');
      assert.equal(stored(), 3);
    });
  });

  test('a sold-out product cannot be added', async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url });
    try {
      const page = await context.newPage();
      await page.goto('/shop');
      const list = page.locator('#all-products');
      const bowl = list.locator('[part~="card"]').filter({ hasText: 'Dune bowl' });
      assert.equal(await bowl.locator('[part~="badge"]').textContent(), 'Sold out');
    } finally {
      await context.close();
    }
  });

  test('a product opens in a quick view from the keyboard, adds to the cart there, and Escape gives focus back', async () => {
    await site.withPage(async ({ page, problems }) => {
      await page.goto('/shop');
      await waitForCount(page, 'No items in cart');
      const list = page.locator('#all-products');
      const opener = list.locator('[part~="quick-view-open"]').first();
      const name = await opener.getAttribute('aria-label');
      const title = name.replace('Quick view: ', '');
      await opener.focus();
      assert.ok(await opener.isVisible(), 'the button shows when it has the focus');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      assert.equal(await dialog.getByRole('heading', { level: 2 }).textContent(), title);
      assert.ok(await dialog.getByRole('link', { name: 'View full details' }).isVisible());
      await dialog.getByRole('button', { name: 'Add to Cart' }).click();
      await dialog.getByText('Select Size').last().waitFor();
      await dialog.getByLabel('Size').selectOption('450 ml');
      await dialog.getByRole('button', { name: 'Add to Cart' }).click();
      await dialog.getByRole('status').filter({ hasText: 'Added to cart' }).waitFor();
      await waitForCount(page, '1 item in cart');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'all-products');
      assert.equal(await opener.evaluate((button) => button.getRootNode().activeElement === button), true, 'focus is back on the Quick view button');
      assert.deepEqual(problems, []);
    });
  });
});
