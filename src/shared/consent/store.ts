import { atom, map, onMount } from 'nanostores';
import { CONSENT_COOKIE_NAME } from '../constants/cookie-banner.js';
import { getCookie } from '../dom/cookies.js';
import { consentOfCookie, type Consent } from './policy.js';
import type { CookieBannerSettingsInput } from '../constants/cookie-banner.js';

export type { Consent } from './policy.js';

export function readConsentCookie(): Consent {
  return consentOfCookie(getCookie(CONSENT_COOKIE_NAME));
}

export const $consent = atom<Consent>(readConsentCookie());

// A choice made in another tab shows here when the visitor comes back to this one.
onMount($consent, () => {
  const refresh = () => {
    if (document.visibilityState === 'visible') $consent.set(readConsentCookie());
  };
  document.addEventListener('visibilitychange', refresh);
  return () => document.removeEventListener('visibilitychange', refresh);
});

/** What page authors asked of the cookie banner through the window events. */
export interface CookieBannerSignals {
  forced: boolean;
  /** Settings sent with `sq-cookie-banner:update`; they replace the element's own. */
  settings: CookieBannerSettingsInput | undefined;
}

export const $cookieBannerSignals = map<CookieBannerSignals>({ forced: false, settings: undefined });

onMount($cookieBannerSignals, () => {
  const force = () => $cookieBannerSignals.setKey('forced', true);
  const unforce = () => $cookieBannerSignals.setKey('forced', false);
  const update = (event: CustomEvent<CookieBannerSettingsInput>) => $cookieBannerSignals.setKey('settings', event.detail);
  window.addEventListener('sq-cookie-banner:force', force);
  window.addEventListener('sq-cookie-banner:unforce', unforce);
  window.addEventListener('sq-cookie-banner:update', update);
  return () => {
    window.removeEventListener('sq-cookie-banner:force', force);
    window.removeEventListener('sq-cookie-banner:unforce', unforce);
    window.removeEventListener('sq-cookie-banner:update', update);
  };
});
