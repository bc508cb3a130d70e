import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { launch, measureLayout } from './measure-page.js';
import { startServer } from '../server.js';
import { startStaticServer } from './static-server.js';
import { startSplitPageProxy } from './split-page-proxy.js';
import { SITE_PAGES } from '../site-pages.js';

/**
 * Nothing moves while a page loads: neither when its elements upgrade nor when their pictures
 * arrive. Each element alone on a page with only the README's snippet (test/e2e/layout/pages/,
 * its pictures served late), and every page of the demo site, at a phone's and a desktop's width,
 * in Chromium (its own layout-shift score) and Firefox (boxes compared frame by frame; see
 * measure.js). One test file per browser (test/e2e/layout-stability-*.test.js), so the two run
 * side by side; in each, two pages are measured at once, each in a browser of its own, where it is
 * the page in front and gets every frame.
 */
const ELEMENT_PAGES = readdirSync(new URL('./pages/', import.meta.url))
  .filter((file) => file.endsWith('.html'))
  .sort();
const DEMO_PAGES = [...SITE_PAGES.map((page) => page.path), '/cookie-banner.html'];
const WIDTHS = [390, 1280];

/** Pages measured at once, in as many browsers. */
const PAGES_AT_ONCE = 2;

/** Lends each of `browsers` to one measure at a time. */
function browserPool(browsers) {
  const free = [...browsers];
  const waiting = [];
  return {
    async use(run) {
      const browser = free.pop() ?? (await new Promise((resolve) => waiting.push(resolve)));
      try {
        return await run(browser);
      } finally {
        const next = waiting.shift();
        if (next) next(browser);
        else free.push(browser);
      }
    },
    close: () => Promise.all(browsers.map((browser) => browser.close())),
  };
}

function expectStill(record) {
  assert.equal(record.score.toFixed(3), '0.000', `layout shifts: ${JSON.stringify(record.shifts, null, 1)}`);
  assert.deepEqual(record.moves, [], 'boxes that moved between two frames');
  assert.ok(record.frames > 10, `frames sampled: ${record.frames}`);
  assert.deepEqual(
    record.problems.filter((problem) => problem.startsWith('uncaught')),
    [],
  );
}

/** The suite in one browser, `chromium` or `firefox`. */
export function layoutStabilitySuite(name) {
  describe(`layout stability in ${name}`, { concurrency: PAGES_AT_ONCE }, () => {
    let browsers;
    let elements;
    let site;
    let split;
    before(async () => {
      let pool;
      [pool, elements, site] = await Promise.all([
        Promise.all(Array.from({ length: PAGES_AT_ONCE }, () => launch(name))),
        startStaticServer(),
        startServer(),
      ]);
      browsers = browserPool(pool);
      split = await startSplitPageProxy(site.url, { cutBefore: '<sq-cart-indicator' });
    });
    after(async () => {
      await Promise.all([browsers?.close(), elements?.stop(), split?.stop(), site?.stop()]);
    });
    const measure = (url, options) => browsers.use((browser) => measureLayout(browser, url, options));

    for (const page of ELEMENT_PAGES) {
      for (const width of WIDTHS) {
        test(`${page} at ${width} px: the element upgrades and its pictures load without moving anything`, async () => {
          expectStill(await measure(`${elements.url}/pages/${page}`, { width }));
        });
      }
    }

    for (const path of DEMO_PAGES) {
      for (const width of WIDTHS) {
        test(`demo ${path} at ${width} px loads without moving anything`, async () => {
          expectStill(await measure(`${site.url}${path}`, { width }));
        });
      }
    }

    // A page painted while it is still arriving: the header's name and navigation are drawn before the cart is.
    for (const width of WIDTHS) {
      test(`demo /shop at ${width} px, arriving in two parts, paints its header where it stays`, async () => {
        expectStill(await measure(`${split.url}/shop`, { width }));
      });
    }
  });
}
