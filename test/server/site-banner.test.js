import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { withSiteBanner } from '../../server/render/site-banner.js';
import { sameSitePath } from '../../src/shared/url/check.js';
import { footerTemplate } from '../../server/render/site-layout.js';
import { renderHtml } from '../../server/render/ssr.js';
import { hasSiteBanner } from '../../src/shared/blocks/cookie-banner.js';
import { SITE_BANNER_ATTRIBUTE } from '../../src/shared/constants/cookie-banner.js';

const PAGE = '<!doctype html><html><head><title>t</title></head><body class="page">\n<main>Hello</main><sq-site></sq-site></body></html>';
const SETTINGS = {
  cookieBannerVariant: 'POPUP',
  cookieBannerPosition: 'TOP_RIGHT',
  cookieBannerTheme: 'LIGHT',
  cookieBannerCtaVariant: 'ICON',
  cookieBannerAcceptType: 'OPT_IN',
  cookieBannerText: '<p>We <b>count</b> visits. <a href="/cookie-policy">Cookie policy</a><script>alert(1)</script></p>',
  cookieBannerCtaText: 'OK & close',
};
const banner = (html) => /<sq-cookie-banner[^]*<\/sq-cookie-banner>/.exec(html)?.[0];

describe("the site's cookie banner in the page the server sends", () => {
  test('goes first in <body>, marked as the site’s, drawn as the element draws it, with a form that posts the choice', () => {
    const html = withSiteBanner(PAGE, { cookieSettings: SETTINGS, consentCookieValue: undefined, returnTo: '/shop?q="x"' });
    assert.match(html, new RegExp(`<body class="page">\\n<sq-cookie-banner ${SITE_BANNER_ATTRIBUTE}>`));
    const markup = banner(html);
    assert.match(markup, /class="banner popup top-right light cta-icon"/);
    assert.match(markup, /role="dialog"/);
    assert.match(markup, /aria-modal="false"/);
    assert.match(
      markup,
      /<p>We <strong>count<\/strong> visits\. <a href="\/cookie-policy">Cookie policy<\/a><\/p>/,
      'safe rich text, the script dropped',
    );
    assert.doesNotMatch(markup, /alert|<script/);
    assert.match(markup, /<form class="actions" method="post" action="\/consent">/);
    // In the page, not a shadow tree: parts are named with classes, never the part attribute.
    assert.doesNotMatch(markup, /\spart=/);
    assert.match(markup, /name="returnTo" value="\/shop\?q=&quot;x&quot;"/);
    assert.match(markup, /<button[^>]*name="consent"[^>]*value="true"[^>]*aria-label="OK &amp; close"/);
    assert.doesNotMatch(markup, /value="false"/, 'accept only');
    assert.doesNotMatch(markup, /crumb/, 'nothing personal: the page stays shareable');
  });

  test('a decline button for accept-and-decline banners', () => {
    const markup = banner(
      withSiteBanner(PAGE, { cookieSettings: { cookieBannerAcceptType: 'OPT_IN_AND_OUT' }, consentCookieValue: '', returnTo: '/' }),
    );
    assert.match(markup, /<button type="submit" class="decline" name="consent" value="false">\s*Decline\s*<\/button>/);
    assert.match(markup, /class="banner bar bottom dark cta-icon"/, 'the defaults');
    assert.match(markup, /role="region"/);
  });

  test('no banner once the visitor chose, when the site turned it off or has no settings, on a page with its own, or without the runtime', () => {
    for (const consentCookieValue of ['true', 'false']) {
      assert.equal(withSiteBanner(PAGE, { cookieSettings: SETTINGS, consentCookieValue, returnTo: '/' }), PAGE);
    }
    assert.equal(withSiteBanner(PAGE, { cookieSettings: { isCookieBannerEnabled: false }, consentCookieValue: undefined, returnTo: '/' }), PAGE);
    assert.equal(withSiteBanner(PAGE, { cookieSettings: null, consentCookieValue: undefined, returnTo: '/' }), PAGE);
    const own = PAGE.replace('<main>', '<sq-cookie-banner></sq-cookie-banner><main>');
    assert.equal(withSiteBanner(own, { cookieSettings: SETTINGS, consentCookieValue: undefined, returnTo: '/' }), own);
    const docs = PAGE.replace('<sq-site></sq-site>', '');
    assert.equal(withSiteBanner(docs, { cookieSettings: SETTINGS, consentCookieValue: undefined, returnTo: '/' }), docs);
  });
});

describe("'Cookie preferences'", () => {
  test('a visitor who chose and asked again gets the banner again, with their stored choice still in the cookie', () => {
    for (const consentCookieValue of ['true', 'false']) {
      const html = withSiteBanner(PAGE, { cookieSettings: SETTINGS, consentCookieValue, returnTo: '/', asked: true });
      assert.match(html, /<sq-cookie-banner data-sq-site-banner>/, consentCookieValue);
    }
    assert.equal(
      withSiteBanner(PAGE, { cookieSettings: { isCookieBannerEnabled: false }, consentCookieValue: 'true', returnTo: '/', asked: true }),
      PAGE,
      'no banner to ask for',
    );
  });

  test('is a form that posts `ask` to the consent route, in the footer of a site with a banner only', () => {
    const footer = (on) => renderHtml(footerTemplate({ links: [{ title: 'Search', href: '/search' }] }, 'Juniper', on));
    assert.match(
      footer(true),
      /<li><form class="cookie-preferences" method="post" action="\/consent">\s*<button type="submit"\s+name="consent" value="ask">\s*Cookie preferences\s*<\/button>/,
    );
    assert.doesNotMatch(footer(false), /cookie-preferences/);
    assert.equal(hasSiteBanner({ isCookieBannerEnabled: false }), false);
    assert.equal(hasSiteBanner({}), true, 'the banner is on by default');
    assert.equal(hasSiteBanner(undefined), false);
  });
});

describe('where the consent route sends the visitor back', () => {
  test('a path on this site, with its query and fragment', () => {
    assert.equal(sameSitePath('/shop?sort=price#list'), '/shop?sort=price#list');
    assert.equal(sameSitePath('http://site.test/journal?page=2', 'site.test'), '/journal?page=2');
  });

  test('never another host, a scheme-relative address or another scheme', () => {
    for (const address of ['//elsewhere.test/x', '/\\elsewhere.test', 'https://elsewhere.test/', 'javascript:alert(1)', '', undefined]) {
      assert.equal(sameSitePath(address), undefined, String(address));
    }
    assert.equal(sameSitePath('http://elsewhere.test/x', 'site.test'), undefined);
    assert.equal(sameSitePath('ftp://site.test/x', 'site.test'), undefined);
  });
});
