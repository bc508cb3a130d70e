import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { buildApp } from '../../server/app.js';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_SITE_DIR, loadSiteDefinition } from '../../server/site/load.js';
import { DEMO_EDITOR, DEMO_VIEWER, ownerSession, startTestApp, TEST_SECRET } from './app.js';
import { testDatabases } from './databases.js';

const API = '/api/config/site-settings';

const SIGN_IN = { error: 'Sign in to the config area first.', loginRequired: true };
const NOT_SETTINGS = { error: 'Only an admin may change the site’s settings.' };
const NOT_DESIGN = { error: 'Only an editor or an admin may change the site’s design.' };
const LINKS = 'Links must be formatted as https://example.com or https://example.com.';

/** Every field of the cookie banner in its API form. */
const COOKIE_BANNER = Object.freeze({
  cookieBannerCtaText: 'Fine by me',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerPosition: 'BOTTOM_RIGHT',
  cookieBannerText: '<p>We bake cookies too.</p>',
  cookieBannerTheme: 'LIGHT',
  cookieBannerVariant: 'POPUP',
  cookieBannerOptOutCtaText: 'No thanks',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  isCookieBannerEnabled: true,
  isRestrictiveCookiePolicyEnabled: false,
  isVisitorDataRestricted: true,
  isRestrictiveCookiePolicyAbsolute: false,
  version: 2,
});
const ANNOUNCEMENT = Object.freeze({ showAnnouncementBar: true, text: 'Kiln sale this weekend', clickthroughUrl: '/shop', newWindow: false });
const POPUP = Object.freeze({
  isEnabled: true,
  disabledOnMobile: true,
  style: 'dark',
  frequency: 7,
  title: 'Spring kiln opening',
  message: 'Saturday, 10 to 4.\nSeconds at half price.',
  buttonText: 'See the pieces',
  buttonUrl: '/shop',
});

/** The website context a page carries. */
function contextOf(html) {
  const match = /<script type="application\/json" id="sq-site-context">(.*?)<\/script>/s.exec(html);
  assert.ok(match, 'the page carries its website context');
  return JSON.parse(match[1]);
}

