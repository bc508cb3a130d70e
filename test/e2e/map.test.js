import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useSite } from './harness.js';

/**
 * The map on the demo's contact page with a real mouse wheel: the page scrolls past it, and only
 * Ctrl + wheel zooms it (cooperative gestures), so the map is never a scroll trap.
 */
describe('the map on the contact page, with a real wheel', () => {
  const site = useSite();

  test('the wheel scrolls the page over the map and says how to zoom; Ctrl + wheel zooms the map and scrolls nothing', async () => {
    await site.withPage(
      async ({ page, problems }) => {
        await page.goto('/contact');
        const viewport = page.locator('sq-map [part="viewport"]');
        await viewport.scrollIntoViewIfNeeded();
        await page.locator('sq-map [part="map"][data-status="ready"]').waitFor();
        const zoom = () => viewport.getAttribute('data-zoom');
        const before = { zoom: await zoom(), scroll: await page.evaluate(() => scrollY) };
        const box = await viewport.boundingBox();
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

        await page.mouse.wheel(0, 240);
        await page.waitForFunction((start) => scrollY > start + 100, before.scroll);
        assert.equal(await zoom(), before.zoom, 'a plain wheel leaves the zoom alone');
        assert.equal(await page.locator('sq-map [part="hint"]').textContent(), 'Use Ctrl + scroll to zoom');

        const scrolled = await page.evaluate(() => scrollY);
        const over = await viewport.boundingBox();
        await page.mouse.move(over.x + over.width / 2, over.y + over.height / 2);
        await page.keyboard.down('Control');
        await page.mouse.wheel(0, -120);
        await page.keyboard.up('Control');
        await page.waitForFunction(
          (start) => document.querySelector('sq-map').shadowRoot.querySelector('[part="viewport"]').dataset.zoom !== start,
          before.zoom,
        );
        assert.equal(Number(await zoom()), Number(before.zoom) + 1, 'Ctrl + wheel up zooms in one step');
        assert.equal(await page.evaluate(() => scrollY), scrolled, 'and the page stays where it was');
        assert.deepEqual(problems, []);
      },
      { viewport: { width: 1280, height: 800 } },
    );
  });
});
