import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app.js';
import { etagOf, matchesIfNoneMatch } from '../http/caching.js';
import { LruCache } from '../maps/cache.js';
import { drawWindow } from '../maps/draw.js';
import { isTile, MAX_ZOOM, MIN_ZOOM, project } from '../../src/shared/map/mercator.js';
import { MAP_STYLE_SLUGS } from '../../src/shared/map/settings.js';
import { stringEnum } from '../validation/schemas.js';

/** Tiles and pictures change only with the installed map data: kept a day, then revalidated by ETag. */
const MAP_CACHE_CONTROL = 'public, max-age=86400';
const flag = Type.Optional(stringEnum(['0', '1'], { description: '1 to draw, 0 to leave out.' }));
const coordinate = Type.String({ pattern: '^[0-9]{1,6}$' });

const tileParams = Type.Object({
  style: Type.String({ maxLength: 40, description: `One of ${MAP_STYLE_SLUGS.join(', ')}.` }),
  z: coordinate,
  x: coordinate,
  file: Type.String({ maxLength: 20, description: 'The row, then .svg' }),
});
const tileQuery = Type.Object({ labels: flag, terrain: flag });

const latitude = Type.Number({ minimum: -85, maximum: 85 });
const longitude = Type.Number({ minimum: -180, maximum: 180 });
const staticQuery = Type.Object({
  lat: latitude,
  lng: longitude,
  zoom: Type.Integer({ minimum: MIN_ZOOM, maximum: MAX_ZOOM }),
  style: Type.Optional(stringEnum(MAP_STYLE_SLUGS)),
  width: Type.Optional(Type.Integer({ minimum: 64, maximum: 2048 })),
  height: Type.Optional(Type.Integer({ minimum: 64, maximum: 2048 })),
  markerLat: Type.Optional(latitude),
  markerLng: Type.Optional(longitude),
  labels: flag,
});

/**
 * The maps service, working with no internet: `GET /maps/tiles/{style}/{z}/{x}/{y}.svg` answers a
 * 256-pixel Web-Mercator tile drawn from the map data installed with the server (maps/data.ts) in
 * the style's palette, and `GET /maps/static.svg?lat&lng&zoom…` a picture of one place with its
 * marker, for pages read without JavaScript. Both carry an ETag (304 when it matches); drawn
 * answers are kept in memory, the least recently used dropped first. A style the service does not
 * draw is a 404, a tile outside the zoom's grid a 400, each with its reason.
 */
export default async function maps(app: App): Promise<void> {
  const drawn = new LruCache<{ body: string; etag: string }>(4000);
  const answer = (key: string, draw: () => string) => {
    let entry = drawn.get(key);
    if (!entry) {
      const body = draw();
      drawn.set(key, (entry = { body, etag: etagOf(body) }));
    }
    return entry;
  };

  app.get('/maps/tiles/:style/:z/:x/:file', { schema: { params: tileParams, querystring: tileQuery } }, async (request, reply) => {
    const { style, file } = request.params;
    if (!MAP_STYLE_SLUGS.includes(style)) {
      return reply.code(404).send({ error: `No map style "${style}": the styles are ${MAP_STYLE_SLUGS.join(', ')}.` });
    }
    const row = /^([0-9]{1,6})\.svg$/.exec(file);
    if (!row) return reply.code(404).send({ error: 'Tiles are SVG: /maps/tiles/{style}/{z}/{x}/{y}.svg' });
    const [z, x, y] = [Number(request.params.z), Number(request.params.x), Number(row[1])];
    if (z > MAX_ZOOM) return reply.code(400).send({ error: `Zoom ${z} is out of range: tiles go from zoom 0 to ${MAX_ZOOM}.` });
    if (!isTile(z, x, y)) {
      return reply.code(400).send({ error: `Tile ${z}/${x}/${y} is out of range: at zoom ${z}, x and y go from 0 to ${2 ** z - 1}.` });
    }
    const labels = request.query.labels !== '0';
    const terrain = request.query.terrain === '1';
    const entry = answer(`${style}/${z}/${x}/${y}/${labels}/${terrain}`, () =>
      drawWindow({ z, left: x * 256, top: y * 256, width: 256, height: 256, style, labels, terrain }),
    );
    return send(request, reply, entry);
  });

  app.get('/maps/static.svg', { schema: { querystring: staticQuery } }, async (request, reply) => {
    const { lat, lng, zoom, style = 'grayscale', width = 1280, height = 720, markerLat = lat, markerLng = lng, labels } = request.query;
    const key = `static/${lat}/${lng}/${zoom}/${style}/${width}/${height}/${markerLat}/${markerLng}/${labels}`;
    const entry = answer(key, () => {
      const center = project({ lat, lng }, zoom);
      return drawWindow({
        z: zoom,
        left: Math.round(center.x - width / 2),
        top: Math.round(center.y - height / 2),
        width,
        height,
        style,
        labels: labels !== '0',
        terrain: false,
        marker: project({ lat: markerLat, lng: markerLng }, zoom),
      });
    });
    return send(request, reply, entry);
  });
}

function send(request: FastifyRequest, reply: FastifyReply, entry: { body: string; etag: string }) {
  reply.header('etag', entry.etag).header('cache-control', MAP_CACHE_CONTROL);
  if (matchesIfNoneMatch(request, entry.etag)) return reply.code(304).send();
  return reply.type('image/svg+xml').send(entry.body);
}
