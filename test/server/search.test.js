import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';
import { ensureSearchIndex, searchRows } from '../../server/store/search.js';
import { readSiteDocuments } from '../../server/store/site.js';

/** Hostile or malformed queries: full-text syntax, SQL, quotes; each answers results or an empty list. */
const HOSTILE = [
  '"',
  '""',
  '*',
  'NEAR(',
  'NEAR(tide mug)',
  "') OR 1=1 --",
  ':',
  'title:tide',
  '"tide',
  'tide"',
  "'",
  '(',
  ')',
  '-',
  'a OR b',
  'tide AND',
  '^',
  '&|!',
  ':*',
  'x:* & y',
  '\\',
  '%',
  '_',
  '\u0000',
  '🏺',
];

const urls = (body) => body.results.map((result) => result.url).sort();
const text = (segments) => segments.map((segment) => segment.text).join('');

for (const target of await testDatabases()) {
  describe(`site search on ${target.name}`, () => {
    let t;
    const get = (url) => t.app.inject({ method: 'GET', url });
    const search = async (q, extra = '') => {
      const response = await get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
      assert.equal(response.statusCode, 200, response.body);
      return response.json();
    };
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    test('finds published pages, posts and products by their words', async () => {
      const body = await search('tide mug');
      assert.ok(urls(body).includes('/shop/tide-mug') && urls(body).includes('/gallery/tide-mugs-drying'), JSON.stringify(urls(body)));
      assert.equal(body.results.find((result) => result.url === '/shop/tide-mug').kind, 'product');
      assert.deepEqual(urls(await search('fire slowly')), ['/journal/why-we-fire-slowly']);
      assert.ok(urls(await search('stoneware everyday')).includes('/'));
    });

    test('the last word matches as a prefix; case and diacritics do not matter', async () => {
      assert.ok(urls(await search('glaze noteb')).includes('/shop/glaze-notebook'));
      assert.ok(urls(await search('GLAZE NOTEBOOK')).includes('/shop/glaze-notebook'));
      assert.ok(urls(await search('glazé notebóok')).includes('/shop/glaze-notebook'));
    });

    test('drafts, scheduled products, member-only and password pages are never found', async () => {
      assert.deepEqual(
        urls(await search('kelp plate')).filter((url) => url === '/shop/kelp-plate'),
        [],
      );
      assert.deepEqual(urls(await search('seasonal platter')), []);
      assert.deepEqual(urls(await search('summer workshop dates')), []);
      assert.deepEqual(urls(await search('kiln slots')), []);
      assert.deepEqual(urls(await search('trade prices restaurants')), []);
      const all = await search('the', '&limit=10');
      for (const hidden of [
        '/members',
        '/trade',
        '/shop/kelp-plate',
        '/shop/seasonal-platter',
        '/journal/summer-workshop-dates',
        '/cart',
        '/review',
      ]) {
        assert.ok(!urls(all).includes(hidden), `${hidden} is not found`);
      }
    });

    test('matches are marked as text runs, the text never as markup', async () => {
      const first = (await search('tide mug')).results.find((result) => result.url === '/shop/tide-mug');
      assert.equal(text(first.title), 'Tide mug');
      assert.deepEqual(
        first.title.filter((segment) => segment.mark).map((segment) => segment.text),
        ['Tide', 'mug'],
      );
      assert.ok(first.excerpt.some((segment) => segment.mark));
    });

    test('hostile queries answer results or an empty list, never an error', async () => {
      for (const q of HOSTILE) {
        const response = await get(`/api/search?q=${encodeURIComponent(q)}`);
        assert.equal(response.statusCode, 200, `${JSON.stringify(q)}: ${response.body}`);
        assert.ok(Array.isArray(response.json().results));
        const page = await get(`/search?q=${encodeURIComponent(q)}`);
        assert.equal(page.statusCode, 200, `/search ${JSON.stringify(q)}`);
      }
      assert.deepEqual((await search("') OR 1=1 --")).results, []);
      assert.deepEqual((await search('*')).results, []);
    });

    test('bad input is a 400 with a reason', async () => {
      for (const url of [
        '/api/search',
        '/api/search?q=',
        `/api/search?q=${'a'.repeat(201)}`,
        '/api/search?q=tide&limit=0',
        '/api/search?q=tide&limit=11',
        '/api/search?q=tide&limit=x',
        '/api/search?q=tide&q=mug',
      ]) {
        const response = await get(url);
        assert.equal(response.statusCode, 400, url);
        assert.match(response.json().error, /\w/);
      }
    });

    test('limit bounds the results', async () => {
      assert.equal((await search('the', '&limit=2')).results.length, 2);
    });

    test('the /search page lists the ranked results with marked matches, escaped, and says when nothing matched', async () => {
      const page = await get('/search?q=tide%20mug');
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /<h3 class="search-result-title"><a href="\/shop\/tide-mug"><mark>Tide<\/mark> <mark>mug<\/mark><\/a><\/h3>/);
      assert.match(page.body, /data-page-type="102"|"pageType":102/);
      const none = await get('/search?q=qqqzzz');
      assert.match(none.body, /No results found/);
      const hostile = await get(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
      assert.equal(hostile.statusCode, 200);
      assert.ok(!hostile.body.includes('<img src=x'));
    });

    test('the index follows the definition: a changed definition is searched as it is now', async () => {
      const documents = await readSiteDocuments(t.db);
      const changed = {
        ...documents,
        products: documents.products.map((product) =>
          product.id.endsWith('d03') ? { ...product, workflowState: 'published', publishOn: undefined } : product,
        ),
      };
      await ensureSearchIndex(t.db, t.database.dialect, changed);
      const { searchSite } = await import('../../server/store/search.js');
      const found = await searchSite(t.db, t.database.dialect, changed, 'kelp plate', 10);
      assert.ok(found.some((result) => result.url === '/shop/kelp-plate'));
      const back = await searchSite(t.db, t.database.dialect, documents, 'kelp plate', 10);
      assert.ok(!back.some((result) => result.url === '/shop/kelp-plate'));
    });
  });
}

