/** Whether the popup overlay shows, and its local record. */
import { PageType } from '../constants/enums.js';
import { POPUP_FREQUENCY_NEVER } from '../constants/limits.js';
import { isSafeLinkHref, normalizeLinkHref } from '../url/links.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Local storage key of the record. */
export const POPUP_OVERLAY_STORAGE_KEY = 'sq-popup-overlay';

/** The popup overlay local record. */
export interface PopupOverlayRecord {
  /** ms since the epoch. */
  'date-closed'?: number;
  version?: number;
  submitted?: boolean;
}

export interface PopupOverlaySettings {
  isEnabled?: boolean;
  disabledOnMobile?: boolean;
  /** The overlay's style; without one there is nothing to draw. */
  style?: unknown;
  /** Days before a closed overlay shows again; -1 never again. */
  frequency?: number;
  version?: number;
  /** What it says, as the back end saves it: a heading, a message, a button's text and link. */
  title?: unknown;
  message?: unknown;
  buttonText?: unknown;
  buttonUrl?: unknown;
}

/** The overlay's own content from its settings: texts trimmed, the button only with both its text and a safe link. */
export interface PopupOverlayContent {
  title: string;
  message: string;
  button: { text: string; href: string } | undefined;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The content the settings give the overlay, or undefined when they give none. */
export function popupOverlayContent(settings: PopupOverlaySettings | undefined): PopupOverlayContent | undefined {
  const title = textOf(settings?.title);
  const message = textOf(settings?.message);
  const buttonText = textOf(settings?.buttonText);
  const url = textOf(settings?.buttonUrl);
  const button = buttonText !== '' && url !== '' && isSafeLinkHref(url) ? { text: buttonText, href: normalizeLinkHref(url) } : undefined;
  return title === '' && message === '' && !button ? undefined : { title, message, button };
}

export type PopupOverlayHiddenReason = 'disabled' | 'mobile' | 'no style' | 'page type' | 'screenshot' | 'submitted' | 'closed';

export type PopupOverlayDecision = { show: true } | { show: false; reason: PopupOverlayHiddenReason };

export interface PopupOverlayInput {
  settings: PopupOverlaySettings | undefined;
  pageType: number | undefined;
  isMobile: boolean;
  screenshotMode: boolean;
  record: PopupOverlayRecord | undefined;
  now: number;
}

/** Not-found, splash and lock-screen pages never show the overlay. */
export const POPUP_HIDDEN_PAGE_TYPES: readonly number[] = [PageType.NOT_FOUND, PageType.SPLASH_PAGE, PageType.LOCK_SCREEN];

const hidden = (reason: PopupOverlayHiddenReason): PopupOverlayDecision => ({ show: false, reason });
const versionOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function popupOverlayDecision({ settings, pageType, isMobile, screenshotMode, record, now }: PopupOverlayInput): PopupOverlayDecision {
  if (!settings || settings.isEnabled === false) return hidden('disabled');
  if (settings.disabledOnMobile === true && isMobile) return hidden('mobile');
  if (settings.style === undefined || settings.style === null || settings.style === '') return hidden('no style');
  if (pageType !== undefined && POPUP_HIDDEN_PAGE_TYPES.includes(pageType)) return hidden('page type');
  if (screenshotMode) return hidden('screenshot');
  // A new version is a new overlay: what the visitor did with the old one no longer counts.
  if (!record || versionOf(settings.version) > versionOf(record.version)) return { show: true };
  if (record.submitted === true) return hidden('submitted');
  const closedAt = record['date-closed'];
  if (closedAt === undefined) return { show: true };
  const frequency = settings.frequency ?? 0;
  if (frequency === POPUP_FREQUENCY_NEVER) return hidden('closed');
  return now - closedAt >= Math.max(0, frequency) * DAY_MS ? { show: true } : hidden('closed');
}

/** The record from storage; anything unreadable reads as no record. */
export function parsePopupOverlayRecord(value: unknown): PopupOverlayRecord | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const fields = value as Record<string, unknown>;
  const record: PopupOverlayRecord = {};
  if (typeof fields['date-closed'] === 'number' && Number.isFinite(fields['date-closed'])) record['date-closed'] = fields['date-closed'];
  if (typeof fields.version === 'number' && Number.isFinite(fields.version)) record.version = fields.version;
  if (typeof fields.submitted === 'boolean') record.submitted = fields.submitted;
  return record;
}

export function recordOnClose(
  record: PopupOverlayRecord | undefined,
  { now, version }: { now: number; version: number | undefined },
): PopupOverlayRecord {
  return { ...sameVersion(record, version), 'date-closed': now, version: versionOf(version) };
}

export function recordOnSubmit(record: PopupOverlayRecord | undefined, { version }: { version: number | undefined }): PopupOverlayRecord {
  return { ...sameVersion(record, version), submitted: true, version: versionOf(version) };
}

/** What the record says about this version; a record of an older version starts over. */
function sameVersion(record: PopupOverlayRecord | undefined, version: number | undefined): PopupOverlayRecord {
  return record && versionOf(record.version) === versionOf(version) ? record : {};
}
