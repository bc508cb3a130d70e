import { sql } from 'kysely';
import type { Db } from '../db/schema.js';

/** A key's count in its current window, and the milliseconds until that window ends. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

/**
 * Counts one request under `key` in a window of `timeWindow` milliseconds and returns the count so
 * far. One upsert, atomic on both databases: a new key or an ended window starts again at 1, else
 * the count goes up. Several processes counting the same key see one count between them.
 */
export async function countHit(db: Db, key: string, timeWindow: number, now = Date.now()): Promise<RateLimitCount> {
  const windowEnded = sql<boolean>`rate_limit_counts.resets_at <= ${now}`;
  const row = await db
    .insertInto('rate_limit_counts')
    .values({ key, hits: 1, resets_at: now + timeWindow })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${windowEnded} then 1 else rate_limit_counts.hits + 1 end`,
        resets_at: sql<number>`case when ${windowEnded} then excluded.resets_at else rate_limit_counts.resets_at end`,
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: Math.max(0, Number(row.resets_at) - now) };
}

/** Deletes the counts whose window has ended; they would start again at 1 anyway. */
export async function purgeExpiredRateLimitCounts(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limit_counts').where('resets_at', '<=', now).execute();
}
