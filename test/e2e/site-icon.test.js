import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { rawRequest } from './raw-http.js';
import { startServer } from './server.js';

/** The icon a page links, or undefined: without one a browser asks for /favicon.ico, which the site does not have. */
const iconOf = (html) => /<link rel="icon" href="([^"]+)"[^>]*>/.exec(html)?.[1];

describe('the site icon on every page the real server sends', () => {
  let server;

  before(async () => {
    server = await startServer();
  });

  after(async () => {
    await server?.stop();
  });

  test('checkout, error, config and demo pages link the site\u2019s icon, which is served', async () => {
    const pages = [
      ['/commerce/goto-checkout', 200],
      ['/checkout/subscribe?cartToken=abc', 200],
      ['/checkout/donate?donatePageId=abc', 200],
      ['/checkout/donate', 400],
      ['/checkout/giftcard?websiteId=65f1a2b3c4d5e6f708192a3b&giftCardProductId=x', undefined],
      ['/config/', 200],
      ['/', 200],
      ['/contact', 200],
      ['/cookie-policy', 200],
    ];
    for (const [path, status] of pages) {
      const response = await fetch(`${server.url}${path}`);
      if (status !== undefined) assert.equal(response.status, status, path);
      assert.match(response.headers.get('content-type'), /^text\/html/, path);
      assert.equal(iconOf(await response.text()), '/favicon.svg', `${path} links the icon`);
    }
    const longAddress = await rawRequest(server.url, { path: `/${'a'.repeat(17 * 1024)}` });
    assert.equal(iconOf(longAddress.body), '/favicon.svg', 'the error page for a long address');

    const icon = await fetch(`${server.url}/favicon.svg`);
    assert.equal(icon.status, 200);
    assert.match(icon.headers.get('content-type'), /^image\/svg\+xml/);
    assert.match(await icon.text(), /<svg/);
  });
});
