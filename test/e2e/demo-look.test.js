import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { gotoSettled, useSite } from './harness.js';

const DESKTOP = { viewport: { width: 1280, height: 900 } };

const definition = (file) => JSON.parse(readFileSync(new URL(`../../demo/site/${file}`, import.meta.url), 'utf8'));
const PAGES = definition('pages.json');
const COLLECTIONS = definition('collections.json');
const ITEMS = definition('items.json');

/** The chart blocks of the demo, each with the page it is on. */
const CHARTS = PAGES.flatMap((page) => (page.layout ?? []).filter((block) => block.type === 'chart').map((block) => ({ path: page.path, block })));

/** The journal's posts a visitor can read without signing in: published, and not in a member area. */
const journal = COLLECTIONS.find((collection) => collection.fullUrl === '/journal/');
const POSTS = ITEMS.filter((item) => item.collectionId === journal.id && item.status === 'published' && item.access === undefined);

/** The HSL saturation (0 to 1) of a computed `rgb()` or `rgba()` colour. */
function saturation(colour) {
  const [r, g, b] = colour
    .match(/[\d.]+/g)
    .slice(0, 3)
    .map((value) => Number(value) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const lightness = (max + min) / 2;
  return (max - min) / (1 - Math.abs(2 * lightness - 1));
}

/** The header's content box: its inner container less its padding. */
const headerContentBox = (page) =>
  page.locator('.site-header-inner').evaluate((inner) => {
    const box = inner.getBoundingClientRect();
    const style = getComputedStyle(inner);
    return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
  });

describe('the demo site looks cared for, as a visitor sees it', () => {
  const site = useSite();

  test('at 1280 px the gallery page keeps its galleries within the header’s content box, edge to edge with it', async () => {
    await site.withPage(async ({ page, problems }) => {
      await gotoSettled(page, '/gallery');
      const header = await headerContentBox(page);
      const galleries = await page.locator('main sq-gallery').evaluateAll((elements) =>
        elements.map((element) => {
          const { left, right } = element.getBoundingClientRect();
          return { id: element.id, left, right };
        }),
      );
      assert.equal(galleries.length, 2, 'the grid and the slideshow');
      for (const { id, left, right } of galleries) {
        const where = `#${id} spans ${left}–${right} px, the header’s content ${header.left}–${header.right} px`;
        assert.ok(right - left <= header.right - header.left + 2, where);
        assert.ok(Math.abs(left - header.left) <= 2, where);
        assert.ok(Math.abs(right - header.right) <= 2, where);
      }
      assert.deepEqual(problems, []);
    }, DESKTOP);
  });

  test('at 1280 px each caption of the grid gallery covers at most a quarter of its picture', async () => {
    await site.withPage(async ({ page, problems }) => {
      await gotoSettled(page, '/gallery');
      const tiles = await page.locator('#grid-gallery > figure').evaluateAll((figures) =>
        figures.map((figure) => ({
          caption: figure.querySelector('figcaption').textContent.trim(),
          band: figure.querySelector('figcaption').getBoundingClientRect().height,
          tile: figure.getBoundingClientRect().height,
        })),
      );
      assert.equal(tiles.length, 8);
      for (const { caption, band, tile } of tiles) {
        assert.ok(band > 0, `${caption}: the caption shows`);
        assert.ok(band <= tile * 0.25, `${caption}: a ${band} px band over a ${tile} px tile (${((band / tile) * 100).toFixed(1)}%)`);
      }
      assert.deepEqual(problems, []);
    }, DESKTOP);
  });

  test('at 1280 px the slideshow’s thumbnails fill their strip, or the strip scrolls', async () => {
    await site.withPage(async ({ page, problems }) => {
      await gotoSettled(page, '/gallery');
      const strip = await page.locator('#slideshow-gallery [part~="thumbnails"]').evaluate((element) => {
        const thumbnails = [...element.querySelectorAll('[part~="thumbnail"]')];
        return {
          right: element.getBoundingClientRect().right,
          width: element.clientWidth,
          scrollWidth: element.scrollWidth,
          count: thumbnails.length,
          lastRight: Math.max(...thumbnails.map((thumbnail) => thumbnail.getBoundingClientRect().right)),
        };
      });
      assert.equal(strip.count, 6);
      const gap = strip.right - strip.lastRight;
      assert.ok(
        gap <= strip.width * 0.1 || strip.scrollWidth > strip.clientWidth,
        `the last thumbnail ends ${gap} px short of the ${strip.width} px strip (${((gap / strip.width) * 100).toFixed(1)}%), which does not scroll (${strip.scrollWidth} px of content)`,
      );
      assert.deepEqual(problems, []);
    }, DESKTOP);
  });

  test('the charts draw in muted colours, a different one for each series or slice', async () => {
    assert.ok(CHARTS.length > 0);
    await site.withPage(async ({ page, problems }) => {
      for (const { path, block } of CHARTS) {
        await gotoSettled(page, path);
        const colours = await page.locator(`sq-chart#${block.id}`).evaluate((chart) =>
          [...chart.shadowRoot.querySelectorAll('.bar, .slice, .line, .point, .swatch')].map((mark) => {
            const style = getComputedStyle(mark);
            if (mark.classList.contains('swatch')) return style.backgroundColor;
            // A line is drawn by its stroke; bars, slices and points by their fill (a slice's white stroke only parts it from the next).
            return mark.classList.contains('line') ? style.stroke : style.fill;
          }),
        );
        assert.ok(colours.length > 0, `${path} #${block.id} draws`);
        for (const colour of colours) {
          assert.match(colour, /^rgba?\(/, `${path} #${block.id}`);
          assert.ok(saturation(colour) <= 0.75, `${path} #${block.id}: ${colour} is saturated ${saturation(colour).toFixed(2)}`);
        }
        const series = block.variant === 'pie' ? block.rows.length : block.columns.length - 1;
        if (series > 1) assert.ok(new Set(colours).size >= 2, `${path} #${block.id}: ${series} series in ${[...new Set(colours)].join(', ')}`);
      }
      assert.deepEqual(problems, []);
    }, DESKTOP);
  });

  test('the contact form’s Send button and the product’s Add to Cart button wear the site’s own button colours', async () => {
    await site.withPage(async ({ page, problems }) => {
      const colours = (locator) =>
        locator.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, text: getComputedStyle(element).color }));
      await gotoSettled(page, '/');
      const siteButton = await colours(page.locator('#hero a.button'));
      assert.notEqual(siteButton.background, 'rgba(0, 0, 0, 0)', 'the site’s button is filled');

      await gotoSettled(page, '/contact');
      assert.deepEqual(await colours(page.locator('#contact-form').getByRole('button', { name: 'Send message' })), siteButton);
      await gotoSettled(page, '/shop/tide-mug');
      assert.deepEqual(await colours(page.locator('sq-product#product').getByRole('button', { name: 'Add to Cart' })), siteButton);
      assert.deepEqual(problems, []);
    }, DESKTOP);
  });

  test('the cart’s and the review request’s headings, the product’s name among them, are set in the site’s serif heading font', async () => {
    await site.withPage(async ({ page, problems }) => {
      const fonts = (locator) =>
        locator.evaluateAll((headings) =>
          headings
            .filter((heading) => heading.checkVisibility())
            .map((heading) => [heading.textContent.trim(), getComputedStyle(heading).fontFamily]),
        );
      await gotoSettled(page, '/');
      const [[, siteFont]] = await fonts(page.locator('main h1'));
      assert.match(siteFont, /\bserif$/);
      assert.doesNotMatch(siteFont, /sans-serif/);

      await gotoSettled(page, '/shop/tide-mug');
      const product = page.locator('sq-product#product');
      await product.locator('[part~="purchase"]').getByLabel('Size').selectOption('450 ml');
      await product.getByRole('button', { name: 'Add to Cart' }).click();
      await product.getByRole('status').filter({ hasText: 'Added to cart' }).waitFor();
      await gotoSettled(page, '/cart');
      await page.locator('#cart-page [part~="line"]').filter({ hasText: 'Tide mug' }).waitFor();
      const cart = await fonts(page.locator('#cart-page').locator('h1, h2'));
      assert.deepEqual(
        cart.map(([text]) => text),
        ['Shopping Cart', 'Summary'],
      );
      for (const [text, font] of cart) assert.equal(font, siteFont, text);

      await gotoSettled(page, '/review');
      await page.locator('#reviews-request').locator('h2').first().waitFor();
      const review = await fonts(page.locator('#reviews-request').locator('h1, h2'));
      assert.equal(review[0][0], 'Rate your purchase');
      assert.ok(review.length >= 2, 'the product’s name is a heading too');
      for (const [text, font] of review) assert.equal(font, siteFont, text);
      assert.deepEqual(problems, []);
    }, DESKTOP);
  });

  test('every public journal post has at least 60 words of body text', async () => {
    assert.ok(POSTS.length >= 5, POSTS.map((post) => post.fullUrl).join(', '));
    await site.withPage(async ({ page, problems }) => {
      for (const post of POSTS) {
        const response = await page.goto(post.fullUrl);
        assert.equal(response.status(), 200, post.fullUrl);
        // The post's own text: the paragraphs and lists of the article, not its title, date, share links or the links to more posts.
        const words = await page
          .locator('main article.post > :is(p, ul, ol, blockquote)')
          .evaluateAll((blocks) => blocks.flatMap((block) => block.innerText.split(/\s+/).filter(Boolean)).length);
        assert.ok(words >= 60, `${post.fullUrl}: ${words} words`);
      }
      await page.waitForLoadState('load');
      assert.deepEqual(problems, []);
    }, DESKTOP);
  });

  test('the studio page has no decorative shapes', async () => {
    await site.withPage(async ({ page, problems }) => {
      await gotoSettled(page, '/studio');
      const shapes = await page.locator('sq-shape').evaluateAll((elements) =>
        elements.map((element) => {
          // The block spans the column; what it draws is its picture.
          const { width, height } = (element.shadowRoot?.querySelector('[part~="shape"]') ?? element).getBoundingClientRect();
          return `#${element.id} (${element.getAttribute('shape')}, ${width}×${height} px)`;
        }),
      );
      assert.deepEqual(shapes, []);
      assert.deepEqual(problems, []);
    }, DESKTOP);
  });
});
