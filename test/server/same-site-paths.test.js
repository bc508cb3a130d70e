import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sameSitePath } from '../../src/shared/url/check.js';
import { DEMO_OWNER, ownerSession, startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const HOST = 'site.test';
const SITE = `http://${HOST}`;
const MEMBER = { email: 'member@juniper.example', password: 'juniper-demo' };
const MUG = '65f1a2b3c4d5e6f708192d01';

/**
 * Addresses that are not a path of this site, each spelled as an attacker would to slip past a
 * check: another host written as a path, with dot segments, percent-encoded once, twice or three
 * times, with backslashes, control characters, whitespace, other schemes and credentials.
 */
const OFF_SITE = [
  '//evil.example',
  '//evil.example/x',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/x/..//evil.example',
  '/x/../\\evil.example',
  '/..//evil.example',
  '/../..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/x/%2e%2e//evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '//%2Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%5c/evil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%255Cevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D/evil.example',
  '/%00/evil.example',
  'https://evil.example',
  'http://evil.example/x',
  'HTTPS://evil.example/',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  '//evil.example@site.test',
  'http://site.test@evil.example/',
  'http://user:pass@site.test/',
  'https://site.test.evil.example/',
  'http://site.test//evil.example',
  'http://site.test/.//evil.example',
  'http://site.test/%2F%2Fevil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  ' //evil.example',
  '\t//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\u0000//evil.example',
  '/\u0000/evil.example',
  '%2F%2Fevil.example',
  'evil.example',
  `/${'a'.repeat(3000)}`,
];

/** Whether the browser, following `address` from a page of this site, would leave it, or a server decoding the path again would read another host. */
function leavesSite(address) {
  const url = new URL(address, `${SITE}/page`);
  if (url.host !== HOST) return true;
  let path = url.pathname;
  for (let round = 0; round < 4; round += 1) {
    if (/^\/[/\\]/.test(path)) return true;
    try {
      const decoded = decodeURIComponent(path);
      if (decoded === path) break;
      path = decoded;
    } catch {
      break;
    }
  }
  return false;
}

describe('one rule for the paths of this site', () => {
  test(`refuses every one of the ${OFF_SITE.length} off-site spellings, with the site's host given or not`, () => {
    assert.ok(OFF_SITE.length >= 50);
    for (const address of OFF_SITE) {
      assert.equal(sameSitePath(address), undefined, JSON.stringify(address));
      assert.equal(sameSitePath(address, HOST), undefined, JSON.stringify(address));
    }
  });

  test('keeps a path of the site with its query and fragment, dot segments resolved; an absolute URL only on the given host', () => {
    assert.equal(sameSitePath('/shop?sort=price#list'), '/shop?sort=price#list');
    assert.equal(sameSitePath('/journal/a%20b'), '/journal/a%20b');
    assert.equal(sameSitePath('/sale-50%25'), '/sale-50%25');
    assert.equal(sameSitePath('/x/../shop'), '/shop');
    assert.equal(sameSitePath('http://site.test/journal?page=2', HOST), '/journal?page=2');
    assert.equal(sameSitePath('http://SITE.test/journal', 'site.TEST'), '/journal');
    assert.equal(sameSitePath('http://site.test/journal'), undefined, 'no host to compare with');
    assert.equal(sameSitePath('http://elsewhere.test/x', HOST), undefined);
    assert.equal(sameSitePath('ftp://site.test/x', HOST), undefined);
  });
});

for (const target of await testDatabases()) {
  describe(`every redirect and frame route keeps to the site, over the corpus, on ${target.name}`, () => {
    let t;
    let ownerToken;
    before(async () => {
      t = await startTestApp(target, { rateLimit: { signIn: { max: 10_000 } } });
      ownerToken = await ownerSession(t, DEMO_OWNER);
    });
    after(() => t.close());

    /** A browser's form post from a page of this site: same-origin, with the crumb in the body and cookie. */
    const post = (url, fields, { cookies = {}, headers = {} } = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { host: HOST, origin: SITE, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams({ crumb: t.crumb, ...fields }).toString(),
        cookies: { crumb: t.crumb, ...cookies },
      });
    const landing = (response, address) => {
      assert.ok(response.statusCode < 500, `${response.statusCode} for ${JSON.stringify(address)}`);
      return response.headers.location;
    };
    const expectOnSite = (where, address, kind) => {
      if (where === undefined) return;
      assert.equal(leavesSite(where), false, `${kind} ${JSON.stringify(address)} went to ${where}`);
      assert.equal(where, '/', `${kind} ${JSON.stringify(address)} falls back to the home page`);
    };

    test('the back end frames the home page', async () => {
      for (const address of OFF_SITE) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/config/?${new URLSearchParams({ frameUrl: address })}`,
          headers: { host: HOST },
          cookies: { sq_owner_session: ownerToken },
        });
        assert.equal(response.statusCode, 200);
        const src = response.body.match(/<iframe\b[^>]*\bsrc="([^"]*)"/)?.[1];
        expectOnSite(src, address, 'frameUrl');
      }
    });

    test('the consent form goes back to the home page, whatever its Referer or its returnTo', async () => {
      for (const address of OFF_SITE) {
        const byReferer = await post('/consent', { consent: 'false' }, { headers: { referer: address } });
        expectOnSite(landing(byReferer, address), address, 'Referer');
        const byField = await post('/consent', { consent: 'false', returnTo: address });
        expectOnSite(landing(byField, address), address, 'returnTo');
      }
    });

    test('Add to Cart without scripts comes back to the home page', async () => {
      for (const address of OFF_SITE) {
        const response = await post('/commerce/cart/add', { productId: MUG, 'option-0': '450 ml', quantity: '1', returnTo: address });
        const where = landing(response, address);
        assert.equal(response.statusCode, 303);
        expectOnSite(where.split('?')[0], address, 'returnTo');
      }
    });

    test('a member signing in or out comes back to the home page; the sign-in page names no other page to return to', async () => {
      for (const address of OFF_SITE) {
        const signIn = await post('/members/sign-in', { ...MEMBER, path: address });
        assert.equal(signIn.statusCode, 303, JSON.stringify(address));
        expectOnSite(landing(signIn, address), address, 'sign-in path');
        const session = signIn.cookies.find((cookie) => cookie.name === 'sq_site_user')?.value;
        const signOut = await post('/members/sign-out', { path: address }, { cookies: { sq_site_user: session } });
        assert.equal(signOut.statusCode, 303);
        expectOnSite(landing(signOut, address), address, 'sign-out path');
        const page = await t.app.inject({
          method: 'GET',
          url: `/members/sign-in?${new URLSearchParams({ path: address })}`,
          headers: { host: HOST },
        });
        assert.equal(page.statusCode, 200);
        for (const [, value] of page.body.matchAll(/name="path" value="([^"]*)"/g)) expectOnSite(value, address, 'sign-in page path');
      }
    });

    test('a page address tidied to its one spelling stays on the site', async () => {
      for (const address of ['//evil.example/', '/.//evil.example/', '/%2F%2Fevil.example/', '/\\evil.example/', '/shop//evil.example/']) {
        const response = await t.app.inject({ method: 'GET', url: address, headers: { host: HOST } });
        const where = landing(response, address);
        if (where !== undefined) assert.equal(leavesSite(where), false, `${JSON.stringify(address)} went to ${where}`);
      }
    });
  });
}
