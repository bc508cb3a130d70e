import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const params = {
  source: 'newsletter',
  campaign: 'spring',
  subcampaign: 'week-2',
  channel: 'email',
  subchannel: 'footer',
  refer: 'https://example.com/post',
  variation: 'b',
  mkwid: 'mk-1',
  landing: 'https://juniper.example/shop?utm_source=newsletter',
  rk: 'rk-1',
  lang: 'en-US',
  screen: '1920x1080',
};

for (const target of await testDatabases()) {
  describe(`tracking pixel on ${target.name}`, () => {
    let t;
    const tracks = () => t.db.selectFrom('tracks').selectAll().execute();
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());
    beforeEach(() => t.db.deleteFrom('tracks').execute());

    test('answers a 1×1 transparent GIF that is never cached, and stores every parameter', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/track/Track?${new URLSearchParams(params)}` });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'image/gif');
      assert.equal(response.headers['cache-control'], 'no-store');
      const gif = response.rawPayload;
      assert.equal(gif.subarray(0, 6).toString('latin1'), 'GIF89a');
      assert.equal(gif.readUInt16LE(6), 1);
      assert.equal(gif.readUInt16LE(8), 1);
      const [row, ...rest] = await tracks();
      assert.equal(rest.length, 0);
      const { id, received_at: receivedAt, ...stored } = row;
      assert.ok(id);
      assert.ok(Math.abs(Date.parse(receivedAt) - Date.now()) < 60_000);
      assert.deepEqual(stored, params);
    });

    test('parameters not sent are stored as null, and unknown ones are ignored', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/track/Track?source=ad&utm_medium=cpc&crumb=x' });
      assert.equal(response.statusCode, 200);
      const [row] = await tracks();
      assert.equal(row.source, 'ad');
      assert.equal(row.campaign, null);
      assert.ok(!('utm_medium' in row));
    });

    test('over-long values are cut: URLs at 2048 characters, everything else at 255', async () => {
      const url = `https://example.com/${'a'.repeat(3000)}`;
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/track/Track?${new URLSearchParams({ refer: url, landing: url, campaign: 'c'.repeat(400) })}`,
      });
      assert.equal(response.statusCode, 200);
      const [row] = await tracks();
      assert.equal(row.refer, url.slice(0, 2048));
      assert.equal(row.landing, url.slice(0, 2048));
      assert.equal(row.campaign, 'c'.repeat(255));
    });

    test('a parameter given twice is refused with a clear 400', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/track/Track?source=a&source=b' });
      assert.equal(response.statusCode, 400);
      assert.match(response.json().error, /querystring\/source must be string/);
      assert.deepEqual(await tracks(), []);
    });

    test('a NUL in a parameter is stored as U+FFFD, not refused by the database', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/track/Track?refer=%00&source=a%00b' });
      assert.equal(response.statusCode, 200);
      const [row] = await tracks();
      assert.deepEqual([row.refer, row.source], ['\ufffd', 'a\ufffdb']);
    });
  });
}
