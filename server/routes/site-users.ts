import { timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { App, RouteOptions } from '../app.js';
import {
  credentialProperties,
  handOverMemberSession,
  SESSION_COOKIE_OPTIONS,
  signInMember,
  signInRateLimit,
  SITE_USER_COOKIE,
} from '../accounts/sign-in.js';
import { MEMBER_ACCOUNT_API, MEMBER_SESSION_API, MEMBER_XSRF_HEADER } from '../../src/shared/members/account.js';
import { httpError } from '../http/errors.js';
import { t } from '../../src/shared/i18n/format.js';
import { createSession, deleteSession, findSession } from '../store/site-users.js';
import { JOIN_EMAIL_TAKEN, joinMember, joinProblems } from '../accounts/join.js';
import { siteDocuments } from '../site/context.js';
import { joinableAreas } from '../site/member-areas.js';

/** Later member calls send the session's xsrfToken in this header (a separate session with an xsrf header); Node reads header names in lower case. */
export const XSRF_HEADER = MEMBER_XSRF_HEADER.toLowerCase();

const NOT_SIGNED_IN = 'Not signed in.';

const sameToken = (sent: unknown, expected: string): boolean => {
  const a = Buffer.from(String(sent ?? ''));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Site-member accounts: sign in with email and password, read and end the
 * session, and join: a new member stored with the member area they joined (one the site offers to
 * join: website.json's memberAreas with prices), and signed in. Members come from the site
 * definition (demo/site/members.json) and from joining.
 */
export default async function siteUsers(app: App, { rateLimit }: RouteOptions): Promise<void> {
  const documents = siteDocuments(app.db);

  app.post(
    MEMBER_ACCOUNT_API,
    {
      preHandler: signInRateLimit(app, rateLimit.signIn),
      schema: {
        body: Type.Object(
          {
            firstName: Type.String({ maxLength: 1000 }),
            lastName: Type.Optional(Type.String({ maxLength: 1000 })),
            email: Type.String({ maxLength: 1000 }),
            password: Type.String({ maxLength: 2048 }),
            memberArea: Type.String({ maxLength: 1000 }),
            billing: Type.String({ maxLength: 100 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ xsrfToken: Type.String() }) },
      },
    },
    async (request, reply) => {
      const fields = { ...request.body, lastName: request.body.lastName ?? '' };
      const problem = Object.values(joinProblems(fields, new Set(joinableAreas((await documents()).website).keys())))[0];
      if (problem) throw httpError(400, problem);
      const joined = await joinMember(app, request, reply, fields);
      if (!joined) throw httpError(409, JOIN_EMAIL_TAKEN);
      reply.header('cache-control', 'no-store');
      return joined;
    },
  );

  app.post(
    MEMBER_SESSION_API,
    {
      preHandler: signInRateLimit(app, rateLimit.signIn),
      schema: {
        body: Type.Object({ ...credentialProperties, rememberMe: Type.Optional(Type.Boolean({ default: false })) }),
        response: { 200: Type.Object({ xsrfToken: Type.String() }) },
      },
    },
    async (request, reply) => {
      // rememberMe defaults to false (the schema's default).
      const { email, password, rememberMe = false } = request.body;
      const user = await signInMember(app.db, reply, email, password);
      if (!user) throw httpError(401, t('memberSignInFailed'));

      const session = await createSession(app.db, user.id, { rememberMe });
      return { xsrfToken: await handOverMemberSession(app.db, request, reply, session, rememberMe) };
    },
  );

  app.get(
    MEMBER_SESSION_API,
    {
      schema: {
        response: {
          200: Type.Object({ email: Type.String(), firstName: Type.String(), lastName: Type.String() }),
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
    MEMBER_SESSION_API,
    {
      schema: {
        querystring: Type.Object({ cloneCart: Type.Optional(Type.Boolean({ default: false })) }),
        response: { 200: Type.Object({ loggedOut: Type.Boolean() }) },
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
