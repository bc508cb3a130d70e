import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_SITE_DIR } from '../../server/site/load.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const HOST = 'site.test';

/**
 * The hosts each page of the demo needs beyond the site itself, by directive, as its blocks name
 * them: the films page's four players and the embed block's own frame. Every other page needs none.
 */
const NEEDED = {
  '/films': {
    'frame-src': [
      'https://www.youtube.com',
      'https://player.vimeo.com',
      'https://fast.wistia.net',
      'https://animoto.com',
      `http://${HOST}/embed-frame/`,
    ],
  },
};

/** A policy's sources by directive. */
const directives = (policy) =>
  Object.fromEntries(
    policy
      .split(/;\s*/)
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

const readSite = async (file) => JSON.parse(await readFile(join(DEFAULT_SITE_DIR, file), 'utf8'));

for (const target of await testDatabases()) {
  describe(`each page's policy names exactly the hosts its blocks need, on ${target.name}`, () => {
    let t;
    let paths;
    before(async () => {
      t = await startTestApp(target);
      // Every page type: the pages, posts, products and collections of the definition, and the server's own pages.
      paths = new Set(['/search?q=mug', '/cart', '/commerce/goto-checkout', '/no/such/page', '/members/sign-in', '/members/join', '/config/']);
      for (const page of await readSite('pages.json')) paths.add(page.path);
      for (const item of await readSite('items.json')) paths.add(item.fullUrl);
      for (const product of await readSite('products.json')) paths.add(product.fullUrl);
      for (const collection of await readSite('collections.json')) paths.add(collection.fullUrl);
    });
    after(() => t?.close());

    test('every page, post, product, collection and server page: the site’s policy, plus only what the table above says', async () => {
      assert.ok(paths.size >= 40, `${paths.size} pages`);
      const site = directives((await t.app.inject({ method: 'GET', url: '/shop', headers: { host: HOST } })).headers['content-security-policy']);
      const extraOn = {};
      for (const path of paths) {
        const response = await t.app.inject({ method: 'GET', url: path, headers: { host: HOST } });
        assert.ok(response.statusCode < 500, `${path} answered ${response.statusCode}`);
        const policy = directives(response.headers['content-security-policy']);
        for (const [name, sources] of Object.entries(policy)) {
          const extra = sources.filter((source) => !(site[name] ?? []).includes(source));
          if (extra.length) (extraOn[path] ??= {})[name] = extra;
        }
        // Nothing the site's policy holds is taken away either.
        for (const [name, sources] of Object.entries(site))
          for (const source of sources) assert.ok(policy[name]?.includes(source), `${path}: ${name} ${source}`);
      }
      assert.deepEqual(extraOn, NEEDED);
      // The site's own policy allows scripts, frames and images from the site alone.
      for (const name of ['script-src', 'img-src'])
        assert.deepEqual(
          site[name].filter((source) => /^https?:/.test(source)),
          [],
          name,
        );
    });
  });
}
