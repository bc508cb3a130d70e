import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_SITE_DIR } from '../../server/site/load.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const JOURNAL = '65f1a2b3c4d5e6f708192b03';
const GALLERY = '65f1a2b3c4d5e6f708192b04';
const HOSTILE = 'hostile-collection';

/** Items whose every text tries to become markup or a script link. */
const hostileItems = [
  {
    id: 'hostile-1',
    collectionId: HOSTILE,
    status: 'published',
    publishOn: '2024-05-01T00:00:00.000Z',
    title: '<img src=x onerror=alert(1)>Tea & "cups"',
    excerpt: '"><script>alert(1)</script>',
    fullUrl: 'javascript:alert(1)',
    assetUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
  },
  {
    id: 'hostile-2',
    collectionId: HOSTILE,
    status: 'published',
    publishOn: '2024-04-01T00:00:00.000Z',
    title: 'Elsewhere',
    fullUrl: '//evil.example/x',
    assetUrl: 'https://cdn.example/a.jpg',
  },
  {
    id: 'hostile-3',
    collectionId: HOSTILE,
    status: 'published',
    publishOn: '2024-03-01T00:00:00.000Z',
    title: "It's fine",
    fullUrl: 'https://example.com/ok?a=1&b=2',
  },
];

const form = (fields) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const render = (widgetJSON, collectionId) =>
  form({ widgetJSON: typeof widgetJSON === 'string' ? widgetJSON : JSON.stringify(widgetJSON), ...(collectionId && { collectionId }) });

/** The tag and attribute names in `html`: escaped text adds none. */
function markupOf(html) {
  const tags = new Set();
  const attributes = new Set();
  for (const [, name, rest] of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)) {
    tags.add(name);
    const unparsed = rest.replace(/\s([a-z-]+)="[^"]*"/g, (_, attribute) => {
      attributes.add(attribute);
      return '';
    });
    assert.equal(unparsed.trim(), '', `unexpected markup in <${name}${rest}>`);
  }
  return { tags: [...tags].sort(), attributes: [...attributes].sort() };
}

/** The demo site with a hostile collection added. */
async function siteWithHostileItems() {
  const dir = await mkdtemp(join(tmpdir(), 'sq-site-'));
  await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
  const collections = JSON.parse(await readFile(join(dir, 'collections.json'), 'utf8'));
  collections.push({ id: HOSTILE, title: 'Hostile', urlId: 'hostile', fullUrl: '/hostile/', type: 1, pageType: 1 });
  const items = JSON.parse(await readFile(join(dir, 'items.json'), 'utf8'));
  await writeFile(join(dir, 'collections.json'), JSON.stringify(collections));
  await writeFile(join(dir, 'items.json'), JSON.stringify([...items, ...hostileItems]));
  return dir;
}

