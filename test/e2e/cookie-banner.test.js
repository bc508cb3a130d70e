import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gotoSettled, useSite } from './harness.js';
import { settled, trackRequests } from './settled.js';

/** The demo's own banner text (`cookieBannerText` in its website.json), as the visitor reads it. */
const SITE_TEXT =
  'We would like to use analytics cookies to learn which pages visitors read. Decline and we keep only the cookie that remembers your answer: no analytics, nothing that recognises you. The cookie policy, at the foot of every page, says more.';
const TRACKING_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];

/** Playwright's CSS engine pierces open shadow roots, so the banner's parts are reachable from the host. */
const part = (scope, name) => scope.locator(`sq-cookie-banner .${name}`);

/** The banner's docs page, which holds its playground: the demo's controls for the live banner. */
const PLAYGROUND = '/docs/elements/sq-cookie-banner';

const cookieValue = (cookies, name) => cookies.find((cookie) => cookie.name === name)?.value;

describe('sq-cookie-banner on the demo site', () => {
  const site = useSite();

  test('a first visit shows the banner the site wrote; Accept stores true, removes it, and it stays away on reload', async () => {
    await site.withPage(async ({ context, page }) => {
      await page.goto('/');
      await part(page, 'banner').waitFor();
      assert.equal((await part(page, 'text').textContent()).trim(), SITE_TEXT);
      // The default labels come from the English table: the demo's accept button is named by one.
      await page.locator('sq-cookie-banner').getByRole('button', { name: 'Accept', exact: true }).waitFor();

      await part(page, 'accept').click();
      await part(page, 'banner').waitFor({ state: 'detached' });
      assert.equal(cookieValue(await context.cookies(), 'ss_cookieAllowed'), 'true');

      // The playground's status reads "Hidden" only once the element has upgraded and drawn.
      await gotoSettled(page, PLAYGROUND);
      await page.getByTestId('banner-status').filter({ hasText: 'Hidden' }).waitFor();
      assert.equal(await part(page, 'banner').count(), 0);
      // Once chosen, the page comes without the site's banner, and the site's runtime adds none: it has run once the page has settled.
      const home = trackRequests(page);
      await page.goto('/');
      await page.waitForFunction(() => customElements.get('sq-site') !== undefined);
      await settled(page, home);
      home.stop();
      assert.equal(await part(page, 'banner').count(), 0);
    });
  });

  test('the consent choice is the first thing Tab reaches on the home page, and focus stays put on load', async () => {
    await site.withPage(async ({ page, problems }) => {
      const load = trackRequests(page);
      await page.goto('/');
      await part(page, 'accept').waitFor();
      /** The focused element as text: its tag, and its part (or text) inside a shadow root. */
      const focused = () =>
        page.evaluate(() => {
          const outer = document.activeElement;
          const inner = outer?.shadowRoot?.activeElement;
          return [outer?.localName, inner?.getAttribute('part') ?? outer?.textContent?.trim()].filter(Boolean).join(' ');
        });
      // Anything that would move the focus on load has run once the page has settled.
      await settled(page, load);
      load.stop();
      assert.equal(await page.evaluate(() => document.activeElement === document.body), true, 'no focus moved on load');
      // The demo's banner offers both choices: decline, then accept, as the banner draws them.
      await page.keyboard.press('Tab');
      assert.equal(await focused(), 'button Decline');
      await page.keyboard.press('Tab');
      assert.equal(await focused(), 'button Accept');
      await page.keyboard.press('Tab');
      assert.equal(await focused(), 'a Skip to content', 'the skip links come right after');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await part(page, 'banner').waitFor({ state: 'detached' });
      assert.deepEqual(problems, []);
    });
  });

  test('Decline stores false and deletes the tracking cookies, including one on a sub-path', async () => {
    await site.withPage(async ({ context, page }) => {
      const { hostname } = new URL(site.server.url);
      await context.addCookies([
        ...TRACKING_COOKIES.map((name) => ({ name, value: `root-${name}`, domain: hostname, path: '/' })),
        { name: 'ss_cvisit', value: 'sub-path', domain: hostname, path: '/cookie-policy' },
      ]);
      assert.equal((await context.cookies()).filter((cookie) => cookie.name.startsWith('ss_c')).length, 6);

      await page.goto('/cookie-policy');
      await part(page, 'banner').waitFor();
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent('sq-cookie-banner:update', { detail: { cookieBannerAcceptType: 'OPT_IN_AND_OUT' } })),
      );
      await page.locator('sq-cookie-banner').getByRole('button', { name: 'Decline', exact: true }).click();
      await part(page, 'banner').waitFor({ state: 'detached' });

      // The page's cookie writes reach the browser's cookie store after the page has made them: a read
      // through the page's Cookie Store goes the same way behind them, so once it answers they are in.
      await page.evaluate(() => cookieStore.getAll());
      const tracking = (cookies) => cookies.filter((cookie) => TRACKING_COOKIES.includes(cookie.name)).map(({ name, path }) => `${name} ${path}`);
      const cookies = await context.cookies();
      assert.equal(cookieValue(cookies, 'ss_cookieAllowed'), 'false');
      assert.deepEqual(tracking(cookies), []);
    });
  });

  test('the playground restyles the live banner, logs the choice and shows the cookies being cleared', async () => {
    await site.withPage(async ({ context, page, problems }) => {
      await page.goto(PLAYGROUND);
      await part(page, 'banner').waitFor();

      await page.getByLabel('Variant').selectOption('POPUP');
      await page.getByLabel('Position').selectOption('TOP_RIGHT');
      await page.getByLabel('Visitor can').selectOption('OPT_IN_AND_OUT');
      await page.getByRole('button', { name: 'Set tracking cookies' }).click();
      await page.getByTestId('cookie-jar').filter({ hasText: 'ss_cid=' }).waitFor();
      assert.match(page.url(), /cookieBannerVariant=POPUP/);
      assert.equal(await part(page, 'banner').getAttribute('role'), 'dialog');

      await part(page, 'decline').click();
      await page.getByTestId('consent-log').filter({ hasText: 'accepted: false' }).waitFor();
      await page.getByTestId('consent-cookie').filter({ hasText: 'false' }).waitFor();
      assert.doesNotMatch(await page.getByTestId('cookie-jar').textContent(), /ss_c(id|pvisit|visit|vr|vt)=/);
      assert.equal((await context.cookies()).filter((cookie) => TRACKING_COOKIES.includes(cookie.name)).length, 0);

      // Forced, the banner is modal; Escape unforces it through the demo.
      await page.getByRole('button', { name: 'Force', exact: true }).click();
      await part(page, 'backdrop').waitFor();
      await page.keyboard.press('Escape');
      await part(page, 'banner').waitFor({ state: 'detached' });

      // Reset deletes the choice and reloads with the settings kept in the address.
      await page.getByRole('button', { name: 'Reset choice' }).click();
      await page.waitForURL(/cookieBannerVariant=POPUP/);
      await part(page, 'decline').waitFor();
      assert.equal(cookieValue(await context.cookies(), 'ss_cookieAllowed'), undefined);
      assert.deepEqual(problems, []);
    });
  });

  test('every demo page runs under the strict Content-Security-Policy without errors', async () => {
    await site.withPage(async ({ page, problems }) => {
      const response = await page.goto('/');
      const policy = response.headers()['content-security-policy'];
      assert.match(policy, /script-src 'self'/);
      assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
      await part(page, 'banner').waitFor();

      await page.goto(PLAYGROUND);
      await part(page, 'banner').waitFor();
      await page.getByLabel('Theme').selectOption('LIGHT');
      await page.getByLabel('Call to action').selectOption('BUTTON');

      await page.goto('/cookie-policy');
      await part(page, 'banner').waitFor();

      await page.goto('/cookie-banner.html');
      await part(page.frameLocator('iframe').first(), 'banner').waitFor();

      assert.deepEqual(problems, []);
    });
  });

  test('an unknown API route answers 404 JSON, and any other unknown address the not-found page', async () => {
    const call = await fetch(`${site.server.url}/api/nope`);
    assert.equal(call.status, 404);
    assert.match(call.headers.get('content-type'), /^application\/json/);
    assert.deepEqual(await call.json(), { error: 'Not found' });
    const page = await fetch(`${site.server.url}/nope`, { headers: { accept: '*/*' } });
    assert.equal(page.status, 404);
    assert.match(page.headers.get('content-type'), /^text\/html/);
    assert.match(await page.text(), /<h1>Page not found<\/h1>/);
  });
});
