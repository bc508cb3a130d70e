import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeFindings, useSite } from './harness.js';
import { DEMO_EDITOR as EDITOR, DEMO_OWNER as OWNER, signInWithSession } from './owners.js';

/** Opens `path` of the back end on `baseURL` with a session of `account`; resolves once the back end is drawn. */
async function signInAt(page, baseURL, path, account) {
  await signInWithSession(page, baseURL, account);
  await page.goto(path);
  await page.locator('#logout').waitFor();
}

describe('the back end’s site settings editors against the real server', () => {
  const site = useSite();

  test('changing the cookie banner to a popup shows on the next site page load', async () => {
    await site.withPage(async ({ page }) => {
      const before = await page.goto('/visit');
      assert.equal(before.status(), 200);
      assert.match(await page.locator('sq-cookie-banner .banner').getAttribute('class'), /^banner bar bottom/);
    });

    await site.withPage(async ({ page }) => {
      await signInAt(page, site.server.url, '/config/settings', OWNER);
      const form = page.getByRole('form', { name: 'Cookie banner' });
      await form.getByLabel('Banner type').selectOption({ label: 'Popup in a corner' });
      await form.getByLabel('Position').selectOption({ label: 'Top right' });
      await form.getByLabel('Accept text').fill('Happy with that');
      // The preview beside the form follows before anything is saved.
      const preview = page.locator('.cookie-preview-host [part~="banner"]');
      await page.waitForFunction(() => document.querySelector('.cookie-preview-host')?.shadowRoot?.querySelector('.banner.popup.top-right'));
      assert.equal(await preview.getByRole('button', { name: 'Happy with that' }).count(), 1);
      const [request] = await Promise.all([
        page.waitForRequest((candidate) => candidate.url().includes('/api/config/site-settings/cookie-banner') && candidate.method() === 'PUT'),
        form.getByRole('button', { name: 'Save cookie banner' }).click(),
      ]);
      const sent = request.postDataJSON();
      assert.equal(sent.cookieBannerVariant, 'POPUP');
      assert.equal(sent.version, 2);
      assert.equal(sent.isRestrictiveCookiePolicyEnabled, true);
      assert.equal(sent.isVisitorDataRestricted, false);
      await form.getByText('Saved. The site shows it from its next page load.').waitFor();
    });

    // A visitor's next page load: no restart in between.
    await site.withPage(async ({ page }) => {
      await page.goto('/visit');
      const banner = page.locator('sq-cookie-banner .banner');
      assert.match(await banner.getAttribute('class'), /^banner popup top-right/);
      assert.equal(await banner.getByRole('button', { name: 'Happy with that' }).count(), 1);
    });
  });

  test('the header edited in the back end shows on every page', async () => {
    await site.withPage(async ({ page }) => {
      await signInAt(page, site.server.url, '/config/design', OWNER);
      const form = page.getByRole('form', { name: 'Header and footer' });
      await form.getByLabel('Site name in the header').fill('Juniper Ceramics Studio');
      await form.getByRole('group', { name: 'Navigation links' }).getByRole('button', { name: 'Add a link' }).click();
      await form.getByLabel('Navigation link 8 text').fill('Kiln diary');
      await form.getByLabel('Navigation link 8 address').fill('javascript:alert(1)');
      await form.getByRole('button', { name: 'Save header and footer' }).click();
      await form.getByText('Links must be formatted as https://example.com or https://example.com.').waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'header-footer-nav-7-href');
      await form.getByLabel('Navigation link 8 address').fill('/journal');
      await form.getByRole('button', { name: 'Save header and footer' }).click();
      await form.getByText('Saved. The site shows it from its next page load.').waitFor();
    });

    await site.withPage(async ({ page }) => {
      for (const path of ['/', '/shop', '/visit', '/contact']) {
        await page.goto(path);
        const header = page.locator('header.site-header');
        assert.match(await header.textContent(), /Juniper Ceramics Studio/, path);
        assert.equal(await header.getByRole('link', { name: 'Kiln diary' }).getAttribute('href'), '/journal', path);
      }
    });
  });

  test('the popup overlay an editor saves shows to a visitor on the next page load; Escape puts it away, and it stays away', async () => {
    await site.withPage(async ({ page }) => {
      await signInAt(page, site.server.url, '/config/design', EDITOR);
      const form = page.getByRole('form', { name: 'Popup overlay' });
      await form.getByLabel('Show the popup overlay').check();
      await form.getByRole('button', { name: 'Save popup overlay' }).click();
      await form.getByText('Give the popup a heading or a message to show.').waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'popup-overlay-heading');
      await form.getByLabel('Heading').fill('Spring kiln opening');
      await form.getByLabel('Message').fill('Saturday, 10 to 4.\nSeconds at half price.');
      await form.getByLabel('Button text (optional)').fill('See the pieces');
      await form.getByLabel('Button link (optional)').fill('/shop');
      await form.getByLabel('Look').selectOption({ label: 'Dark' });
      await form.getByLabel('Days before it shows again once closed').fill('7');
      await form.getByRole('button', { name: 'Save popup overlay' }).click();
      await form.getByText('Saved. The site shows it from its next page load.').waitFor();
    });

    await site.withPage(async ({ page }) => {
      await page.goto('/visit');
      const dialog = page.getByRole('dialog', { name: 'Spring kiln opening' });
      await dialog.waitFor();
      assert.match(await dialog.textContent(), /Saturday, 10 to 4\.\s*Seconds at half price\./);
      assert.equal(await dialog.getByRole('link', { name: 'See the pieces' }).getAttribute('href'), '/shop');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.reload();
      // The overlays manager has mounted the overlay, whose rules now keep it hidden.
      await page.waitForFunction(() => customElements.get('sq-popup-overlay') && document.querySelector('sq-popup-overlay')?.shadowRoot);
      assert.equal(await page.getByRole('dialog', { name: 'Spring kiln opening' }).count(), 0, 'closed within the 7 days, it stays away');
    });

    // axe injects itself as a script, which the page's policy refuses: this visitor's context bypasses it.
    for (const width of [390, 1280]) {
      await site.withPage(
        async ({ page }) => {
          await page.goto('/visit');
          await page.getByRole('dialog', { name: 'Spring kiln opening' }).waitFor();
          assert.deepEqual(await axeFindings(page), [], `${width} px`);
        },
        { bypassCSP: true, viewport: { width, height: 900 } },
      );
    }
  });

  test('the editor reaches /config/design but gets the 403 page at /config/settings', async () => {
    await site.withPage(async ({ page }) => {
      await signInAt(page, site.server.url, '/config/design', EDITOR);
      await page.getByRole('form', { name: 'Announcement bar' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Back end' });
      assert.equal(await nav.getByRole('link', { name: 'Design' }).count(), 1);
      assert.equal(await nav.getByRole('link', { name: 'Settings' }).count(), 0, 'the navigation offers only what the editor may do');
      const refused = await page.goto('/config/settings');
      assert.equal(refused.status(), 403);
      assert.equal(await page.getByRole('alert').filter({ hasText: 'Only an admin may change the site’s settings.' }).count(), 1);
      assert.equal(await page.getByRole('form', { name: 'Cookie banner' }).count(), 0);
    });
  });

  test('axe finds nothing on both screens at 390 and 1280 px, a dialog open included', async () => {
    for (const width of [390, 1280]) {
      await site.withPage(
        async ({ page }) => {
          await signInAt(page, site.server.url, '/config/design', OWNER);
          await page.getByRole('form', { name: 'Popup overlay' }).waitFor();
          await page.getByRole('form', { name: 'Header and footer' }).getByLabel('Site name in the header').waitFor();
          assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'nothing is wider than the window');
          assert.deepEqual(await axeFindings(page), [], `/config/design at ${width}`);

          await page.goto('/config/settings');
          await page.getByRole('heading', { name: 'Translation provider' }).waitFor();
          await page.getByRole('form', { name: 'Cookie banner' }).getByLabel('Banner type').waitFor();
          assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'nothing is wider than the window');
          assert.deepEqual(await axeFindings(page), [], `/config/settings at ${width}`);
          await page.getByRole('button', { name: 'Disconnect the translation provider' }).click();
          const dialog = page.getByRole('dialog', { name: 'Disconnect the translation provider?' });
          await dialog.waitFor();
          assert.deepEqual(await axeFindings(page), [], `the dialog at ${width}`);
          await dialog.getByRole('button', { name: 'Cancel' }).click();
        },
        { bypassCSP: true, viewport: { width, height: 900 } },
      );
    }
  });
});
