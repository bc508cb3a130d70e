import { randomBytes } from 'node:crypto';
import type { Db } from '../db/schema.js';

const CRUMB_SECRET = 'crumb-secret';

/**
 * The crumb secret, made once and kept in the database, so every server process on one database
 * signs and accepts the same crumbs. The first process to insert wins; the others read its value.
 */
export async function persistedSecret(db: Db): Promise<string> {
  await db
    .insertInto('server_settings')
    .values({ key: CRUMB_SECRET, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('server_settings').select('value').where('key', '=', CRUMB_SECRET).executeTakeFirstOrThrow();
  return row.value;
}

const READINESS_PROBE = 'readiness-probe';

/** Commits a small write (the time of this probe), proving the database can store right now. */
export async function markReady(db: Db): Promise<void> {
  const value = new Date().toISOString();
  await db
    .insertInto('server_settings')
    .values({ key: READINESS_PROBE, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}
