const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or a quoted attribute value: it can never become markup. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The site's icon, linked from every page the server renders, so no browser asks for a missing /favicon.ico. */
export const SITE_ICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

/**
 * The href to render for a link from site content: an http(s) URL or a path on this site. Anything
 * else (javascript:, data:, protocol-relative //host) gets no link at all.
 */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const href = value.trim();
  if (href === '' || /[\u0000-\u001f\u007f\\]/.test(href)) return undefined;
  if (href.startsWith('/')) return href.startsWith('//') ? undefined : href;
  try {
    const { protocol } = new URL(href);
    return protocol === 'http:' || protocol === 'https:' ? href : undefined;
  } catch {
    return undefined;
  }
}
