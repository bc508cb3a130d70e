import { emptyBodyAsObject } from '../validation/json.js';

/** The cookie of a site owner's session with the back end. */
export const OWNER_SESSION_COOKIE = 'sq_owner_session';

/**
 * Owner logout (§7 POST /api/auth/Logout; payload and answer "not shown"). Owners sign in to the back
 * end, not through this server, so logging out here ends the session cookie and tells the runtime
 * where to go: the site root with logout=true (§2), which shows the 'Logout Successful' dialog.
 */
export default async function auth(app) {
  app.post(
    '/api/auth/Logout',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        body: { type: 'object' },
        response: { 200: { type: 'object', properties: { redirect: { type: 'string' } }, required: ['redirect'] } },
      },
    },
    async (request, reply) => {
      reply.clearCookie(OWNER_SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
      return { redirect: '/?logout=true' };
    },
  );
}