for (const target of await testDatabases()) {
  describe(`summary block rendering on ${target.name}`, () => {
    let t;
    let siteDir;
    const call = (request) => t.call({ method: 'POST', url: '/api/widget/GetWidgetRendering', ...request });
    before(async () => {
      siteDir = await siteWithHostileItems();
      t = await startTestApp(target, { siteDir });
    });
    after(async () => {
      await t.close();
      await rm(siteDir, { recursive: true, force: true });
    });

    test('renders the published items of the collection, newest first, as { html }', async () => {
      const response = await call(render({ type: 55, id: 'block-1', value: {} }, JOURNAL));
      assert.equal(response.statusCode, 200);
      const { html } = response.json();
      assert.match(html, /^<div class="summary-block summary-block--grid" data-block-id="block-1" data-collection-id="65f1a2b3c4d5e6f708192b03">/);
      const titles = [...html.matchAll(/<h3 class="summary-title"><a class="summary-title-link" href="([^"]+)">([^<]+)<\/a><\/h3>/g)].map((match) => [
        match[1],
        match[2],
      ]);
      assert.deepEqual(titles, [
        ['/journal/glazes-from-the-harbour', 'Glazes from the harbour'],
        ['/journal/why-we-fire-slowly', 'Why we fire slowly'],
      ]);
      assert.match(html, /<p class="summary-excerpt">Where the tide, dune and kelp colours come from\.<\/p>/);
      assert.ok(!html.includes('Summer workshop dates'), 'drafts are not shown');
    });

    test('thumbnails reserve their size and link to the item', async () => {
      const { html } = (await call(render({ type: 55, id: 'block-2', value: { design: 'wall' } }, GALLERY))).json();
      assert.match(html, /summary-block--wall/);
      assert.match(
        html,
        /<a class="summary-thumbnail" href="\/gallery\/wheel-room"><img src="\/images\/ember-cups.svg" alt="The wheel room at dawn" width="1600" height="900" loading="lazy"><\/a>/,
      );
    });

    test('options choose the design, how many items and which parts are shown', async () => {
      const response = await call(
        render(
          { type: 55, id: 'block-3', value: { design: 'list', pageSize: 1, showExcerpt: false, showThumbnail: false, unknownSetting: 1 } },
          JOURNAL,
        ),
      );
      assert.equal(response.statusCode, 200);
      const { html } = response.json();
      assert.match(html, /summary-block--list/);
      assert.equal([...html.matchAll(/<li /g)].length, 1);
      assert.match(html, /Glazes from the harbour/);
      assert.ok(!html.includes('summary-excerpt'));
    });

    test('no item text becomes markup, and links keep only http(s) or site-relative hrefs', async () => {
      const { html } = (await call(render({ type: 55, id: 'block-hostile', value: {} }, HOSTILE))).json();
      assert.deepEqual(markupOf(html), {
        tags: ['a', 'div', 'h3', 'img', 'li', 'p', 'span', 'ul'],
        attributes: ['alt', 'class', 'data-block-id', 'data-collection-id', 'data-item-id', 'href', 'loading', 'src'],
      });
      assert.ok(!html.includes('javascript:'));
      assert.ok(!html.includes('data:'));
      assert.ok(!html.includes('//evil.example'));
      assert.match(html, /<span class="summary-title-link">&lt;img src=x onerror=alert\(1\)&gt;Tea &amp; &quot;cups&quot;<\/span>/);
      assert.match(html, /<p class="summary-excerpt">&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/p>/);
      assert.match(html, /<span class="summary-thumbnail"><img src="https:\/\/cdn\.example\/a\.jpg" alt="Elsewhere" loading="lazy"><\/span>/);
      assert.match(html, /<a class="summary-title-link" href="https:\/\/example\.com\/ok\?a=1&amp;b=2">It&#39;s fine<\/a>/);
    });

    test('an unknown collection answers 404 with an error', async () => {
      const response = await call(render({ type: 55, id: 'block-4', value: {} }, 'no-such-collection'));
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { error: 'No collection has the id no-such-collection.' });
    });

    test('malformed widget JSON and bad settings are refused with a clear 400', async () => {
      const cases = [
        [render('{"type":55,', JOURNAL), /^widgetJSON is not valid JSON: /],
        [render({ type: 55, id: 'b' }), /body must have required property 'collectionId'/],
        [render({ id: 'b' }, JOURNAL), /body\/widgetJSON must have required property 'type'/],
        [
          render({ type: 55, id: 'b', value: { design: 'spiral' } }, JOURNAL),
          /body\/widgetJSON\/value\/design must be equal to one of the allowed values/,
        ],
        [render({ type: 55, id: 'b', value: { pageSize: 0 } }, JOURNAL), /body\/widgetJSON\/value\/pageSize must be >= 1/],
        [render({ type: 55, id: 'b' }, '../etc'), /body\/collectionId must match pattern/],
        [render({ type: 55, id: '"><script>' }, JOURNAL), /body\/widgetJSON\/id must match pattern/],
        [render('[1]', JOURNAL), /body\/widgetJSON must be object/],
      ];
      for (const [request, message] of cases) {
        const response = await call(request);
        assert.equal(response.statusCode, 400, request.payload);
        assert.match(response.json().error, message);
      }
    });

    test('JSON bodies work as well as form data', async () => {
      const response = await call({ payload: { widgetJSON: { type: 55, id: 'block-5' }, collectionId: JOURNAL } });
      assert.equal(response.statusCode, 200);
      assert.match(response.json().html, /Why we fire slowly/);
    });
  });
}
