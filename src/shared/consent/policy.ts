/**
 * The one consent rule every tracking call goes through. Framework-free and tiny, so
 * the runtime, the analytics chunk, the forms and the server all read the same rule.
 */
/** The visitor's cookie choice: true accepted, false declined, undefined not chosen yet. */
export type Consent = boolean | undefined;

/** The site's cookie settings as far as the rule reads them; any shape is tolerated. */
export interface PolicySettings {
  isAnalyticsCookiesDisabled?: unknown;
  isRestrictiveCookiePolicyAbsolute?: unknown;
}

export interface TrackingPolicy {
  consent: Consent;
  /** The site's restrictive cookie policy (see isRestrictiveCookieSettings). */
  restrictive: boolean;
}

/**
 * A restrictive policy: analytics cookies are disabled (the API's isRestrictiveCookiePolicyEnabled),
 * or the restrictive policy is made absolute. Nobody here knows a visitor's region, so an absolute
 * policy and a plain one both apply to every visitor.
 */
export function isRestrictiveCookieSettings(settings: PolicySettings | null | undefined): boolean {
  return settings?.isAnalyticsCookiesDisabled === true || settings?.isRestrictiveCookiePolicyAbsolute === true;
}

/** Under a restrictive policy nothing is recorded or sent before the visitor accepts. */
export function mayTrack({ consent, restrictive }: TrackingPolicy): boolean {
  return restrictive ? consent === true : true;
}

/** ss_c* cookies need consent under a restrictive policy, and are never set once the visitor declined. */
export function mayUseTrackingCookies({ consent, restrictive }: TrackingPolicy): boolean {
  return restrictive ? consent === true : consent !== false;
}

/** Declined, or no consent yet under a restrictive policy: no tracking cookie may remain. */
export function mustClearTrackingCookies({ consent, restrictive }: TrackingPolicy): boolean {
  return consent === false || (consent === undefined && restrictive);
}

/** The choice as the consent cookie holds it: 'true' or 'false', anything else is no choice yet. */
export function consentOfCookie(value: string | undefined | null): Consent {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}
