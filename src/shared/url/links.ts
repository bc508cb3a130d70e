/** Link categories and validators of the spec's URL helpers (§5). Pure; no DOM. */

export type LinkCategory = 'empty' | 'anchor' | 'external' | 'file' | 'content' | 'malformed-protocol' | 'misc-protocol';

const WEB_PROTOCOL = /^(https?|ftp):/i;
const ANY_PROTOCOL = /^[a-z][a-z0-9+.-]*:/i;

export function categorizeLink(href: string): LinkCategory {
  const value = href.trim();
  if (value === '') return 'empty';
  if (value.startsWith('#')) return 'anchor';
  if (value.startsWith('/s/')) return 'file';
  if (value.startsWith('/') && !value.startsWith('//')) return 'content';
  if (WEB_PROTOCOL.test(value)) return /^[a-z]+:\/\//i.test(value) ? 'external' : 'malformed-protocol';
  if (ANY_PROTOCOL.test(value)) return 'misc-protocol';
  return 'external';
}

export const LINK_LIMITS = {
  anchor: 100,
  tel: 50,
  sms: 1000,
  mailto: 1000,
  javascript: 250,
  ftp: 100,
  internal: 150,
} as const;

export function isValidAnchor(href: string): boolean {
  return href.startsWith('#') && href.length < LINK_LIMITS.anchor;
}

/** tel: shorter than 50, only digits, plus and minus, at least 4 characters. */
export function isValidTel(href: string): boolean {
  const number = href.replace(/^tel:/i, '');
  return href.length < LINK_LIMITS.tel && number.length >= 4 && /^[0-9+-]+$/.test(number);
}

/** sms: shorter than 1000, digits, plus, minus, parentheses and commas. */
export function isValidSms(href: string): boolean {
  const number = href.replace(/^sms:/i, '');
  return href.length < LINK_LIMITS.sms && number.length > 0 && /^[0-9+\-(),]+$/.test(number);
}

/** mailto: shorter than 1000, exactly one @ and a dotted extension after it. */
export function isValidMailto(href: string): boolean {
  const address = href.replace(/^mailto:/i, '').split('?')[0] ?? '';
  const parts = address.split('@');
  return href.length < LINK_LIMITS.mailto && parts.length === 2 && parts[0] !== '' && /^[^.\s]+(\.[^.\s]+)+$/.test(parts[1] ?? '');
}

export function isValidJavascript(href: string): boolean {
  return /^javascript:/i.test(href) && href.length < LINK_LIMITS.javascript;
}

export function isValidFtp(href: string): boolean {
  return /^ftp:\/\//i.test(href) && href.length < LINK_LIMITS.ftp;
}

export function isValidInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && href.length < LINK_LIMITS.internal;
}

function isValidWebUrl(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Whether a link from site content may be rendered as an href: valid by its category's rule, and
 * never a script URL (the runtime works under a strict Content-Security-Policy).
 */
export function isSafeLinkHref(href: string): boolean {
  const value = href.trim();
  switch (categorizeLink(value)) {
    case 'anchor':
      return isValidAnchor(value);
    case 'file':
    case 'content':
      return isValidInternal(value);
    case 'external':
      return /^ftp:/i.test(value) ? isValidFtp(value) : isValidWebUrl(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`);
    case 'misc-protocol':
      if (/^mailto:/i.test(value)) return isValidMailto(value);
      if (/^tel:/i.test(value)) return isValidTel(value);
      if (/^sms:/i.test(value)) return isValidSms(value);
      return false;
    default:
      return false;
  }
}

/** The href to render for a safe link: bare host names get https://. */
export function normalizeLinkHref(href: string): string {
  const value = href.trim();
  return categorizeLink(value) === 'external' && !/^[a-z]+:\/\//i.test(value) ? `https://${value}` : value;
}
