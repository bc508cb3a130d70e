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
});
