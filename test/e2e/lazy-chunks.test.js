import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gotoSettled, useSite } from './harness.js';
import { settled, trackRequests } from './settled.js';

const CART_CHUNK = /\/dist\/chunks\/CartPage-[\w-]+\.js$/;
const REVIEWS_CHUNK = /\/dist\/chunks\/ReviewsRequest-[\w-]+\.js$/;
const WEB_SHARE_CHUNK = /\/dist\/chunks\/web-share-[\w-]+\.js$/;

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
  test('a post’s share sheet chunk loads only when the visitor asks to share, and nothing leaves the site before or after consent', async () => {
    await site.withPage(async ({ page, problems }) => {
      const requests = [];
      page.on('request', (request) => requests.push(request.url()));
      // The share sheet as a browser that has one offers it.
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', { configurable: true, value: async (data) => void (window.sqShared ??= []).push(data) });
      });
      const local = (url) => new URL(url).origin === new URL(page.url()).origin;
      await gotoSettled(page, '/journal/glazes-from-the-harbour');
      const share = page.getByRole('button', { name: 'Share…' });
      await share.waitFor();
      assert.ok(await page.getByRole('button', { name: 'Copy link' }).isVisible());
      assert.equal(requests.filter((url) => WEB_SHARE_CHUNK.test(new URL(url).pathname)).length, 0, 'no share chunk before the click');
      await share.click();
      await page.waitForFunction(() => window.sqShared?.length === 1);
      assert.deepEqual(await page.evaluate(() => window.sqShared), [
        { url: 'http://localhost:8080/journal/glazes-from-the-harbour', title: 'Glazes from the harbour' },
      ]);
      assert.equal(requests.filter((url) => WEB_SHARE_CHUNK.test(new URL(url).pathname)).length, 1);

      await gotoSettled(page, '/visit');
      const afterConsent = trackRequests(page);
      const booking = page.waitForRequest((request) => new URL(request.url()).pathname === '/stand-ins/table-booking.js');
      await page.getByRole('button', { name: 'Accept' }).click();
      // What consent lets out has been asked for once the booking script is in and the page has settled.
      await booking;
      await settled(page, afterConsent);
      afterConsent.stop();
      // The café's table booking on the same page loads its provider's script (the site's own stand-in) once the visitor accepts; nothing leaves.
      assert.deepEqual(
        requests.filter((url) => /^https?:/.test(url) && !local(url)),
        [],
        'no request to any network from the follow, share and booking blocks, before or after consent',
      );
      assert.ok(await page.getByRole('heading', { name: 'Book a table online' }).isVisible(), 'the booking widget shows');
      assert.deepEqual(problems, []);
    });
  });
});
