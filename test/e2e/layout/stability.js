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
 * measure.js). One test file per browser (test/e2e/layout-stability-*.test.js), so the two run side by side.
 */
const ELEMENT_PAGES = readdirSync(new URL('./pages/', import.meta.url))
  .filter((file) => file.endsWith('.html'))
  .sort();
const DEMO_PAGES = [...SITE_PAGES.map((page) => page.path), '/cookie-banner.html'];
const WIDTHS = [390, 1280];

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
  describe(`layout stability in ${name}`, () => {
    let browser;
    let elements;
    let site;
    let split;
    before(async () => {
      [browser, elements, site] = await Promise.all([launch(name), startStaticServer(), startServer()]);
      split = await startSplitPageProxy(site.url, { cutBefore: '<sq-cart-indicator' });
    });
    after(async () => {
      await Promise.all([browser?.close(), elements?.stop(), split?.stop(), site?.stop()]);
    });

    for (const page of ELEMENT_PAGES) {
      for (const width of WIDTHS) {
        test(`${page} at ${width} px: the element upgrades and its pictures load without moving anything`, async () => {
          expectStill(await measureLayout(browser, `${elements.url}/pages/${page}`, { width }));
        });
      }
    }

    for (const path of DEMO_PAGES) {
      for (const width of WIDTHS) {
        test(`demo ${path} at ${width} px loads without moving anything`, async () => {
          expectStill(await measureLayout(browser, `${site.url}${path}`, { width }));
        });
      }
    }

    // A page painted while it is still arriving: the header's name and navigation are drawn before the cart is.
    for (const width of WIDTHS) {
      test(`demo /shop at ${width} px, arriving in two parts, paints its header where it stays`, async () => {
        expectStill(await measureLayout(browser, `${split.url}/shop`, { width }));
      });
    }
  });
}
