import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { collectProblems, launchBrowser } from './browser.js';
import { gotoSettled, query, siteWithCookieSettings } from './harness.js';
import { settled, trackRequests } from './settled.js';
import { startServer } from './server.js';

const WEBSITE_ID = '65f1a2b3c4d5e6f708192a3b';

const pageViews = (dbFile) => query(dbFile, "SELECT * FROM hits WHERE kind = 'RecordHit' ORDER BY id");
const trackingCookies = (cookies) => cookies.filter((cookie) => cookie.name.startsWith('ss_c') && cookie.name !== 'ss_cookieAllowed');

/** The census answers a page view once its row is stored: resolves with that answer. */
const pageViewStored = (page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/census/RecordHit');

/** One server per site definition: the demo's, or a copy with its own cookie settings. */
function siteSuite(name, cookieSettings, run) {
  describe(name, () => {
    let dir;
    let dbFile;
    let server;
    let browser;

    before(async () => {
      dir = await mkdtemp(join(tmpdir(), 'sq-site-e2e-'));
      dbFile = join(dir, 'sq.db');
      const siteDir = await siteWithCookieSettings(dir, cookieSettings);
      [server, browser] = await Promise.all([startServer({ dbFile, env: { SQ_SITE_DIR: siteDir } }), launchBrowser()]);
    });

    after(async () => {
      await browser?.close();
      await server?.stop();
      await rm(dir, { recursive: true, force: true });
    });

    run(async (body) => {
      const context = await browser.newContext({ baseURL: server.url });
      try {
        const page = await context.newPage();
        const problems = await collectProblems(context, page);
        const requests = [];
        page.on('request', (request) => requests.push(new URL(request.url()).pathname));
        await body({ context, page, problems, requests, dbFile });
      } finally {
        await context.close();
      }
    });
  });
}

siteSuite('sq-site on the demo: a fresh visitor', {}, (withPage) => {
  test("the page view lands as a census row with the hit fields filled, and the visitor's cookies are set", async () => {
    await withPage(async ({ context, page, problems, dbFile }) => {
      await page.goto('/');
      const afterConsent = trackRequests(page);
      const stored = pageViewStored(page);
      // The demo's cookie policy is restrictive: the visit is counted once the visitor accepts.
      await page.locator('sq-cookie-banner').getByRole('button', { name: 'Accept', exact: true }).click();
      assert.ok((await stored).ok(), 'the census took the page view');
      const [row] = pageViews(dbFile);
      assert.ok(row, 'a census row');
      assert.equal(row.event, 1);
      const cookies = await context.cookies();
      const visitor = cookies.find((cookie) => cookie.name === 'ss_cvr');
      assert.ok(visitor, 'ss_cvr is set');
      // 2 years are asked for; Chromium caps every cookie at 400 days.
      assert.ok(visitor.expires * 1000 > Date.now() + 399 * 24 * 3600 * 1000, 'ss_cvr lasts as long as the browser allows');
      const timestamp = cookies.find((cookie) => cookie.name === 'ss_cvt');
      assert.ok(Math.abs(timestamp.expires * 1000 - (Date.now() + 30 * 60 * 1000)) < 60_000, 'ss_cvt lasts 30 minutes');
      assert.equal(row.visitor, visitor.value);
      const data = JSON.parse(row.data);
      assert.equal(data.websiteId, WEBSITE_ID);
      assert.equal(data.url, '/');
      assert.equal(data.title, await page.title());
      assert.equal(data.website_locale, 'en-US');
      assert.equal(data.visitorCookie, visitor.value);
      assert.equal(data.localStorageSupported, true);
      assert.match(data.userAgent, /Chrome/);
      for (const field of ['clientDate', 'viewportInnerHeight', 'viewportInnerWidth', 'screenHeight', 'screenWidth']) {
        assert.ok(data[field] > 0, `${field} is filled`);
      }
      // A second page view would have been stored once the page has settled.
      await settled(page, afterConsent);
      afterConsent.stop();
      assert.equal(pageViews(dbFile).length, 1, 'one page view per page');
      assert.deepEqual(problems, []);
    });
  });
});

siteSuite('sq-site on the demo: a restrictive cookie policy', { isAnalyticsCookiesDisabled: true }, (withPage) => {
  test('nothing is recorded, set or loaded before consent; the page view and cookies follow accepting', async () => {
    await withPage(async ({ context, page, problems, requests, dbFile }) => {
      // What the page sends unasked has been sent once it has settled.
      await gotoSettled(page, '/');
      await page.locator('sq-cookie-banner .accept').waitFor();
      assert.deepEqual(
        requests.filter((path) => path.startsWith('/api/census/')),
        [],
      );
      assert.deepEqual(
        requests.filter((path) => path.includes('page-analytics')),
        [],
        'the analytics chunk is not loaded',
      );
      assert.deepEqual(trackingCookies(await context.cookies()), []);
      assert.equal(pageViews(dbFile).length, 0);

      const afterConsent = trackRequests(page);
      const stored = pageViewStored(page);
      await page.locator('sq-cookie-banner .accept').click();
      assert.ok((await stored).ok(), 'the census took the page view');
      assert.ok(pageViews(dbFile).length > 0, 'a census row after accepting');
      // A second page view would have been sent once the page has settled.
      await settled(page, afterConsent);
      afterConsent.stop();
      assert.equal(requests.filter((path) => path === '/api/census/RecordHit').length, 1);
      assert.ok(
        requests.some((path) => path.includes('page-analytics')),
        'the analytics chunk loads after consent',
      );
      const cookies = trackingCookies(await context.cookies());
      assert.deepEqual(cookies.map((cookie) => cookie.name).sort(), ['ss_cvr', 'ss_cvt']);
      assert.equal(pageViews(dbFile)[0].visitor, cookies.find((cookie) => cookie.name === 'ss_cvr').value);
      assert.deepEqual(problems, []);
    });
  });

  test('declining records nothing', async () => {
    await withPage(async ({ context, page, requests, dbFile }) => {
      const before = pageViews(dbFile).length;
      await page.goto('/');
      await page.locator('sq-cookie-banner .accept').waitFor();
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent('sq-cookie-banner:update', { detail: { cookieBannerAcceptType: 'OPT_IN_AND_OUT' } })),
      );
      const afterDecline = trackRequests(page);
      await page.locator('sq-cookie-banner .decline').click();
      // What declining leads to has been sent once the page has settled.
      await settled(page, afterDecline);
      afterDecline.stop();
      assert.deepEqual(
        requests.filter((path) => path.startsWith('/api/census/')),
        [],
      );
      assert.deepEqual(trackingCookies(await context.cookies()), []);
      assert.equal(pageViews(dbFile).length, before);
    });
  });
});
