import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser } from './browser.js';
import { axeFindings, query, withPage as withPageOn } from './harness.js';
import { DEMO_OWNER as OWNER, DEMO_VIEWER as VIEWER, signInWithSession } from './owners.js';
import { freePort, startServer } from './server.js';
import { settled, trackRequests } from './settled.js';

/** The runtime never sends owners to config on localhost or 127.x, so the site is browsed under this name. */
const HOST = 'site.test';

const sessions = (dbFile) => query(dbFile, 'SELECT * FROM owner_sessions');
/** Census page views whose hit data names `marker` (a query parameter of the page visited). */
const pageViewsOf = (dbFile, marker) => query(dbFile, "SELECT * FROM hits WHERE kind = 'RecordHit' AND data LIKE ?", `%${marker}%`);
/** The demo's cookie policy is restrictive: nobody is counted before accepting, so the census rules show only after it. */
const acceptCookies = (page) => page.locator('sq-cookie-banner').getByRole('button', { name: 'Accept', exact: true }).click();
const contextOf = (page) => page.evaluate(() => JSON.parse(document.getElementById('sq-site-context').textContent));

/** Waits until `<sq-site>` has started on the page (or in the frame), so its redirect and keys are in place. */
const siteStarted = (target) =>
  target.waitForFunction(() => customElements.get('sq-site') !== undefined && document.querySelector('sq-site')?.matches(':defined'));

/**
 * In every page and frame, before its own scripts run: the navigations the page starts itself (a
 * redirect's `location.assign` among them), as the Navigation API announces them.
 */
const recordNavigations = () => {
  window.sqNavigations = [];
  navigation.addEventListener('navigate', (event) => window.sqNavigations.push(event.destination.url));
};

/**
 * The navigations the page (or the frame) started by the time `<sq-site>` has made its decisions:
 * the runtime decides on the redirect as the element first draws, so once its update is complete a
 * redirect would have been asked for.
 */
async function navigationsOnceDecided(target) {
  await siteStarted(target);
  return target.evaluate(async () => {
    await document.querySelector('sq-site').updateComplete;
    return window.sqNavigations;
  });
}

