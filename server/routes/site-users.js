import { timingSafeEqual } from 'node:crypto';
import { verifyPassword } from '../accounts/passwords.js';
import { credentialProperties, SESSION_COOKIE_OPTIONS, signInRateLimit } from '../accounts/sign-in.js';
import { httpError } from '../http/errors.js';
import { createSession, deleteSession, findSession, findSiteUserByEmail, purgeExpiredSessions } from '../store/site-users.js';

/** The member's session token; HttpOnly, so page scripts never see it. */
export const SITE_USER_COOKIE = 'sq_site_user';
/** Later member calls send the session's xsrfToken in this header (§6: a separate session with an xsrf header). */
export const XSRF_HEADER = 'x-xsrf-token';

const SIGN_IN_FAILED = 'The email address or password is incorrect.';
const NOT_SIGNED_IN = 'Not signed in.';

const sameToken = (sent, expected) => {
  const a = Buffer.from(String(sent ?? ''));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};


/**
 * Site-member accounts (§3 account session, §7): sign in with email and password, read and end the
 * session. Members come from the site definition (demo/site/members.json).
 */
export default async function siteUsers(app, { rateLimit }) {
  app.post(
    '/api/site-users/account/session',
    {
      preHandler: signInRateLimit(app, rateLimit.signIn),
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { ...credentialProperties, rememberMe: { type: 'boolean', default: false } },
        },
        response: { 200: { type: 'object', properties: { xsrfToken: { type: 'string' } }, required: ['xsrfToken'] } },
      },
    },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      const user = await findSiteUserByEmail(app.db, email);
      if (!(await verifyPassword(password, user?.password_hash))) throw httpError(401, SIGN_IN_FAILED);

      // A new session on every sign-in: a token planted before it is worth nothing after.
      await deleteSession(app.db, request.cookies[SITE_USER_COOKIE]);
      await purgeExpiredSessions(app.db);
      const session = await createSession(app.db, user.id, { rememberMe });
      // Remembered: a persistent cookie; otherwise it ends with the browser session.
      reply.setCookie(SITE_USER_COOKIE, session.token, rememberMe ? { ...SESSION_COOKIE_OPTIONS, expires: session.expiresAt } : SESSION_COOKIE_OPTIONS);
      return { xsrfToken: session.xsrfToken };
    },
  );

  app.get(
    '/api/site-users/account/session',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { email: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: 'string' } },
            required: ['email', 'firstName', 'lastName'],
          },
        },
      },
    },
    async (request) => {
      const session = await findSession(app.db, request.cookies[SITE_USER_COOKIE]);
      if (!session) throw httpError(401, NOT_SIGNED_IN);
      return { email: session.email, firstName: session.first_name, lastName: session.last_name };
    },
  );

  app.delete(
    '/api/site-users/account/session',
    {
      schema: {
        querystring: { type: 'object', properties: { cloneCart: { type: 'boolean', default: false } } },
        response: { 200: { type: 'object', properties: { loggedOut: { type: 'boolean' } }, required: ['loggedOut'] } },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SITE_USER_COOKIE];
      const session = await findSession(app.db, token);
      if (session && !sameToken(request.headers[XSRF_HEADER], session.xsrf_token)) {
        throw httpError(401, "The X-Xsrf-Token header must carry the session's xsrfToken.");
      }
      // The reference server keeps no carts, so cloneCart has nothing to copy.
      if (session) await deleteSession(app.db, token);
      reply.clearCookie(SITE_USER_COOKIE, SESSION_COOKIE_OPTIONS);
      return { loggedOut: true };
    },
  );
}
