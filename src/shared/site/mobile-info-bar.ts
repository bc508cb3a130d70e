/**
 * The mobile information bar (`mobileInfoBarSettings`; shown only at widths up to 1024 px,
 * `MOBILE_INFO_BAR_MEDIA_QUERY` in roles.ts): the site's contact details, read as plain text and
 * validated tel: / mailto: links. Pure.
 */
import { t } from '../i18n/format.js';
import { isValidMailto, isValidTel } from '../url/links.js';

/**
 * `websiteSettings.mobileInfoBarSettings`. The setting and `isEnabled` are fixed names; the contact
 * fields are the runtime's. Every field is plain text, never HTML.
 */
export interface MobileInfoBarSettings {
  isEnabled?: boolean;
  /** Shown as a tel: link when spaces, dots and brackets removed leave a valid tel: number. */
  phone?: string;
  /** Shown as a mailto: link when it makes a valid mailto: address. */
  email?: string;
  address?: string;
  /** Opening hours, e.g. 'Tue–Sat 10:00–18:00'. */
  hours?: string;
}

export const MOBILE_INFO_BAR_FIELDS = ['phone', 'email', 'address', 'hours'] as const;
export type MobileInfoBarField = (typeof MOBILE_INFO_BAR_FIELDS)[number];

/** One contact item: its text, and a link when it makes a valid one. */
export interface MobileInfoBarItem {
  field: MobileInfoBarField;
  text: string;
  href?: string;
}

export type MobileInfoBarResult = { items: MobileInfoBarItem[] } | { error: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const malformed = (reason: string): MobileInfoBarResult => ({ error: t('mobileInfoBarSettingsMalformed', { reason }, 'en') });

/** `+1 (555) 010-0199` → `tel:+1555010-0199`, or undefined when that is not a valid tel: link. */
export function telHref(phone: string): string | undefined {
  const href = `tel:${phone.replace(/[\s().]/g, '')}`;
  return isValidTel(href) ? href : undefined;
}

export function mailtoHref(email: string): string | undefined {
  const href = `mailto:${email.trim()}`;
  return isValidMailto(href) && !/[\s?]/.test(email.trim()) ? href : undefined;
}

const HREF: Partial<Record<MobileInfoBarField, (text: string) => string | undefined>> = { phone: telHref, email: mailtoHref };

/** The items to draw: none when absent, switched off or blank; an error for settings of the wrong shape. */
export function parseMobileInfoBarSettings(value: unknown): MobileInfoBarResult {
  if (value === undefined || value === null) return { items: [] };
  if (!isObject(value)) return malformed('not an object');
  if (value.isEnabled !== undefined && typeof value.isEnabled !== 'boolean') return malformed('"isEnabled" must be true or false');
  const items: MobileInfoBarItem[] = [];
  for (const field of MOBILE_INFO_BAR_FIELDS) {
    const raw = value[field];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string') return malformed(`"${field}" must be a string`);
    const text = raw.trim();
    if (text === '') continue;
    const href = HREF[field]?.(text);
    items.push(href ? { field, text, href } : { field, text });
  }
  return { items: value.isEnabled === true ? items : [] };
}
