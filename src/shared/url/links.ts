/** Link categories and validators of the URL helpers, on top of the one URL check (check.ts). */
import { checkUrl, cleanUrlText, isSitePath, pageBase } from './check.js';

export type LinkCategory = 'empty' | 'anchor' | 'external' | 'file' | 'content' | 'malformed-protocol' | 'misc-protocol';

const WEB_PROTOCOL = /^(https?|ftp):/i;
const ANY_PROTOCOL = /^[a-z][a-z0-9+.-]*:/i;

/** The text as the URL parser reads it: controls and spaces trimmed from the ends, tabs and newlines removed, `\` as `/`. */
function asParsed(href: string): string {
  return (
    href
      // eslint-disable-next-line no-control-regex -- the URL parser trims C0 controls, so this does too
      .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
      .replace(/[\t\n\r]/g, '')
      .replace(/\\/g, '/')
  );
}

/** The category of a link, read as the browser will read it: `java\tscript:` is a script URL, `/\host` another host. */
export function categorizeLink(href: string): LinkCategory {
  const value = asParsed(href);
  if (value === '') return 'empty';
  if (value.startsWith('#')) return 'anchor';
  if (value.startsWith('//')) return 'external';
  if (value.startsWith('/s/')) return 'file';
  if (value.startsWith('/')) return 'content';
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

/** A path on this site shorter than 150 characters; `//host` and `/\host` are other hosts, not paths. */
export function isValidInternal(href: string, base: string = pageBase()): boolean {
  return href.length < LINK_LIMITS.internal && isSitePath(href, base);
}

/**
 * Whether a link from site content may be rendered as an href: valid by its category's rule, and
 * through the URL check (never a script URL, never another host dressed as a site path).
 */
export function isSafeLinkHref(href: string, base: string = pageBase()): boolean {
  const value = cleanUrlText(href);
  if (value === undefined) return false;
  switch (categorizeLink(value)) {
    case 'anchor':
      return isValidAnchor(value);
    case 'file':
    case 'content':
      return isValidInternal(value, base);
    case 'external':
      if (/^ftp:/i.test(value)) return isValidFtp(value) && checkUrl(value, 'link', { base }) !== null;
      return checkUrl(normalizeLinkHref(value), 'link', { base }) !== null;
    case 'misc-protocol':
      if (/^mailto:/i.test(value)) return isValidMailto(value);
      if (/^tel:/i.test(value)) return isValidTel(value);
      if (/^sms:/i.test(value)) return isValidSms(value);
      return false;
    default:
      return false;
  }
}

/** The href to render for a safe link: bare host names and `//host` get https. */
export function normalizeLinkHref(href: string): string {
  const value = href.trim();
  if (categorizeLink(value) !== 'external' || /^[a-z]+:\/\//i.test(value)) return value;
  return value.startsWith('//') ? `https:${value}` : `https://${value}`;
}

/**
 * Where the runtime may send the window for `url` (a click-through, a redirect after a form, a
 * checkout): an http(s) URL or a path or anchor on this site, as text the browser resolves to the
 * URL checked, or undefined. Bare host names get https, as links do.
 */
export function navigationTarget(url: string, base: string = pageBase()): string | undefined {
  const value = cleanUrlText(url);
  if (value === undefined) return undefined;
  const target = normalizeLinkHref(value);
  return checkUrl(target, 'navigation', { base }) ? target : undefined;
}
