import { randomUUID } from 'node:crypto';
import type { Db } from '../db/schema.js';

import type { TrackParam } from '../../src/shared/analytics/track-params.js';

export async function insertTrack(db: Db, params: Partial<Record<TrackParam, string>>): Promise<void> {
  await db
    .insertInto('tracks')
    .values({ id: randomUUID(), ...params, received_at: new Date().toISOString() })
    .execute();
}
