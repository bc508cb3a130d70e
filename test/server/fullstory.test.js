import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

for (const target of await testDatabases()) {
  describe(`session recording id on ${target.name}`, () => {
    let t;
    const getId = (cookies, userAgent = BROWSER) =>
      t.app.inject({ method: 'GET', url: '/api/commerce/fullstory/getId', cookies, headers: { 'user-agent': userAgent } });
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    test('a visitor with a visitor record gets a stable pseudonym of it as text, never the cookie itself', async () => {
      const first = await getId({ ss_cvr: 'visitor-abc|1767225600000|1767225600000|1767225600000|1' });
      assert.equal(first.statusCode, 200);
      assert.match(first.headers['content-type'], /^text\/plain/);
      assert.equal(first.headers['cache-control'], 'no-store');
      assert.match(first.body, /^[0-9a-f]{32}$/);
      assert.ok(!first.body.includes('visitor-abc'));
      const laterVisit = await getId({ ss_cvr: 'visitor-abc|1767225600000|1767312000000|1767225600000|2' });
      assert.equal(laterVisit.body, first.body);
      const other = await getId({ ss_cvr: 'visitor-xyz|1|1|1|1' });
      assert.notEqual(other.body, first.body);
    });

    test('answers the skip id without a visitor record, after a declined consent, or to an automated browser', async () => {
      const cases = [
        getId({}),
        getId({ ss_cvr: '' }),
        getId({ ss_cvr: 'visitor-abc|1|1|1|1', ss_cookieAllowed: 'false' }),
        getId(
          { ss_cvr: 'visitor-abc|1|1|1|1' },
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
        ),
      ];
      for (const response of await Promise.all(cases)) {
        assert.equal(response.statusCode, 200);
        assert.equal(response.body, 'automated-mock-id');
      }
    });
  });
}
