import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/schema.js';
import { deleteSession, findSiteUserByEmail, purgeExpiredSessions, upgradeSiteUserPasswordHash } from '../store/site-users.js';
import { addressOf, rateLimited, type RateLimit } from '../http/rate-limits.js';
import { limitedSignIn, TOO_MANY_SIGN_INS } from './account-limit.js';
import { MAX_PASSWORD_LENGTH, upgradedHash, verifyPassword } from './passwords.js';

/** The member's session token. */
export const SITE_USER_COOKIE = 'sq_site_user';

/** The session cookies of members and owners: HttpOnly, so page scripts never see them. */
export const SESSION_COOKIE_OPTIONS = Object.freeze({ path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' } as const);

/** The body's email and password, as members and owners both send them. */
export const credentialProperties = {
  email: Type.String({ minLength: 1, maxLength: 256 }),
  password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
};

/** Sign-in attempts per client address under the `signIn` limit; each route counts its own. */
export const signInRateLimit = (app: FastifyInstance, limit: RateLimit) =>
  rateLimited(app, [{ name: 'signIn', ...limit, key: addressOf }], TOO_MANY_SIGN_INS);

/**
 * Hands the browser a new member session: the one it held before ends (a token planted before
 * signing in is worth nothing after), expired ones are purged, and the cookie is set, lasting as
 * long as the session when remembered, else for the browser session. Answers the session's xsrfToken.
 */
export async function handOverMemberSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date; xsrfToken: string },
  rememberMe: boolean,
): Promise<string> {
  await deleteSession(db, request.cookies[SITE_USER_COOKIE]);
  await purgeExpiredSessions(db);
  reply.setCookie(SITE_USER_COOKIE, session.token, rememberMe ? { ...SESSION_COOKIE_OPTIONS, expires: session.expiresAt } : SESSION_COOKIE_OPTIONS);
  return session.xsrfToken;
}

/**
 * The member of `email` when `password` is theirs, through the limit per account (429, thrown, while
 * the account waits); undefined otherwise. An unknown email still checks a decoy hash, so both
 * failures take as long. An out-of-date hash is replaced by a new one of the password. The JSON API
 * and the form without scripts both sign members in through here.
 */
export async function signInMember(db: Db, reply: FastifyReply, email: string, password: string) {
  const user = await limitedSignIn(db, reply, 'member', email, async () => {
    const found = await findSiteUserByEmail(db, email);
    return password.length <= MAX_PASSWORD_LENGTH && (await verifyPassword(password, found?.password_hash)) ? found : undefined;
  });
  const upgraded = user && (await upgradedHash(password, user.password_hash));
  if (user && upgraded) await upgradeSiteUserPasswordHash(db, user.id, user.password_hash, upgraded);
  return user;
}

/** What `work` answers, or in its place the message of a sign-in limit that refused it (429), for a form to show. */
export async function orLimited<T>(work: Promise<T>): Promise<{ done: T } | { limited: string }> {
  try {
    return { done: await work };
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode !== 429) throw error;
    return { limited: (error as Error).message };
  }
}
