import { randomUUID } from 'node:crypto';

/** The query parameters of a tracking pixel (§7), each a column of `tracks`. */
export const TRACK_PARAMS = ['source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'refer', 'variation', 'mkwid', 'landing', 'rk', 'lang', 'screen'];

export function insertTrack(db, params) {
  return db
    .insertInto('tracks')
    .values({ id: randomUUID(), ...params, received_at: new Date().toISOString() })
    .execute();
}
