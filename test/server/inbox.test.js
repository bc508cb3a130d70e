import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { addToEntry, createCart } from '../../server/store/carts.js';
import { insertSubmission } from '../../server/store/forms.js';
import { placeOrder } from '../../server/store/orders.js';
import { addReview, addReviewRequest } from '../../server/store/reviews.js';
import { DEMO_VIEWER, ownerSession, startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const CONTACT = '65f1a2b3c4d5e6f708192e01';
const NEWSLETTER = '65f1a2b3c4d5e6f708192e02';
const FEEDBACK = '65f1a2b3c4d5e6f708192e03';
const MUG = '65f1a2b3c4d5e6f708192d01';
const BOWL = '65f1a2b3c4d5e6f708192d02';
const API = '/api/config/inbox';

const SIGN_IN = { error: 'Sign in to the config area first.', loginRequired: true };
const NO_DELETE = { error: 'This account may read the inbox but not delete from it: deleting needs config or admin permission.' };
const BAD_CURSOR = { error: 'The cursor is not one this inbox gave out; start again from the first page.' };

/** A contact-form message as the runtime sends it, each value in its field's shape. */
const contactValues = (n) => ({
  'name-yui_3_17_2_1_1': ['Ada', `Potter ${n}`],
  'email-yui_3_17_2_1_2': `ada${n}@example.com`,
  'phone-yui_3_17_2_1_3': ['', '207', '555', '0142'],
  'address-yui_3_17_2_1_4': ['12 Harbour Road', '', 'Portland', 'ME', '04101', 'United States'],
  'select-yui_3_17_2_1_5': 'A commission',
  'checkbox-yui_3_17_2_1_6': ['Mugs', 'Bowls'],
  'textarea-yui_3_17_2_1_7': `Message ${n}`,
  'radio-yui_3_17_2_1_9': 'A friend',
  'hidden-yui_3_17_2_1_10': 'spring',
});
const CONTACT_TITLES = ['Name', 'Email', 'Phone', 'Shipping address', 'Topic', 'Interested in', 'Message', 'How did you find us?', 'Campaign'];

/** RFC 4180, read back: records of cells, quotes doubled inside quoted cells, CRLF between records. */
function parseCsv(text) {
  const records = [];
  let record = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  assert.equal(cell, '', 'the file ends with CRLF');
  assert.equal(record.length, 0);
  return records;
}

for (const target of await testDatabases()) {
  describe(`the owner inbox on ${target.name}`, () => {
    let t;
    let owner;
    let viewer;
    const as = (token) => (request) => t.call({ ...request, cookies: { sq_owner_session: token, ...request.cookies } });
    const ownerCall = (request) => as(owner)(request);
    const viewerCall = (request) => as(viewer)(request);
    const submissionRows = () => t.db.selectFrom('form_submissions').select(['id', 'form_id']).execute();
    /** Inserts a submission and dates it `minutes` after a fixed start; resolves its id. */
    async function submission(formId, values, minutes, page = {}) {
      const id = await insertSubmission(t.db, { formId, values, ...page });
      await t.db
        .updateTable('form_submissions')
        .set({ submitted_at: new Date(Date.parse('2026-11-01T00:00:00.000Z') + minutes * 60_000).toISOString() })
        .where('id', '=', id)
        .execute();
      return id;
    }
    /** Reads every page of `path` at `limit`, checking each page's size; resolves the rows of `key` in order. */
    async function everyPage(path, key, limit) {
      const rows = [];
      let cursor = null;
      let pages = 0;
      do {
        const query = new URLSearchParams({ limit: String(limit), ...(cursor && { cursor }) });
        const response = await ownerCall({ method: 'GET', url: `${path}?${query}` });
        assert.equal(response.statusCode, 200, response.body);
        const body = response.json();
        assert.ok(body[key].length <= limit);
        rows.push(...body[key]);
        cursor = body.nextCursor;
        pages += 1;
        assert.ok(pages < 100);
      } while (cursor);
      return rows;
    }
    const newestFirst = (rows, at) =>
      rows.every((row, index) => index === 0 || row[at] < rows[index - 1][at] || (row[at] === rows[index - 1][at] && row.id < rows[index - 1].id));

    before(async () => {
      t = await startTestApp(target);
      owner = await ownerSession(t);
      viewer = await ownerSession(t, DEMO_VIEWER);
    });
    after(() => t.close());
    beforeEach(async () => {
      await t.db.deleteFrom('form_submissions').execute();
    });

    test('the front page lists every form with its submission count, and what the account may do', async () => {
      await submission(CONTACT, contactValues(1), 1);
      await submission(CONTACT, contactValues(2), 2);
      await submission(NEWSLETTER, { 'email-yui_3_17_2_1_20': 'news@example.com' }, 3);
      const response = await ownerCall({ method: 'GET', url: API });
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.deepEqual(body.access, { read: true, delete: true });
      assert.deepEqual(
        body.forms.map((form) => [form.id, form.name, form.newsletter, form.submissionCount]),
        [
          [CONTACT, 'Contact', false, 2],
          [NEWSLETTER, 'Newsletter', true, 1],
          [FEEDBACK, 'Workshop feedback', false, 0],
        ],
      );
      assert.deepEqual(
        body.forms[0].fields.map((field) => field.title),
        CONTACT_TITLES,
      );
      const seen = await viewerCall({ method: 'GET', url: API });
      assert.equal(seen.statusCode, 200);
      assert.deepEqual(seen.json().access, { read: true, delete: false });
    });

    test("a form's submissions page newest first by keyset: every one once, in order", async () => {
      const ids = [];
      for (let n = 0; n < 45; n += 1) ids.push(await submission(CONTACT, contactValues(n), Math.floor(n / 3)));
      await submission(FEEDBACK, { 'text-yui_3_17_2_1_32': 'other form' }, 100);
      for (const limit of [1, 7, 20, 50]) {
        const rows = await everyPage(`${API}/forms/${CONTACT}/submissions`, 'submissions', limit);
        assert.equal(rows.length, 45, `limit ${limit}`);
        assert.deepEqual(new Set(rows.map((row) => row.id)), new Set(ids));
        assert.ok(newestFirst(rows, 'submittedAt'), `limit ${limit}: newest first`);
        assert.ok(rows.every((row) => row.formId === CONTACT));
      }
      const first = (await ownerCall({ method: 'GET', url: `${API}/forms/${CONTACT}/submissions` })).json();
      assert.equal(first.submissions.length, 20, 'twenty a page unless asked');
      assert.deepEqual(first.form, { id: CONTACT, name: 'Contact' });
      assert.equal(typeof first.nextCursor, 'string');
      // A page that ends exactly at the last row says so on the next call, with nothing in it.
      const all = (await ownerCall({ method: 'GET', url: `${API}/forms/${CONTACT}/submissions?limit=45` })).json();
      const rest = (await ownerCall({ method: 'GET', url: `${API}/forms/${CONTACT}/submissions?cursor=${all.nextCursor}` })).json();
      assert.deepEqual(rest, { form: { id: CONTACT, name: 'Contact' }, submissions: [], nextCursor: null });
    });

    test('each listed submission carries its page fields and its fields by title', async () => {
      await submission(CONTACT, contactValues(7), 5, {
        pageTitle: 'Contact us',
        pageId: 'page-1',
        pagePath: '/contact',
        contentSource: 'c',
        collectionId: 'collection-1',
        objectName: 'contact-block',
        submitButtonText: 'Send message',
        pagePermissionTypeValue: 1,
        visitor: 'visitor-cookie',
      });
      const [listed] = (await ownerCall({ method: 'GET', url: `${API}/forms/${CONTACT}/submissions` })).json().submissions;
      assert.equal(listed.pageTitle, 'Contact us');
      assert.equal(listed.pageId, 'page-1');
      assert.equal(listed.pagePath, '/contact');
      assert.equal(listed.contentSource, 'c');
      assert.equal(listed.collectionId, 'collection-1');
      assert.equal(listed.objectName, 'contact-block');
      assert.equal(listed.submitButtonText, 'Send message');
      assert.equal(listed.pagePermissionTypeValue, 1);
      assert.equal(listed.isOverlayForm, false);
      assert.equal(listed.submittedAt, '2026-11-01T00:05:00.000Z');
      assert.equal('visitor' in listed, false, 'the visitor cookie stays on the server');
      assert.equal('values' in listed, false);
      assert.deepEqual(
        listed.fields.map((field) => field.title),
        CONTACT_TITLES,
      );
    });

    test("a submission's detail has every field by the form's titles, in the form's order", async () => {
      const id = await submission(CONTACT, contactValues(3), 1, { pageTitle: 'Contact us', pagePath: '/contact' });
      const response = await viewerCall({ method: 'GET', url: `${API}/submissions/${id}` });
      assert.equal(response.statusCode, 200);
      const { submission: detail } = response.json();
      assert.equal(detail.id, id);
      assert.equal(detail.formId, CONTACT);
      assert.equal(detail.formName, 'Contact');
      assert.equal(detail.pageTitle, 'Contact us');
      assert.deepEqual(
        detail.fields.map((field) => [field.title, field.text]),
        [
          ['Name', 'Ada Potter 3'],
          ['Email', 'ada3@example.com'],
          ['Phone', '207 555-0142'],
          ['Shipping address', '12 Harbour Road, Portland, ME 04101, United States'],
          ['Topic', 'A commission'],
          ['Interested in', 'Mugs, Bowls'],
          ['Message', 'Message 3'],
          ['How did you find us?', 'A friend'],
          ['Campaign', 'spring'],
        ],
      );
      const likert = await submission(
        FEEDBACK,
        { 'date-yui_3_17_2_1_30': ['11', '20', '2026'], 'likert-yui_3_17_2_1_31': { 'The pace was right': '2' } },
        2,
      );
      const feedback = (await ownerCall({ method: 'GET', url: `${API}/submissions/${likert}` })).json().submission;
      assert.deepEqual(
        feedback.fields.map((field) => [field.title, field.text]),
        [
          ['Workshop date', '11/20/2026'],
          ['How was it?', 'The pace was right: 2'],
          ['One word for the day', ''],
          ['Pieces you made', ''],
        ],
      );
      const missing = await ownerCall({ method: 'GET', url: `${API}/submissions/no-such-submission` });
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), { error: 'No submission with this id; it may have been deleted already.' });
    });

    test('the CSV export holds every submission, newest first, quoted by RFC 4180, formulas made inert', async () => {
      await submission(CONTACT, contactValues(1), 1, { pageTitle: 'Contact', pagePath: '/contact' });
      await submission(
        CONTACT,
        {
          ...contactValues(2),
          'name-yui_3_17_2_1_1': ['=HYPERLINK("http://evil.example")', 'Smith, Jr.'],
          'email-yui_3_17_2_1_2': '@SUM(1+1)',
          'textarea-yui_3_17_2_1_7': 'Two lines,\r\nand a "quote"',
          'radio-yui_3_17_2_1_9': '-2+3',
          'hidden-yui_3_17_2_1_10': '+1',
        },
        2,
        { pageTitle: 'Say "hi"', pagePath: '/contact' },
      );
      await submission(NEWSLETTER, { 'email-yui_3_17_2_1_20': 'news@example.com' }, 3);
      const response = await viewerCall({ method: 'GET', url: `${API}/forms/${CONTACT}/export.csv` });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
      assert.equal(response.headers['content-disposition'], 'attachment; filename="contact-submissions.csv"');
      assert.ok(response.body.startsWith('\uFEFF'), 'a byte order mark, for spreadsheets');
      const [header, ...rows] = parseCsv(response.body.slice(1));
      assert.deepEqual(header, ['Submitted', ...CONTACT_TITLES, 'Page title', 'Page path']);
      assert.equal(rows.length, 2);
      assert.deepEqual(rows[0], [
        '2026-11-01T00:02:00.000Z',
        '\'=HYPERLINK("http://evil.example") Smith, Jr.',
        "'@SUM(1+1)",
        '207 555-0142',
        '12 Harbour Road, Portland, ME 04101, United States',
        'A commission',
        'Mugs, Bowls',
        'Two lines,\r\nand a "quote"',
        "'-2+3",
        "'+1",
        'Say "hi"',
        '/contact',
      ]);
      assert.deepEqual(rows[1].slice(0, 3), ['2026-11-01T00:01:00.000Z', 'Ada Potter 1', 'ada1@example.com']);
      // The raw text: quoted cells with doubled quotes, CRLF record ends.
      assert.match(response.body, /,"Two lines,\r\nand a ""quote""",/);
      const empty = await ownerCall({ method: 'GET', url: `${API}/forms/${FEEDBACK}/export.csv` });
      assert.deepEqual(parseCsv(empty.body.slice(1)), [
        ['Submitted', 'Workshop date', 'How was it?', 'One word for the day', 'Pieces you made', 'Page title', 'Page path'],
      ]);
    });

    test('an owner deletes a submission: 200 once it is gone from the database, 404 after', async () => {
      const keep = await submission(CONTACT, contactValues(1), 1);
      const gone = await submission(CONTACT, contactValues(2), 2);
      const response = await ownerCall({ method: 'DELETE', url: `${API}/submissions/${gone}` });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { deleted: gone });
      assert.deepEqual(
        (await submissionRows()).map((row) => row.id),
        [keep],
      );
      const listed = (await ownerCall({ method: 'GET', url: `${API}/forms/${CONTACT}/submissions` })).json().submissions;
      assert.deepEqual(
        listed.map((row) => row.id),
        [keep],
      );
      assert.equal((await ownerCall({ method: 'GET', url: API })).json().forms[0].submissionCount, 1);
      const again = await ownerCall({ method: 'DELETE', url: `${API}/submissions/${gone}` });
      assert.equal(again.statusCode, 404);
      assert.deepEqual(again.json(), { error: 'No submission with this id; it may have been deleted already.' });
    });

    test('a viewer reads everything but a delete answers 403 with the reason, and nothing is deleted', async () => {
      const id = await submission(CONTACT, contactValues(1), 1);
      for (const url of [API, `${API}/forms/${CONTACT}/submissions`, `${API}/submissions/${id}`, `${API}/forms/${CONTACT}/export.csv`]) {
        assert.equal((await viewerCall({ method: 'GET', url })).statusCode, 200, url);
      }
      const response = await viewerCall({ method: 'DELETE', url: `${API}/submissions/${id}` });
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), NO_DELETE);
      // Refused before looking: an id that does not exist gets the same answer.
      assert.equal((await viewerCall({ method: 'DELETE', url: `${API}/submissions/nothing` })).statusCode, 403);
      assert.deepEqual(
        (await submissionRows()).map((row) => row.id),
        [id],
      );
    });

    test('a delete without the crumb answers 401 crumbFail, and nothing is deleted', async () => {
      const id = await submission(CONTACT, contactValues(1), 1);
      const noCrumb = await t.app.inject({ method: 'DELETE', url: `${API}/submissions/${id}`, cookies: { sq_owner_session: owner } });
      assert.equal(noCrumb.statusCode, 401);
      assert.deepEqual(noCrumb.json(), { crumbFail: true });
      const wrongCrumb = await ownerCall({ method: 'DELETE', url: `${API}/submissions/${id}`, headers: { 'x-csrf-token': 'forged.crumb' } });
      assert.equal(wrongCrumb.statusCode, 401);
      assert.deepEqual(wrongCrumb.json(), { crumbFail: true });
      assert.deepEqual(
        (await submissionRows()).map((row) => row.id),
        [id],
      );
    });

    test('without an owner session every route answers 401 loginRequired', async () => {
      const id = await submission(CONTACT, contactValues(1), 1);
      const routes = [
        ['GET', API],
        ['GET', `${API}/forms/${CONTACT}/submissions`],
        ['GET', `${API}/forms/${CONTACT}/export.csv`],
        ['GET', `${API}/submissions/${id}`],
        ['DELETE', `${API}/submissions/${id}`],
        ['GET', `${API}/newsletter`],
        ['GET', `${API}/reviews`],
        ['GET', `${API}/orders`],
        ['GET', `${API}/carts`],
      ];
      for (const [method, url] of routes) {
        for (const cookies of [{}, { sq_owner_session: 'no-such-session' }]) {
          const response = await t.call({ method, url, cookies });
          assert.equal(response.statusCode, 401, `${method} ${url}`);
          assert.deepEqual(response.json(), SIGN_IN, `${method} ${url}`);
        }
      }
      // A signed-out owner's session no longer reads.
      const ended = await ownerSession(t);
      await as(ended)({ method: 'POST', url: '/api/auth/Logout', payload: {} });
      assert.equal((await as(ended)({ method: 'GET', url: API })).statusCode, 401);
      assert.equal((await submissionRows()).length, 1);
    });

    test('bad input answers 400 with the reason; an unknown form 404', async () => {
      const cases = [
        [`${API}/forms/${CONTACT}/submissions?limit=51`, /querystring\/limit must be <= 50/],
        [`${API}/forms/${CONTACT}/submissions?limit=0`, /querystring\/limit must be >= 1/],
        [`${API}/forms/${CONTACT}/submissions?limit=ten`, /querystring\/limit must be integer/],
        [`${API}/forms/${'x'.repeat(80)}/submissions`, /params\/formId must NOT have more than 64 characters/],
        [`${API}/submissions/${'x'.repeat(80)}`, /params\/submissionId must NOT have more than 64 characters/],
        [`${API}/reviews?limit=100`, /querystring\/limit must be <= 50/],
        [`${API}/carts?cursor=${'a'.repeat(401)}`, /querystring\/cursor must NOT have more than 400 characters/],
      ];
      for (const [url, message] of cases) {
        const response = await ownerCall({ method: 'GET', url });
        assert.equal(response.statusCode, 400, url);
        assert.match(response.json().error, message, url);
      }
      const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
      const notArray = Buffer.from(JSON.stringify({ at: 1 })).toString('base64url');
      for (const cursor of ['not a cursor', '%%%', forged, notArray, 'e30']) {
        for (const path of [`forms/${CONTACT}/submissions`, 'newsletter', 'reviews', 'orders', 'carts']) {
          const response = await ownerCall({ method: 'GET', url: `${API}/${path}?cursor=${encodeURIComponent(cursor)}` });
          assert.equal(response.statusCode, 400, `${path} ${cursor}`);
          assert.deepEqual(response.json(), BAD_CURSOR);
        }
      }
      for (const url of [`${API}/forms/no-such-form/submissions`, `${API}/forms/no-such-form/export.csv`]) {
        const response = await ownerCall({ method: 'GET', url });
        assert.equal(response.statusCode, 404);
        assert.deepEqual(response.json(), { error: 'No form with this id.' });
      }
    });

    test('newsletter sign-ups: every newsletter form’s submissions with their email, newest first by keyset', async () => {
      const ids = [];
      for (let n = 0; n < 12; n += 1) {
        ids.push(
          await submission(NEWSLETTER, { 'email-yui_3_17_2_1_20': `reader${n}@example.com`, 'name-yui_3_17_2_1_21': ['Reader', String(n)] }, n % 5),
        );
      }
      await submission(CONTACT, contactValues(1), 50);
      const rows = await everyPage(`${API}/newsletter`, 'signUps', 5);
      assert.deepEqual(new Set(rows.map((row) => row.id)), new Set(ids));
      assert.equal(rows.length, 12);
      assert.ok(newestFirst(rows, 'submittedAt'));
      const reader = rows.find((row) => row.email === 'reader4@example.com');
      assert.ok(reader);
      assert.deepEqual(reader.fields, [
        { id: 'email-yui_3_17_2_1_20', title: 'Email', text: 'reader4@example.com' },
        { id: 'name-yui_3_17_2_1_21', title: 'Name', text: 'Reader 4' },
      ]);
    });

    test('reviews, test orders with their status, and carts: newest first by keyset, every one once', async () => {
      await t.db.deleteFrom('reviews').execute();
      await t.db.deleteFrom('order_entries').execute();
      await t.db.deleteFrom('orders').execute();
      await t.db.deleteFrom('cart_entries').execute();
      await t.db.deleteFrom('carts').execute();
      const start = Date.parse('2026-11-10T00:00:00.000Z');
      const at = (minutes) => new Date(start + minutes * 60_000);
      await addReviewRequest(t.db, { token: 'inbox-review-token', productIds: [MUG, BOWL], expiresAt: at(100_000) });
      const request = await t.db.selectFrom('review_requests').select('id').executeTakeFirstOrThrow();
      await addReview(t.db, { requestId: request.id, productId: MUG, rating: 5, text: 'Holds heat well.', now: at(1) });
      await addReview(t.db, { requestId: request.id, productId: BOWL, rating: 3, text: 'Smaller than I thought.', now: at(2) });
      const reviews = await everyPage(`${API}/reviews`, 'reviews', 1);
      assert.deepEqual(
        reviews.map((review) => [review.productTitle, review.rating, review.text]),
        [
          ['Dune bowl', 3, 'Smaller than I thought.'],
          ['Tide mug', 5, 'Holds heat well.'],
        ],
      );

      const item = (title, cents) => ({
        product: { id: MUG },
        sku: `SKU-${title}`,
        productType: 'PHYSICAL',
        title,
        optionValues: [],
        unitPriceCents: cents,
      });
      const carts = [];
      for (let n = 0; n < 7; n += 1) {
        const { cart } = await createCart(t.db, { websiteId: 'site', currency: 'USD', now: at(10 + Math.floor(n / 2)) });
        await addToEntry(t.db, cart.id, item(`Mug ${n}`, 2_500), n + 1, at(10 + n));
        carts.push(cart);
      }
      for (const [n, cart] of carts.slice(0, 3).entries()) {
        const placed = await placeOrder(t.db, {
          cart,
          contact: { email: `buyer${n}@example.com`, name: `Buyer ${n}` },
          shipping: null,
          now: at(20 + n),
        });
        assert.ok('orderId' in placed);
      }
      const listedCarts = await everyPage(`${API}/carts`, 'carts', 3);
      assert.equal(listedCarts.length, 7);
      assert.deepEqual(new Set(listedCarts.map((cart) => cart.id)), new Set(carts.map((cart) => cart.id)));
      assert.ok(newestFirst(listedCarts, 'createdAt'));
      const firstCart = listedCarts.find((cart) => cart.id === carts[0].id);
      assert.deepEqual([firstCart.status, firstCart.totalQuantity, firstCart.subtotalCents, firstCart.currency], ['purchased', 1, 2_500, 'USD']);
      const lastCart = listedCarts.find((cart) => cart.id === carts[6].id);
      assert.deepEqual([lastCart.status, lastCart.totalQuantity, lastCart.subtotalCents, lastCart.purchasedAt], ['open', 7, 17_500, null]);

      const orders = await everyPage(`${API}/orders`, 'orders', 2);
      assert.deepEqual(
        orders.map((order) => [order.name, order.email, order.status, order.totalQuantity, order.items]),
        [
          ['Buyer 2', 'buyer2@example.com', 'placed', 3, [{ title: 'Mug 2', quantity: 3 }]],
          ['Buyer 1', 'buyer1@example.com', 'placed', 2, [{ title: 'Mug 1', quantity: 2 }]],
          ['Buyer 0', 'buyer0@example.com', 'placed', 1, [{ title: 'Mug 0', quantity: 1 }]],
        ],
      );
      assert.ok(orders.every((order) => order.grandTotalCents >= order.totalQuantity * 2_500 && order.currency === 'USD'));
      // The viewer reads them too.
      for (const path of ['reviews', 'orders', 'carts', 'newsletter'])
        assert.equal((await viewerCall({ method: 'GET', url: `${API}/${path}` })).statusCode, 200);
    });

    test('the inbox page: the sign-in form without a session, else the back end with its sections and the inbox script', async () => {
      const signedOut = await t.app.inject({ method: 'GET', url: '/config/inbox' });
      assert.equal(signedOut.statusCode, 200);
      assert.match(signedOut.body, /<form id="sign-in" method="post"/);
      assert.doesNotMatch(signedOut.body, /inbox\.js/);
      const page = await ownerCall({ method: 'GET', url: '/config/inbox' });
      assert.equal(page.statusCode, 200);
      assert.match(
        page.body,
        /<nav class="back-end-nav" aria-label="Back end">\s*<a href="\/config\/">Preview<\/a>\s*<a href="\/config\/inbox" aria-current="page">Inbox<\/a>/,
      );
      assert.match(page.body, /<script type="module" src="\/dist\/config\/inbox\.js"><\/script>/);
      assert.match(page.body, /<link rel="stylesheet" href="\/dist\/theme\.css">/);
      assert.match(page.body, /Signed in as <strong>Site Owner<\/strong>/);
      assert.match(page.body, /<div id="back-end-app" data-screen="inbox">/);
      const backEnd = await ownerCall({ method: 'GET', url: '/config/' });
      assert.match(backEnd.body, /<a href="\/config\/" aria-current="page">Preview<\/a>\s*<a href="\/config\/inbox">Inbox<\/a>/);
    });

    test('a submission a visitor sends through the form call is in the inbox', async () => {
      const key = (await t.call({ method: 'POST', url: '/api/form/FormSubmissionKey', payload: {} })).json().key;
      const sent = await t.call({
        method: 'POST',
        url: '/api/form/SaveFormSubmission',
        payload: { key, formId: CONTACT, form: JSON.stringify(contactValues(9)), pageTitle: 'Contact', pagePath: '/contact', contentSource: 'c' },
      });
      assert.equal(sent.statusCode, 200, sent.body);
      const [listed] = (await ownerCall({ method: 'GET', url: `${API}/forms/${CONTACT}/submissions` })).json().submissions;
      assert.equal(listed.pagePath, '/contact');
      assert.equal(listed.fields.find((field) => field.title === 'Message').text, 'Message 9');
    });
  });
}
