import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gotoSettled, useSite } from './harness.js';

const CART_CHUNK = /\/dist\/chunks\/CartPage-[\w-]+\.js$/;
const REVIEWS_CHUNK = /\/dist\/chunks\/ReviewsRequest-[\w-]+\.js$/;

describe('lazy view chunks are fetched only for a page with their tag', () => {
  const site = useSite();

  /** The script URLs a page fetched once its network went quiet. */
  async function scriptsOf(path, ready) {
    const urls = [];
    await site.withPage(async ({ page, problems }) => {
      page.on('request', (request) => urls.push(new URL(request.url()).pathname));
      await gotoSettled(page, path);
      if (ready) await ready(page);
      assert.deepEqual(problems, []);
    });
    return urls;
  }

  test('the shop page fetches neither the cart page nor the review view', async () => {
    const urls = await scriptsOf('/shop');
    assert.ok(
      urls.some((url) => url.endsWith('/dist/sq-elements.js')),
      'the loader ran',
    );
    assert.equal(urls.filter((url) => CART_CHUNK.test(url)).length, 0);
    assert.equal(urls.filter((url) => REVIEWS_CHUNK.test(url)).length, 0);
  });

  test('the cart page fetches its own view chunk and not the review view', async () => {
    const urls = await scriptsOf('/cart', (page) => page.locator('#cart-page').getByRole('heading', { name: 'Shopping Cart' }).waitFor());
    assert.equal(urls.filter((url) => CART_CHUNK.test(url)).length, 1);
    assert.equal(urls.filter((url) => REVIEWS_CHUNK.test(url)).length, 0);
  });

  test('the review page fetches its view chunk and shows the demo request', async () => {
    const urls = await scriptsOf('/review', (page) =>
      page.locator('#reviews-request').getByRole('radiogroup', { name: 'Rating (required).' }).waitFor(),
    );
    assert.equal(urls.filter((url) => REVIEWS_CHUNK.test(url)).length, 1);
    assert.equal(urls.filter((url) => CART_CHUNK.test(url)).length, 0);
  });
});
