/** Cookie banner enumerations and cookies. Default texts live in the i18n string table. */

type ValueOf<T> = T[keyof T];

export const CookieBannerVariant = {
  BAR: 'BAR',
  POPUP: 'POPUP',
} as const;
export type CookieBannerVariant = ValueOf<typeof CookieBannerVariant>;

export const CookieBannerBarPosition = {
  TOP: 'TOP',
  BOTTOM: 'BOTTOM',
} as const;
export type CookieBannerBarPosition = ValueOf<typeof CookieBannerBarPosition>;

export const CookieBannerPopupPosition = {
  TOP_LEFT: 'TOP_LEFT',
  TOP_RIGHT: 'TOP_RIGHT',
  BOTTOM_LEFT: 'BOTTOM_LEFT',
  BOTTOM_RIGHT: 'BOTTOM_RIGHT',
} as const;
export type CookieBannerPopupPosition = ValueOf<typeof CookieBannerPopupPosition>;

export type CookieBannerPosition = CookieBannerBarPosition | CookieBannerPopupPosition;

export const CookieBannerTheme = {
  LIGHT: 'LIGHT',
  DARK: 'DARK',
} as const;
export type CookieBannerTheme = ValueOf<typeof CookieBannerTheme>;

export const CookieBannerCtaVariant = {
  TEXT: 'TEXT',
  BUTTON: 'BUTTON',
  ICON: 'ICON',
} as const;
export type CookieBannerCtaVariant = ValueOf<typeof CookieBannerCtaVariant>;

export const CookieBannerAcceptType = {
  OPT_IN: 'OPT_IN',
  OPT_IN_AND_OUT: 'OPT_IN_AND_OUT',
} as const;
export type CookieBannerAcceptType = ValueOf<typeof CookieBannerAcceptType>;

/** The banner's defaults; an unknown variant, theme or CTA variant falls back to these. */
export const DEFAULT_COOKIE_BANNER_CTA_VARIANT: CookieBannerCtaVariant = CookieBannerCtaVariant.ICON;
export const DEFAULT_COOKIE_BANNER_THEME: CookieBannerTheme = CookieBannerTheme.DARK;
export const DEFAULT_COOKIE_BANNER_VARIANT: CookieBannerVariant = CookieBannerVariant.BAR;
export const DEFAULT_COOKIE_BANNER_ACCEPT_TYPE: CookieBannerAcceptType = CookieBannerAcceptType.OPT_IN;
/** A popup given an unknown position goes to the bottom left. */
export const DEFAULT_COOKIE_BANNER_POPUP_POSITION: CookieBannerPopupPosition = CookieBannerPopupPosition.BOTTOM_LEFT;

export const COOKIE_BANNER_VERSION = 2;

/** Holds the visitor's choice, 'true' or 'false'. */
export const CONSENT_COOKIE_NAME = 'ss_cookieAllowed';

/** 30 days. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Cleared on decline, or with no consent under a restrictive policy. */
export const TRACKING_COOKIES = Object.freeze(['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'] as const);
export type TrackingCookie = (typeof TRACKING_COOKIES)[number];

/** Cookie banner settings as a site stores them: every field optional, any value tolerated. */
export interface CookieBannerSettingsInput {
  cookieBannerCtaText?: string;
  cookieBannerCtaVariant?: string;
  cookieBannerPosition?: string;
  cookieBannerText?: string;
  cookieBannerTheme?: string;
  cookieBannerVariant?: string;
  cookieBannerOptOutCtaText?: string;
  cookieBannerAcceptType?: string;
  isCookieBannerEnabled?: boolean;
  isActivityLogEnabled?: boolean;
  isAnalyticsCookiesDisabled?: boolean;
  isRestrictiveCookiePolicyAbsolute?: boolean;
}

/** The same settings with each enumeration typed by its values, as a page should write them; other text still falls back to the default. */
export type TypedCookieBannerSettings = Omit<
  CookieBannerSettingsInput,
  'cookieBannerCtaVariant' | 'cookieBannerPosition' | 'cookieBannerTheme' | 'cookieBannerVariant' | 'cookieBannerAcceptType'
> & {
  cookieBannerCtaVariant?: CookieBannerCtaVariant;
  cookieBannerPosition?: CookieBannerPosition;
  cookieBannerTheme?: CookieBannerTheme;
  cookieBannerVariant?: CookieBannerVariant;
  cookieBannerAcceptType?: CookieBannerAcceptType;
};

/** The banner's form without JavaScript (the server's consent route): where it posts, and its fields. */
export const CONSENT_FORM = Object.freeze({
  action: '/consent',
  /** 'true' to accept, 'false' to decline, `ask` to be asked again: the submit button's value. */
  choiceField: 'consent',
  /** The choice field's value that shows the banner again, the stored choice kept until a new one. */
  ask: 'ask',
  /** The page to go back to: a path on this site. */
  returnField: 'returnTo',
});

/**
 * Set by the consent form's `ask` without scripts: the next pages draw the site's banner although a
 * choice is stored, until the visitor chooses again or the runtime has shown it (10 minutes at most).
 * Strictly necessary, as the consent cookie is: it tracks nothing.
 */
export const CONSENT_ASK_COOKIE_NAME = 'sq_consentAsk';
export const CONSENT_ASK_MAX_AGE_SECONDS = 10 * 60;

/** Marks the banner the site draws from its cookie settings, as opposed to a page's own (which wins). */
export const SITE_BANNER_ATTRIBUTE = 'data-sq-site-banner';
