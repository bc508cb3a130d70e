import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONSENT_COOKIE_MAX_AGE_SECONDS, CONSENT_COOKIE_NAME, TRACKING_COOKIES } from '../../src/shared/constants/cookie-banner.js';
import {
  consentOfCookie,
  isRestrictiveCookieSettings,
  mustClearTrackingCookies,
  type Consent,
  type PolicySettings,
} from '../../src/shared/consent/policy.js';
import { cookieDomainsFor, cookiePathsFor } from '../../src/shared/dom/cookies.js';

/** The visitor record cookie, sent as `ss_cvr` and `visitorCookie` by census calls. */
export const VISITOR_COOKIE = 'ss_cvr';

/** The visitor's choice as the consent cookie the banner sets holds it. */
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
 * Expires the tracking cookies the site's policy forbids (declined, or no consent under a
 * restrictive policy) on every path and domain a cookie visible on `page` can have, so none remains
 * where no script runs. `names` are the cookies to expire: those the page's request carries, or all
 * of them where the request cannot see the page's cookies (the consent form posts to its own path).
 */
export function expireForbiddenTrackingCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: PolicySettings | null | undefined,
  { consent = consentOf(request), page = request.url, names = carriedTrackingCookies(request) }: ForbiddenCookies = {},
): void {
  if (!mustClearTrackingCookies({ consent, restrictive: isRestrictiveCookieSettings(settings) })) return;
  const paths = cookiePathsFor(page.split(/[?#]/)[0] ?? '/');
  const domains = [undefined, ...cookieDomainsFor(request.hostname)];
  for (const name of names) for (const path of paths) for (const domain of domains) reply.clearCookie(name, { path, domain });
}

interface ForbiddenCookies {
  /** The choice that decides, when the request's own cookie is not yet the newest. */
  consent?: Consent;
  /** The page whose cookies go, with or without its query. */
  page?: string;
  names?: readonly string[];
}

const carriedTrackingCookies = (request: FastifyRequest): string[] => TRACKING_COOKIES.filter((name) => request.cookies?.[name] !== undefined);
