import { sql } from 'kysely';
import type { Db } from '../db/schema.js';

/** An account's failed sign-ins as stored: how many, the last one's time, and until when attempts wait (ms). */
export interface StoredFailures {
  failures: number;
  lastFailedAt: number;
  waitUntil: number;
}

export async function readSignInFailures(db: Db, key: string): Promise<StoredFailures | undefined> {
  const row = await db.selectFrom('sign_in_failures').selectAll().where('account_key', '=', key).executeTakeFirst();
  return row && { failures: Number(row.failures), lastFailedAt: Date.parse(row.last_failed_at), waitUntil: Date.parse(row.wait_until) };
}

/**
 * Counts one failure, atomically on both databases, so failures from several processes add up: a
 * key whose last failure is before `forgetBefore` starts again at 1. `waitFor(failures)` gives the
 * wait that count earns, in ms from `now`. Answers the new count.
 */
export async function countSignInFailure(
  db: Db,
  key: string,
  now: number,
  forgetBefore: number,
  waitFor: (failures: number) => number,
): Promise<number> {
  const nowIso = new Date(now).toISOString();
  const forgotten = sql<boolean>`sign_in_failures.last_failed_at < ${new Date(forgetBefore).toISOString()}`;
  const row = await db
    .insertInto('sign_in_failures')
    .values({ account_key: key, failures: 1, last_failed_at: nowIso, wait_until: new Date(now + waitFor(1)).toISOString() })
    .onConflict((conflict) =>
      conflict.column('account_key').doUpdateSet({
        failures: sql<number>`case when ${forgotten} then 1 else sign_in_failures.failures + 1 end`,
        last_failed_at: nowIso,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const failures = Number(row.failures);
  await db
    .updateTable('sign_in_failures')
    .set({ wait_until: new Date(now + waitFor(failures)).toISOString() })
    .where('account_key', '=', key)
    .where('failures', '=', failures)
    .execute();
  return failures;
}

export async function clearSignInFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('account_key', '=', key).execute();
}
