import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { collectProblems, launchBrowser } from './browser.js';
import { startServer } from './server.js';

describe('sq-gallery and sq-lightbox on the demo site', () => {
  let server;
  let browser;

  before(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('a grid picture opens the lightbox, which loads on first open and closes with Escape', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      const problems = await collectProblems(context, page);
      const scripts = [];
      page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
      await page.goto('/gallery.html?nomotion=true');
      const first = page.locator('#grid-gallery [role="button"]').first();
      await first.waitFor();
      assert.ok(!scripts.includes('/dist/elements/sq-lightbox.js'), 'the lightbox is not fetched before it opens');

      await first.click();
      const dialog = page.locator('#grid-gallery sq-lightbox [role="dialog"]');
      await dialog.waitFor();
      assert.equal(await dialog.getAttribute('aria-modal'), 'true');
      assert.ok(scripts.includes('/dist/elements/sq-lightbox.js'), 'the lightbox chunk loads on first open');
      assert.equal(await page.locator('#grid-gallery sq-lightbox [part~="image"]').getAttribute('alt'), 'Tide mug in a deep blue glaze');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
