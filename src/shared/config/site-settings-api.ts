/** The settings editors' calls (server/routes/config-site-settings.ts, header-footer.ts, multilingual.ts), through the runtime's one HTTP client. */
import { backEndFailure } from './failure.js';
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

export const failureText = (error: unknown) => backEndFailure(error, t('siteSettingsSignedOut'));
