import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shotName, sitePaths } from './screenshots.mjs';

test('the screenshots cover every page of the definition, every product and published post, search and not found', async () => {
  const paths = await sitePaths();
  for (const path of [
    '/',
    '/shop',
    '/contact',
    '/cart',
    '/shop/tide-mug',
    '/shop/gift-card',
    '/journal/why-we-fire-slowly',
    '/search?q=mug',
    '/no-such-page',
  ]) {
    assert.ok(paths.includes(path), path);
  }
  assert.ok(!paths.includes('/journal/summer-workshop-dates'), 'a draft post has no page');
  assert.equal(new Set(paths).size, paths.length, 'each page once');
});

test('each page gets its own file name', () => {
  assert.equal(shotName('/'), 'home');
  assert.equal(shotName('/shop/tide-mug'), 'shop-tide-mug');
  assert.equal(shotName('/search?q=mug'), 'search-q-mug');
});
