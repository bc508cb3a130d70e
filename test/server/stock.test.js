import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { DEFAULT_SITE_DIR, loadSiteDefinition } from '../../server/site/load.js';
import { findCart } from '../../server/store/carts.js';
import { placeOrder } from '../../server/store/orders.js';
import { emptyDataTables } from '../../server/store/reset.js';
import { takeStock } from '../../server/store/stock.js';
import { startTestApp } from './app.js';
import { blockedBy, testDatabases } from './databases.js';
import { textOf } from './html-text.js';

const MUG = '65f1a2b3c4d5e6f708192d01';
const SMALL_MUG = 'SQ0000101';
const LARGE_MUG = 'SQ0000102';
const NOTEBOOK = '65f1a2b3c4d5e6f708192d04';
const CLUB = '65f1a2b3c4d5e6f708192d06';

const ADDRESS = { address1: '12 Harbour Road', address2: '', city: 'Portland', region: 'ME', postalCode: '04101', country: 'United States' };
const CONTACT = { email: 'ada@example.com', name: 'Ada Potter' };

/** A visitor with a cart of their own: adds through the cart API, places through the checkout form. */
function visitor(t) {
  const cookies = { crumb: t.crumb };
  return {
    cookies,
    add(productId, sku, quantity = 1) {
      return t.call({ method: 'POST', url: '/api/commerce/cart/entries', payload: { productId, sku, quantity }, cookies }).then((response) => {
        const cart = response.cookies.find((cookie) => cookie.name === 'sq_cart');
        if (cart) cookies.sq_cart = cart.value;
        return response;
      });
    },
    async added(productId, sku, quantity = 1) {
      const response = await this.add(productId, sku, quantity);
      assert.equal(response.statusCode, 200, response.body);
    },
    place() {
      return t.app.inject({
        method: 'POST',
        url: '/commerce/goto-checkout',
        cookies,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: new URLSearchParams({ crumb: t.crumb, ...CONTACT, ...ADDRESS }).toString(),
      });
    },
  };
}

/** The website context a page carries: what the runtime reads its products from. */
async function contextOf(t, url) {
  const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  assert.equal(response.statusCode, 200, url);
  const json = /<script type="application\/json" id="sq-site-context">([\s\S]*?)<\/script>/.exec(response.body)?.[1];
  assert.ok(json, `${url} carries the website context`);
  return JSON.parse(json);
}

/** A variant's stock as a page's website context has it: a number, or 'unlimited'. */
async function shownStock(t, url, productId, sku) {
  const product = (await contextOf(t, url)).products.find((entry) => entry.id === productId);
  const variant = product.variants.find((entry) => entry.sku === sku);
  return variant.unlimited ? 'unlimited' : variant.qtyInStock;
}

/** The stored stock of a variant, or undefined without a row. */
async function storedStock(db, productId, sku) {
  const row = await db.selectFrom('product_stock').select('qty').where('product_id', '=', productId).where('sku', '=', sku).executeTakeFirst();
  return row === undefined ? undefined : Number(row.qty);
}

const setStock = (db, productId, sku, qty) =>
  db.updateTable('product_stock').set({ qty }).where('product_id', '=', productId).where('sku', '=', sku).execute();

