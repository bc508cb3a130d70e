import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const beacon = (crumb, records) => ({
  method: 'POST',
  url: `/api/1/performance/records?crumb=${encodeURIComponent(crumb)}`,
  // sendBeacon cannot set headers: the crumb rides in the query, the body is text.
  headers: { 'content-type': 'text/plain;charset=UTF-8' },
  payload: typeof records === 'string' ? records : JSON.stringify(records),
});

for (const target of await testDatabases()) {
  describe(`performance reporting on ${target.name}`, () => {
    let t;
    const stored = () => t.db.selectFrom('performance_records').selectAll().orderBy('name').execute();
    const pageLoad = async () => (await t.app.inject({ method: 'GET', url: '/api/1/performance/settings' })).json().pageLoadId;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());
    beforeEach(() => t.db.deleteFrom('performance_records').execute());

    test('settings hand out a fresh page load id each time, and store it', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/api/1/performance/settings' });
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['cache-control'], 'no-store');
      const { pageLoadId } = first.json();
      assert.match(pageLoadId, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const second = (await t.app.inject({ method: 'GET', url: '/api/1/performance/settings' })).json().pageLoadId;
      assert.notEqual(second, pageLoadId);
      const rows = await t.db.selectFrom('page_loads').select('id').where('id', 'in', [pageLoadId, second]).execute();
      assert.equal(rows.length, 2);
    });

    test('a beacon (text body, crumb in the query) stores its records, keeping only rum- marks and measures', async () => {
      const pageLoadId = await pageLoad();
      const records = [
        { pageLoadId, entryType: 'navigation', name: 'https://juniper.example/', startTime: 0, duration: 812.5 },
        { pageLoadId, entryType: 'paint', name: 'first-contentful-paint', startTime: 340.2 },
        { pageLoadId, entryType: 'metric', name: 'LCP', value: 1234.5 },
        { pageLoadId, entryType: 'mark', name: 'rum-hydrated', startTime: 500 },
        { pageLoadId, entryType: 'measure', name: 'rum-gallery', startTime: 510, duration: 42, detail: { slides: 6 } },
        { pageLoadId, entryType: 'mark', name: 'third-party-mark', startTime: 1 },
        { pageLoadId, entryType: 'measure', name: 'react-render', startTime: 2, duration: 3 },
      ];
      const response = await t.app.inject({ ...beacon(t.crumb, records), cookies: { crumb: t.crumb } });
      assert.equal(response.statusCode, 204, response.body);
      const rows = await stored();
      assert.deepEqual(
        rows.map((row) => [row.entry_type, row.name, row.start_time, row.duration, row.value, row.detail && JSON.parse(row.detail)]),
        [
          ['metric', 'LCP', null, null, 1234.5, null],
          ['paint', 'first-contentful-paint', 340.2, null, null, null],
          ['navigation', 'https://juniper.example/', 0, 812.5, null, null],
          ['measure', 'rum-gallery', 510, 42, null, { slides: 6 }],
          ['mark', 'rum-hydrated', 500, null, null, null],
        ],
      );
      assert.ok(rows.every((row) => row.page_load_id === pageLoadId));
    });

    test('records also arrive as JSON by XHR', async () => {
      const pageLoadId = await pageLoad();
      const response = await t.call({
        method: 'POST',
        url: '/api/1/performance/records',
        payload: [{ pageLoadId, entryType: 'metric', name: 'CLS', value: 0 }],
      });
      assert.equal(response.statusCode, 204);
      assert.deepEqual(
        (await stored()).map((row) => [row.name, row.value]),
        [['CLS', 0]],
      );
    });

    test('empty performance data is refused with the spec message', async () => {
      for (const payload of ['[]', '', '   ']) {
        const response = await t.app.inject({ ...beacon(t.crumb, payload), cookies: { crumb: t.crumb } });
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.deepEqual(response.json(), { error: 'Performance data must not be empty.' });
      }
      const json = await t.call({ method: 'POST', url: '/api/1/performance/records', payload: [] });
      assert.equal(json.statusCode, 400);
      assert.deepEqual(json.json(), { error: 'Performance data must not be empty.' });
      assert.deepEqual(await stored(), []);
    });

    test('malformed text, records of the wrong shape and unknown page loads are refused', async () => {
      const pageLoadId = await pageLoad();
      const unknown = '00000000-0000-4000-8000-000000000000';
      const cases = [
        ['[{"pageLoadId":', /^body is not valid JSON: /],
        [{ pageLoadId }, /body must be array/],
        [[{ pageLoadId, entryType: 'mark' }], /body\/0 must have required property 'name'/],
        [[{ pageLoadId: 'nope', entryType: 'mark', name: 'rum-a' }], /body\/0\/pageLoadId must match format "uuid"/],
        [[{ pageLoadId, entryType: 'paint', name: 'fcp', startTime: -1 }], /body\/0\/startTime must be >= 0/],
        [[{ pageLoadId: unknown, entryType: 'metric', name: 'LCP', value: 1 }], new RegExp(`^Unknown pageLoadId: ${unknown}$`)],
      ];
      for (const [records, message] of cases) {
        const response = await t.app.inject({ ...beacon(t.crumb, records), cookies: { crumb: t.crumb } });
        assert.equal(response.statusCode, 400, JSON.stringify(records));
        assert.match(response.json().error, message);
      }
      assert.deepEqual(await stored(), []);
    });

    test('a beacon without the crumb is refused', async () => {
      const pageLoadId = await pageLoad();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/1/performance/records',
        cookies: { crumb: t.crumb },
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify([{ pageLoadId, entryType: 'metric', name: 'LCP', value: 1 }]),
      });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { crumbFail: true });
      assert.deepEqual(await stored(), []);
    });
  });
}
