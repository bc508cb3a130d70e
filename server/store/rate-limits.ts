import { sql } from 'kysely';
import type { Db } from '../db/schema.js';
import { storableText } from '../db/text.js';

/** A key's count in its current window, and the milliseconds until that window ends. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

/** One request to count under `key`, in a window of `timeWindow` milliseconds. */
export interface RateLimitHit {
  key: string;
  timeWindow: number;
}

/**
 * Counts `hits` in one upsert and answers each hit's count, in order. Atomic on both databases: a
 * new key or an ended window starts again, else the count goes up, so several processes counting
 * the same key see one count between them. Hits on one key count together, each seeing its own
 * place; keys go in sorted, so concurrent batches lock rows in one order and never deadlock.
 */
export async function countHits(db: Db, given: readonly RateLimitHit[], now = Date.now()): Promise<RateLimitCount[]> {
  // Keys as the database stores them (a form id from the request may hold text it cannot), so the rows it returns are found by key.
  const hits = given.map((hit) => ({ ...hit, key: storableText(hit.key) }));
  const byKey = new Map<string, { hits: number; timeWindow: number }>();
  for (const { key, timeWindow } of hits) {
    const entry = byKey.get(key);
    if (entry) entry.hits += 1;
    else byKey.set(key, { hits: 1, timeWindow });
  }
  const rows = [...byKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // ISO-8601 times in UTC with milliseconds: compared as times on PostgreSQL and, being of one width, as text on SQLite.
  const nowIso = new Date(now).toISOString();
  const windowEnded = sql<boolean>`rate_limit_counts.resets_at <= ${nowIso}`;
  const counted = await db
    .insertInto('rate_limit_counts')
    .values(rows.map(([key, entry]) => ({ key, hits: entry.hits, resets_at: new Date(now + entry.timeWindow).toISOString() })))
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${windowEnded} then excluded.hits else rate_limit_counts.hits + excluded.hits end`,
        resets_at: sql<string>`case when ${windowEnded} then excluded.resets_at else rate_limit_counts.resets_at end`,
      }),
    )
    .returning(['key', 'hits', 'resets_at'])
    .execute();
  const totals = new Map(counted.map((row) => [row.key, row]));
  const seen = new Map<string, number>();
  return hits.map(({ key }) => {
    const total = totals.get(key)!;
    const earlier = seen.get(key) ?? 0;
    seen.set(key, earlier + 1);
    return { current: total.hits - byKey.get(key)!.hits + earlier + 1, ttl: Math.max(0, Date.parse(total.resets_at) - now) };
  });
}

/** Counts one hit on its own (see countHits). */
export async function countHit(db: Db, key: string, timeWindow: number, now = Date.now()): Promise<RateLimitCount> {
  const [count] = await countHits(db, [{ key, timeWindow }], now);
  return count!;
}

/**
 * Counts hits like countHit, but the hits of one turn of the event loop go to the database as one
 * upsert (as group-commit.ts does for inserts): a busy server pays one statement, and on SQLite one
 * commit, per batch instead of per hit. Each caller's promise settles with its own count.
 */
export function batchedRateLimitCounter(db: Db, { maxHits = 500 } = {}): (key: string, timeWindow: number) => Promise<RateLimitCount> {
  let pending: { hit: RateLimitHit; resolve: (count: RateLimitCount) => void; reject: (error: unknown) => void }[] = [];

  function flush(): void {
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    countHits(
      db,
      batch.map(({ hit }) => hit),
    ).then(
      (counts) => batch.forEach(({ resolve }, index) => resolve(counts[index]!)),
      (error: unknown) => batch.forEach(({ reject }) => reject(error)),
    );
  }

  return (key, timeWindow) =>
    new Promise((resolve, reject) => {
      // setImmediate runs after every request read in this turn has queued its hit.
      if (pending.length === 0) setImmediate(flush);
      pending.push({ hit: { key, timeWindow }, resolve, reject });
      if (pending.length >= maxHits) flush();
    });
}

/** Deletes the counts whose window has ended; they would start again at 1 anyway. */
export async function purgeExpiredRateLimitCounts(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limit_counts').where('resets_at', '<=', new Date(now).toISOString()).execute();
}
