import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONSENT_COOKIE_MAX_AGE_SECONDS, CONSENT_COOKIE_NAME, TRACKING_COOKIES } from '../../src/shared/constants/cookie-banner.js';
import {
  consentOfCookie,
  isRestrictiveCookieSettings,
  mustClearTrackingCookies,
  type Consent,
  type PolicySettings,
} from '../../src/shared/consent/policy.js';

/** The visitor record cookie (§9), sent as `ss_cvr` and `visitorCookie` by census calls. */
export const VISITOR_COOKIE = 'ss_cvr';

/** The visitor's choice as the consent cookie the banner sets holds it (§4, §9). */
export function consentOf(request: FastifyRequest): Consent {
  return consentOfCookie(request.cookies?.[CONSENT_COOKIE_NAME]);
}

/** A visitor who declined tracking cookies is still counted, but never identified. */
export function declinedTracking(request: FastifyRequest): boolean {
  return consentOf(request) === false;
}

/** Stores the choice as the banner in the browser does: the same cookie, value and lifetime. */
export function storeConsent(reply: FastifyReply, accepted: boolean): void {
  reply.setCookie(CONSENT_COOKIE_NAME, String(accepted), { path: '/', maxAge: CONSENT_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax', httpOnly: false });
}

/**
 * Expires the tracking cookies the request carries when the site's policy forbids them (declined,
 * or no consent under a restrictive policy), on every page the server sends: cookies on the site's
 * root path go even where no script runs; the runtime clears the rest (other paths and domains).
 */
export function expireForbiddenTrackingCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: PolicySettings | null | undefined,
  consent: Consent = consentOf(request),
): void {
  if (!mustClearTrackingCookies({ consent, restrictive: isRestrictiveCookieSettings(settings) })) return;
  for (const name of TRACKING_COOKIES) if (request.cookies?.[name] !== undefined) reply.clearCookie(name, { path: '/' });
}
