import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/schema.js';
import { MEMBER_SESSION_TTL_MS } from '../../src/shared/members/account.js';

/** How long a session lasts: the runtime keeps the session's xsrfToken for as long. */
export const SESSION_TTL_MS = MEMBER_SESSION_TTL_MS;

const sessionId = (token: string): string => createHash('sha256').update(token).digest('hex');

export function findSiteUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('site_users')
    .select(['id', 'email', 'password_hash', 'first_name', 'last_name'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Replaces a member's out-of-date hash with a new one of the same password, made at sign-in, while it is still `from`. */
export async function upgradeSiteUserPasswordHash(db: Db, id: string, from: string, to: string): Promise<void> {
  await db.updateTable('site_users').set({ password_hash: to }).where('id', '=', id).where('password_hash', '=', from).execute();
}

/** A member who joined: stored with the area they joined, unless the email is taken (then undefined). */
export async function createSiteUser(
  db: Db,
  member: { email: string; passwordHash: string; firstName: string; lastName: string; memberAreas: readonly string[] },
  now = Date.now(),
): Promise<string | undefined> {
  const row = await db
    .insertInto('site_users')
    .values({
      id: randomUUID(),
      email: member.email.trim().toLowerCase(),
      password_hash: member.passwordHash,
      first_name: member.firstName,
      last_name: member.lastName,
      member_areas: JSON.stringify(member.memberAreas),
      created_at: new Date(now).toISOString(),
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A new session: the token goes in the cookie, only its hash in the table. */
export async function createSession(
  db: Db,
  userId: string,
  { rememberMe, now = Date.now() }: { rememberMe: boolean; now?: number },
): Promise<{ token: string; xsrfToken: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const xsrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now + (rememberMe ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.browser));
  await db
    .insertInto('site_user_sessions')
    .values({
      id: sessionId(token),
      user_id: userId,
      xsrf_token: xsrfToken,
      expires_at: expiresAt.toISOString(),
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return { token, xsrfToken, expiresAt };
}

/** The live session of a cookie token with its member, or undefined. */
export async function findSession(db: Db, token: unknown, now = Date.now()) {
  if (typeof token !== 'string' || token === '') return undefined;
  return db
    .selectFrom('site_user_sessions')
    .innerJoin('site_users', 'site_users.id', 'site_user_sessions.user_id')
    .select(['site_user_sessions.id as id', 'xsrf_token', 'email', 'first_name', 'last_name', 'member_areas'])
    .where('site_user_sessions.id', '=', sessionId(token))
    .where('expires_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
}

export async function deleteSession(db: Db, token: unknown): Promise<void> {
  if (typeof token !== 'string' || token === '') return;
  await db.deleteFrom('site_user_sessions').where('id', '=', sessionId(token)).execute();
}

export async function purgeExpiredSessions(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('site_user_sessions').where('expires_at', '<=', new Date(now).toISOString()).execute();
}
