import { addressOf, rateLimited } from '../http/rate-limits.js';
import { MAX_PASSWORD_LENGTH } from './passwords.js';

/** The session cookies of members and owners: HttpOnly, so page scripts never see them. */
export const SESSION_COOKIE_OPTIONS = Object.freeze({ path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });

/** The body's email and password, as members and owners both send them. */
export const credentialProperties = Object.freeze({
  email: { type: 'string', minLength: 1, maxLength: 256 },
  password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH },
});

/** Sign-in attempts per client address under the `signIn` limit; each route counts its own. */
export const signInRateLimit = (app, limit) => rateLimited(app, [{ ...limit, key: addressOf }], 'Too many sign-in attempts. Please try again later.');
