/** The settings editors' calls (server/routes/config-site-settings.ts, header-footer.ts, multilingual.ts), through the runtime's one HTTP client. */
import { ApiError } from '../api/errors.js';
import { del, get, put } from '../api/request.js';
import type { CookieBannerApiSettings } from '../consent/settings.js';
import { t } from '../i18n/format.js';
import { SITE_SETTINGS_API, type AnnouncementBarForm, type PopupOverlayForm, type PopupOverlaySaved } from './site-settings.js';

/** Every call shows its own message, so none opens the runtime's error overlay. */
const QUIET = { quiet: true } as const;

export interface HeaderFooterParts {
  header: Record<string, unknown>;
  footer: Record<string, unknown>;
}

export const loadHeaderFooter = () => get<HeaderFooterParts>('/api/site-header-footer', QUIET);
export const saveHeaderFooter = (body: HeaderFooterParts) => put<HeaderFooterParts>('/api/site-header-footer', { ...QUIET, body });

export const loadAnnouncementBar = () => get<AnnouncementBarForm>(`${SITE_SETTINGS_API}/announcement-bar`, QUIET);
export const saveAnnouncementBar = (body: AnnouncementBarForm) =>
  put<AnnouncementBarForm>(`${SITE_SETTINGS_API}/announcement-bar`, { ...QUIET, body });

export const loadPopupOverlay = () => get<PopupOverlaySaved>(`${SITE_SETTINGS_API}/popup-overlay`, QUIET);
export const savePopupOverlay = (body: PopupOverlayForm) => put<PopupOverlaySaved>(`${SITE_SETTINGS_API}/popup-overlay`, { ...QUIET, body });

export const loadCookieBanner = () => get<CookieBannerApiSettings>(`${SITE_SETTINGS_API}/cookie-banner`, QUIET);
export const saveCookieBanner = (body: CookieBannerApiSettings) =>
  put<CookieBannerApiSettings>(`${SITE_SETTINGS_API}/cookie-banner`, { ...QUIET, body });

export type ProviderStatus = 'connected' | 'disconnected';

export const loadLanguages = async () => (await get<{ languages: string[] }>('/api/multilingual/settings', QUIET)).languages;
export const loadProviderStatus = async () => (await get<{ status: ProviderStatus }>('/api/multilingual/status', QUIET)).status;
export const saveLanguages = async (languages: string[]) =>
  (await put<{ languages: string[] }>('/api/multilingual/languages', { ...QUIET, body: { languages } })).languages;
export const disconnectProvider = async () => (await del<{ status: ProviderStatus }>('/api/multilingual/connection', QUIET)).status;

/** What the owner is told when a call failed: signed out, the server's reason, or the client's §8 message. */
export function failureText(error: unknown): { text: string; signedOut: boolean } {
  if (error instanceof ApiError) {
    if (error.kind === 'loginRequired') return { text: t('siteSettingsSignedOut'), signedOut: true };
    const data = error.data as { error?: unknown } | undefined;
    return { text: typeof data?.error === 'string' && data.error ? data.error : error.message, signedOut: false };
  }
  return { text: t('unableToLoadTryAgain'), signedOut: false };
}
