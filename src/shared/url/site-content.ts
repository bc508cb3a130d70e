/** Links and image sources in block markup: through the runtime's URL check, never as given. */
import { isSitePath, usableUrl } from './check.js';

/** Block markup is checked against this base: only a URL's shape matters, never the host. */
const SITE_BASE = 'https://site.invalid/';

/**
 * The href for a link from site content: an http(s) URL or a path on this site. Anything else
 * (javascript:, data:, protocol-relative //host, a relative `page`) gets no link at all.
 */
export function siteHref(value: unknown): string | undefined {
  const text = usableUrl(value, 'navigation', { base: SITE_BASE });
  if (text === undefined) return undefined;
  if (text.startsWith('/') || text.startsWith('#')) return isSitePath(text, SITE_BASE) || text.startsWith('#') ? text : undefined;
  return /^https?:/i.test(text) ? text : undefined;
}

/** An image source: a path on this site or an http(s) URL. */
export function imageSrc(value: unknown): string | undefined {
  const text = usableUrl(value, 'image', { base: SITE_BASE });
  if (text === undefined) return undefined;
  return text.startsWith('/') ? (isSitePath(text, SITE_BASE) ? text : undefined) : text;
}
