import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { hashPassword } from '../../server/accounts/passwords.js';
import { SITE_CONTEXT_ID } from '../../server/http/pages.js';
import { buildApp } from '../../server/app.js';
import { DEFAULT_SITE_DIR, loadSiteDefinition } from '../../server/site/load.js';
import { ownerSession, startTestApp, TEST_SECRET } from './app.js';
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
      ['/gallery', 200, 1, 'In the studio'],
      ['/contact', 200, 2, 'Contact the studio'],
      ['/cart', 200, 200, 'Shopping Cart'],
      ['/review', 200, 209, 'Rate your purchase'],
      ['/shop/tide-mug', 200, 50, ''],
      ['/journal/why-we-fire-slowly', 200, 50, 'Why we fire slowly'],
      ['/search?q=mug', 200, 102, 'Search'],
      ['/no/such/page', 404, 100, 'Page not found'],
    ];
    test('no page puts a part attribute in its light DOM (the banner, the blocks): part names nodes of shadow trees', async () => {
      for (const [url] of [...pageTypes, ['/studio'], ['/visit'], ['/cookie-policy']]) {
        const body = (await get(url)).body.replace(/<script\b[\s\S]*?<\/script>/g, '');
        assert.doesNotMatch(body, /<[a-z][\w-]*\s[^>]*\bpart=/, url);
      }
    });

    test('every picture on every page has an address, as HTML requires: a lazy one has a placeholder until it loads', async () => {
      for (const [url] of [...pageTypes, ['/studio'], ['/visit'], ['/cookie-policy'], ['/members/join']]) {
        const body = (await get(url)).body.replace(/<script\b[\s\S]*?<\/script>/g, '');
        for (const [image] of body.matchAll(/<img\b[^>]*>/g)) assert.match(image, /\ssrc="[^"]+"/, `${url}: ${image}`);
      }
      const lazy = (await get('/studio')).body.match(/<img\b[^>]*\bdata-src=[^>]*>/g);
      assert.ok(lazy.length >= 4, 'the studio has lazy pictures');
      for (const image of lazy) assert.match(image, /\ssrc="data:image\/svg\+xml,[^"\s]*viewBox=%220%200%20\d+%20\d+%22/, image);
    });

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

    test('every product of the shop has its own page with its price, and its options to choose from', async () => {
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
      // Its options are the add-to-cart form's labelled select, which posts without scripts.
      assert.match(mug, /<label for="product-option-0">Size<\/label>\s*<select id="product-option-0" name="option-0" required>/);
      assert.match(
        mug.replace(/<!--[^]*?-->/g, ''),
        /<option value="300 ml"[^>]*>\s*300 ml\s*<\/option>\s*<option value="450 ml"[^>]*>\s*450 ml\s*<\/option>/,
      );
      assert.match(mug, /from £38\.00/);
      assert.match(
        mug,
        /<img\s+class="product-image"\s+src="\/images\/tide-mug\.svg"\s+alt="Tide mug in a deep blue glaze"\s+width="1500"\s+height="1000"/,
      );
    });

    test('a draft post has no page: the site answers its not-found page', async () => {
      const response = await get('/journal/summer-workshop-dates');
      assert.equal(response.statusCode, 404);
      assert.equal(contextOf(response.body).pageType, 100);
    });

    test('only API paths answer JSON errors: every other unknown address gets the not-found page, whatever it accepts', async () => {
      for (const url of ['/api/no-such-call', '/api/no-such-call?x=1']) {
        const response = await get(url, { accept: 'text/html' });
        assert.equal(response.statusCode, 404, url);
        assert.deepEqual(response.json(), { error: 'Not found' }, url);
      }
      for (const [url, accept] of [
        ['/no-such-page', '*/*'],
        ['/no/such/page', 'application/json'],
        ['/no-such-page', undefined],
        ['/dist/no-such-file.js', '*/*'],
        ['/apis-are-not-here', '*/*'],
      ]) {
        const response = await get(url, accept === undefined ? {} : { accept });
        assert.equal(response.statusCode, 404, `${url} (${accept})`);
        assert.match(String(response.headers['content-type']), /^text\/html/, `${url} (${accept})`);
        assert.match(response.body, /<h1>Page not found<\/h1>/, `${url} (${accept})`);
        assert.equal(contextOf(response.body).pageType, 100);
      }
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
      // Ranked, each match marked.
      assert.match(found, /<a href="\/shop\/tide-mug"><mark>Tide<\/mark> <mark>mug<\/mark><\/a>/);
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

    const post = (url, fields, cookies = {}) =>
      t.call({
        method: 'POST',
        url,
        headers: { ...HTML, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
        cookies,
      });
    const cookieOf = (response, prefix) => response.cookies.find((cookie) => cookie.name.startsWith(prefix));

    test('a page with a password is protected content (401, page type 105) until its password is given', async () => {
      const locked = await get('/trade');
      assert.equal(locked.statusCode, 401);
      assert.equal(contextOf(locked.body).pageType, 105);
      assert.equal(headingOf(locked.body), 'Protected page');
      assert.doesNotMatch(locked.body, /Trade prices per piece/);
      assert.match(locked.body, /<form class="access-form" method="post" action="\/unlock">/);

      const wrong = await post('/unlock', { scope: 'trade', path: '/trade', password: 'nope' });
      assert.equal(wrong.statusCode, 401);
      assert.match(wrong.body, /role="alert">That password is not right. Try again.</);
      assert.equal(cookieOf(wrong, 'sq_unlocked_'), undefined);

      const right = await post('/unlock', { scope: 'trade', path: '/trade', password: 'juniper-trade' });
      assert.equal(right.statusCode, 303);
      assert.equal(right.headers.location, '/trade');
      const cookie = cookieOf(right, 'sq_unlocked_');
      assert.equal(cookie.httpOnly, true);
      const open = await t.call({ method: 'GET', url: '/trade', headers: HTML, cookies: { [cookie.name]: cookie.value } });
      assert.equal(open.statusCode, 200);
      assert.match(open.body, /Trade prices per piece/);
      const forged = await t.call({ method: 'GET', url: '/trade', headers: HTML, cookies: { [cookie.name]: 'forged' } });
      assert.equal(forged.statusCode, 401);
    });

    test('after the password, the visitor goes back only to a path on this site', async () => {
      const away = await post('/unlock', { scope: 'trade', path: '//evil.example/x', password: 'juniper-trade' });
      assert.equal(away.statusCode, 303);
      assert.equal(away.headers.location, '/');
    });

    test('a members-only page asks a visitor to sign in (401, page type 105) and opens to a signed-in member', async () => {
      const away = await get('/members');
      assert.equal(away.statusCode, 401);
      assert.equal(contextOf(away.body).pageType, 105);
      assert.equal(headingOf(away.body), 'Members only');
      assert.doesNotMatch(away.body, /Kiln slots/);
      const wrong = await post('/members/sign-in', { email: 'member@juniper.example', password: 'nope', path: '/members' });
      assert.equal(wrong.statusCode, 401);
      assert.match(wrong.body, /The email address or password is incorrect\./);
      const signedIn = await post('/members/sign-in', { email: 'member@juniper.example', password: 'juniper-demo', path: '/members' });
      assert.equal(signedIn.statusCode, 303);
      const session = cookieOf(signedIn, 'sq_site_user');
      const open = await t.call({ method: 'GET', url: '/members', headers: HTML, cookies: { sq_site_user: session.value } });
      assert.equal(open.statusCode, 200);
      assert.match(open.body, /Kiln slots/);
    });

    test('search never shows what a password or a member area keeps', async () => {
      const results = async (query) => (await get(`/search?q=${query}`)).body.match(/<section class="search-results"[\s\S]*?<\/section>/)[0];
      assert.match(await results('tide'), /href="\/shop\/tide-mug"/);
      assert.doesNotMatch(await results('trade'), /href="\/trade"/);
      assert.doesNotMatch(await results('kiln+slots'), /href="\/members"/);
    });

    test('a form posted without the crumb is refused', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/unlock',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'scope=trade&password=juniper-trade',
      });
      assert.equal(response.statusCode, 401);
      assert.equal(cookieOf(response, 'sq_unlocked_'), undefined);
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

for (const target of await testDatabases()) {
  describe(`a site behind its lock screen on ${target.name}`, () => {
    let t;
    let dir;
    before(async () => {
      dir = await mkdtemp(join(tmpdir(), 'sq-lock-'));
      await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
      const website = JSON.parse(await readFile(join(dir, 'website.json'), 'utf8'));
      website.lockScreen = { passwordHash: await hashPassword('open-sesame') };
      await writeFile(join(dir, 'website.json'), JSON.stringify(website));
      t = await startTestApp(target, { siteDir: dir });
    });
    after(async () => {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    });

    test('every page is the lock screen (401, page type 103) until the site password is given; its hash never reaches a page', async () => {
      for (const url of ['/', '/shop/tide-mug', '/journal/why-we-fire-slowly', '/search?q=mug']) {
        const response = await t.call({ method: 'GET', url, headers: HTML });
        assert.equal(response.statusCode, 401, url);
        const context = contextOf(response.body);
        assert.equal(context.pageType, 103, url);
        assert.equal('lockScreen' in context, false);
        assert.doesNotMatch(response.body, /scrypt\$|\$argon2id\$|Tide mug/, url);
      }
      const right = await t.call({
        method: 'POST',
        url: '/unlock',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'scope=site&path=%2Fshop&password=open-sesame',
      });
      assert.equal(right.statusCode, 303);
      const cookie = right.cookies.find((entry) => entry.name === 'sq_unlocked_site');
      const open = await t.call({ method: 'GET', url: '/shop', headers: HTML, cookies: { sq_unlocked_site: cookie.value } });
      assert.equal(open.statusCode, 200);
    });
  });
}

describe('a page that fails', () => {
  test("answers the site's error page (500, page type 101) to a browser, in the layout as last drawn; JSON to the API", async () => {
    const [target] = await testDatabases();
    const database = await target.open();
    await loadSiteDefinition(database.db);
    const app = buildApp({ database, secret: TEST_SECRET });
    app.get('/broken-page', async () => {
      throw new Error('a fault of the server');
    });
    app.get('/api/broken', async () => {
      throw new Error('a fault of the server');
    });
    await app.ready();
    try {
      await app.inject({ method: 'GET', url: '/', headers: HTML });
      const page = await app.inject({ method: 'GET', url: '/broken-page', headers: HTML });
      assert.equal(page.statusCode, 500);
      assert.match(String(page.headers['content-type']), /^text\/html/);
      assert.equal(contextOf(page.body).pageType, 101);
      assert.equal(headingOf(page.body), 'Something went wrong');
      assert.match(page.body, /<a class="site-title" href="\/">Juniper Ceramics<\/a>/);
      assert.doesNotMatch(page.body, /a fault of the server/);
      const api = await app.inject({ method: 'GET', url: '/api/broken', headers: HTML });
      assert.equal(api.statusCode, 500);
      assert.deepEqual(api.json(), { error: 'Internal server error' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
