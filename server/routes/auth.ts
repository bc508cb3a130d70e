import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, RouteOptions } from '../app.js';
import { OWNER_SESSION_COOKIE, findOwnerByEmail } from '../accounts/owners.js';
import { t } from '../../src/shared/i18n/format.js';
import { BACK_END_LOCALE } from '../render/config-page.js';
import { limitedSignIn } from '../accounts/account-limit.js';
import { upgradedHash, verifyPassword } from '../accounts/passwords.js';
import { credentialProperties, SESSION_COOKIE_OPTIONS, signInRateLimit } from '../accounts/sign-in.js';
import { httpError } from '../http/errors.js';
import { createOwnerSession, deleteOwnerSession, purgeExpiredOwnerSessions } from '../store/owner-sessions.js';
import { upgradeOwnerPasswordHash } from '../store/owners.js';
import type { Owner } from '../site/documents.js';
import { emptyBodyAsObject } from '../validation/json.js';
import { anyObject } from '../validation/schemas.js';

export { OWNER_SESSION_COOKIE };

/**
 * Signs an owner in with their email and password: a new session, its cookie set on `reply`.
 * Undefined when the email or the password is wrong; 429 (thrown) while the account waits after
 * repeated failures (server/accounts/account-limit.ts). The JSON API and the form without scripts
 * (server/routes/config-area.ts) both sign in through here.
 */
export async function signIn(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  { email, password }: { email: string; password: string },
): Promise<Owner | undefined> {
  const owner = await limitedSignIn(app.db, reply, 'owner', email, async () => {
    const found = await findOwnerByEmail(app.db, email);
    // An unknown email still checks a decoy hash, so both failures take as long.
    return (await verifyPassword(password, found?.passwordHash)) ? found : undefined;
  });
  if (!owner) return undefined;
  const upgraded = await upgradedHash(password, owner.passwordHash);
  if (upgraded) await upgradeOwnerPasswordHash(app.db, owner.id, owner.passwordHash, upgraded);

  // A new session on every sign-in: a token planted before it is worth nothing after.
  await deleteOwnerSession(app.db, request.cookies[OWNER_SESSION_COOKIE]);
  await purgeExpiredOwnerSessions(app.db);
  const session = await createOwnerSession(app.db, owner.id, Date.now(), request.headers['user-agent']);
  reply.setCookie(OWNER_SESSION_COOKIE, session.token, { ...SESSION_COOKIE_OPTIONS, expires: session.expiresAt });
  return owner;
}

/**
 * Owner sign-in and logout (POST /api/auth/Logout). Owners are the
 * `owners` table, seeded from the site definition's owners.json (server/store/owners.ts); a session is the HttpOnly `sq_owner_session` cookie, and every page
 * then carries the owner as its authenticatedAccount (server/http/pages.ts). Logging out ends the
 * session and tells the runtime where to go: the site root with logout=true, which shows the
 * 'Logout Successful' dialog.
 */
export default async function auth(app: App, { rateLimit }: RouteOptions): Promise<void> {
  app.post(
    '/api/auth/Login',
    {
      preHandler: signInRateLimit(app, rateLimit.signIn),
      schema: {
        body: Type.Object(credentialProperties),
        response: {
          200: Type.Object({ account: Type.Object({ id: Type.String(), displayName: Type.String() }) }),
        },
      },
    },
    async (request, reply) => {
      const owner = await signIn(app, request, reply, request.body);
      if (!owner) throw httpError(401, t('configSignInFailed', {}, BACK_END_LOCALE));
      return { account: { id: owner.id, displayName: owner.displayName } };
    },
  );

  app.post(
    '/api/auth/Logout',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        body: anyObject(),
        response: { 200: Type.Object({ redirect: Type.String() }) },
      },
    },
    async (request, reply) => {
      await deleteOwnerSession(app.db, request.cookies[OWNER_SESSION_COOKIE]);
      reply.clearCookie(OWNER_SESSION_COOKIE, SESSION_COOKIE_OPTIONS);
      return { redirect: '/?logout=true' };
    },
  );
}
