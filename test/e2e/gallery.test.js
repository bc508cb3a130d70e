import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useSite } from './harness.js';
import { settled, trackRequests } from './settled.js';

/** The gallery's designs with something focusable in every slide, and the picture each slide shows. */
const DESIGNS = ['grid', 'auto-grid', 'auto-columns', 'auto-rows', 'carousel', 'list', 'slideshow', 'slider'];
const PICTURES = ['tide-mug', 'kelp-plate', 'harbour-vase', 'ember-cups'];
const SIZES = { 'tide-mug': '1500x1000', 'kelp-plate': '1000x1000', 'harbour-vase': '1000x1500', 'ember-cups': '1600x900' };

/** WCAG relative luminance contrast between two [r, g, b] colours. */
function contrast(a, b) {
  const luminance = ([r, g, b]) =>
    [r, g, b]
      .map((value) => value / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** Reads pixels of a PNG screenshot: decoded in a blank page, which no Content-Security-Policy limits. */
async function decode(context, png) {
  const scratch = await context.newPage();
  try {
    return await scratch.evaluate(
      async (bytes) => {
        const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context2d = canvas.getContext('2d');
        context2d.drawImage(bitmap, 0, 0);
        return { width: bitmap.width, data: [...context2d.getImageData(0, 0, bitmap.width, bitmap.height).data] };
      },
      [...png],
    );
  } finally {
    await scratch.close();
  }
}

function pixel(image, x, y) {
  const at = (Math.round(y) * image.width + Math.round(x)) * 4;
  return image.data.slice(at, at + 3);
}

describe('sq-gallery and sq-lightbox on the demo site', () => {
  const site = useSite();

  test('a grid picture opens the lightbox, which loads on first open and closes with Escape', async () => {
    await site.withPage(async ({ page, problems }) => {
      const requested = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/gallery?nomotion=true');
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
      await page.goto('/gallery?nomotion=true');
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

  test('a focused slide, thumbnail or control shows a ring over the picture, at least 3:1 against it, in every design', async () => {
    await site.withPage(async ({ context, page, problems }) => {
      await page.setViewportSize({ width: 1280, height: 1200 });
      await page.goto('/gallery?nomotion=true');
      await page.evaluate(
        ({ designs, pictures, sizes }) => {
          // Built element by element: the page enforces Trusted Types, so no markup string goes in.
          const element = (tag, attributes = {}, children = []) => {
            const node = document.createElement(tag);
            for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
            node.append(...children);
            return node;
          };
          const slides = () =>
            pictures.map((name) =>
              element(
                'figure',
                { 'data-type': 'image', 'data-slide-id': name, 'data-src': `/images/${name}.svg`, 'data-image-dimensions': sizes[name] },
                [element('img', { alt: name }), element('figcaption', {}, [name])],
              ),
            );
          const section = element('section', { id: 'focus-rings' });
          for (const design of designs) {
            section.append(
              element('button', { id: `before-${design}` }, [`Before ${design}`]),
              element('sq-gallery', { id: `ring-${design}`, design, lightbox: '', ...(design === 'slideshow' && { thumbnails: '' }) }, slides()),
            );
          }
          document.querySelector('main').prepend(section);
        },
        { designs: DESIGNS, pictures: PICTURES, sizes: SIZES },
      );

      /** Finds, in gallery `design`, the element `selector` picks, and tells whether it has focus and where it is. */
      const probe = (design, selector) =>
        page.evaluate(
          ({ design, selector }) => {
            const gallery = document.getElementById(`ring-${design}`);
            const target = gallery.shadowRoot?.querySelector(selector);
            if (!target) return undefined;
            target.scrollIntoView({ block: 'center' });
            const { x, y, width, height } = target.getBoundingClientRect();
            return { x, y, width, height, focused: gallery.shadowRoot.activeElement === target };
          },
          { design, selector },
        );
      const targets = [
        ...DESIGNS.map((design) => ({ design, selector: '[data-index="0"] [data-hit]', inside: true })),
        { design: 'slideshow', selector: '[part~="thumbnail"]', inside: true },
        { design: 'carousel', selector: '[part~="next"]', inside: false },
      ];
      for (const { design, selector, inside } of targets) {
        await page.locator(`#ring-${design} [part~="gallery"]`).waitFor();
        const box = await probe(design, selector);
        assert.ok(box, `${design}: ${selector} is drawn`);
        // Slides and thumbnails: the two rings are inside the frame (1 and 4 px in); controls: around them (1 and 3 px out).
        const depths = inside ? [1, 4] : [-1, -3];
        const clip = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 };
        const before = await decode(context, await page.screenshot({ clip }));
        await page.locator(`#before-${design}`).focus();
        for (let i = 0; i < 12 && !(await probe(design, selector)).focused; i++) await page.keyboard.press('Tab');
        const moved = await probe(design, selector);
        assert.ok(moved.focused, `${design}: Tab reaches ${selector}`);
        const after = await decode(context, await page.screenshot({ clip: { ...clip, x: moved.x - 8, y: moved.y - 8 } }));
        const sides = {
          top: (d) => [8 + box.width / 2, 8 + d],
          bottom: (d) => [8 + box.width / 2, 8 + box.height - 1 - d],
          left: (d) => [8 + d, 8 + box.height / 2],
          right: (d) => [8 + box.width - 1 - d, 8 + box.height / 2],
        };
        for (const [side, at] of Object.entries(sides)) {
          const best = Math.max(...depths.map((d) => contrast(pixel(before, ...at(d)), pixel(after, ...at(d)))));
          assert.ok(best >= 3, `${design} ${selector}: the ring on the ${side} edge contrasts ${best.toFixed(2)}:1 with the picture`);
        }
      }
      assert.deepEqual(problems, []);
    });
  });

  test('the gallery page does not shift as the galleries upgrade, on a phone and a desktop', async () => {
    for (const width of [390, 1280]) {
      await site.withPage(async ({ page, problems }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript(() => {
          window.shift = 0;
          const add = (entries) => {
            for (const entry of entries) if (!entry.hadRecentInput) window.shift += entry.value;
          };
          window.shifts = new PerformanceObserver((list) => add(list.getEntries()));
          window.shifts.observe({ type: 'layout-shift', buffered: true });
          // The shifts recorded but not yet handed to the observer.
          window.takeShifts = () => add(window.shifts.takeRecords());
        });
        const requests = trackRequests(page);
        await page.goto('/gallery?nomotion=true');
        await page.locator('#grid-gallery [part~="slide"]').first().waitFor();
        await page.locator('#slideshow-gallery [part~="thumbnail"]').first().waitFor();
        // Every gallery has upgraded and drawn, and every picture is in, once the page has settled.
        await settled(page, requests);
        requests.stop();
        assert.equal(
          await page.evaluate(() => {
            window.takeShifts();
            return window.shift;
          }),
          0,
          `${width} px: cumulative layout shift`,
        );
        assert.deepEqual(problems, []);
      });
    }
  });
});
