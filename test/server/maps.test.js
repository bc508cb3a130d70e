import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import maps from '../../server/routes/maps.js';
import { LruCache } from '../../server/maps/cache.js';
import { PALETTES } from '../../server/maps/draw.js';
import { MAP_STYLE_SLUGS } from '../../src/shared/map/settings.js';

// The maps service needs no database: the routes run on a bare Fastify app.
describe('the maps service', () => {
  let app;
  const get = (url, headers) => app.inject({ method: 'GET', url, headers });
  before(async () => {
    app = Fastify();
    await app.register(maps);
    await app.ready();
  });
  after(() => app.close());

  test('draws a tile for every style, each in its own palette', async () => {
    const waters = new Set();
    for (const style of MAP_STYLE_SLUGS) {
      const response = await get(`/maps/tiles/${style}/2/2/1.svg`);
      assert.equal(response.statusCode, 200, style);
      assert.match(response.headers['content-type'], /^image\/svg\+xml/);
      assert.match(response.body, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
      assert.match(response.body, new RegExp(`fill="${PALETTES[style].water}"`));
      // Land is drawn: Europe is on tile 2/2/1.
      assert.match(response.body, /<path d="M/);
      waters.add(PALETTES[style].water);
    }
    assert.equal(waters.size, MAP_STYLE_SLUGS.length);
  });

  test('labels places by population and leaves them out with labels=0', async () => {
    const labelled = await get('/maps/tiles/original/5/15/10.svg');
    assert.match(labelled.body, /<text[^>]*>London<\/text>/);
    // A town of 3,000 people is left out at zoom 10 and named from zoom 12.
    const town = /<text[^>]*>Porthleven<\/text>/;
    assert.doesNotMatch((await get('/maps/static.svg?lat=50.0858&lng=-5.3149&zoom=10&style=original')).body, town);
    assert.match((await get('/maps/static.svg?lat=50.0858&lng=-5.3149&zoom=12&style=original')).body, town);
    const plain = await get('/maps/tiles/original/5/15/10.svg?labels=0');
    assert.doesNotMatch(plain.body, /<text/);
  });

  test('answers an ETag, and 304 with no body when it matches', async () => {
    const first = await get('/maps/tiles/grayscale/3/4/2.svg');
    assert.ok(first.headers.etag);
    assert.match(first.headers['cache-control'], /max-age=/);
    const again = await get('/maps/tiles/grayscale/3/4/2.svg', { 'if-none-match': first.headers.etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    const other = await get('/maps/tiles/satellite/3/4/2.svg', { 'if-none-match': first.headers.etag });
    assert.equal(other.statusCode, 200);
  });

  test('a tile outside the grid is a 400 with its reason', async () => {
    for (const [url, reason] of [
      ['/maps/tiles/original/2/4/0.svg', /Tile 2\/4\/0 is out of range: at zoom 2, x and y go from 0 to 3/],
      ['/maps/tiles/original/2/0/9.svg', /out of range/],
      ['/maps/tiles/original/25/0/0.svg', /Zoom 25 is out of range/],
      ['/maps/tiles/original/a/0/0.svg', /params\/z must match pattern/],
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 400, url);
      const body = response.json();
      // Schema failures carry Fastify's message; the app's error handler answers it as { error }.
      assert.match(body.message ?? body.error, reason, url);
    }
  });

  test('an unknown style or file type is a 404 with its reason', async () => {
    const style = await get('/maps/tiles/neon/1/0/0.svg');
    assert.equal(style.statusCode, 404);
    assert.match(style.json().error, /No map style "neon": the styles are original, grayscale, satellite, minimal-light, minimal-dark, minimal-blue/);
    const png = await get('/maps/tiles/original/1/0/0.png');
    assert.equal(png.statusCode, 404);
  });

  test('draws a static picture of a place with its marker', async () => {
    const response = await get('/maps/static.svg?lat=50.0858&lng=-5.3149&zoom=10&style=original&width=640&height=360');
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /width="640" height="360"/);
    assert.match(response.body, /<g transform="translate\(295.8 116.5\)"><path/);
    assert.ok(response.headers.etag);
    const bad = await get('/maps/static.svg?lat=95&lng=0&zoom=3');
    assert.equal(bad.statusCode, 400);
  });
});

test('the tile cache drops the least recently used entry', () => {
  const cache = new LruCache(2);
  cache.set('a', 1);
  cache.set('b', 2);
  cache.get('a');
  cache.set('c', 3);
  assert.equal(cache.get('b'), undefined);
  assert.equal(cache.get('a'), 1);
  assert.equal(cache.get('c'), 3);
  assert.equal(cache.size, 2);
});
