import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useSite } from './harness.js';

describe('sq-gallery and sq-lightbox on the demo site', () => {
  const site = useSite();

  test('a grid picture opens the lightbox, which loads on first open and closes with Escape', async () => {
    await site.withPage(async ({ page, problems }) => {
      const requested = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/gallery.html?nomotion=true');
      const first = page.locator('#grid-gallery [role="button"]').first();
      await first.waitFor();
      assert.ok(!requested.includes('/dist/elements/sq-lightbox.js'), 'the lightbox is not fetched before it opens');

      await first.click();
      const dialog = page.locator('#grid-gallery sq-lightbox [role="dialog"]');
      await dialog.waitFor();
      assert.equal(await dialog.getAttribute('aria-modal'), 'true');
      assert.ok(requested.includes('/dist/elements/sq-lightbox.js'), 'the lightbox chunk loads on first open');
      assert.equal(await page.locator('#grid-gallery sq-lightbox [part~="image"]').getAttribute('alt'), 'Tide mug in a deep blue glaze');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.deepEqual(problems, []);
    });
  });

  test('a grid picture opened from the keyboard gets focus back when the lightbox closes, also after Back', async () => {
    await site.withPage(async ({ page, problems }) => {
      await page.goto('/gallery.html?nomotion=true');
      const slides = page.locator('#grid-gallery [role="button"]');
      await slides.first().waitFor();
      const dialog = page.locator('#grid-gallery sq-lightbox [role="dialog"]');
      // The focused element's label, looking inside shadow roots.
      const focused = () =>
        page.evaluate(() => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return active?.closest('[data-index]')?.getAttribute('data-index') ?? active?.localName ?? null;
        });

      await page.locator('#grid-title').click();
      for (let i = 0; i < 40 && (await focused()) !== '0'; i++) await page.keyboard.press('Tab');
      assert.equal(await focused(), '0', 'Tab reaches the first picture');
      await page.keyboard.press('Tab');
      assert.equal(await focused(), '1');

      for (const close of ['Escape', 'Back']) {
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        if (close === 'Escape') await page.keyboard.press('Escape');
        else await page.goBack();
        await dialog.waitFor({ state: 'detached' });
        assert.equal(await focused(), '1', `focus is back on the picture after ${close}`);
      }
      assert.deepEqual(problems, []);
    });
  });
});
