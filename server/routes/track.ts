import { Type, type TOptional, type TString } from '@sinclair/typebox';
import type { App } from '../app.js';
import { TRACK_PARAMS, type TrackParam } from '../../src/shared/analytics/track-params.js';
import { insertTrack } from '../store/tracks.js';

/** A 1×1 transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAACwAAAAABAAEAAAICRAEAOw==', 'base64');

/** URLs may be long; every other parameter is a short code. Longer values are cut, not refused. */
const URL_PARAMS = new Set(['refer', 'landing']);
export const URL_MAX_CHARS = 2048;
export const PARAM_MAX_CHARS = 255;

const querystring = Type.Object(
  Object.fromEntries(TRACK_PARAMS.map((name) => [name, Type.Optional(Type.String())])) as Record<TrackParam, TOptional<TString>>,
  { additionalProperties: false },
);

/**
 * Campaign tracking, loaded as an image pixel: stores the known parameters and answers the
 * pixel. Unknown parameters are ignored and over-long values truncated, since an image request
 * has nobody to show an error to.
 */
export default async function track(app: App): Promise<void> {
  app.get('/api/track/Track', { schema: { querystring } }, async (request, reply) => {
    const params: Partial<Record<TrackParam, string>> = {};
    for (const name of TRACK_PARAMS) {
      const value = request.query[name];
      if (value !== undefined) params[name] = value.slice(0, URL_PARAMS.has(name) ? URL_MAX_CHARS : PARAM_MAX_CHARS);
    }
    await insertTrack(app.db, params);
    return reply.type('image/gif').header('cache-control', 'no-store').send(PIXEL);
  });
}
