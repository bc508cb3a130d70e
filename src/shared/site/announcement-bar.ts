/**
 * The site's announcement bar: its settings, read as plain text and a validated link, and
 * who sees it. Pure; the page side (what the visitor dismissed) is announcement-bar-state.ts.
 */
import { t } from '../i18n/format.js';
import { isSafeLinkHref, normalizeLinkHref } from '../url/links.js';
import type { WebsiteContext } from './context.js';
import { isAuthenticated } from './roles.js';

/**
 * `websiteSettings.announcementBarSettings`. Only the `showAnnouncementBar` switch is a fixed
 * name; this shape is the runtime's.
 */
export interface AnnouncementBarSettings {
  /** The announcement: plain text, never HTML. Blank shows nothing. */
  text: string;
  /** Where the announcement links to; kept only when it passes the URL validators. */
  clickthroughUrl?: string;
  /** Opens the link in a new tab. */
  newWindow?: boolean;
}

/** What the bar draws. */
export interface Announcement {
  text: string;
  /** A safe href, or undefined: the text is then not a link. */
  href?: string;
  newWindow: boolean;
  /** Names this announcement, so a dismissal stops counting once the announcement changes. */
  key: string;
}

export type AnnouncementResult = { announcement: Announcement | undefined } | { error: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const malformed = (reason: string): AnnouncementResult => ({ error: t('announcementBarSettingsMalformed', { reason }, 'en') });

/** FNV-1a, 32 bits, in base 36: short enough for a cookie, stable across pages. */
export function announcementKey(text: string, href: string | undefined): string {
  let hash = 0x811c9dc5;
  for (const char of `${text}\n${href ?? ''}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The announcement to draw; nothing for absent settings or blank text; an error for settings of the wrong shape. */
export function parseAnnouncementBarSettings(value: unknown): AnnouncementResult {
  if (value === undefined || value === null) return { announcement: undefined };
  if (!isObject(value)) return malformed('not an object');
  const { text, clickthroughUrl, newWindow } = value;
  if (typeof text !== 'string') return malformed('"text" must be a string');
  if (clickthroughUrl !== undefined && clickthroughUrl !== null && typeof clickthroughUrl !== 'string') {
    return malformed('"clickthroughUrl" must be a string');
  }
  if (newWindow !== undefined && typeof newWindow !== 'boolean') return malformed('"newWindow" must be true or false');
  const shown = text.trim();
  if (shown === '') return { announcement: undefined };
  const url = typeof clickthroughUrl === 'string' ? clickthroughUrl.trim() : '';
  const href = url !== '' && isSafeLinkHref(url) ? normalizeLinkHref(url) : undefined;
  return { announcement: { text: shown, href, newWindow: newWindow === true, key: announcementKey(shown, href) } };
}

/**
 * The site's announcement settings when this visitor sees the bar: with the `showAnnouncementBar`
 * switch on, or always for a logged-in account, so an owner previewing the site sees it.
 */
export function announcementSettingsOf(context: Pick<WebsiteContext, 'showAnnouncementBar' | 'authenticatedAccount' | 'websiteSettings'>): unknown {
  return context.showAnnouncementBar || isAuthenticated(context) ? context.websiteSettings.announcementBarSettings : undefined;
}
