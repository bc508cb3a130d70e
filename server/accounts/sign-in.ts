import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { addressOf, rateLimited, type RateLimit } from '../http/rate-limits.js';
import { MAX_PASSWORD_LENGTH } from './passwords.js';

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
  rateLimited(app, [{ name: 'signIn', ...limit, key: addressOf }], 'Too many sign-in attempts. Please try again later.');