const orderCount = async (db) =>
  Number(
    (
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

for (const target of await testDatabases()) {
  describe(`orders take their quantities from the stock on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target, { rateLimit: { order: { max: 1000 }, orderAddress: { max: 1000 } } });
    });
    after(() => t.close());
    beforeEach(async () => {
      await t.db.deleteFrom('order_entries').execute();
      await t.db.deleteFrom('orders').execute();
      await t.db.deleteFrom('cart_entries').execute();
      await t.db.deleteFrom('carts').execute();
      await t.db.deleteFrom('product_stock').execute();
      await loadSiteDefinition(t.db);
    });

    test('the definition seeds a row for each limited variant; unlimited, digital and gift card variants have none', async () => {
      const rows = await t.db.selectFrom('product_stock').select(['product_id', 'sku', 'qty']).orderBy('product_id').orderBy('sku').execute();
      const stock = Object.fromEntries(rows.map((row) => [`${row.product_id}:${row.sku}`, Number(row.qty)]));
      assert.equal(stock[`${MUG}:${SMALL_MUG}`], 12);
      assert.equal(stock[`${MUG}:${LARGE_MUG}`], 4);
      assert.equal(stock['65f1a2b3c4d5e6f708192d02:SQ0000201'], 0);
      for (const key of Object.keys(stock)) {
        assert.ok(![NOTEBOOK, CLUB, '65f1a2b3c4d5e6f708192d07'].some((id) => key.startsWith(id)), key);
      }
    });

    test('an order of one of 4 in stock leaves 3: on the product page, the shop list and in the cart\u2019s checks', async () => {
      assert.equal(await shownStock(t, '/shop/tide-mug', MUG, LARGE_MUG), 4);
      const v = visitor(t);
      await v.added(MUG, LARGE_MUG, 1);
      const placed = await v.place();
      assert.equal(placed.statusCode, 303, placed.body);
      assert.equal(await storedStock(t.db, MUG, LARGE_MUG), 3);
      assert.equal(await shownStock(t, '/shop/tide-mug', MUG, LARGE_MUG), 3);
      assert.equal(await shownStock(t, '/shop', MUG, LARGE_MUG), 3);
      // The other size is untouched.
      assert.equal(await shownStock(t, '/shop/tide-mug', MUG, SMALL_MUG), 12);
      const next = visitor(t);
      const refused = await next.add(MUG, LARGE_MUG, 4);
      assert.equal(refused.statusCode, 400, refused.body);
      assert.match(refused.body, /Only 3 of this item are in stock\./);
      await next.added(MUG, LARGE_MUG, 3);
    });

    test('the stock survives a restart with the same definition, and the demo reset restores the definition\u2019s', async () => {
      const v = visitor(t);
      await v.added(MUG, LARGE_MUG, 2);
      assert.equal((await v.place()).statusCode, 303);
      assert.equal(await loadSiteDefinition(t.db), false);
      assert.equal(await storedStock(t.db, MUG, LARGE_MUG), 2);
      await emptyDataTables(t.db, t.database.dialect);
      await loadSiteDefinition(t.db);
      assert.equal(await storedStock(t.db, MUG, LARGE_MUG), 4);
      assert.equal(await shownStock(t, '/shop/tide-mug', MUG, LARGE_MUG), 4);
    });

    test('an edited qtyInStock sets the variant\u2019s stock anew; a variant made unlimited loses its row', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'sq-site-'));
      try {
        await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
        const v = visitor(t);
        await v.added(MUG, LARGE_MUG, 1);
        await v.added(MUG, SMALL_MUG, 1);
        assert.equal((await v.place()).statusCode, 303);
        const products = JSON.parse(await readFile(join(dir, 'products.json'), 'utf8'));
        const mug = products.find((product) => product.id === MUG);
        mug.variants.find((variant) => variant.sku === LARGE_MUG).qtyInStock = 20;
        mug.variants.find((variant) => variant.sku === SMALL_MUG).unlimited = true;
        await writeFile(join(dir, 'products.json'), JSON.stringify(products));
        await loadSiteDefinition(t.db, dir);
        assert.equal(await storedStock(t.db, MUG, LARGE_MUG), 20);
        assert.equal(await storedStock(t.db, MUG, SMALL_MUG), undefined);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    test('unlimited variants and digital products stay unlimited after orders', async () => {
      const v = visitor(t);
      await v.added(CLUB, 'SQ0000601', 3);
      await v.added(NOTEBOOK, undefined, 2);
      const placed = await v.place();
      assert.equal(placed.statusCode, 303, placed.body);
      assert.equal(await shownStock(t, '/shop/mug-of-the-month', CLUB, 'SQ0000601'), 'unlimited');
      assert.equal(await storedStock(t.db, CLUB, 'SQ0000601'), undefined);
      await visitor(t).added(CLUB, 'SQ0000601', 50);
    });

    test('two orders racing for the last item: one is placed, the other gets a 409 saying it is sold out, and stock ends at 0', async () => {
      await setStock(t.db, MUG, LARGE_MUG, 1);
      const [first, second] = [visitor(t), visitor(t)];
      await first.added(MUG, LARGE_MUG, 1);
      await second.added(MUG, LARGE_MUG, 1);
      const answers = await Promise.all([first.place(), second.place()]);
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [303, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      assert.match(textOf(refused.body), /Tide mug: This product is sold out\. Change your cart to go on\./);
      assert.equal(await storedStock(t.db, MUG, LARGE_MUG), 0);
      assert.equal(await orderCount(t.db), 1);
      // The refused visitor's cart is still theirs, unbought.
      const loser = answers[0].statusCode === 409 ? first : second;
      assert.equal((await findCart(t.db, loser.cookies.sq_cart)).purchased_at, null);
      assert.equal(await shownStock(t, '/shop/tide-mug', MUG, LARGE_MUG), 0);
    });

    test('placements of two carts for the last item at once: exactly one order, the other refused with nothing stored', async () => {
      await setStock(t.db, MUG, LARGE_MUG, 1);
      const carts = [];
      for (let n = 0; n < 2; n += 1) {
        const v = visitor(t);
        await v.added(MUG, LARGE_MUG, 1);
        carts.push(await findCart(t.db, v.cookies.sq_cart));
      }
      const results = await Promise.all(carts.map((cart) => placeOrder(t.db, { cart, contact: CONTACT, shipping: ADDRESS })));
      assert.equal(results.filter((result) => 'token' in result).length, 1);
      const [refusal] = results.filter((result) => 'refused' in result);
      assert.deepEqual(refusal, { refused: 'stock', shortfall: { productId: MUG, sku: LARGE_MUG, available: 0, title: 'Tide mug' } });
      assert.equal(await storedStock(t.db, MUG, LARGE_MUG), 0);
      assert.equal(await orderCount(t.db), 1);
      const open = await t.db.selectFrom('carts').select('id').where('purchased_at', 'is', null).execute();
      assert.equal(open.length, 1);
    });

    test('a placement waiting on another order\u2019s hold of the last item is refused once that order commits', async () => {
      await setStock(t.db, MUG, LARGE_MUG, 1);
      const v = visitor(t);
      await v.added(MUG, LARGE_MUG, 1);
      const cart = await findCart(t.db, v.cookies.sq_cart);
      let placing;
      await t.db.transaction().execute(async (trx) => {
        assert.equal(await takeStock(trx, [{ productId: MUG, sku: LARGE_MUG, quantity: 1 }], new Date()), undefined);
        placing = placeOrder(t.db, { cart, contact: CONTACT, shipping: ADDRESS });
        // PostgreSQL: held until the placement waits on the stock row. SQLite's one connection runs it after.
        if (target.name === 'postgres') await blockedBy(t.db, trx, 'the placement waits for the stock row');
      });
      assert.deepEqual(await placing, { refused: 'stock', shortfall: { productId: MUG, sku: LARGE_MUG, available: 0, title: 'Tide mug' } });
      assert.equal(await orderCount(t.db), 0);
      assert.equal((await findCart(t.db, v.cookies.sq_cart)).purchased_at, null);
    });

    test('an order one of whose entries is short takes nothing from the others', async () => {
      const v = visitor(t);
      await v.added(MUG, SMALL_MUG, 2);
      await v.added(MUG, LARGE_MUG, 2);
      await setStock(t.db, MUG, LARGE_MUG, 1);
      const cart = await findCart(t.db, v.cookies.sq_cart);
      const result = await placeOrder(t.db, { cart, contact: CONTACT, shipping: ADDRESS });
      assert.deepEqual(result, { refused: 'stock', shortfall: { productId: MUG, sku: LARGE_MUG, available: 1, title: 'Tide mug' } });
      assert.deepEqual([await storedStock(t.db, MUG, SMALL_MUG), await storedStock(t.db, MUG, LARGE_MUG)], [12, 1]);
      assert.equal(await orderCount(t.db), 0);
    });

    test('the stock can never be stored below 0', async () => {
      await assert.rejects(setStock(t.db, MUG, LARGE_MUG, -1));
      assert.equal(await storedStock(t.db, MUG, LARGE_MUG), 4);
    });
  });
}
