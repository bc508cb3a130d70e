import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeViolations, useSite } from './harness.js';

/** The demo's own markup; the banner has its own accessibility tests in test/elements. */
const pages = ['/', '/cookie-policy', '/cookie-banner.html', '/frames/cookie-banner.html', '/contact', '/gallery', '/shop', '/cart', '/review'];

describe('the demo pages have no axe violations', () => {
  const site = useSite();

  for (const path of pages) {
    test(path, async () => {
      assert.deepEqual(await axeViolations(site.browser, site.server.url, path, { exclude: ['sq-cookie-banner'] }), []);
    });
  }
});
