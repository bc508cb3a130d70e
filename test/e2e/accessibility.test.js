import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { gotoSettled, useSite } from './harness.js';

const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The demo's own markup; the banner has its own accessibility tests in test/elements. */
const pages = [
  '/',
  '/cookie-policy/',
  '/cookie-banner.html',
  '/frames/cookie-banner.html',
  '/forms.html',
  '/gallery.html',
  '/shop.html',
  '/cart/',
  '/review/',
];

describe('the demo pages have no axe violations', () => {
  const site = useSite();

  for (const path of pages) {
    test(path, async () => {
      // axe is injected as a script tag, which the page's own policy would rightly refuse.
      const context = await site.browser.newContext({ baseURL: site.server.url, bypassCSP: true });
      try {
        const page = await context.newPage();
        await gotoSettled(page, path);
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const results = await window.axe.run(
            { exclude: [['sq-cookie-banner']] },
            { iframes: false, runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
          );
          return results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
        });
        assert.deepEqual(violations, []);
      } finally {
        await context.close();
      }
    });
  }
});
