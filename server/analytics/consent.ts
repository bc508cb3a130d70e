import type { FastifyRequest } from 'fastify';

/** The consent cookie the cookie banner sets (§9); 'false' means the visitor declined tracking. */
const CONSENT_COOKIE = 'ss_cookieAllowed';

/** The visitor record cookie (§9), sent as `ss_cvr` and `visitorCookie` by census calls. */
export const VISITOR_COOKIE = 'ss_cvr';

/** A visitor who declined tracking cookies is still counted, but never identified. */
export function declinedTracking(request: FastifyRequest): boolean {
  return request.cookies?.[CONSENT_COOKIE] === 'false';
}
