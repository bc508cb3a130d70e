import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const form = (fields) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const jsError = (index) => ({
  event: 'error',
  data: { message: `Boom ${index}`, stack: `Error: Boom ${index}\n    at x.js:1:1` },
  timestamp: 1767225600000 + index,
});

for (const target of await testDatabases()) {
  describe(`event calls on ${target.name}`, () => {
    let t;
    const rows = async (kind) => {
      const found = await t.db.selectFrom('events').selectAll().where('kind', '=', kind).execute();
      return found.map((row) => ({ ...row, payload: JSON.parse(row.payload) }));
    };
    const count = async () => (await t.db.selectFrom('events').selectAll().execute()).length;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());
    beforeEach(() => t.db.deleteFrom('events').execute());

    test('RecordJavascriptErrors stores one row per error and answers 204', async () => {
      const response = await t.call({ method: 'POST', url: '/api/events/RecordJavascriptErrors', payload: [jsError(1), jsError(2)] });
      assert.equal(response.statusCode, 204);
      const stored = await rows('RecordJavascriptErrors');
      assert.deepEqual(
        stored.map((row) => row.payload).sort((a, b) => a.timestamp - b.timestamp),
        [jsError(1), jsError(2)],
      );
      for (const row of stored) assert.ok(Math.abs(Date.parse(row.received_at) - Date.now()) < 60_000);
    });

    test('RecordJavascriptErrors needs the X-CSRF-Token header to equal the crumb cookie', async () => {
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/events/RecordJavascriptErrors',
        cookies: { crumb: t.crumb },
        payload: [jsError(1)],
      });
      const other = await t.call({
        method: 'POST',
        url: '/api/events/RecordJavascriptErrors',
        headers: { 'x-csrf-token': `${t.crumb}x` },
        payload: [jsError(1)],
      });
      for (const response of [missing, other]) {
        assert.equal(response.statusCode, 401);
        assert.deepEqual(response.json(), { crumbFail: true });
      }
      assert.equal(await count(), 0);
    });

    test('RecordJavascriptErrors takes at most 10 errors a batch and at least one', async () => {
      const tooMany = await t.call({
        method: 'POST',
        url: '/api/events/RecordJavascriptErrors',
        payload: Array.from({ length: 11 }, (_, index) => jsError(index)),
      });
      assert.equal(tooMany.statusCode, 400);
      assert.match(tooMany.json().error, /body must NOT have more than 10 items/);
      const none = await t.call({ method: 'POST', url: '/api/events/RecordJavascriptErrors', payload: [] });
      assert.equal(none.statusCode, 400);
      assert.match(none.json().error, /body must NOT have fewer than 1 items/);
      const ten = await t.call({
        method: 'POST',
        url: '/api/events/RecordJavascriptErrors',
        payload: Array.from({ length: 10 }, (_, index) => jsError(index)),
      });
      assert.equal(ten.statusCode, 204);
      assert.equal((await rows('RecordJavascriptErrors')).length, 10);
    });

    test('RecordJavascriptErrors keeps the first 5000 characters of a stack', async () => {
      const stack = `Error: long\n${'    at frame (x.js:1:1)\n'.repeat(400)}`;
      const response = await t.call({
        method: 'POST',
        url: '/api/events/RecordJavascriptErrors',
        payload: [{ event: 'error', data: { message: 'long', stack }, timestamp: 1 }],
      });
      assert.equal(response.statusCode, 204);
      const [row] = await rows('RecordJavascriptErrors');
      assert.equal(row.payload.data.stack, stack.slice(0, 5000));
      assert.equal(row.payload.data.message, 'long');
    });

    test('RecordJavascriptErrors refuses an error without data or of the wrong shape', async () => {
      const cases = [
        [[{ event: 'error', timestamp: 1 }], /body\/0 must have required property 'data'/],
        [[{ event: 'error', data: 'text' }], /body\/0\/data must be object/],
        [{ event: 'error', data: {} }, /body must be array/],
      ];
      for (const [payload, message] of cases) {
        const response = await t.call({ method: 'POST', url: '/api/events/RecordJavascriptErrors', payload });
        assert.equal(response.statusCode, 400);
        assert.match(response.json().error, message);
      }
      assert.equal(await count(), 0);
    });

    test('Trace stores each entry of its data list, sent as JSON or as a form field holding JSON', async () => {
      const entries = [
        { pageUrl: '/shop', type: 'navigation', data: { from: '/' } },
        { pageUrl: '/shop', type: 'click', data: 'add-to-cart' },
      ];
      const asJson = await t.call({ method: 'POST', url: '/api/events/Trace', payload: { data: entries } });
      assert.equal(asJson.statusCode, 204);
      const asForm = await t.call({ method: 'POST', url: '/api/events/Trace', ...form({ data: JSON.stringify(entries) }) });
      assert.equal(asForm.statusCode, 204);
      const stored = await rows('Trace');
      assert.equal(stored.length, 4);
      assert.deepEqual(stored.map((row) => row.payload.type).sort(), ['click', 'click', 'navigation', 'navigation']);
      assert.deepEqual(stored.find((row) => row.payload.type === 'navigation').payload, entries[0]);
    });

    test('Trace refuses malformed JSON, an empty list and entries without a type', async () => {
      const cases = [
        [form({ data: '[{"type":' }), /^data is not valid JSON: /],
        [{ payload: { data: [] } }, /body\/data must NOT have fewer than 1 items/],
        [{ payload: { data: [{ pageUrl: '/' }] } }, /body\/data\/0 must have required property 'type'/],
        [{ payload: {} }, /body must have required property 'data'/],
      ];
      for (const [request, message] of cases) {
        const response = await t.call({ method: 'POST', url: '/api/events/Trace', ...request });
        assert.equal(response.statusCode, 400);
        assert.match(response.json().error, message);
      }
      assert.equal(await count(), 0);
    });

    test('RecordEvent stores a form-encoded event with its data, and not the crumb', async () => {
      const response = await t.call({
        method: 'POST',
        url: '/api/events/RecordEvent',
        ...form({ crumb: t.crumb, event: 'gallery-open', data: JSON.stringify({ galleryId: 'g1', index: 2 }) }),
      });
      assert.equal(response.statusCode, 204);
      const [row, ...rest] = await rows('RecordEvent');
      assert.equal(rest.length, 0);
      assert.deepEqual(row.payload, { event: 'gallery-open', data: { galleryId: 'g1', index: 2 } });
      assert.ok(!JSON.stringify(row.payload).includes(t.crumb));
    });

    test('RecordEvent accepts the crumb as a form field alone, and checks it', async () => {
      const request = (crumb) =>
        t.app.inject({
          method: 'POST',
          url: '/api/events/RecordEvent',
          cookies: { crumb: t.crumb },
          ...form({ crumb, event: 'page-view', data: '{}' }),
        });
      assert.equal((await request(t.crumb)).statusCode, 204);
      const forged = await request(`${t.crumb}x`);
      assert.equal(forged.statusCode, 401);
      assert.deepEqual(forged.json(), { crumbFail: true });
      assert.equal((await rows('RecordEvent')).length, 1);
    });

    test('RecordEvent refuses malformed data and a missing event', async () => {
      const bad = await t.call({ method: 'POST', url: '/api/events/RecordEvent', ...form({ event: 'x', data: '{oops}' }) });
      assert.equal(bad.statusCode, 400);
      assert.match(bad.json().error, /^data is not valid JSON: /);
      const missing = await t.call({ method: 'POST', url: '/api/events/RecordEvent', ...form({ data: '{}' }) });
      assert.equal(missing.statusCode, 400);
      assert.match(missing.json().error, /body must have required property 'event'/);
      assert.equal(await count(), 0);
    });

    test('the events service answers 202 and stores the event, dropping analytics fields of the wrong type', async () => {
      const response = await t.call({
        method: 'POST',
        url: '/api/v1/events',
        payload: {
          analyticsId: 'analytics-1',
          customSchemaName: 'frontsite_page_view',
          commonData: { websiteId: 'site-1', pagePath: '/shop', pageHash: 42, templateId: 'template-1' },
          customData: { actor: 'visitor', action: 'view', object_value: 3, product_area: ['x'], extra_flag: true, nested: { a: 1 } },
        },
      });
      assert.equal(response.statusCode, 202);
      assert.deepEqual(response.json(), { dropped: ['commonData.pageHash', 'customData.product_area', 'customData.nested'] });
      const [row, ...rest] = await rows('analytics');
      assert.equal(rest.length, 0);
      assert.deepEqual(row.payload, {
        analyticsId: 'analytics-1',
        customSchemaName: 'frontsite_page_view',
        commonData: { websiteId: 'site-1', pagePath: '/shop', templateId: 'template-1' },
        customData: { actor: 'visitor', action: 'view', object_value: 3, extra_flag: true },
      });
    });

    test('the events service needs a schema name and object data', async () => {
      const cases = [
        [{ commonData: {} }, /body must have required property 'customSchemaName'/],
        [{ customSchemaName: 'x', commonData: [1] }, /body\/commonData must be object/],
        [{ customSchemaName: 'x', customData: 'text' }, /body\/customData must be object/],
      ];
      for (const [payload, message] of cases) {
        const response = await t.call({ method: 'POST', url: '/api/v1/events', payload });
        assert.equal(response.statusCode, 400);
        assert.match(response.json().error, message);
      }
      assert.equal(await count(), 0);
    });
  });
}
