import { isSitePath, usableUrl } from '../../src/shared/url/check.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or a quoted attribute value: it can never become markup. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The site's icon, linked from every page the server renders, so no browser asks for a missing /favicon.ico. */
export const SITE_ICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

/** Pages the server renders are read against this base: only the shape of a URL matters here, never the host. */
const SITE_BASE = 'https://site.invalid/';

/**
 * The href to render for a link from site content, through the runtime's URL check: an http(s) URL
 * or a path on this site. Anything else (javascript:, data:, protocol-relative //host, a relative
 * `page`) gets no link at all.
 */
export function safeHref(value: unknown): string | undefined {
  const text = usableUrl(value, 'navigation', { base: SITE_BASE });
  if (text === undefined) return undefined;
  if (text.startsWith('/')) return isSitePath(text, SITE_BASE) ? text : undefined;
  return /^https?:/i.test(text) ? text : undefined;
}
