import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/schema.js';

/** How long an owner stays signed in: a working day and a night, then the back end asks again. */
export const OWNER_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

const sessionId = (token: string): string => createHash('sha256').update(token).digest('hex');
const isToken = (token: unknown): token is string => typeof token === 'string' && token !== '' && token.length <= 200;

/** A new session: the token goes in the cookie, only its hash in the table. */
export async function createOwnerSession(db: Db, accountId: string, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + OWNER_SESSION_TTL_MS);
  await db
    .insertInto('owner_sessions')
    .values({ id: sessionId(token), account_id: accountId, expires_at: expiresAt.toISOString(), created_at: new Date(now).toISOString() })
    .execute();
  return { token, expiresAt };
}

/** The account id of a live session, or undefined. */
export async function findOwnerSession(db: Db, token: unknown, now = Date.now()): Promise<string | undefined> {
  if (!isToken(token)) return undefined;
  const row = await db
    .selectFrom('owner_sessions')
    .select('account_id')
    .where('id', '=', sessionId(token))
    .where('expires_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
  return row?.account_id;
}

export async function deleteOwnerSession(db: Db, token: unknown): Promise<void> {
  if (!isToken(token)) return;
  await db.deleteFrom('owner_sessions').where('id', '=', sessionId(token)).execute();
}

export async function purgeExpiredOwnerSessions(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('owner_sessions').where('expires_at', '<=', new Date(now).toISOString()).execute();
}
