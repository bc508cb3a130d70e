import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../server/app.js';
import { etagOf } from '../../server/http/caching.js';
import { isSignedCrumb } from '../../server/http/crumb.js';
import { SITE_CONTEXT_ID } from '../../server/http/pages.js';
import { persistedSecret } from '../../server/store/settings.js';
import { startTestApp, TEST_SECRET } from './app.js';
import { testDatabases } from './databases.js';

const targets = await testDatabases();

test('buildApp refuses to start without a build and says how to make one', async () => {
  const empty = await mkdtemp(join(tmpdir(), 'sq-no-dist-'));
  try {
    assert.throws(() => buildApp({ distDir: empty }), /sq-elements\.js is missing: run npm run build first/);
  } finally {
    await rm(empty, { recursive: true, force: true });
  }
});

test('buildApp says what it needs when the database or the secret is missing', () => {
  assert.throws(() => buildApp({ secret: 'x' }), /buildApp needs the opened database/);
  assert.throws(() => buildApp({ database: { db: {} } }), /buildApp needs the crumb secret/);
  assert.throws(() => buildApp({ database: { db: {} }, secret: 'x', corsOrigins: ['not a url'] }), /"not a url" is not an origin/);
});

/** The JSON of the page's context script, as the runtime reads it. */
function contextOf(html) {
  const match = html.match(new RegExp(`<script type="application/json" id="${SITE_CONTEXT_ID}">(.*?)</script>`, 's'));
  assert.ok(match, 'the page has the site context script');
  return JSON.parse(match[1]);
}

for (const target of targets) {
  describe(`the app on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target, { corsOrigins: ['https://embed.example.com'] });
    });
    after(() => t.close());

    test('decorates the database and its dialect', () => {
      assert.equal(t.app.db, t.db);
      assert.equal(t.app.dialect, target.name);
    });

    test('answers the health check, and unknown routes with a JSON 404', async () => {
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      assert.equal(health.statusCode, 200);
      assert.deepEqual(health.json(), { ok: true });
      const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), { error: 'Not found' });
    });

    test('every page gets a signed crumb cookie and the website context as a JSON script after its content', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/' });
      assert.equal(response.statusCode, 200);
      const crumb = response.cookies.find((cookie) => cookie.name === 'crumb');
      assert.ok(isSignedCrumb(TEST_SECRET, crumb?.value));
      assert.equal(crumb.path, '/');
      assert.equal(crumb.httpOnly, undefined, 'the runtime reads the crumb from document.cookie');
      assert.match(response.headers['content-security-policy'], /script-src 'self'/);
      assert.equal(response.headers.etag, etagOf(response.body), 'the ETag is of the page as sent, not of the file it was made from');
      assert.equal(Number(response.headers['content-length']), Buffer.byteLength(response.body));

      const html = response.body;
      assert.ok(html.indexOf(`id="${SITE_CONTEXT_ID}"`) > html.indexOf('</main>'));
      assert.ok(html.indexOf(`id="${SITE_CONTEXT_ID}"`) < html.indexOf('</body>'));
      const context = contextOf(html);
      assert.equal(context.website.identifier, 'juniper-ceramics');
      assert.equal(context.cookieSettings.cookieBannerVariant, 'BAR');
      assert.equal(context.pageType, 2);
      assert.equal(context.collection.fullUrl, '/');
      assert.equal(context.authenticatedAccount, null);
      assert.deepEqual(
        context.forms.map((form) => form.name),
        ['Contact', 'Newsletter', 'Workshop feedback'],
      );
      assert.ok(context.products.some((product) => product.productType === 'DIGITAL'));
      assert.equal(
        context.items.some((item) => item.status === 'draft'),
        false,
        'drafts stay off public pages',
      );
      assert.equal(
        context.products.some((product) => product.workflowState === 'draft'),
        false,
      );
      assert.equal('members' in context, false, 'member accounts never reach a page');
      assert.doesNotMatch(html, /passwordHash|scrypt\$|\$argon2id\$/);
    });

    test('the context names the page: a collection page on its own path', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/cookie-policy' });
      const context = contextOf(response.body);
      assert.equal(context.collection.title, 'Cookie policy');
      assert.equal(context.collectionId, context.collection.id);
    });

    test('a page keeps the crumb it already has', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/' });
      const crumb = first.cookies.find((cookie) => cookie.name === 'crumb').value;
      const again = await t.app.inject({ method: 'GET', url: '/cookie-banner.html', cookies: { crumb } });
      assert.equal(again.statusCode, 200);
      assert.equal(
        again.cookies.find((cookie) => cookie.name === 'crumb'),
        undefined,
      );
    });

    test('static files other than pages are served untouched, without a crumb', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/demo.css' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.cookies.length, 0);
      assert.doesNotMatch(response.body, new RegExp(SITE_CONTEXT_ID));
    });

    test('CORS with credentials for a configured origin only', async () => {
      const allowed = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/form/FormSubmissionKey',
        headers: { origin: 'https://embed.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-csrf-token' },
      });
      assert.equal(allowed.headers['access-control-allow-origin'], 'https://embed.example.com');
      assert.equal(allowed.headers['access-control-allow-credentials'], 'true');
      const other = await t.app.inject({ method: 'GET', url: '/api/crumb', headers: { origin: 'https://evil.example.com' } });
      assert.equal(other.headers['access-control-allow-origin'], undefined);
    });

    test('a signed crumb from a configured origin passes without the cookie; from another origin it does not', async () => {
      const request = { method: 'POST', url: '/api/form/FormSubmissionKey', headers: { 'x-csrf-token': t.crumb } };
      const embedded = await t.app.inject({ ...request, headers: { ...request.headers, origin: 'https://embed.example.com' } });
      assert.equal(embedded.statusCode, 200);
      const forged = await t.app.inject({ ...request, headers: { ...request.headers, origin: 'https://evil.example.com' } });
      assert.equal(forged.statusCode, 401);
      assert.deepEqual(forged.json(), { crumbFail: true });
    });

    test('the crumb secret is made once and then shared by every process on the database', async () => {
      const first = await persistedSecret(t.db);
      const second = await persistedSecret(t.db);
      assert.equal(first, second);
      assert.ok(first.length >= 32);
    });
  });
}
