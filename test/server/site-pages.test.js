import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SITE_CONTEXT_ID } from '../../server/http/pages.js';
import { ownerSession, startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const HTML = { accept: 'text/html,application/xhtml+xml' };

function contextOf(html) {
  const match = html.match(new RegExp(`<script type="application/json" id="${SITE_CONTEXT_ID}">(.*?)</script>`, 's'));
  assert.ok(match, 'the page has the site context script');
  return JSON.parse(match[1]);
}

/** The text of the page's first h1, tags removed. */
const headingOf = (html) => (html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();

for (const target of await testDatabases()) {
  describe(`the site's pages from its definition on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    const get = (url, headers = HTML) => t.call({ method: 'GET', url, headers });

    const pageTypes = [
      ['/', 200, 2, 'Stoneware for the everyday table'],
      ['/shop', 200, 1, 'Shop'],
      ['/journal', 200, 1, 'Journal'],
      ['/gallery', 200, 1, 'The studio in pictures'],
      ['/contact', 200, 2, 'Contact the studio'],
      ['/cart', 200, 200, 'Shopping Cart'],
      ['/review', 200, 209, 'Rate your purchase'],
      ['/shop/tide-mug', 200, 50, ''],
      ['/journal/why-we-fire-slowly', 200, 50, 'Why we fire slowly'],
      ['/search?q=mug', 200, 102, 'Search'],
      ['/no/such/page', 404, 100, 'Page not found'],
    ];
    for (const [url, status, pageType, heading] of pageTypes) {
      test(`${url} answers ${status} in the site's layout with page type ${pageType}`, async () => {
        const response = await get(url);
        assert.equal(response.statusCode, status);
        assert.match(String(response.headers['content-type']), /^text\/html/);
        assert.match(response.body, /<header class="site-header">[\s\S]*<nav class="site-nav" aria-label="Main">/);
        assert.match(response.body, /<footer class="site-footer">/);
        assert.match(response.body, /<main id="main"/);
        assert.equal(contextOf(response.body).pageType, pageType);
        if (heading) assert.equal(headingOf(response.body), heading);
      });
    }

    test('every product of the shop has its own page with its price and options as text', async () => {
      const shop = (await get('/shop')).body;
      const links = [...new Set([...shop.matchAll(/href="(\/shop\/[a-z-]+)"/g)].map((match) => match[1]))];
      assert.ok(links.length >= 6, links.join(', '));
      for (const link of links) {
        const response = await get(link);
        assert.equal(response.statusCode, 200, link);
        assert.match(response.body, /<sq-product id="product"/, link);
        assert.match(response.body, /class="product-price"/, link);
      }
      const mug = (await get('/shop/tide-mug')).body;
      assert.match(mug, /<dt>Size<\/dt><dd>300 ml, 450 ml<\/dd>/);
      assert.match(mug, /from \$38\.00/);
      assert.match(mug, /<img class="product-image" src="\/images\/tide-mug\.svg" alt="Tide mug in a deep blue glaze" width="1500" height="1000"/);
    });

    test('a draft post has no page: the site answers its not-found page', async () => {
      const response = await get('/journal/summer-workshop-dates');
      assert.equal(response.statusCode, 404);
      assert.equal(contextOf(response.body).pageType, 100);
    });

    test('API paths and files keep their JSON errors', async () => {
      for (const url of ['/api/no-such-call', '/dist/no-such-file.js']) {
        const response = await get(url);
        assert.equal(response.statusCode, 404, url);
        assert.deepEqual(response.json(), { error: 'Not found' }, url);
      }
      const script = await get('/no/such/page', { accept: 'application/json' });
      assert.equal(script.statusCode, 404);
      assert.deepEqual(script.json(), { error: 'Not found' });
    });

    test('a page asked for with a trailing slash or as index.html moves to its one address, its query kept', async () => {
      for (const [url, location] of [
        ['/shop/', '/shop'],
        ['/shop/?a=1', '/shop?a=1'],
        ['/journal/index.html', '/journal'],
      ]) {
        const response = await get(url);
        assert.equal(response.statusCode, 301, url);
        assert.equal(response.headers.location, location, url);
      }
    });

    test('the navigation marks the current page, and the section of a product page', async () => {
      assert.match((await get('/journal')).body, /<a href="\/journal" aria-current="page">Journal<\/a>/);
      assert.match((await get('/shop/tide-mug')).body, /<a href="\/shop" aria-current="true">Shop<\/a>/);
    });

    test('search finds pages, products and posts by every word, and says when nothing matched', async () => {
      const found = (await get('/search?q=tide+mug')).body;
      assert.match(found, /<a href="\/shop\/tide-mug">Tide mug<\/a>/);
      assert.match(found, /value="tide mug"/);
      const none = (await get('/search?q=zzzz')).body;
      assert.match(none, /0 results for “zzzz”/);
      assert.match(none, /No results found/);
    });

    test('text from the query is text on the page, never markup', async () => {
      const body = (await get('/search?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')).body;
      assert.doesNotMatch(body, /<img src=x/);
      assert.match(body, /&lt;img src=x onerror=alert\(1\)&gt;/);
    });

    test('the header and footer are the stored ones: an owner saving new ones changes every page', async () => {
      const token = await ownerSession(t);
      const header = {
        title: 'Juniper & Co',
        navigation: [
          { title: 'Only <shop>', href: '/shop' },
          { title: 'Bad', href: 'javascript:alert(1)' },
        ],
      };
      const saved = await t.call({
        method: 'PUT',
        url: '/api/site-header-footer',
        payload: { header, footer: { text: 'New footer' } },
        cookies: { sq_owner_session: token },
      });
      assert.equal(saved.statusCode, 200);
      const body = (await get('/journal')).body;
      assert.match(body, /<a class="site-title" href="\/">Juniper &amp; Co<\/a>/);
      assert.match(body, /<a href="\/shop" >Only &lt;shop&gt;<\/a>|<a href="\/shop">Only &lt;shop&gt;<\/a>/);
      assert.doesNotMatch(body, /javascript:/);
      assert.match(body, /New footer/);
      const answered = await get('/api/site-header-footer', {});
      assert.equal(answered.json().header.title, 'Juniper & Co');
    });
  });
}
