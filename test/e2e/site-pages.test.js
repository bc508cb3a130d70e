import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useSite } from './harness.js';
import { SITE_PAGES } from './site-pages.js';

/** The page's website context, as the runtime reads it. */
const contextOf = (page) => page.evaluate(() => JSON.parse(document.getElementById('sq-site-context').textContent));

describe('the demo site, page by page, on the real server', () => {
  const site = useSite();

  for (const { path, status, pageType } of SITE_PAGES) {
    test(`${path} answers ${status} in the site's layout, page type ${pageType}`, async () => {
      await site.withPage(async ({ page }) => {
        const response = await page.goto(path);
        assert.equal(response.status(), status);
        assert.equal((await contextOf(page)).pageType, pageType);
        await page.getByRole('banner').getByRole('link', { name: 'Juniper Ceramics' }).waitFor();
        assert.equal(await page.getByRole('main').count(), 1);
        assert.equal(await page.getByRole('contentinfo').count(), 1);
        await page.waitForLoadState('load');
        const headings = await page.evaluate(() => {
          // The page's own h1s, and those elements draw in their shadow roots.
          const roots = [document, ...[...document.querySelectorAll('*')].flatMap((node) => (node.shadowRoot ? [node.shadowRoot] : []))];
          return roots.flatMap((root) => [...root.querySelectorAll('h1')]).filter((heading) => heading.checkVisibility()).length;
        });
        assert.equal(headings, 1, 'one heading names the page');
      });
    });
  }

  test('every product link of the shop opens its product page', async () => {
    await site.withPage(async ({ page, problems }) => {
      await page.goto('/shop');
      const links = await page
        .locator('.products-fallback a[href^="/shop/"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      assert.ok(links.length >= 6, links.join(', '));
      for (const href of new Set(links)) {
        const response = await page.goto(href);
        assert.equal(response.status(), 200, href);
        assert.equal((await contextOf(page)).pageType, 50, href);
        await page.locator('sq-product#product').waitFor();
      }
      assert.deepEqual(problems, []);
    });
  });

  test('the journal’s Load more shows the next posts, and every post’s comment link keeps or gets its count', async () => {
    await site.withPage(async ({ page, problems }) => {
      await page.goto('/journal');
      await page.getByRole('button', { name: 'Accept' }).click();
      const links = page.locator('sq-summary a[href$="#comments"]');
      const counted = /^(No comments|1 comment|\d+ comments)$/;
      await links.filter({ hasText: counted }).first().waitFor();
      const before = await links.count();
      await page.locator('sq-summary').getByRole('button', { name: 'Load more' }).click();
      await page.waitForFunction((count) => document.querySelectorAll('sq-summary a[href$="#comments"]').length > count, before);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('sq-summary a[href$="#comments"]')].every((link) =>
          /^(No comments|1 comment|\d+ comments)$/.test(link.textContent),
        ),
      );
      for (const text of await links.allTextContents()) assert.match(text, counted);
      assert.deepEqual(problems, []);
    });
  });

  test('on a phone the navigation is behind a menu button, which a keyboard opens and Escape closes, focus back on the button', async () => {
    await site.withPage(
      async ({ page }) => {
        await page.goto('/journal');
        const menu = page.getByRole('navigation', { name: 'Main' });
        const button = menu.getByRole('button', { name: 'Menu' });
        await button.waitFor();
        assert.equal(await menu.getByRole('link', { name: 'Shop' }).isVisible(), false, 'the links are folded away');
        await button.focus();
        await page.keyboard.press('Enter');
        await menu.getByRole('link', { name: 'Shop' }).waitFor({ state: 'visible' });
        assert.equal(await button.getAttribute('aria-expanded'), null, 'the popover button states its own state');
        await page.keyboard.press('Escape');
        await menu.getByRole('link', { name: 'Shop' }).waitFor({ state: 'hidden' });
        assert.equal(await page.evaluate(() => document.activeElement?.className), 'site-menu-button');
      },
      { viewport: { width: 390, height: 800 } },
    );
  });

  test('on a desktop the navigation is always in the header, the current page marked', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/journal/why-we-fire-slowly');
      const menu = page.getByRole('navigation', { name: 'Main' });
      assert.equal(await menu.getByRole('button', { name: 'Menu' }).isVisible(), false);
      for (const name of ['Shop', 'Journal', 'Gallery', 'Visit', 'Contact']) assert.ok(await menu.getByRole('link', { name }).isVisible(), name);
      assert.equal(await menu.getByRole('link', { name: 'Journal' }).getAttribute('aria-current'), 'true');
    });
  });

  test('the site search finds a product and leads to it', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/search');
      const box = page.getByRole('searchbox', { name: 'Search the site' });
      await box.fill('tide');
      await box.press('Enter');
      await page.getByRole('heading', { name: /results? for “tide”/ }).waitFor();
      await page.getByRole('link', { name: 'Tide mug', exact: true }).first().click();
      await page.waitForURL(/\/shop\/tide-mug$/);
    });
  });

  test('the studio fetches its main picture at once and a picture below the fold only within 200px of the window', async () => {
    await site.withPage(
      async ({ page, problems }) => {
        const asked = [];
        page.on('request', (request) => {
          if (request.url().includes('/images/')) asked.push(new URL(request.url()).pathname);
        });
        await page.goto('/studio');
        await page.waitForLoadState('load');
        assert.ok(asked.includes('/images/ember-cups.svg'), 'the main picture');
        const inline = page.locator('#studio-inline sq-image > img');
        // The element is running: the picture over the fold is loaded once it upgrades.
        await page.locator('#studio-card sq-image > img[src^="/images/"]').waitFor({ state: 'attached' });
        const top = await inline.evaluate((image) => image.getBoundingClientRect().top + scrollY);
        const settle = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

        await page.evaluate((y) => scrollTo(0, y), top - 800 - 300);
        await settle();
        // Intersection observers hear of a frame in the order they were made: once one made now has
        // heard where the picture is, the element's own (200px around the window) has too.
        const within200 = await inline.evaluate(
          (image) =>
            new Promise((resolve) => {
              const observer = new IntersectionObserver(
                ([entry]) => {
                  observer.disconnect();
                  resolve(entry.isIntersecting);
                },
                { rootMargin: '200px' },
              );
              observer.observe(image);
            }),
        );
        assert.equal(within200, false, 'the picture is more than 200px below the window');
        await settle();
        // Until then the picture holds only the placeholder that keeps its shape.
        assert.match(await inline.getAttribute('src'), /^data:image\/svg\+xml/, '300px below the window: not yet');
        assert.ok(!asked.includes('/images/tide-mug.svg'), asked.join(', '));

        await page.evaluate((y) => scrollTo(0, y), top - 800 - 150);
        // The placeholder is a complete picture too: wait for the real one.
        await page.waitForFunction(
          (image) => image.getAttribute('src').startsWith('/images/') && image.complete && image.naturalWidth > 0,
          await inline.elementHandle(),
        );
        assert.ok(asked.includes('/images/tide-mug.svg'), '150px below the window: loaded');
        assert.match(await inline.getAttribute('src'), /\/images\/tide-mug\.svg\?format=\d+w$/);
        assert.deepEqual(problems, []);
      },
      { viewport: { width: 1280, height: 800 } },
    );
  });

  test('a journal post offers the Pin button over its picture only after the visitor accepts cookies, and by keyboard', async () => {
    await site.withPage(
      async ({ page, problems }) => {
        await page.goto('/journal/why-we-fire-slowly');
        const name = 'Save A kelp plate with the soft sheen of a slow firing to Pinterest (opens in a new window)';
        await page.waitForLoadState('load');
        assert.equal(await page.getByRole('link', { name }).count(), 0, 'nothing before consent');
        await page.getByRole('button', { name: 'Accept' }).click();
        const pin = page.getByRole('link', { name });
        await pin.waitFor({ state: 'attached' });
        const href = new URL(await pin.getAttribute('href'));
        assert.equal(href.origin + href.pathname, 'https://www.pinterest.com/pin/create/button/');
        assert.equal(href.searchParams.get('url'), `${site.server.url}/journal/why-we-fire-slowly`);
        assert.match(href.searchParams.get('media'), /\/images\/kelp-plate\.svg$/);
        assert.equal(await pin.getAttribute('rel'), 'noopener noreferrer');
        await pin.focus();
        assert.ok(await pin.isVisible(), 'shown on keyboard focus');
        assert.deepEqual(problems, []);
      },
      { viewport: { width: 1280, height: 800 } },
    );
  });
});
