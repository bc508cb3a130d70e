import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../server/app.js';
import { loadSiteDefinition } from '../../server/site/load.js';
import { readSiteDocuments } from '../../server/store/site.js';
import { storeSummaryItems } from '../../server/store/summary.js';
import { storeSiteDefinition } from '../../server/store/site.js';
import { readSiteDefinition } from '../../server/site/definition.js';
import { DEMO_OWNER, DEMO_VIEWER, TEST_SECRET, ownerSession, startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const API = '/api/config/content';
const DEMO_EDITOR = Object.freeze({ email: 'editor@example.com', password: 'juniper-editor' });
const DEMO_STORE = Object.freeze({ email: 'store@example.com', password: 'juniper-store' });

const NOTEBOOK = '65f1a2b3c4d5e6f708192d04';
const PLATE = '65f1a2b3c4d5e6f708192d03';
const PLATTER = '65f1a2b3c4d5e6f708192d08';
const FIRE = '65f1a2b3c4d5e6f708192c01';
const WORKSHOP_DATES = '65f1a2b3c4d5e6f708192c03';
const JOURNAL = '65f1a2b3c4d5e6f708192b03';

const SIGN_IN = { error: 'Sign in to the config area first.', loginRequired: true };
const NO_STORE = { error: 'Only a store manager or an admin may change the store.' };
const NO_CONTENT = { error: 'Only an editor or an admin may change content and forms.' };

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

for (const target of await testDatabases()) {
  describe(`the content workflow on ${target.name}`, () => {
    let t;
    const sessions = {};
    const as = (who) => (request) => t.call({ ...request, cookies: { sq_owner_session: sessions[who], ...request.cookies } });
    const owner = (request) => as('owner')(request);
    const change = (kind, id, payload, who = 'owner') => as(who)({ method: 'PUT', url: `${API}/${kind}/${id}`, payload });
    const page = (url) => t.app.inject({ method: 'GET', url });
    const searchUrls = async (q) => (await page(`/api/search?q=${encodeURIComponent(q)}`)).json().results.map((result) => result.url);
    const summaryHtml = async () =>
      (
        await t.call({
          method: 'POST',
          url: '/api/widget/GetWidgetRendering',
          payload: new URLSearchParams({
            widgetJSON: JSON.stringify({ type: 'summary', id: 'b', value: { pageSize: 20 } }),
            collectionId: JOURNAL,
          }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).json().html;
    const addToCart = (productId) => t.call({ method: 'POST', url: '/api/commerce/cart/entries', payload: { productId, quantity: 1 } });

    before(async () => {
      t = await startTestApp(target);
      sessions.owner = await ownerSession(t, DEMO_OWNER);
      sessions.viewer = await ownerSession(t, DEMO_VIEWER);
      sessions.editor = await ownerSession(t, DEMO_EDITOR);
      sessions.store = await ownerSession(t, DEMO_STORE);
    });
    after(() => t.close());
    beforeEach(async () => {
      await t.db.deleteFrom('content_workflow').execute();
      await storeSummaryItems(t.db, (await readSiteDocuments(t.db)).items);
    });

    test('each owner learns which lists they may change; a viewer may change none', async () => {
      assert.deepEqual((await owner({ method: 'GET', url: API })).json(), { access: { products: true, items: true } });
      assert.deepEqual((await as('editor')({ method: 'GET', url: API })).json(), { access: { products: false, items: true } });
      assert.deepEqual((await as('store')({ method: 'GET', url: API })).json(), { access: { products: true, items: false } });
      const viewer = await as('viewer')({ method: 'GET', url: API });
      assert.equal(viewer.statusCode, 403);
      assert.deepEqual(viewer.json(), NO_CONTENT);
    });

    test('products list newest first a page at a time, and by title, with their state and label', async () => {
      const rows = [];
      let cursor = null;
      do {
        const query = new URLSearchParams({ limit: '3', ...(cursor && { cursor }) });
        const body = (await as('store')({ method: 'GET', url: `${API}/products?${query}` })).json();
        assert.ok(body.products.length <= 3);
        rows.push(...body.products);
        cursor = body.nextCursor;
      } while (cursor);
      assert.deepEqual(
        rows.map((row) => row.id.slice(-3)),
        ['d08', 'd07', 'd06', 'd05', 'd04', 'd03', 'd02', 'd01'],
      );
      assert.deepEqual(
        rows.find((row) => row.id === PLATTER),
        {
          id: PLATTER,
          title: 'Seasonal platter',
          state: 'draft',
          label: 'Hidden',
          publishOn: null,
          url: '/shop/seasonal-platter',
          collection: 'Shop',
          collectionId: '65f1a2b3c4d5e6f708192b02',
        },
      );
      assert.equal(rows.find((row) => row.id === PLATE).label, 'Scheduled');
      assert.equal(rows.find((row) => row.id === NOTEBOOK).label, 'Available');
      const byTitle = (await owner({ method: 'GET', url: `${API}/products?order=title` })).json().products.map((row) => row.title);
      assert.deepEqual(
        byTitle,
        [...byTitle].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
      assert.equal(byTitle.length, 8);
    });

    test('items list with their state; an item the definition leaves in review is Unsupported', async () => {
      const { items } = (await as('editor')({ method: 'GET', url: `${API}/items?order=title&limit=50` })).json();
      assert.equal(items.length, 11);
      const dates = items.find((row) => row.id === WORKSHOP_DATES);
      assert.equal(dates.state, 'draft');
      assert.equal(dates.label, 'Hidden');
      assert.equal(items.find((row) => row.id === FIRE).label, 'Available');
    });

    test('a hidden product is served nowhere: its page, the shop, search, the cart; published again it is back', async () => {
      assert.equal((await page('/shop/glaze-notebook')).statusCode, 200);
      const hidden = await change('products', NOTEBOOK, { state: 'draft' }, 'store');
      assert.equal(hidden.statusCode, 200, hidden.body);
      assert.deepEqual(hidden.json().entry, {
        id: NOTEBOOK,
        title: 'The glaze notebook (PDF)',
        state: 'draft',
        label: 'Hidden',
        publishOn: null,
        url: '/shop/glaze-notebook',
        collection: 'Shop',
        collectionId: '65f1a2b3c4d5e6f708192b02',
      });
      assert.equal((await page('/shop/glaze-notebook')).statusCode, 404);
      const shop = (await page('/shop')).body;
      assert.ok(!shop.includes('/shop/glaze-notebook'), 'the shop lists it nowhere');
      assert.ok(!shop.includes('The glaze notebook'), 'the shop shows nothing of it');
      assert.ok(!(await searchUrls('glaze notebook')).includes('/shop/glaze-notebook'));
      const add = await addToCart(NOTEBOOK);
      assert.equal(add.statusCode, 400);
      assert.equal(add.json().reason, 'unknownProduct');
      assert.equal(
        (await owner({ method: 'GET', url: `${API}/products?limit=50` })).json().products.find((row) => row.id === NOTEBOOK).label,
        'Hidden',
      );

      assert.equal((await change('products', NOTEBOOK, { state: 'published' })).json().entry.label, 'Available');
      assert.equal((await page('/shop/glaze-notebook')).statusCode, 200);
      assert.ok((await page('/shop')).body.includes('/shop/glaze-notebook'));
      assert.ok((await searchUrls('glaze notebook')).includes('/shop/glaze-notebook'));
      assert.equal((await addToCart(NOTEBOOK)).statusCode, 200);
    });

    test('a product published from the files’ schedule can be bought; hidden as a draft it cannot', async () => {
      assert.equal((await addToCart(PLATE)).json().reason, 'unavailable');
      assert.equal((await page('/shop/kelp-plate')).statusCode, 404, 'scheduled without a date: not served');
      await change('products', PLATE, { state: 'published' });
      assert.equal((await page('/shop/kelp-plate')).statusCode, 200);
      assert.equal((await addToCart(PLATE)).statusCode, 200);
    });

    test('a hidden item leaves its page, summaries, the summary widget, the context and search', async () => {
      assert.ok((await summaryHtml()).includes('Why we fire slowly'));
      const hidden = await change('items', FIRE, { state: 'draft' }, 'editor');
      assert.equal(hidden.statusCode, 200, hidden.body);
      assert.equal(hidden.json().entry.label, 'Hidden');
      assert.equal((await page('/journal/why-we-fire-slowly')).statusCode, 404);
      assert.ok(!(await summaryHtml()).includes('Why we fire slowly'));
      for (const path of ['/', '/journal']) {
        const body = (await page(path)).body;
        assert.ok(!body.includes('Why we fire slowly'), `${path} shows nothing of it`);
      }
      assert.deepEqual(await searchUrls('fire slowly'), []);
      await change('items', FIRE, { state: 'published' }, 'editor');
      assert.equal((await page('/journal/why-we-fire-slowly')).statusCode, 200);
      assert.ok((await summaryHtml()).includes('Why we fire slowly'));
      assert.deepEqual(await searchUrls('fire slowly'), ['/journal/why-we-fire-slowly']);
    });

    test('a scheduled item shows its date, is served nowhere before it, and appears once it passes, without a restart', async () => {
      const later = inAnHour();
      const scheduled = await change('items', WORKSHOP_DATES, { state: 'scheduled', publishOn: later }, 'editor');
      assert.equal(scheduled.statusCode, 200, scheduled.body);
      assert.deepEqual((({ state, label, publishOn }) => ({ state, label, publishOn }))(scheduled.json().entry), {
        state: 'scheduled',
        label: 'Scheduled',
        publishOn: later,
      });
      assert.equal((await page('/journal/summer-workshop-dates')).statusCode, 404);
      assert.ok(!(await summaryHtml()).includes('Summer workshop dates'));
      assert.deepEqual(await searchUrls('summer workshop dates'), []);

      const soon = new Date(Date.now() + 1500).toISOString();
      assert.equal((await change('items', WORKSHOP_DATES, { state: 'scheduled', publishOn: soon }, 'editor')).statusCode, 200);
      assert.equal((await page('/journal/summer-workshop-dates')).statusCode, 404);
      await sleep(Date.parse(soon) - Date.now() + 100);
      assert.equal((await page('/journal/summer-workshop-dates')).statusCode, 200);
      assert.ok((await summaryHtml()).includes('Summer workshop dates'));
      assert.deepEqual(await searchUrls('summer workshop dates'), ['/journal/summer-workshop-dates']);
      const listed = (await owner({ method: 'GET', url: `${API}/items?limit=50` })).json().items.find((row) => row.id === WORKSHOP_DATES);
      assert.equal(listed.label, 'Available', 'its date passed: it is published');
    });

    test('an owner’s change survives a restart, with unchanged files and with edited ones', async () => {
      await change('products', NOTEBOOK, { state: 'draft' });
      await change('items', FIRE, { state: 'draft' });
      assert.equal(await loadSiteDefinition(t.db), false, 'unchanged files write nothing');
      const restarted = buildApp({ database: t.database, secret: TEST_SECRET });
      await restarted.ready();
      try {
        assert.equal((await restarted.inject({ method: 'GET', url: '/shop/glaze-notebook' })).statusCode, 404);
        assert.equal((await restarted.inject({ method: 'GET', url: '/journal/why-we-fire-slowly' })).statusCode, 404);
      } finally {
        await restarted.close();
      }
      // Edited files store the definition anew: the owner's state still wins.
      const definition = await readSiteDefinition(new URL('../../demo/site', import.meta.url).pathname);
      const edited = { ...definition, website: { ...definition.website, edited: true } };
      assert.equal(await storeSiteDefinition(t.db, edited), true);
      assert.ok(!(await summaryHtml()).includes('Why we fire slowly'));
      await storeSiteDefinition(t.db, definition);
    });

    test('bad changes answer 400 with the reason and change nothing', async () => {
      const cases = [
        [{ state: 'archived' }, 'The state must be published, scheduled or draft.'],
        [{ state: 'scheduled' }, 'A scheduled entry needs the date and time it is published.'],
        [{ state: 'scheduled', publishOn: '' }, 'A scheduled entry needs the date and time it is published.'],
        [{ state: 'scheduled', publishOn: 'tomorrow' }, 'The date and time must be a valid ISO-8601 date and time.'],
        [{ state: 'scheduled', publishOn: '2099-02-31T10:00Z' }, 'The date and time must be a valid ISO-8601 date and time.'],
        [{ state: 'scheduled', publishOn: '2020-01-01T10:00:00.000Z' }, 'The date and time must be in the future.'],
        [{ state: 'draft', publishOn: inAnHour() }, 'Only a scheduled entry takes a date.'],
      ];
      for (const [payload, error] of cases) {
        for (const kind of ['products', 'items']) {
          const response = await change(kind, kind === 'products' ? NOTEBOOK : FIRE, payload);
          assert.equal(response.statusCode, 400, `${kind} ${JSON.stringify(payload)}`);
          assert.deepEqual(response.json(), { error }, JSON.stringify(payload));
        }
      }
      for (const [payload, reason] of [
        [{}, /body must have required property 'state'/],
        [{ state: 3 }, /The state must be published, scheduled or draft\./],
        [{ state: 'scheduled', publishOn: 5 }, /The date and time must be a valid ISO-8601 date and time\./],
      ]) {
        const response = await change('products', NOTEBOOK, payload);
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.match(response.json().error, reason);
      }
      const bad = await owner({ method: 'GET', url: `${API}/items?cursor=not*a*cursor` });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(bad.json(), { error: 'The cursor is not one this list gave out; start again from the first page.' });
      assert.equal((await owner({ method: 'GET', url: `${API}/items?order=oldest` })).statusCode, 400);
      assert.equal((await owner({ method: 'GET', url: `${API}/items?limit=51` })).statusCode, 400);
      const unknown = await change('products', 'nope', { state: 'draft' });
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(unknown.json(), { error: 'No product with this id.' });
      assert.deepEqual((await change('items', 'nope', { state: 'draft' })).json(), { error: 'No item with this id.' });
      assert.equal((await t.db.selectFrom('content_workflow').selectAll().execute()).length, 0);
    });

    test('a change without the crumb answers 401 crumbFail and changes nothing', async () => {
      for (const [kind, id] of [
        ['products', NOTEBOOK],
        ['items', FIRE],
      ]) {
        const noCrumb = await t.app.inject({
          method: 'PUT',
          url: `${API}/${kind}/${id}`,
          payload: { state: 'draft' },
          cookies: { sq_owner_session: sessions.owner },
        });
        assert.equal(noCrumb.statusCode, 401);
        assert.deepEqual(noCrumb.json(), { crumbFail: true });
        const forged = await change(kind, id, { state: 'draft' }, 'owner');
        assert.equal(forged.statusCode, 200, 'the same call with the crumb goes through');
      }
      await t.db.deleteFrom('content_workflow').execute();
      const wrong = await t.app.inject({
        method: 'PUT',
        url: `${API}/products/${NOTEBOOK}`,
        payload: { state: 'draft' },
        cookies: { sq_owner_session: sessions.owner, crumb: t.crumb },
        headers: { 'x-csrf-token': 'forged.crumb' },
      });
      assert.equal(wrong.statusCode, 401);
      assert.equal((await t.db.selectFrom('content_workflow').selectAll().execute()).length, 0);
    });

    test('without an owner session every route answers 401 loginRequired', async () => {
      const routes = [
        ['GET', API],
        ['GET', `${API}/products`],
        ['GET', `${API}/items`],
        ['PUT', `${API}/products/${NOTEBOOK}`],
        ['PUT', `${API}/items/${FIRE}`],
      ];
      for (const [method, url] of routes) {
        for (const cookies of [{}, { sq_owner_session: 'no-such-session' }]) {
          const response = await t.call({ method, url, cookies, ...(method === 'PUT' && { payload: { state: 'draft' } }) });
          assert.equal(response.statusCode, 401, `${method} ${url}`);
          assert.deepEqual(response.json(), SIGN_IN);
        }
      }
    });

    test('the screens: each owner may enter the one for what they may change, and the navigation lists only those', async () => {
      const screen = (who, url) => as(who)({ method: 'GET', url, headers: { accept: 'text/html' } });
      for (const [who, url, status] of [
        ['owner', '/config/content', 200],
        ['owner', '/config/content/products', 200],
        ['editor', '/config/content', 200],
        ['editor', '/config/content/products', 403],
        ['store', '/config/content', 403],
        ['store', '/config/content/products', 200],
        ['viewer', '/config/content', 403],
        ['viewer', '/config/content/products', 403],
      ]) {
        assert.equal((await screen(who, url)).statusCode, status, `${who} ${url}`);
      }
      const editor = (await screen('editor', '/config/content')).body;
      assert.match(editor, /<a href="\/config\/content" aria-current="page">Content<\/a>/);
      assert.ok(!editor.includes('href="/config/content/products"'), 'an editor is not offered the store’s screen');
      assert.match(editor, /\/dist\/config\/content\.js/);
      const store = (await screen('store', '/config/content/products')).body;
      assert.match(store, /<a href="\/config\/content\/products" aria-current="page">Products<\/a>/);
      assert.ok(!store.includes('href="/config/content"'), 'a store manager is not offered the content screen');
      assert.match((await screen('viewer', '/config/content')).body, /Only an editor or an admin may change content and forms\./);
    });

    test('a collection’s panel at /config/pages/{id} lists only that collection’s entries', async () => {
      const screen = (who, url) => as(who)({ method: 'GET', url, headers: { accept: 'text/html' } });
      const panel = await screen('editor', `/config/pages/${JOURNAL}`);
      assert.equal(panel.statusCode, 200);
      assert.match(
        panel.body,
        new RegExp(`<div id="back-end-app" data-screen="content" data-collection-id="${JOURNAL}" data-collection-title="Journal">`),
      );
      assert.match(panel.body, /\/dist\/config\/content\.js/);
      assert.match(panel.body, /<a href="\/config\/content" aria-current="page">Content<\/a>/);
      // The store manager's panel of the shop, and refusals.
      assert.equal((await screen('store', '/config/pages/65f1a2b3c4d5e6f708192b02')).statusCode, 200);
      assert.equal((await screen('viewer', `/config/pages/${JOURNAL}`)).statusCode, 403);
      for (const id of ['65f1a2b3c4d5e6f708192bff', 'not-a-collection', JOURNAL.toUpperCase()]) {
        const missing = await screen('owner', `/config/pages/${id}`);
        assert.equal(missing.statusCode, 404, id);
        assert.match(missing.body, /<p class="error" role="alert">No collection of the site has this id\.<\/p>/, id);
        assert.doesNotMatch(missing.body, /id="back-end-app"/);
      }
      const signedOut = await t.app.inject({ method: 'GET', url: `/config/pages/${JOURNAL}` });
      assert.match(signedOut.body, /<form id="sign-in" method="post"/);

      const items = (await owner({ method: 'GET', url: `${API}/items?collection=${JOURNAL}&limit=50` })).json().items;
      assert.ok(items.length > 3);
      assert.ok(
        items.every((item) => item.collectionId === JOURNAL && item.collection === 'Journal'),
        JSON.stringify(items),
      );
      assert.ok(items.some((item) => item.id === FIRE));
      const all = (await owner({ method: 'GET', url: `${API}/items?limit=50` })).json().items;
      assert.ok(
        all.some((item) => item.collectionId !== JOURNAL),
        'the whole list holds other collections too',
      );
      const bad = await owner({ method: 'GET', url: `${API}/items?collection=journal` });
      assert.equal(bad.statusCode, 400);
      assert.match(bad.json().error, /querystring\/collection must match pattern/);
    });

    test('the wrong role answers 403 with the rule and changes nothing', async () => {
      const refusals = [
        ['viewer', 'GET', `${API}/products`, NO_STORE],
        ['viewer', 'GET', `${API}/items`, NO_CONTENT],
        ['viewer', 'PUT', `${API}/products/${NOTEBOOK}`, NO_STORE],
        ['viewer', 'PUT', `${API}/items/${FIRE}`, NO_CONTENT],
        ['editor', 'GET', `${API}/products`, NO_STORE],
        ['editor', 'PUT', `${API}/products/${NOTEBOOK}`, NO_STORE],
        ['store', 'GET', `${API}/items`, NO_CONTENT],
        ['store', 'PUT', `${API}/items/${FIRE}`, NO_CONTENT],
      ];
      for (const [who, method, url, body] of refusals) {
        const response = await as(who)({ method, url, ...(method === 'PUT' && { payload: { state: 'draft' } }) });
        assert.equal(response.statusCode, 403, `${who} ${method} ${url}`);
        assert.deepEqual(response.json(), body);
      }
      assert.equal((await t.db.selectFrom('content_workflow').selectAll().execute()).length, 0);
      assert.equal((await page('/shop/glaze-notebook')).statusCode, 200);
    });
  });
}
