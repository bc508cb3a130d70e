import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_SITE_DIR } from '../../server/site/load.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const JOURNAL = '65f1a2b3c4d5e6f708192b03';
const HOSTILE = 'hostile-collection';
const PAGED = 'paged-collection';

/**
 * 23 published items with ties on publishOn (the id breaks them) and two undated ones, plus drafts,
 * scheduled and private items, and a published item not yet due, that a summary never lists.
 */
const pagedItems = [
  ...Array.from({ length: 21 }, (_, index) => ({
    id: `paged-${String(index).padStart(2, '0')}`,
    collectionId: PAGED,
    status: 'published',
    // Three items share each day.
    publishOn: new Date(Date.UTC(2024, 0, 1 + Math.floor(index / 3))).toISOString(),
    title: `Post ${index}`,
  })),
  { id: 'paged-undated-a', collectionId: PAGED, title: 'Undated A' },
  { id: 'paged-undated-b', collectionId: PAGED, status: 'published', publishOn: null, title: 'Undated B' },
  { id: 'paged-draft', collectionId: PAGED, status: 'draft', publishOn: '2030-01-01T00:00:00.000Z', title: 'Draft post' },
  {
    id: 'paged-workflow-draft',
    collectionId: PAGED,
    status: 'published',
    workflowState: 'draft',
    publishOn: '2030-01-02T00:00:00.000Z',
    title: 'Workflow draft',
  },
  { id: 'paged-scheduled', collectionId: PAGED, status: 'scheduled', publishOn: '2030-01-03T00:00:00.000Z', title: 'Scheduled post' },
  { id: 'paged-private', collectionId: PAGED, status: 'private', publishOn: '2030-01-04T00:00:00.000Z', title: 'Private post' },
  { id: 'paged-not-yet', collectionId: PAGED, status: 'published', publishOn: '2099-01-01T00:00:00.000Z', title: 'Not yet due' },
];
/** The published items in the order a summary lists them: newest first, the id descending within a day, undated last. */
const PAGED_ORDER = [
  ...pagedItems
    .filter((item) => item.publishOn && item.status === 'published' && !item.workflowState && item.publishOn <= new Date().toISOString())
    .sort((a, b) => b.publishOn.localeCompare(a.publishOn) || b.id.localeCompare(a.id))
    .map((item) => item.id),
  'paged-undated-b',
  'paged-undated-a',
];

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

