import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { distDir } from '../../server/paths.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const MUG = '65f1a2b3c4d5e6f708192d01';
const WORKSHOP = '65f1a2b3c4d5e6f708192d05';
const MUG_CLUB = '65f1a2b3c4d5e6f708192d06';
const BROTLI_OR_GZIP = { 'accept-encoding': 'br, gzip' };
const YEAR = 'public, max-age=31536000, immutable';

/** The body as the browser reads it after undoing the Content-Encoding. */
function decoded(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  assert.equal(encoding, undefined, `unexpected Content-Encoding ${encoding}`);
  return response.rawPayload;
}

const varies = (response) => /(^|,\s*)accept-encoding(\s*,|$)/i.test(String(response.headers.vary));

/** A content-hashed chunk of the build: rollup names them chunks/NAME-HASH.js. */
const chunk = readdirSync(join(distDir, 'chunks')).find(
  (name) => /-[\w-]{8}\.js$/.test(name) && readFileSync(join(distDir, 'chunks', name)).length > 2048,
);

for (const target of await testDatabases()) {
  describe(`compression and caching on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    const get = (url, headers = {}) => t.app.inject({ method: 'GET', url, headers });

    test('a hashed chunk is sent as Brotli, or gzip, or plain, each decoding to the file, and kept a year', async () => {
      assert.ok(chunk, 'the build has a hashed chunk over 2 KB');
      const file = readFileSync(join(distDir, 'chunks', chunk));
      const asked = [
        [BROTLI_OR_GZIP, 'br'],
        [{ 'accept-encoding': 'gzip, deflate' }, 'gzip'],
        [{}, undefined],
      ];
      for (const [headers, encoding] of asked) {
        const response = await get(`/dist/chunks/${chunk}`, headers);
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['content-encoding'], encoding, JSON.stringify(headers));
        assert.match(response.headers['content-type'], /^application\/javascript/);
        assert.equal(response.headers['cache-control'], YEAR);
        assert.ok(varies(response), `Vary: ${response.headers.vary}`);
        assert.deepEqual(decoded(response), file);
        if (encoding) assert.ok(response.rawPayload.length < file.length * 0.6, `${encoding} is at most 60% of the file`);
      }
    });

    test('entry files and stylesheets revalidate: no-cache, an ETag, and 304 when it still matches', async () => {
      for (const path of ['sq-elements.js', 'elements/sq-gallery.js', 'theme.css', 'sq-elements.css']) {
        const response = await get(`/dist/${path}`, BROTLI_OR_GZIP);
        assert.equal(response.statusCode, 200, path);
        assert.equal(response.headers['cache-control'], 'no-cache', path);
        assert.ok(response.headers.etag, `${path} has an ETag`);
        assert.ok(varies(response), path);
        assert.deepEqual(decoded(response), readFileSync(join(distDir, path)), path);
        const again = await get(`/dist/${path}`, { ...BROTLI_OR_GZIP, 'if-none-match': response.headers.etag });
        assert.equal(again.statusCode, 304, path);
        assert.equal(again.rawPayload.length, 0, path);
        const changed = await get(`/dist/${path}`, { ...BROTLI_OR_GZIP, 'if-none-match': 'W/"an-older-build"' });
        assert.equal(changed.statusCode, 200, path);
      }
    });

    test('a page is compressed, revalidates with its ETag, and is private while it sets the visitor\u2019s crumb', async () => {
      const plain = await get('/');
      assert.equal(plain.statusCode, 200);
      assert.ok(plain.headers['set-cookie'], 'the first page sets the crumb cookie');
      assert.equal(plain.headers['cache-control'], 'private, no-cache');
      const compressed = await get('/', BROTLI_OR_GZIP);
      assert.equal(compressed.headers['content-encoding'], 'br');
      assert.ok(varies(compressed));
      assert.ok(compressed.rawPayload.length < plain.rawPayload.length / 2, 'Brotli at least halves the page');
      assert.equal(decoded(compressed).toString('utf8'), plain.body);
      assert.equal(compressed.headers.etag, plain.headers.etag, 'one ETag for the page whatever its encoding');

      const cookie = `crumb=${t.crumb}`;
      const held = await get('/', { ...BROTLI_OR_GZIP, cookie });
      assert.equal(held.headers['set-cookie'], undefined);
      assert.equal(held.headers['cache-control'], 'no-cache');
      const revalidated = await get('/', { ...BROTLI_OR_GZIP, cookie, 'if-none-match': held.headers.etag });
      assert.equal(revalidated.statusCode, 304);
      assert.equal(revalidated.rawPayload.length, 0);
      const stale = await get('/', { ...BROTLI_OR_GZIP, cookie, 'if-none-match': 'W/"another-page"' });
      assert.equal(stale.statusCode, 200);
      assert.equal(decoded(stale).toString('utf8'), plain.body);
    });

    test('an API answer is compressed and never stored', async () => {
      let token;
      const lines = [
        [MUG, 'SQ0000101'],
        [MUG, 'SQ0000102'],
        [WORKSHOP, 'SQ0000501'],
        [MUG_CLUB, 'SQ0000601'],
      ];
      for (const [productId, sku] of lines) {
        const added = await t.call({
          method: 'POST',
          url: '/api/commerce/cart/entries',
          payload: { productId, sku, quantity: 1 },
          cookies: token ? { sq_cart: token } : {},
        });
        assert.equal(added.statusCode, 200, added.body);
        token ??= added.cookies.find((cookie) => cookie.name === 'sq_cart').value;
      }
      const plain = await t.app.inject({ method: 'GET', url: '/api/commerce/cart', cookies: { sq_cart: token } });
      assert.ok(plain.rawPayload.length > 1024, 'a cart of three lines is over 1 KB');
      const compressed = await t.app.inject({
        method: 'GET',
        url: '/api/commerce/cart',
        cookies: { sq_cart: token },
        headers: { 'accept-encoding': 'gzip' },
      });
      assert.equal(compressed.headers['content-encoding'], 'gzip');
      assert.equal(compressed.headers['cache-control'], 'no-store');
      assert.ok(varies(compressed));
      assert.deepEqual(JSON.parse(decoded(compressed).toString('utf8')), plain.json());
    });

    test('API answers without a Cache-Control of their own are not stored either', async () => {
      for (const url of ['/api/site-header-footer', '/api/multilingual/settings', '/api/no-such-route']) {
        const response = await get(url, BROTLI_OR_GZIP);
        assert.equal(response.headers['cache-control'], 'no-store', url);
      }
    });
  });
}

describe('files of the site', () => {
  const publicDir = mkdtempSync(join(tmpdir(), 'sq-public-'));
  const photo = Buffer.from(Array.from({ length: 8192 }, (_, index) => (index * 7919) % 251));
  const styles = 'body { color: black; }\n'.repeat(200);
  writeFileSync(join(publicDir, 'photo.jpg'), photo);
  writeFileSync(join(publicDir, 'site.css'), styles);
  let t;
  before(async () => {
    const [sqlite] = await testDatabases();
    t = await startTestApp(sqlite, { publicDir });
  });
  after(async () => {
    await t.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  test('an image is sent as it is, a stylesheet compressed; both revalidate', async () => {
    const image = await t.app.inject({ method: 'GET', url: '/photo.jpg', headers: BROTLI_OR_GZIP });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-encoding'], undefined);
    assert.deepEqual(image.rawPayload, photo);
    assert.equal(image.headers['cache-control'], 'no-cache');
    assert.ok(image.headers.etag);

    const css = await t.app.inject({ method: 'GET', url: '/site.css', headers: BROTLI_OR_GZIP });
    assert.equal(css.headers['content-encoding'], 'br');
    assert.equal(decoded(css).toString('utf8'), styles);
    assert.equal(css.headers['cache-control'], 'no-cache');
    const again = await t.app.inject({ method: 'GET', url: '/site.css', headers: { ...BROTLI_OR_GZIP, 'if-none-match': css.headers.etag } });
    assert.equal(again.statusCode, 304);
  });
});
