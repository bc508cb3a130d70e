import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useSite } from './harness.js';
import { settled, trackRequests } from './settled.js';

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

/**
 * The same map under real touch (Chromium's input pipeline, through the DevTools protocol): one
 * finger scrolls the page and says how to move the map; two fingers pan it, and pinching zooms it,
 * with the page held still.
 */
describe('the map on the contact page, by touch', () => {
  const site = useSite();

  /** Moves fingers from their start to their end in even steps, as one gesture. */
  async function gesture(cdp, fingers, steps = 12) {
    const at = (step) =>
      fingers.map(([from, to], id) => ({ x: from[0] + ((to[0] - from[0]) * step) / steps, y: from[1] + ((to[1] - from[1]) * step) / steps, id }));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let step = 1; step <= steps; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  test('one finger scrolls the page and says to use two; two fingers pan the map and pinching zooms it, and the page stays', async () => {
    await site.withPage(
      async ({ page, problems }) => {
        await page.goto('/contact');
        const viewport = page.locator('sq-map [part="viewport"]');
        await viewport.scrollIntoViewIfNeeded();
        await page.locator('sq-map [part="map"][data-status="ready"]').waitFor();
        const cdp = await page.context().newCDPSession(page);
        const state = () =>
          page.evaluate(() => {
            const region = document.querySelector('sq-map').shadowRoot.querySelector('[part="viewport"]');
            return { center: region.dataset.center, zoom: region.dataset.zoom, scroll: scrollY };
          });
        const box = await viewport.boundingBox();
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;

        const before = await state();
        await gesture(cdp, [
          [
            [x, y + 60],
            [x, y - 60],
          ],
        ]);
        await page.waitForFunction((start) => scrollY > start + 40, before.scroll);
        // The fling's momentum settles before the page's place is taken.
        await page.evaluate(
          () =>
            new Promise((resolve) => {
              let last = scrollY;
              const check = setInterval(() => {
                if (scrollY === last) resolve(clearInterval(check));
                last = scrollY;
              }, 250);
            }),
        );
        const scrolled = await state();
        assert.equal(scrolled.center, before.center, 'one finger leaves the map where it was');
        assert.equal(await page.locator('sq-map [part="hint"]').textContent(), 'Use two fingers to move the map');

        const moved = await viewport.boundingBox();
        const [mx, my] = [moved.x + moved.width / 2, moved.y + moved.height / 2];
        await gesture(cdp, [
          [
            [mx - 40, my],
            [mx - 140, my],
          ],
          [
            [mx + 40, my],
            [mx - 60, my],
          ],
        ]);
        await page.waitForFunction(
          (start) => document.querySelector('sq-map').shadowRoot.querySelector('[part="viewport"]').dataset.center !== start,
          scrolled.center,
        );
        const panned = await state();
        const lng = (center) => Number(center.split(',')[1]);
        const lat = (center) => Number(center.split(',')[0]);
        assert.ok(lng(panned.center) > lng(scrolled.center), 'dragging two fingers left moves the map east');
        assert.ok(Math.abs(lat(panned.center) - lat(scrolled.center)) < 0.01, 'and not north or south');
        assert.equal(panned.zoom, scrolled.zoom, 'moving two fingers together does not zoom');
        assert.equal(panned.scroll, scrolled.scroll, 'the page stays where it was');

        // From 40 px apart to 70: past the 1.6 times that make one step, short of a second.
        const requests = trackRequests(page);
        await gesture(cdp, [
          [
            [mx - 20, my],
            [mx - 35, my],
          ],
          [
            [mx + 20, my],
            [mx + 35, my],
          ],
        ]);
        await page.waitForFunction(
          (start) => document.querySelector('sq-map').shadowRoot.querySelector('[part="viewport"]').dataset.zoom !== start,
          panned.zoom,
        );
        // Each touch was handled before its dispatch returned: a second step would be drawn, its tiles asked for, once the page has settled.
        await settled(page, requests);
        requests.stop();
        const pinched = await state();
        assert.equal(Number(pinched.zoom), Number(panned.zoom) + 1, 'spreading two fingers zooms in a step');
        assert.equal(pinched.scroll, scrolled.scroll, 'and the page still stays');
        assert.deepEqual(problems, []);
      },
      { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    );
  });
});
