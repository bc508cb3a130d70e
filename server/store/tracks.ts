import { randomUUID } from 'node:crypto';
import type { Db } from '../db/schema.js';

/** The query parameters of a tracking pixel (§7), each a column of `tracks`. */
export const TRACK_PARAMS = [
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'subchannel',
  'refer',
  'variation',
  'mkwid',
  'landing',
  'rk',
  'lang',
  'screen',
] as const;
export type TrackParam = (typeof TRACK_PARAMS)[number];

export async function insertTrack(db: Db, params: Partial<Record<TrackParam, string>>): Promise<void> {
  await db
    .insertInto('tracks')
    .values({ id: randomUUID(), ...params, received_at: new Date().toISOString() })
    .execute();
}