describe('owner sign-in, the config redirect and the back end against the real server', () => {
  let dir;
  let server;
  let browser;
  let base;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sq-owner-e2e-'));
    const port = await freePort();
    base = `http://${HOST}:${port}`;
    // The demo's baseUrl names another address (localhost:8080): owners must stay on the one the site runs at.
    const website = JSON.parse(await readFile('demo/site/website.json', 'utf8'));
    assert.notEqual(new URL(website.website.baseUrl).origin, base);
    [server, browser] = await Promise.all([
      // Every test signs in afresh: more than the default ten sign-ins a minute from one address.
      startServer({ port, dbFile: join(dir, 'sq.db'), env: { SQ_SIGN_IN_RATE_LIMIT: '100' } }),
      launchBrowser({ hostResolverRules: `MAP ${HOST} 127.0.0.1` }),
    ]);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const withPage = (run, contextOptions) =>
    withPageOn(
      browser,
      base,
      async (opened) => {
        await opened.context.addInitScript(recordNavigations);
        await run(opened);
      },
      contextOptions,
    );

  /** Opens the back end at `path` with a session of `account` (the sign-in tests use the form) and waits for it, its script running. */
  async function signIn(page, account, path = '/config/') {
    await signInWithSession(page, base, account, { address: server.url });
    await page.goto(path);
    await page.getByRole('button', { name: 'Log out' }).waitFor();
  }

  /** Stays on `path`: once the runtime has decided, it asked for no navigation and the page is still there. */
  async function assertStays(page, path) {
    await page.goto(path);
    assert.deepEqual(await navigationsOnceDecided(page), [], `no redirect from ${path}`);
    assert.equal(page.url(), `${base}${path}`);
  }

  test('a fresh visitor on / is not redirected', async () => {
    await withPage(async ({ page, problems }) => {
      await assertStays(page, '/');
      assert.equal((await contextOf(page)).authenticatedAccount, null);
      assert.deepEqual(problems, []);
    });
  });

  test('the owner signs in through the form; a site page then goes to the config area, which frames it', async () => {
    await withPage(async ({ page, problems }) => {
      await page.goto('/config/');
      await page.getByLabel('Email').fill(OWNER.email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }).waitFor();
      assert.equal(await page.getByLabel('Password').getAttribute('aria-invalid'), 'true');
      assert.equal(sessions(server.dbFile).length, 0);

      await page.getByLabel('Password').fill(OWNER.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Log out' }).waitFor();
      await page.waitForLoadState('load');
      assert.equal(page.url(), `${base}/config/`, 'the same address, now showing the back end');
      assert.match(await page.locator('header').textContent(), /Juniper Ceramics[\s\S]*Signed in as Site Owner/);
      assert.equal(sessions(server.dbFile).length, 1);

      await page.goto('/shop?x=1');
      await page.waitForURL(`${base}/config/?frameUrl=%2Fshop%3Fx%3D1`);
      const frame = page.locator('iframe[title="Site preview"]');
      assert.equal(await frame.getAttribute('src'), '/shop?x=1');
      const framed = page.frame({ url: `${base}/shop?x=1` }) ?? (await (await frame.elementHandle()).contentFrame());
      assert.deepEqual(await navigationsOnceDecided(framed), [], 'the framed page asks for no navigation');
      assert.equal(framed.url(), `${base}/shop?x=1`, 'the framed page is not sent anywhere');
      assert.deepEqual((await contextOf(framed)).authenticatedAccount, { id: '65f1a2b3c4d5e6f708192f01', displayName: 'Site Owner', permission: 2 });
      // The browser logs the refused sign-in's 401 itself; nothing else went wrong.
      const [refused, ...others] = problems;
      assert.match(refused, /status of 401 .*\/api\/auth\/Login/);
      assert.deepEqual(others, []);
    });
  });

  test('noredirect keeps the owner on the site for the rest of the tab\u2019s session', async () => {
    await withPage(async ({ context, page }) => {
      await signIn(page, OWNER);
      await assertStays(page, '/?noredirect');
      await assertStays(page, '/');
      // Another tab has its own session storage: it is sent to config again.
      const other = await context.newPage();
      await other.goto('/');
      await other.waitForURL(`${base}/config/?frameUrl=%2F`);
    });
  });

  test("the table-booking block shows the owner 'Preview Only', asking to log out, and asks its provider for nothing", async () => {
    await withPage(
      async ({ page }) => {
        const provider = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/stand-ins/')) provider.push(request.url());
        });
        await signIn(page, OWNER);
        await assertStays(page, '/visit?noredirect');
        const booking = page.locator('sq-reservation');
        const alert = booking.getByRole('alert');
        await alert.waitFor();
        assert.equal((await alert.textContent()).trim(), 'Preview Only Log out to use this block.');
        assert.ok(await booking.getByRole('link', { name: 'Book a table', exact: true }).isVisible(), 'the booking link stays');
        // The block decides on its provider as it draws its alert: once the page has settled, every
        // element drawn and nothing in flight, a request to the provider would have been seen.
        await settled(page, trackRequests(page));
        assert.deepEqual(provider, []);
        assert.deepEqual(await axeFindings(page), []);
        // axe runs as a script the page's policy would refuse.
      },
      { bypassCSP: true },
    );
  });

  test('a viewer-only account is not redirected', async () => {
    await withPage(async ({ page, problems }) => {
      await signIn(page, VIEWER);
      assert.match(await page.locator('header').textContent(), /Signed in as Site Viewer/);
      await assertStays(page, '/');
      const context = await contextOf(page);
      assert.deepEqual(context.authenticatedAccount, { id: '65f1a2b3c4d5e6f708192f02', displayName: 'Site Viewer', permission: 0 });
      assert.deepEqual(context.websiteRoles, [10]);
      assert.deepEqual(problems, []);
    });
  });

  test('census: an owner\u2019s page views are not recorded, a viewer-only account\u2019s are', async () => {
    await withPage(async ({ page }) => {
      await signIn(page, VIEWER);
      await assertStays(page, '/?visit=viewer-probe');
      // The hit is answered once its row is stored.
      const hit = page.waitForResponse((response) => response.url().includes('/api/census/RecordHit'));
      await acceptCookies(page);
      await hit;
      assert.equal(pageViewsOf(server.dbFile, 'viewer-probe').length, 1, 'a viewer counts as a visitor');
    });
    await withPage(async ({ page }) => {
      await signIn(page, OWNER);
      await assertStays(page, '/?noredirect&visit=owner-probe');
      const hits = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/census/RecordHit')) hits.push(request.url());
      });
      // With consent the page's analytics start: a page view they record is asked for before the
      // performance settings, and answered once stored; by the time the page has settled after
      // that request, a hit would have been sent and stored.
      const requests = trackRequests(page);
      const analyticsStarted = page.waitForRequest((request) => request.url().includes('/api/1/performance/settings'));
      await acceptCookies(page);
      await analyticsStarted;
      await settled(page, requests);
      requests.stop();
      assert.deepEqual(hits, [], 'no page view is sent for an owner');
      assert.deepEqual(pageViewsOf(server.dbFile, 'owner-probe'), [], 'an owner is not counted');
    });
  });

  test('Shift+Escape on a site page logs the owner out: the session is gone and the site says so', async () => {
    await withPage(async ({ page }) => {
      await signIn(page, OWNER);
      await assertStays(page, '/?noredirect');
      const before = sessions(server.dbFile).length;
      await page.keyboard.press('Shift+Escape');
      await page.waitForURL(`${base}/?logout=true`);
      const dialog = page.locator('sq-dialog');
      assert.equal(await dialog.locator('[part~="title"]').textContent(), 'Logout Successful');
      assert.equal(await dialog.locator('[part~="message"]').textContent(), 'You have been successfully logged out.');
      assert.equal(sessions(server.dbFile).length, before - 1);
      assert.equal((await contextOf(page)).authenticatedAccount, null);
      const cookies = await page.context().cookies();
      assert.equal(
        cookies.find((cookie) => cookie.name === 'sq_owner_session'),
        undefined,
      );
    });
  });

  test('the back end\u2019s buttons: guide, fullscreen preview, log out to the previewed page', async () => {
    await withPage(async ({ page, problems }) => {
      await signIn(page, OWNER, '/config/?frameUrl=%2Fcontact');
      const root = page.locator('html');
      const guideToggle = page.getByRole('button', { name: 'Guide', exact: true });
      const guide = page.getByRole('complementary', { name: 'Guide' });
      // By id: hidden in fullscreen, it leaves the accessibility tree, and its name is part of the exit button's.
      const fullscreen = page.locator('#fullscreen-toggle');
      const exit = page.getByRole('button', { name: 'Exit fullscreen preview' });
      assert.equal(await root.getAttribute('data-sq-guide-open'), '');
      assert.equal(await guideToggle.getAttribute('aria-expanded'), 'true');
      assert.ok(await guide.isVisible());

      await page.getByRole('button', { name: 'Close guide' }).click();
      assert.equal(await root.getAttribute('data-sq-guide-open'), null);
      assert.equal(await guideToggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await guide.isVisible(), false);
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'guide-toggle', 'focus goes to the button that opens it again');
      await guideToggle.click();
      assert.ok(await guide.isVisible());

      await fullscreen.click();
      assert.equal(await root.getAttribute('data-sq-fullscreen-preview'), '');
      assert.equal(await fullscreen.getAttribute('aria-pressed'), 'true');
      assert.equal(await page.locator('header').isVisible(), false);
      assert.equal(await guide.isVisible(), false);
      assert.ok(await exit.isVisible());
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'exit-fullscreen');
      const box = await page.locator('iframe[title="Site preview"]').boundingBox();
      const viewport = page.viewportSize();
      assert.deepEqual([box.x, box.y, box.width, box.height], [0, 0, viewport.width, viewport.height], 'the preview fills the window');
      await exit.click();
      assert.equal(await root.getAttribute('data-sq-fullscreen-preview'), null);
      assert.equal(await fullscreen.getAttribute('aria-pressed'), 'false');
      assert.ok(await page.locator('header').isVisible());

      const signedIn = sessions(server.dbFile).length;
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL(`${base}/contact?logout=true`);
      await page.locator('sq-dialog [part~="title"]').filter({ hasText: 'Logout Successful' }).waitFor();
      assert.equal(sessions(server.dbFile).length, signedIn - 1);
      assert.deepEqual(problems, []);
    });
  });

  test('the back end hears which block of the framed page is under the pointer, on its own origin', async () => {
    await withPage(async ({ page, problems }) => {
      await signIn(page, OWNER);
      const framed = await (await page.locator('iframe[title="Site preview"]').elementHandle()).contentFrame();
      await siteStarted(framed);
      // The page's first block; a page without blocks gets its heading marked as one.
      const blockId = await framed.evaluate(() => {
        const block = document.querySelector('.block[id]');
        if (block) return block.id;
        (document.querySelector('h1') ?? document.querySelector('main')).setAttribute('data-block-id', 'heading-block');
        return 'heading-block';
      });
      await page.evaluate(() => {
        window.pointerReports = [];
        window.addEventListener('message', (event) => {
          if (event.data?.type === 'sq-pointer') window.pointerReports.push({ origin: event.origin, ...event.data });
        });
      });
      const box = await framed.locator(`[id="${blockId}"], [data-block-id="${blockId}"]`).first().boundingBox();
      await page.mouse.move(box.x + 5, box.y + 5);
      await page.mouse.move(box.x + 9, box.y + 6);
      await page.waitForFunction((id) => window.pointerReports.some((report) => report.blockId === id), blockId);
      const [report] = (await page.evaluate(() => window.pointerReports)).filter((entry) => entry.blockId === blockId);
      assert.equal(report.origin, base);
      assert.ok(Number.isInteger(report.x) && Number.isInteger(report.y));
      assert.deepEqual(problems, []);
    });
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px, the fullscreen preview's exit button leaves the cookie banner's text and buttons clear`, async () => {
      await withPage(
        async ({ page, problems }) => {
          await signIn(page, OWNER);
          const frame = page.frameLocator('iframe[title="Site preview"]');
          const text = frame.locator('sq-cookie-banner .text');
          await text.waitFor();
          await page.locator('#fullscreen-toggle').click();
          const exit = await page.getByRole('button', { name: 'Exit fullscreen preview' }).boundingBox();
          const apart = (a, b) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
          for (const part of ['text', 'accept']) {
            const box = await frame.locator(`sq-cookie-banner .${part}`).boundingBox();
            assert.ok(apart(exit, box), `the exit button ${JSON.stringify(exit)} is clear of the banner's ${part} ${JSON.stringify(box)}`);
          }
          // The preview still fills the window; a page it opens keeps the strip clear too.
          const previewBox = await page.locator('iframe[title="Site preview"]').boundingBox();
          assert.deepEqual([previewBox.x, previewBox.y, previewBox.width, previewBox.height], [0, 0, viewport.width, viewport.height]);
          await frame.getByRole('link', { name: 'Cookie policy' }).first().click();
          await page.waitForFunction(() => document.getElementById('preview').contentWindow.location.pathname === '/cookie-policy');
          await frame.locator('sq-cookie-banner .text').waitFor();
          await page.waitForFunction(
            () =>
              getComputedStyle(document.getElementById('preview').contentDocument.documentElement).getPropertyValue('--sq-viewport-inset-bottom') !==
              '',
          );
          assert.ok(apart(exit, await frame.locator('sq-cookie-banner .text').boundingBox()), 'also on the next page');
          await page.getByRole('button', { name: 'Exit fullscreen preview' }).click();
          assert.equal(
            await page.evaluate(() =>
              document.getElementById('preview').contentDocument.documentElement.style.getPropertyValue('--sq-viewport-inset-bottom'),
            ),
            '',
          );
          assert.deepEqual(problems, []);
        },
        { viewport },
      );
    });
  }

  test('Escape in the back end itself closes the guide, then toggles the fullscreen preview', async () => {
    await withPage(async ({ page }) => {
      await signIn(page, OWNER);
      const root = page.locator('html');
      await page.getByRole('button', { name: 'Close guide' }).focus();
      await page.keyboard.press('Escape');
      assert.equal(await root.getAttribute('data-sq-guide-open'), null);
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'guide-toggle');
      await page.keyboard.press('Escape');
      assert.equal(await root.getAttribute('data-sq-fullscreen-preview'), '');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'exit-fullscreen');
      await page.keyboard.press('Escape');
      assert.equal(await root.getAttribute('data-sq-fullscreen-preview'), null);
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'fullscreen-toggle');
    });
  });

  test('Escape in the framed site page closes the guide first, then toggles the fullscreen preview', async () => {
    await withPage(async ({ page }) => {
      await signIn(page, OWNER, '/config/?frameUrl=%2Fcontact');
      const root = page.locator('html');
      const framed = await (await page.locator('iframe[title="Site preview"]').elementHandle()).contentFrame();
      await siteStarted(framed);
      // Focus in the framed page: a click on its heading.
      await framed.locator('h1').first().click();
      assert.equal(await framed.evaluate(() => document.hasFocus()), true);

      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-sq-guide-open'), undefined, { timeout: 3000 });
      assert.equal(await root.getAttribute('data-sq-fullscreen-preview'), null, 'the first Escape only closes the guide');
      assert.equal(await framed.evaluate(() => document.hasFocus()), true, 'focus stays in the preview');

      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-sq-fullscreen-preview'), undefined, { timeout: 3000 });
      assert.equal(await page.locator('#fullscreen-toggle').getAttribute('aria-pressed'), 'true');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-sq-fullscreen-preview'), undefined, { timeout: 3000 });
      assert.equal(framed.url(), `${base}/contact`, 'the framed page stays where it is');
    });
  });

  test('Shift+Escape in the framed site page logs out and takes the whole back end to the previewed page', async () => {
    await withPage(async ({ page }) => {
      await signIn(page, OWNER, '/config/?frameUrl=%2Fcontact%3Fa%3D1');
      const framed = await (await page.locator('iframe[title="Site preview"]').elementHandle()).contentFrame();
      await siteStarted(framed);
      await framed.locator('h1').first().click();
      const signedIn = sessions(server.dbFile).length;
      await page.keyboard.press('Shift+Escape');
      await page.waitForURL(`${base}/contact?a=1&logout=true`);
      await page.locator('sq-dialog [part~="title"]').filter({ hasText: 'Logout Successful' }).waitFor();
      assert.equal(sessions(server.dbFile).length, signedIn - 1);
    });
  });

  test('the sign-in form and the back end have no axe violations', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto('/config/');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('alert').filter({ hasText: 'Enter your email address and password.' }).waitFor();
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'sign-in-email');
        assert.deepEqual(await axeFindings(page), [], 'the sign-in form showing an error');
        await page.getByLabel('Email').fill(OWNER.email);
        await page.getByLabel('Password').fill(OWNER.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('button', { name: 'Log out' }).waitFor();
        await page.waitForLoadState('load');
        assert.deepEqual(await axeFindings(page), [], 'the back end with the guide open');
        await page.locator('#fullscreen-toggle').click();
        assert.deepEqual(await axeFindings(page), [], 'the fullscreen preview');
      },
      { bypassCSP: true },
    );
  });
});
