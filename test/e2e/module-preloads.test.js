import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { gotoSettled, useSite } from './harness.js';

/** For each tag, its module and the files it imports statically, as the build wrote them. */
const preloads = JSON.parse(readFileSync(new URL('../../dist/preloads.json', import.meta.url), 'utf8'));

describe("an element's files are fetched side by side, not one import after another", () => {
  const site = useSite();

  test('the form page links the files of its form in <head>, and the browser fetches each once', async () => {
    await site.withPage(async ({ page, problems }) => {
      const fetched = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await gotoSettled(page, '/contact');
      const linked = await page.$$eval('head link[rel="modulepreload"]', (links) => links.map((link) => new URL(link.href).pathname));
      for (const file of preloads['sq-form']) {
        assert.ok(linked.includes(`/dist/${file}`), `${file} is preloaded`);
        assert.equal(fetched.filter((path) => path === `/dist/${file}`).length, 1, `${file} is fetched once`);
      }
      assert.deepEqual(problems, []);
    });
  });

  test('the loader preloads the files of an element added later, as soon as it sees the tag', async () => {
    await site.withPage(async ({ page, problems }) => {
      await gotoSettled(page, '/contact');
      const fetched = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      const tag = 'sq-donation';
      const added = await page.evaluate((tag) => {
        const before = new Set([...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.href));
        document.body.append(document.createElement(tag));
        // The loader sees the tag in a mutation record, before the element's module has arrived.
        return new Promise((resolve) =>
          queueMicrotask(() =>
            resolve({
              defined: customElements.get(tag) !== undefined,
              links: [...document.querySelectorAll('link[rel="modulepreload"]')]
                .map((link) => link.href)
                .filter((href) => !before.has(href))
                .map((href) => new URL(href).pathname),
            }),
          ),
        );
      }, tag);
      assert.equal(added.defined, false);
      // The tag's own module is imported at once; the links are for the files it imports.
      const [module, ...needed] = preloads[tag].map((file) => `/dist/${file}`);
      assert.ok(!added.links.includes(module), 'the module itself is imported, not linked');
      const alreadyLinked = needed.filter((path) => !added.links.includes(path));
      // Files the form page already preloaded are not linked twice; every other one is.
      assert.ok(added.links.length > 0, 'some files are new to the page');
      for (const path of added.links) assert.ok(needed.includes(path), `${path} is one of <${tag}>'s files`);
      await page.waitForFunction((tag) => customElements.get(tag) !== undefined, tag);
      for (const path of [module, ...added.links]) assert.equal(fetched.filter((url) => url === path).length, 1, `${path} is fetched once`);
      assert.ok(
        alreadyLinked.every((path) => !fetched.includes(path)),
        'files already on the page are not fetched again',
      );
      assert.deepEqual(problems, []);
    });
  });
});
