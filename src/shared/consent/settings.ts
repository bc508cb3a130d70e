import {
  COOKIE_BANNER_VERSION,
  CookieBannerAcceptType,
  CookieBannerCtaVariant,
  CookieBannerPopupPosition,
  CookieBannerTheme,
  CookieBannerVariant,
  DEFAULT_COOKIE_BANNER_ACCEPT_TYPE,
  DEFAULT_COOKIE_BANNER_CTA_VARIANT,
  DEFAULT_COOKIE_BANNER_POPUP_POSITION,
  DEFAULT_COOKIE_BANNER_THEME,
  DEFAULT_COOKIE_BANNER_VARIANT,
  type CookieBannerBarPosition,
  type CookieBannerPosition,
  type CookieBannerSettingsInput,
} from '../constants/cookie-banner.js';
import { isEmptyRichText } from '../dom/rich-text.js';
import { englishText } from '../i18n/tables.js';

/** Normalised settings (with the cookie banner defaults): every field present and valid. */
export interface CookieBannerSettings {
  cookieBannerCtaText: string;
  cookieBannerCtaVariant: CookieBannerCtaVariant;
  cookieBannerPosition: CookieBannerPosition;
  cookieBannerText: string;
  cookieBannerTheme: CookieBannerTheme;
  cookieBannerVariant: CookieBannerVariant;
  cookieBannerOptOutCtaText: string;
  cookieBannerAcceptType: CookieBannerAcceptType;
  isCookieBannerEnabled: boolean;
  isActivityLogEnabled: boolean;
  isAnalyticsCookiesDisabled: boolean;
  isRestrictiveCookiePolicyAbsolute: boolean;
}

/** The API form of the settings: restrictive flags renamed, empty text saved as ''. */
export type CookieBannerApiSettings = Omit<CookieBannerSettings, 'isAnalyticsCookiesDisabled' | 'isActivityLogEnabled'> & {
  isRestrictiveCookiePolicyEnabled: boolean;
  isVisitorDataRestricted: boolean;
  version: typeof COOKIE_BANNER_VERSION;
};

/** The cookie banner's defaults. */
export const COOKIE_BANNER_DEFAULTS = {
  cookieBannerCtaText: englishText('cookieBannerCtaText'),
  cookieBannerText: englishText('cookieBannerText'),
  cookieBannerOptOutCtaText: englishText('cookieBannerOptOutCtaText'),
  cookieBannerCtaVariant: DEFAULT_COOKIE_BANNER_CTA_VARIANT,
  cookieBannerTheme: DEFAULT_COOKIE_BANNER_THEME,
  cookieBannerVariant: DEFAULT_COOKIE_BANNER_VARIANT,
  cookieBannerAcceptType: DEFAULT_COOKIE_BANNER_ACCEPT_TYPE,
} as const satisfies Partial<CookieBannerSettings>;

function oneOf<T extends string>(values: Record<string, T>, value: unknown, fallback: T): T {
  return Object.values(values).includes(value as T) ? (value as T) : fallback;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** For a bar, a popup position maps to TOP for top-left or top-right, and BOTTOM otherwise. */
export function toBarPosition(position: unknown): CookieBannerBarPosition {
  if (position === 'TOP' || position === 'TOP_LEFT' || position === 'TOP_RIGHT') return 'TOP';
  return 'BOTTOM';
}

/** For a popup, TOP becomes TOP_LEFT, BOTTOM becomes BOTTOM_LEFT, and an unknown value BOTTOM_LEFT. */
export function toPopupPosition(position: unknown): CookieBannerPopupPosition {
  if (position === 'TOP') return 'TOP_LEFT';
  return oneOf(CookieBannerPopupPosition, position, DEFAULT_COOKIE_BANNER_POPUP_POSITION);
}

/** Settings as the banner uses them. Tolerates null, non-objects and wrong types. */
export function normalizeCookieBannerSettings(input: unknown): CookieBannerSettings {
  const raw = (input !== null && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const variant = oneOf(CookieBannerVariant, raw.cookieBannerVariant, COOKIE_BANNER_DEFAULTS.cookieBannerVariant);
  const rawText = raw.cookieBannerText;
  return {
    cookieBannerCtaText: text(raw.cookieBannerCtaText, COOKIE_BANNER_DEFAULTS.cookieBannerCtaText),
    cookieBannerCtaVariant: oneOf(CookieBannerCtaVariant, raw.cookieBannerCtaVariant, COOKIE_BANNER_DEFAULTS.cookieBannerCtaVariant),
    cookieBannerPosition: variant === 'BAR' ? toBarPosition(raw.cookieBannerPosition) : toPopupPosition(raw.cookieBannerPosition),
    cookieBannerText: typeof rawText === 'string' && !isEmptyRichText(rawText) ? rawText : COOKIE_BANNER_DEFAULTS.cookieBannerText,
    cookieBannerTheme: oneOf(CookieBannerTheme, raw.cookieBannerTheme, COOKIE_BANNER_DEFAULTS.cookieBannerTheme),
    cookieBannerVariant: variant,
    cookieBannerOptOutCtaText: text(raw.cookieBannerOptOutCtaText, COOKIE_BANNER_DEFAULTS.cookieBannerOptOutCtaText),
    cookieBannerAcceptType: oneOf(CookieBannerAcceptType, raw.cookieBannerAcceptType, COOKIE_BANNER_DEFAULTS.cookieBannerAcceptType),
    isCookieBannerEnabled: flag(raw.isCookieBannerEnabled, true),
    isActivityLogEnabled: flag(raw.isActivityLogEnabled, true),
    isAnalyticsCookiesDisabled: flag(raw.isAnalyticsCookiesDisabled, false),
    isRestrictiveCookiePolicyAbsolute: flag(raw.isRestrictiveCookiePolicyAbsolute, false),
  };
}

/** The API form: the default body text and empty paragraphs save as ''. */
export function toApiCookieSettings(input: unknown): CookieBannerApiSettings {
  const { isAnalyticsCookiesDisabled, isActivityLogEnabled, ...rest } = normalizeCookieBannerSettings(input);
  const rawText = (input as CookieBannerSettingsInput | null)?.cookieBannerText;
  return {
    ...rest,
    cookieBannerText: typeof rawText === 'string' && !isEmptyRichText(rawText) ? rawText : '',
    isRestrictiveCookiePolicyEnabled: isAnalyticsCookiesDisabled,
    isVisitorDataRestricted: !isActivityLogEnabled,
    version: COOKIE_BANNER_VERSION,
  };
}

/** Reads the API form back into banner settings. */
export function fromApiCookieSettings(api: unknown): CookieBannerSettings {
  const raw = (api !== null && typeof api === 'object' ? api : {}) as Record<string, unknown>;
  const { isRestrictiveCookiePolicyEnabled, isVisitorDataRestricted, version: _version, ...rest } = raw;
  return normalizeCookieBannerSettings({
    ...rest,
    ...(typeof isRestrictiveCookiePolicyEnabled === 'boolean' && { isAnalyticsCookiesDisabled: isRestrictiveCookiePolicyEnabled }),
    ...(typeof isVisitorDataRestricted === 'boolean' && { isActivityLogEnabled: !isVisitorDataRestricted }),
  });
}
