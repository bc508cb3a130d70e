import { CONSENT_COOKIE_NAME, CONSENT_COOKIE_MAX_AGE_SECONDS, TRACKING_COOKIES } from '../constants/cookie-banner.js';
import { deleteCookieEverywhere, setCookie } from '../dom/cookies.js';
import { dispatchWindowEvent } from '../events/index.js';
import { isRestrictiveCookieSettings, mustClearTrackingCookies, type PolicySettings } from './policy.js';
import { $consent, $cookieBannerSignals } from './store.js';

/** Deletes every tracking cookie for this host and its parent domains, on every path the page can reach. */
export function clearTrackingCookies(): void {
  for (const name of TRACKING_COOKIES) deleteCookieEverywhere(name);
}

/** Records the visitor's choice for 30 days, ends a forced display, and tells every listener. */
export function chooseConsent(accepted: boolean): void {
  setCookie(CONSENT_COOKIE_NAME, String(accepted), { maxAgeSeconds: CONSENT_COOKIE_MAX_AGE_SECONDS });
  if (!accepted) clearTrackingCookies();
  $cookieBannerSignals.setKey('forced', false);
  const changed = $consent.get() !== accepted;
  $consent.set(accepted);
  if (changed) dispatchWindowEvent('sq-consent-change', { accepted });
}

/** Declined, or no consent yet under a restrictive policy: no tracking cookie may remain. */
export function enforceConsent(settings: PolicySettings | null | undefined): void {
  if (mustClearTrackingCookies({ consent: $consent.get(), restrictive: isRestrictiveCookieSettings(settings) })) clearTrackingCookies();
}

/** Clears what the policy forbids now, and again whenever the visitor's choice changes (a decline in another banner). */
export function keepConsentEnforced(settings: PolicySettings | null | undefined): () => void {
  return $consent.subscribe(() => enforceConsent(settings));
}
