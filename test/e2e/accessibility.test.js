import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeViolations, useSite } from './harness.js';
import { SITE_PAGES } from './site-pages.js';

/** Every page type of the demo site, and the developer pages; the banner has its own accessibility tests in test/elements. */
const pages = [...SITE_PAGES.map((page) => page.path), '/cookie-banner.html', '/frames/cookie-banner.html'];

describe('the demo pages have no axe violations', () => {
  const site = useSite();

  for (const path of pages) {
    for (const width of [390, 1280]) {
      test(`${path} at ${width} px`, async () => {
        assert.deepEqual(await axeViolations(site.browser, site.server.url, path, { width, exclude: ['sq-cookie-banner'] }), []);
      });
    }
  }
});