describe('search rows', () => {
  test('a post published in the future is held back until then; a locked site hides everything', async () => {
    const rows = searchRows({
      items: [{ id: 'a', collectionId: 'c', title: 'Later', fullUrl: '/journal/later', status: 'published', publishOn: '2999-01-01T00:00:00.000Z' }],
      pages: [{ id: 'p', path: '/', title: 'Home', layout: [] }],
      website: { website: { id: 'w' }, lockScreen: { passwordHash: 'x' } },
    });
    assert.equal(rows.find((row) => row.url === '/journal/later').publish_on, '2999-01-01T00:00:00.000Z');
    assert.ok(rows.every((row) => row.members_only === 1));
  });
});

describe('search text', async () => {
  const { excerptOf, ftsMatch, markMatches, searchTerms, tsPrefixQuery } = await import('../../src/shared/search/text.js');

  test('a query becomes folded word terms; full-text syntax never survives', () => {
    assert.deepEqual(searchTerms('Glazé "NOTEBOOK*'), ['glaze', 'notebook']);
    assert.deepEqual(searchTerms("') OR 1=1 --"), ['or', '1', '1']);
    assert.deepEqual(searchTerms('NEAR( : * "'), ['near']);
    assert.equal(ftsMatch(['tide', 'mu']), '"tide" "mu"*');
    assert.equal(tsPrefixQuery(['tide', 'mu']), 'tide & mu:*');
  });

  test('matches are marked by whole word, the last term as a prefix; the rest stays text', () => {
    assert.deepEqual(markMatches('Tide mugs <b>drying</b>', ['tide', 'mug']), [
      { text: 'Tide', mark: true },
      { text: ' ' },
      { text: 'mugs', mark: true },
      { text: ' <b>drying</b>' },
    ]);
    assert.deepEqual(markMatches('Stoneware', ['tide']), [{ text: 'Stoneware' }]);
  });

  test('an excerpt is cut around the first match, with ellipses where it was cut', () => {
    const text = `${'word '.repeat(60)}kiln ${'more '.repeat(60)}`;
    const excerpt = excerptOf(text, ['kiln'], 80);
    const joined = excerpt.map((segment) => segment.text).join('');
    assert.ok(joined.startsWith('… ') && joined.endsWith(' …'), joined);
    assert.ok(joined.length <= 90, joined);
    assert.deepEqual(
      excerpt.filter((segment) => segment.mark).map((segment) => segment.text),
      ['kiln'],
    );
  });
});