const ids = (html) => [...html.matchAll(/data-item-id="([^"]+)"/g)].map((match) => match[1]);
const nextCursor = (html) => /<ul class="summary-items" data-next-cursor="([^"]+)"/.exec(html)?.[1];

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
  collections.push({ id: PAGED, title: 'Paged', urlId: 'paged', fullUrl: '/paged/', type: 1, pageType: 1 });
  const items = JSON.parse(await readFile(join(dir, 'items.json'), 'utf8'));
  await writeFile(join(dir, 'collections.json'), JSON.stringify(collections));
  await writeFile(join(dir, 'items.json'), JSON.stringify([...items, ...hostileItems, ...pagedItems]));
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
      const response = await call(render({ type: 'summary', id: 'block-1', value: { pageSize: 6 } }, JOURNAL));
      assert.equal(response.statusCode, 200);
      const { html } = response.json();
      assert.match(html, /^<ul class="summary-items"\s*>/, 'one page holds every post: no next cursor');
      const titles = [...html.matchAll(/<h3 class="summary-title"><a href="([^"]+)">([^<]+)<\/a><\/h3>/g)].map((match) => [match[1], match[2]]);
      assert.deepEqual(titles, [
        ['/journal/packing-pots-that-travel', 'Packing pots that travel'],
        ['/journal/trimming-day', 'Trimming day'],
        ['/journal/a-salt-glaze-by-the-sea', 'A salt glaze by the sea'],
        ['/journal/reading-the-kiln', 'Reading the kiln&#39;s colour'],
        ['/journal/glazes-from-the-harbour', 'Glazes from the harbour'],
        ['/journal/why-we-fire-slowly', 'Why we fire slowly'],
      ]);
      assert.match(html, /<p class="summary-date"><time datetime="2024-04-02T09:00:00.000Z">2 April 2024<\/time><\/p>/);
      assert.match(html, /<p class="summary-excerpt">Where the tide, dune and kelp colours come from\.<\/p>/);
      assert.ok(!html.includes('Summer workshop dates'), 'drafts are not shown');
    });

    test('thumbnails reserve their size', async () => {
      const { html } = (
        await call(render({ type: 1004, id: 'block-2', value: { design: 'wall', imageAspectRatio: 75, pageSize: 6 } }, JOURNAL))
      ).json();
      const image = /<img\s[^>]*kelp-plate[^>]*>/.exec(html)?.[0].replace(/\s+/g, ' ');
      assert.equal(
        image,
        '<img class="summary-thumbnail" src="/images/kelp-plate.svg" alt="" width="1000" height="1000" loading="lazy" decoding="async" />',
      );
    });

    /** The answer to 'Load more' with `cursor` (the first page without one), with a page size of `pageSize`. */
    const list = async (pageSize, cursor) => {
      const response = await call(
        form({ widgetJSON: JSON.stringify({ type: 'summary', id: 'paged', value: { pageSize } }), collectionId: PAGED, ...(cursor && { cursor }) }),
      );
      assert.equal(response.statusCode, 200);
      return response.json().html;
    };

    test('each Load more answers the whole list so far: the second holds pages one to three in order, none twice', async () => {
      const first = await list(4);
      assert.deepEqual(ids(first), PAGED_ORDER.slice(0, 4));
      const second = await list(4, nextCursor(first));
      assert.deepEqual(ids(second), PAGED_ORDER.slice(0, 8));
      const third = await list(4, nextCursor(second));
      assert.deepEqual(ids(third), PAGED_ORDER.slice(0, 12));
      assert.equal(new Set(ids(third)).size, 12, 'no item twice');
      assert.ok(nextCursor(third), 'a fourth page follows');
    });

    test('Load more reaches every published item once, in order, drafts never, and then offers no next page', async () => {
      let html = await list(4);
      let answers = 1;
      while (nextCursor(html) && answers < 20) {
        const longer = await list(4, nextCursor(html));
        assert.deepEqual(ids(longer).slice(0, ids(html).length), ids(html), 'the list shown is the start of the next answer');
        assert.equal(ids(longer).length, Math.min(ids(html).length + 4, PAGED_ORDER.length), 'one page more');
        html = longer;
        answers += 1;
      }
      assert.deepEqual(ids(html), PAGED_ORDER);
      assert.equal(answers, Math.ceil(PAGED_ORDER.length / 4));
      assert.match(html, /^<ul class="summary-items"\s*>/, 'the last answer has no next cursor');
    });

    test('items added meanwhile show in their place: the list through the cursor, then the page after it, none repeated or skipped', async () => {
      const first = await list(5);
      assert.deepEqual(ids(first), PAGED_ORDER.slice(0, 5));
      // A newer post (above the first page) and one within the pages still to come, inserted between the two calls.
      const row = (id, publishOn) => ({
        id,
        collection_id: PAGED,
        status: 'published',
        publish_on: publishOn,
        json: JSON.stringify({ id, collectionId: PAGED, publishOn, title: id }),
      });
      await t.db
        .insertInto('summary_items')
        .values([row('paged-new-top', '2025-06-01T00:00:00.000Z'), row('paged-new-middle', '2024-01-03T12:00:00.000Z')])
        .execute();
      try {
        const expected = [...PAGED_ORDER];
        expected.splice(expected.indexOf('paged-08'), 0, 'paged-new-middle');
        const second = await list(5, nextCursor(first));
        assert.deepEqual(ids(second), ['paged-new-top', ...expected.slice(0, 10)], 'the new post on top, the shown five, then five more');
        let html = second;
        while (nextCursor(html)) html = await list(5, nextCursor(html));
        assert.deepEqual(ids(html), ['paged-new-top', ...expected]);
      } finally {
        await t.db.deleteFrom('summary_items').where('id', 'in', ['paged-new-top', 'paged-new-middle']).execute();
      }
    });

    test('the answer has an ETag, and If-None-Match with it gets an empty 304', async () => {
      const request = render({ type: 'summary', id: 'etag', value: { pageSize: 2 } }, PAGED);
      const first = await call(request);
      assert.equal(first.statusCode, 200);
      const etag = first.headers.etag;
      assert.match(etag, /^W\/"[\w-]+"$/);
      assert.equal(first.headers['cache-control'], 'no-cache');
      const again = await call({ ...request, headers: { ...request.headers, 'if-none-match': etag } });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, etag);
      const other = await call(render({ type: 'summary', id: 'etag', value: { pageSize: 3 } }, PAGED));
      assert.notEqual(other.headers.etag, etag, 'another answer, another ETag');
      const stale = await call({
        ...render({ type: 'summary', id: 'etag', value: { pageSize: 3 } }, PAGED),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'if-none-match': etag },
      });
      assert.equal(stale.statusCode, 200);
      assert.match(stale.json().html, /paged-20/);
    });

    test('only summary blocks need a collectionId; other blocks render from their value', async () => {
      const response = await call(render({ type: 'text', id: 'note', value: { heading: 'Opening hours', paragraphs: ['<b>Mon</b> to Fri'] } }));
      assert.equal(response.statusCode, 200);
      const { html } = response.json();
      assert.match(html, /<h2>Opening hours<\/h2>/);
      assert.match(html, /&lt;b&gt;Mon&lt;\/b&gt; to Fri/);
      const summary = await call(render({ type: 'summary', id: 'b', value: {} }));
      assert.equal(summary.statusCode, 400);
      assert.match(summary.json().error, /collectionId/);
    });

    test('no item text becomes markup, and links keep only http(s) or site-relative hrefs', async () => {
      const { html } = (await call(render({ type: 'summary', id: 'block-hostile', value: {} }, HOSTILE))).json();
      assert.deepEqual(markupOf(html), {
        tags: ['a', 'h3', 'li', 'p', 'time', 'ul'],
        attributes: ['class', 'data-item-id', 'data-sq-comment-count', 'datetime', 'href'],
      });
      assert.ok(!html.includes('javascript:'));
      assert.ok(!html.includes('data:'));
      assert.ok(!html.includes('//evil.example'));
      assert.match(html, /<h3 class="summary-title">&lt;img src=x onerror=alert\(1\)&gt;Tea &amp; &quot;cups&quot;<\/h3>/);
      assert.match(html, /<p class="summary-excerpt">&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/p>/);
      assert.match(html, /<a href="https:\/\/example\.com\/ok\?a=1&amp;b=2">It&#39;s fine<\/a>/);
    });

    test('an unknown collection answers 404 with an error', async () => {
      const response = await call(render({ type: 'summary', id: 'block-4', value: {} }, 'no-such-collection'));
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { error: 'No collection has the id no-such-collection.' });
    });

    test('malformed widget JSON, bad settings and bad cursors are refused with a clear 400', async () => {
      const cases = [
        [render('{"type":"summary",', JOURNAL), /^widgetJSON is not valid JSON: /],
        [render({ type: 'summary', id: 'b' }), /collectionId/],
        [render({ id: 'b' }, JOURNAL), /body\/widgetJSON must have required property 'type'/],
        [render({ type: 'summary', id: 'b', value: { design: 'spiral' } }, JOURNAL), /design must be one of wall, carousel, list, grid/],
        [render({ type: 'summary', id: 'b', value: { pageSize: 0 } }, JOURNAL), /pageSize must be a whole number from 1 to 30/],
        [render({ type: 'summary', id: 'b', value: { pageSize: 31 } }, JOURNAL), /pageSize must be a whole number from 1 to 30/],
        [
          render({ type: 'summary', id: 'b', value: { imageAspectRatio: 'tall' } }, JOURNAL),
          /imageAspectRatio must be a number from 1 to 200 or Auto/,
        ],
        [render({ type: 'summary', id: 'b' }, '../etc'), /body\/collectionId must match pattern/],
        [render({ type: 'summary', id: '"><script>' }, JOURNAL), /body\/widgetJSON\/id must match pattern/],
        [render('[1]', JOURNAL), /body\/widgetJSON must be object/],
        [
          form({ widgetJSON: JSON.stringify({ type: 'summary', id: 'b' }), collectionId: JOURNAL, cursor: 'bm90LWEtY3Vyc29y' }),
          /cursor is not a page cursor/,
        ],
        [form({ widgetJSON: JSON.stringify({ type: 'summary', id: 'b' }), collectionId: JOURNAL, cursor: 'a b' }), /body\/cursor must match pattern/],
        [form({ widgetJSON: JSON.stringify({ type: 'text', id: 'b' }), cursor: 'abc' }), /cursor is only for summary blocks/],
        [render({ type: 'spiral', id: 'b', value: {} }), /widgetJSON: has type "spiral"; known types are /],
        [render({ type: 55, id: 'b', value: {} }), /widgetJSON: has type 55; known types are /],
        [render({ type: 'text', id: 'b', value: { heading: 5 } }), /widgetJSON: \(text "b"\) heading must be text/],
      ];
      for (const [request, message] of cases) {
        const response = await call(request);
        assert.equal(response.statusCode, 400, request.payload);
        assert.match(response.json().error, message, request.payload);
      }
    });

    test('JSON bodies work as well as form data', async () => {
      const response = await call({ payload: { widgetJSON: { type: 'summary', id: 'block-5' }, collectionId: JOURNAL } });
      assert.equal(response.statusCode, 200);
      assert.match(response.json().html, /Packing pots that travel/);
      assert.match(response.json().html, /data-next-cursor="[\w-]+"/, 'three of six posts: a next page');
    });
  });
}
