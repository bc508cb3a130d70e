import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const form = (fields) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const hitData = {
  userAgent: 'Mozilla/5.0',
  clientDate: 1767225600000,
  viewportInnerHeight: 800,
  viewportInnerWidth: 1280,
  screenHeight: 1080,
  screenWidth: 1920,
  websiteId: 'site-1',
  templateId: 'template-1',
  website_locale: 'en-US',
  url: '/shop',
  title: 'Shop',
  collectionId: 'collection-1',
  localStorageSupported: true,
  queryString: '?a=1',
  referrer: 'https://example.com/',
  visitorCookie: 'visitor-1|1767225600000|1767225600000|1767225600000|1',
};

for (const target of await testDatabases()) {
  describe(`census calls on ${target.name}`, () => {
    let t;
    const hits = () => t.db.selectFrom('hits').selectAll().orderBy('received_at').execute();
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());
    beforeEach(() => t.db.deleteFrom('hits').execute());

    test('RecordHit stores a form-encoded hit with its event, data and visitor, and answers 204', async () => {
      const response = await t.call({
        method: 'POST',
        url: '/api/census/RecordHit',
        ...form({ event: '1', data: JSON.stringify({ ...hitData, unknownField: 'x' }), ss_cvr: 'visitor-1|1|2|3|4' }),
      });
      assert.equal(response.statusCode, 204);
      assert.equal(response.body, '');
      const [row, ...rest] = await hits();
      assert.equal(rest.length, 0);
      assert.equal(row.kind, 'RecordHit');
      assert.equal(row.event, 1);
      assert.equal(row.visitor, 'visitor-1|1|2|3|4');
      assert.deepEqual(JSON.parse(row.data), hitData);
      assert.ok(Math.abs(Date.parse(row.received_at) - Date.now()) < 60_000);
    });

    test('RecordHit takes the visitor from the hit data when ss_cvr is not sent', async () => {
      const response = await t.call({ method: 'POST', url: '/api/census/RecordHit', ...form({ event: '10', data: JSON.stringify(hitData) }) });
      assert.equal(response.statusCode, 204);
      const [row] = await hits();
      assert.equal(row.event, 10);
      assert.equal(row.visitor, hitData.visitorCookie);
    });

    test('concurrent hits are each acknowledged and stored once', async () => {
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          t.call({ method: 'POST', url: '/api/census/RecordHit', ...form({ event: '1', data: '{}', ss_cvr: `visitor-${index}` }) }),
        ),
      );
      assert.deepEqual(new Set(responses.map((response) => response.statusCode)), new Set([204]));
      const rows = await hits();
      assert.equal(rows.length, 30);
      assert.equal(new Set(rows.map((row) => row.visitor)).size, 30);
    });

    test('RecordHit refuses malformed data JSON with a clear 400 and stores nothing', async () => {
      const response = await t.call({ method: 'POST', url: '/api/census/RecordHit', ...form({ event: '1', data: '{"url":' }) });
      assert.equal(response.statusCode, 400);
      assert.match(response.json().error, /^data is not valid JSON: /);
      assert.deepEqual(await hits(), []);
    });

    test('RecordHit refuses data that is not an object, an unknown event kind, a field of the wrong type, or no event', async () => {
      const cases = [
        [{ event: '1', data: '[1,2]' }, /body\/data must be object/],
        [{ event: '3', data: '{}' }, /body\/event must be equal to one of the allowed values/],
        [{ event: '1', data: '{"screenWidth":"wide"}' }, /body\/data\/screenWidth must be integer/],
        [{ event: '1', data: JSON.stringify({ url: 'x'.repeat(2049) }) }, /body\/data\/url must NOT have more than 2048 characters/],
        [{ data: '{}' }, /body must have required property 'event'/],
      ];
      for (const [fields, message] of cases) {
        const response = await t.call({ method: 'POST', url: '/api/census/RecordHit', ...form(fields) });
        assert.equal(response.statusCode, 400, JSON.stringify(fields));
        assert.match(response.json().error, message);
      }
      assert.deepEqual(await hits(), []);
    });

    test('a visitor who declined tracking is counted without being identified', async () => {
      const response = await t.call({
        method: 'POST',
        url: '/api/census/RecordHit',
        cookies: { ss_cookieAllowed: 'false' },
        ...form({ event: '1', data: JSON.stringify(hitData), ss_cvr: 'visitor-1' }),
      });
      assert.equal(response.statusCode, 204);
      const [row] = await hits();
      assert.equal(row.visitor, null);
      const { visitorCookie, ...anonymous } = hitData;
      assert.deepEqual(JSON.parse(row.data), anonymous);
    });

    test('a census call without the crumb is refused with crumbFail and stores nothing', async () => {
      const response = await t.call({
        method: 'POST',
        url: '/api/census/RecordHit',
        ...form({ event: '1', data: '{}' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': '' },
      });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { crumbFail: true });
      assert.deepEqual(await hits(), []);
    });

    test('button clicks and renders store the button event and page fields under their kind', async () => {
      const button = {
        visitorCookie: 'visitor-2',
        websiteId: 'site-1',
        url: '/',
        id: 'button-1',
        buttonText: 'Shop now',
        clickthroughUrl: '/shop',
        alignment: 'center',
        size: 'medium',
        newWindow: false,
        context: 'block',
      };
      for (const kind of ['button-click', 'button-render']) {
        const response = await t.call({ method: 'POST', url: `/api/census/${kind}`, payload: { ...button, extra: 1 } });
        assert.equal(response.statusCode, 204, kind);
      }
      const rows = await hits();
      assert.deepEqual(rows.map((row) => row.kind).sort(), ['button-click', 'button-render']);
      for (const row of rows) {
        assert.equal(row.visitor, 'visitor-2');
        assert.equal(row.event, null);
        assert.deepEqual(JSON.parse(row.data), button);
      }
    });

    test('a button event with a field of the wrong type is refused', async () => {
      const response = await t.call({ method: 'POST', url: '/api/census/button-click', payload: { newWindow: { yes: true } } });
      assert.equal(response.statusCode, 400);
      assert.match(response.json().error, /body\/newWindow must be boolean/);
      assert.deepEqual(await hits(), []);
    });

    test('form-render needs a formId and stores it', async () => {
      const missing = await t.call({ method: 'POST', url: '/api/census/form-render', payload: { visitorCookie: 'v' } });
      assert.equal(missing.statusCode, 400);
      assert.match(missing.json().error, /must have required property 'formId'/);
      const response = await t.call({ method: 'POST', url: '/api/census/form-render', payload: { formId: 'form-1', visitorCookie: 'v' } });
      assert.equal(response.statusCode, 204);
      const [row, ...rest] = await hits();
      assert.equal(rest.length, 0);
      assert.equal(row.kind, 'form-render');
      assert.equal(row.visitor, 'v');
      assert.deepEqual(JSON.parse(row.data), { formId: 'form-1', visitorCookie: 'v' });
    });

    test('overlay stores the visitor and page fields', async () => {
      const response = await t.call({ method: 'POST', url: '/api/census/overlay', payload: { visitorCookie: 'v', url: '/about', title: 'About' } });
      assert.equal(response.statusCode, 204);
      const [row] = await hits();
      assert.equal(row.kind, 'overlay');
      assert.deepEqual(JSON.parse(row.data), { visitorCookie: 'v', url: '/about', title: 'About' });
    });

    test('RecordQuickView stores the item id, with or without a body', async () => {
      const bare = await t.call({ method: 'POST', url: '/api/census/RecordQuickView/item-1' });
      assert.equal(bare.statusCode, 204);
      const withBody = await t.call({ method: 'POST', url: '/api/census/RecordQuickView/item-2', payload: { visitorCookie: 'v', url: '/shop' } });
      assert.equal(withBody.statusCode, 204);
      const rows = await hits();
      assert.deepEqual(
        rows.map((row) => [row.kind, row.visitor, JSON.parse(row.data)]).sort((a, b) => a[2].id.localeCompare(b[2].id)),
        [
          ['RecordQuickView', null, { id: 'item-1' }],
          ['RecordQuickView', 'v', { id: 'item-2', visitorCookie: 'v', url: '/shop' }],
        ],
      );
    });

    test('RecordQuickView refuses an id that is not an item id', async () => {
      const response = await t.call({ method: 'POST', url: '/api/census/RecordQuickView/a%20b' });
      assert.equal(response.statusCode, 400);
      assert.match(response.json().error, /params\/id must match pattern/);
      assert.deepEqual(await hits(), []);
    });

    test('a census body over 16 KB is refused with 413', async () => {
      const response = await t.call({ method: 'POST', url: '/api/census/overlay', payload: { title: 'x'.repeat(17 * 1024) } });
      assert.equal(response.statusCode, 413);
      assert.ok(response.json().error);
      assert.deepEqual(await hits(), []);
    });

    test('a NUL or an unpaired surrogate in a hit is stored as U+FFFD, in text and JSON columns alike, not refused by the database', async () => {
      const quickView = await t.call({
        method: 'POST',
        url: '/api/census/RecordQuickView/item-1',
        ...form({ visitorCookie: 'v\u0000', url: '/shop' }),
      });
      assert.equal(quickView.statusCode, 204);
      const overlay = await t.call({ method: 'POST', url: '/api/census/overlay', payload: { website_locale: '\ud800', url: 'a\udc00' } });
      assert.equal(overlay.statusCode, 204);
      const [first, second] = await hits();
      assert.equal(first.visitor, 'v\ufffd');
      assert.deepEqual(JSON.parse(second.data), { website_locale: '\ufffd', url: 'a\ufffd' });
    });
  });
}
