import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { manifestElements } from '../../server/docs/content.js';
import { axeViolations, gotoSettled, useSite } from './harness.js';
import { settled, trackRequests } from './settled.js';

const tags = manifestElements(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')).map(({ tag }) => tag);
const guides = readdirSync(new URL('../../docs/guides/', import.meta.url)).map((name) => name.replace(/\.md$/, ''));

describe('the docs on the reference server', () => {
  const site = useSite();

  test('/docs/ lists every element in the manifest and every guide', async () => {
    await site.withPage(async ({ page, problems }) => {
      const response = await page.goto('/docs/');
      assert.equal(response.status(), 200);
      const links = await page.locator('nav.docs-nav a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      for (const tag of tags) assert.ok(links.includes(`/docs/elements/${tag}`), `a link to ${tag}`);
      for (const guide of guides) assert.ok(links.includes(`/docs/guides/${guide}`), `a link to ${guide}`);
      assert.deepEqual(problems, []);
    });
  });

  for (const tag of tags) {
    test(`/docs/elements/${tag} runs its example: the element is there and upgraded, with no error`, async () => {
      await site.withPage(async ({ page, problems }) => {
        const requests = trackRequests(page);
        const response = await page.goto(`/docs/elements/${tag}`);
        assert.equal(response.status(), 200);
        await page.waitForFunction(
          (name) => {
            const element = document.querySelector(`.docs-example-stage ${name}`);
            return element !== null && element.matches(':defined') && element.shadowRoot !== null;
          },
          tag,
          { timeout: 10_000 },
        );
        assert.equal(await page.locator('h1').first().textContent(), `<${tag}>`);
        // The example's code is on the page too, as text.
        assert.ok((await page.locator('main pre code').first().textContent()).includes(`<${tag}`));
        // The example's errors have come once the page has settled: its requests answered and its elements drawn.
        await settled(page, requests);
        requests.stop();
        assert.deepEqual(problems, []);
      });
    });
  }

  test('every guide page and the benchmark report answer, with their images loaded', async () => {
    await site.withPage(async ({ page, problems }) => {
      for (const guide of guides) assert.equal((await page.goto(`/docs/guides/${guide}`)).status(), 200, guide);
      await gotoSettled(page, '/docs/benchmarks');
      const images = await page.locator('main img').evaluateAll((list) => list.map((image) => [image.getAttribute('src'), image.naturalWidth]));
      assert.ok(images.length >= 3, 'the report has its charts');
      for (const [src, width] of images) assert.ok(width > 0, `${src} loaded`);
      assert.deepEqual(problems, []);
    });
  });

  test('the example buttons open the dialog and the lightbox', async () => {
    await site.withPage(async ({ page, problems }) => {
      await page.goto('/docs/elements/sq-dialog');
      await page.getByRole('button', { name: 'Remove the item' }).click();
      await page.locator('sq-dialog [part~="dialog"]').waitFor();
      await page.goto('/docs/elements/sq-lightbox');
      await page.getByRole('button', { name: 'Open the lightbox' }).click();
      await page.locator('sq-lightbox [part~="image"]').first().waitFor();
      assert.deepEqual(problems, []);
    });
  });

  for (const path of [
    '/docs/',
    '/docs/elements/',
    '/docs/elements/sq-gallery',
    '/docs/elements/sq-form',
    '/docs/guides/getting-started',
    '/docs/benchmarks',
  ]) {
    test(`${path} has no axe violations`, async () => {
      assert.deepEqual(await axeViolations(site.browser, site.server.url, path), []);
    });
  }
});