for (const target of await testDatabases()) {
  describe(`the site settings editors' routes on ${target.name}`, () => {
    let t;
    let owner;
    let editor;
    let viewer;
    const as = (token) => (request) => t.call({ ...request, cookies: { sq_owner_session: token, ...request.cookies } });

    before(async () => {
      t = await startTestApp(target);
      owner = await ownerSession(t);
      editor = await ownerSession(t, DEMO_EDITOR);
      viewer = await ownerSession(t, DEMO_VIEWER);
    });
    after(() => t.close());
    beforeEach(async () => {
      await t.db.deleteFrom('owner_settings').execute();
    });

    test('before any edit each GET answers the definition’s values, the cookie banner in its API form', async () => {
      const banner = await as(owner)({ method: 'GET', url: `${API}/cookie-banner` });
      assert.equal(banner.statusCode, 200, banner.body);
      // website.json: analytics cookies disabled, activity log on, the site's own text saying what Decline does.
      assert.deepEqual(banner.json(), {
        cookieBannerCtaText: 'Accept',
        cookieBannerCtaVariant: 'BUTTON',
        cookieBannerPosition: 'BOTTOM',
        cookieBannerText: JSON.parse(await readFile(join(DEFAULT_SITE_DIR, 'website.json'), 'utf8')).cookieSettings.cookieBannerText,
        cookieBannerTheme: 'DARK',
        cookieBannerVariant: 'BAR',
        cookieBannerOptOutCtaText: 'Decline',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        isCookieBannerEnabled: true,
        isRestrictiveCookiePolicyEnabled: true,
        isVisitorDataRestricted: false,
        isRestrictiveCookiePolicyAbsolute: true,
        version: 2,
      });
      const bar = await as(editor)({ method: 'GET', url: `${API}/announcement-bar` });
      assert.deepEqual(bar.json(), { showAnnouncementBar: true, text: '', clickthroughUrl: '', newWindow: false });
      const popup = await as(editor)({ method: 'GET', url: `${API}/popup-overlay` });
      assert.deepEqual(popup.json(), {
        isEnabled: false,
        disabledOnMobile: false,
        style: 'light',
        frequency: 0,
        title: '',
        message: '',
        buttonText: '',
        buttonUrl: '',
        version: 0,
      });
    });

    test('the cookie banner saved as a popup is what the next page draws and carries in its context', async () => {
      const saved = await as(owner)({ method: 'PUT', url: `${API}/cookie-banner`, payload: COOKIE_BANNER });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(saved.json(), COOKIE_BANNER);
      assert.deepEqual((await as(owner)({ method: 'GET', url: `${API}/cookie-banner` })).json(), COOKIE_BANNER);

      const page = await t.app.inject({ method: 'GET', url: '/visit', headers: { accept: 'text/html' } });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /class="banner popup bottom-right light cta-button"/);
      assert.match(page.body, /We bake cookies too\./);
      const { cookieSettings } = contextOf(page.body);
      assert.equal(cookieSettings.cookieBannerVariant, 'POPUP');
      assert.equal(cookieSettings.isAnalyticsCookiesDisabled, false, 'from isRestrictiveCookiePolicyEnabled');
      assert.equal(cookieSettings.isActivityLogEnabled, false, 'the inverse of isVisitorDataRestricted');
    });

    test('an empty paragraph as the banner text is saved as an empty string, and a bar keeps a bar position', async () => {
      const saved = await as(owner)({
        method: 'PUT',
        url: `${API}/cookie-banner`,
        payload: { ...COOKIE_BANNER, cookieBannerText: '<p></p>', cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_RIGHT' },
      });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal(saved.json().cookieBannerText, '');
      assert.equal(saved.json().cookieBannerPosition, 'TOP');
    });

    test('the announcement bar and the popup overlay saved show in the next page’s context; each popup save is a new version', async () => {
      const bar = await as(editor)({
        method: 'PUT',
        url: `${API}/announcement-bar`,
        payload: { ...ANNOUNCEMENT, text: '  Kiln sale this weekend ' },
      });
      assert.equal(bar.statusCode, 200, bar.body);
      assert.deepEqual(bar.json(), ANNOUNCEMENT);
      const first = await as(editor)({
        method: 'PUT',
        url: `${API}/popup-overlay`,
        payload: { ...POPUP, title: `  ${POPUP.title} `, buttonUrl: ` ${POPUP.buttonUrl}` },
      });
      assert.deepEqual(first.json(), { ...POPUP, version: 1 });
      const second = await as(owner)({ method: 'PUT', url: `${API}/popup-overlay`, payload: { ...POPUP, frequency: -1 } });
      assert.deepEqual(second.json(), { ...POPUP, frequency: -1, version: 2 });

      const context = contextOf((await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body);
      assert.equal(context.showAnnouncementBar, true);
      assert.deepEqual(context.websiteSettings.announcementBarSettings, {
        text: 'Kiln sale this weekend',
        clickthroughUrl: '/shop',
        newWindow: false,
      });
      assert.deepEqual(context.websiteSettings.popupOverlaySettings, { ...POPUP, frequency: -1, version: 2 });
      // What the owner did not edit stays the definition's.
      assert.equal(context.websiteSettings.disqusShortname, 'juniper-ceramics-demo');
    });

    test('an owner’s edit outlives a restart with unchanged definition files', async () => {
      await as(owner)({ method: 'PUT', url: `${API}/cookie-banner`, payload: COOKIE_BANNER });
      await as(editor)({ method: 'PUT', url: `${API}/announcement-bar`, payload: ANNOUNCEMENT });
      // A restart: the definition is loaded again, and a new app reads the same database.
      await loadSiteDefinition(t.db);
      const restarted = buildApp({ database: t.database, secret: TEST_SECRET });
      await restarted.ready();
      try {
        const page = await restarted.inject({ method: 'GET', url: '/shop', headers: { accept: 'text/html' } });
        const context = contextOf(page.body);
        assert.equal(context.cookieSettings.cookieBannerVariant, 'POPUP');
        assert.equal(context.websiteSettings.announcementBarSettings.text, ANNOUNCEMENT.text);
      } finally {
        // The database belongs to the test app, which closes it.
        await restarted.close();
      }
    });

    test('bad input is refused with 400 and the reason, and nothing is saved', async () => {
      const cases = [
        [owner, `${API}/cookie-banner`, { ...COOKIE_BANNER, cookieBannerVariant: 'SIDEBAR' }, /cookieBannerVariant/],
        [owner, `${API}/cookie-banner`, { ...COOKIE_BANNER, version: 1 }, /version/],
        [owner, `${API}/cookie-banner`, { ...COOKIE_BANNER, isVisitorDataRestricted: undefined }, /isVisitorDataRestricted/],
        [editor, `${API}/announcement-bar`, { ...ANNOUNCEMENT, clickthroughUrl: 'javascript:alert(1)' }, new RegExp(LINKS.replace(/[.]/g, '\\.'))],
        [editor, `${API}/announcement-bar`, { ...ANNOUNCEMENT, clickthroughUrl: 'https:example.com' }, new RegExp(LINKS.replace(/[.]/g, '\\.'))],
        [editor, `${API}/announcement-bar`, { ...ANNOUNCEMENT, text: 'x'.repeat(201) }, /text/],
        [editor, `${API}/popup-overlay`, { ...POPUP, frequency: -2 }, /frequency/],
        [editor, `${API}/popup-overlay`, { ...POPUP, style: 'loud' }, /style/],
        [editor, `${API}/popup-overlay`, { ...POPUP, title: ' ', message: '' }, /^Give the popup a heading or a message to show\.$/],
        [editor, `${API}/popup-overlay`, { ...POPUP, buttonUrl: '' }, /^Give the button its link\.$/],
        [editor, `${API}/popup-overlay`, { ...POPUP, buttonText: '' }, /^Give the button its text\.$/],
        [editor, `${API}/popup-overlay`, { ...POPUP, buttonUrl: 'javascript:alert(1)' }, new RegExp(LINKS.replace(/[.]/g, '\\.'))],
        [editor, `${API}/popup-overlay`, { ...POPUP, message: 'x'.repeat(1001) }, /message/],
      ];
      for (const [token, url, payload, reason] of cases) {
        const response = await as(token)({ method: 'PUT', url, payload });
        assert.equal(response.statusCode, 400, `${url} ${JSON.stringify(payload)}: ${response.body}`);
        assert.match(response.json().error, reason);
      }
      assert.deepEqual(await t.db.selectFrom('owner_settings').selectAll().execute(), []);
    });

    test('without a session every route answers 401 loginRequired; without the crumb a save answers 401 crumbFail', async () => {
      for (const path of ['cookie-banner', 'announcement-bar', 'popup-overlay']) {
        const read = await t.call({ method: 'GET', url: `${API}/${path}` });
        assert.equal(read.statusCode, 401);
        assert.deepEqual(read.json(), SIGN_IN);
        const write = await t.call({ method: 'PUT', url: `${API}/${path}`, payload: {} });
        assert.equal(write.statusCode, 401);
        assert.deepEqual(write.json(), SIGN_IN);
        const noCrumb = await t.app.inject({ method: 'PUT', url: `${API}/${path}`, payload: {}, cookies: { sq_owner_session: owner } });
        assert.equal(noCrumb.statusCode, 401);
        assert.deepEqual(noCrumb.json(), { crumbFail: true });
        const forged = await as(owner)({ method: 'PUT', url: `${API}/${path}`, payload: {}, headers: { 'x-csrf-token': 'forged.crumb' } });
        assert.deepEqual(forged.json(), { crumbFail: true });
      }
      assert.deepEqual(await t.db.selectFrom('owner_settings').selectAll().execute(), []);
    });

    test('an editor may not read or change the cookie banner (403); a viewer may use none of the routes', async () => {
      for (const method of ['GET', 'PUT']) {
        const payload = method === 'PUT' ? COOKIE_BANNER : undefined;
        const refused = await as(editor)({ method, url: `${API}/cookie-banner`, payload });
        assert.equal(refused.statusCode, 403);
        assert.deepEqual(refused.json(), NOT_SETTINGS);
        const viewerBanner = await as(viewer)({ method, url: `${API}/cookie-banner`, payload });
        assert.equal(viewerBanner.statusCode, 403);
        for (const [path, body] of [
          ['announcement-bar', ANNOUNCEMENT],
          ['popup-overlay', POPUP],
        ]) {
          const response = await as(viewer)({ method, url: `${API}/${path}`, payload: method === 'PUT' ? body : undefined });
          assert.equal(response.statusCode, 403);
          assert.deepEqual(response.json(), NOT_DESIGN);
        }
      }
      // The existing settings routes keep the same rule: an editor changes the header, not the languages.
      const languages = await as(editor)({ method: 'PUT', url: '/api/multilingual/languages', payload: { languages: ['fr'] } });
      assert.equal(languages.statusCode, 403);
      const header = await as(viewer)({ method: 'PUT', url: '/api/site-header-footer', payload: { header: {}, footer: {} } });
      assert.equal(header.statusCode, 403);
      assert.deepEqual(await t.db.selectFrom('owner_settings').selectAll().execute(), []);
    });
  });
}
