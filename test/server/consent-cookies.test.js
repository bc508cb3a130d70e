import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const HOST = 'shop.site.test';
const SITE = `http://${HOST}`;
const TRACKING = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];

/** The tracking cookies a response expires, as `name path domain`, sorted. */
const expired = (response) =>
  response.cookies
    .filter((cookie) => TRACKING.includes(cookie.name) && cookie.value === '' && cookie.expires <= new Date())
    .map(({ name, path, domain }) => `${name} ${path} ${domain ?? '-'}`)
    .sort();

/** Every combination of the names, paths and domains, as `expired` writes them. */
const every = (names, paths, domains) =>
  names.flatMap((name) => paths.flatMap((path) => domains.map((domain) => `${name} ${path} ${domain}`))).sort();

for (const target of await testDatabases()) {
  describe(`tracking cookies the visitor declined go on every path and domain of the page, without scripts, on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    const choose = (consent, referer) =>
      t.app.inject({
        method: 'POST',
        url: '/consent',
        headers: { host: HOST, origin: SITE, referer, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ consent }).toString(),
      });
    const visit = (url, cookies) => t.app.inject({ method: 'GET', url, headers: { host: HOST }, cookies });

    test('Decline on the banner of a page expires every tracking cookie on that page’s paths, for the host and its parent domain', async () => {
      const response = await choose('false', `${SITE}/cookie-policy?from=footer`);
      assert.equal(response.statusCode, 303);
      assert.equal(response.headers.location, '/cookie-policy?from=footer');
      assert.equal(response.cookies.find((cookie) => cookie.name === 'ss_cookieAllowed')?.value, 'false');
      // The form posts to /consent, which never sees the page's own cookies: all of them go.
      assert.deepEqual(expired(response), every(TRACKING, ['/', '/cookie-policy', '/cookie-policy/'], ['-', HOST, '.site.test']));
    });

    test('Accept expires nothing', async () => {
      const response = await choose('true', `${SITE}/cookie-policy`);
      assert.equal(response.statusCode, 303);
      assert.deepEqual(expired(response), []);
    });

    test('a page sent to a visitor who declined expires the tracking cookies the request carries, on each of its paths', async () => {
      const response = await visit('/journal/why-we-fire-slowly?ref=home', { ss_cookieAllowed: 'false', ss_cid: 'x', ss_cvisit: 'y' });
      assert.equal(response.statusCode, 200);
      const paths = ['/', '/journal', '/journal/', '/journal/why-we-fire-slowly', '/journal/why-we-fire-slowly/'];
      assert.deepEqual(expired(response), every(['ss_cid', 'ss_cvisit'], paths, ['-', HOST, '.site.test']));
    });

    test('a page sent to a visitor who accepted keeps their cookies', async () => {
      const response = await visit('/journal/why-we-fire-slowly', { ss_cookieAllowed: 'true', ss_cid: 'x' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(expired(response), []);
    });
  });
}
