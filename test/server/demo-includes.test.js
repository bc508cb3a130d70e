import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expandIncludes, navigationPath, readPartials } from '../../server/http/demo-includes.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const partials = new Map([
  [
    'nav',
    '  <nav>\n    <li><a href="/">Home</a></li>\n    <li><a href="/shop.html">Shop</a></li>\n    <!-- sq-demo:extra -->\n    <p>extra</p>\n    <!-- /sq-demo:extra -->\n  </nav>\n',
  ],
]);

describe('demo includes', () => {
  test('a marker becomes its partial, marking the page\u2019s own link and keeping sections only when flagged', () => {
    assert.equal(
      expandIncludes('<body>\n  <!-- sq-demo:nav -->\n</body>', partials, '/shop.html?q=1'),
      '<body>\n  <nav>\n    <li><a href="/">Home</a></li>\n    <li><a href="/shop.html" aria-current="page">Shop</a></li>\n  </nav>\n</body>',
    );
    assert.match(
      expandIncludes('  <!-- sq-demo:nav extra -->\n', partials, '/index.html'),
      /<a href="\/" aria-current="page">Home<\/a>[\s\S]*<p>extra<\/p>/,
    );
  });

  test('an unknown partial stays a comment; addresses are read as the navigation writes them', () => {
    assert.equal(expandIncludes('<!-- sq-demo:nope -->', partials, '/'), '<!-- sq-demo:nope -->');
    assert.equal(navigationPath('/cookie-policy/index.html'), '/cookie-policy/');
    assert.equal(navigationPath('/index.html?x=1#top'), '/');
    assert.deepEqual(readPartials('/no/such/folder'), new Map());
  });
});

for (const target of await testDatabases()) {
  describe(`demo pages with their shared header and footer on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    test('each page gets the header with its own link current, the cart indicator where it asks, and the footer', async () => {
      const shop = (await t.app.inject({ method: 'GET', url: '/shop.html' })).body;
      assert.match(shop, /<li><a href="\/shop.html" aria-current="page">Shop<\/a><\/li>/);
      assert.match(shop, /<sq-cart-indicator id="cart-indicator"><\/sq-cart-indicator>/);
      assert.match(shop, /<footer class="site-footer">/);
      assert.doesNotMatch(shop, /sq-demo:/);
      const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
      assert.match(home, /<li><a href="\/" aria-current="page">Home<\/a><\/li>/);
      assert.equal((home.match(/aria-current="page"/g) ?? []).length, 1);
      assert.doesNotMatch(home, /sq-cart-indicator/);
    });

    test('the partials themselves are not served', async () => {
      assert.equal((await t.app.inject({ method: 'GET', url: '/partials/site-header.html' })).statusCode, 404);
    });
  });
}
