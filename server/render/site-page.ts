/**
 * A whole page of the site as the server sends it: the head, then the layout (site-layout.ts)
 * around the page's main content. The website context, the crumb cookie and the module preloads
 * are added as the page goes out (server/http/pages.ts), as for every HTML page.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { escapeHtml, SITE_ICON_LINK } from './html.js';
import { siteHref } from '../../src/shared/blocks/links.js';
import { footerTemplate, headerTemplate, navigationPath, readFooter, readHeader, type SiteLink } from './site-layout.js';
import { renderHtml } from './ssr.js';

/** What every page shares: the site's title, stored header and footer, and extra head markup (the fonts). */
export interface SiteFrame {
  siteTitle: string;
  language: string;
  header: Record<string, unknown> | undefined;
  footer: Record<string, unknown> | undefined;
  /** Trusted markup the server itself writes for the head (the fonts' links). */
  head?: string;
  /** Members' pages the visitor may not open: their links leave the header and footer. */
  closedPaths?: readonly string[];
  /** How many items the visitor's cart holds, for the header's cart link; unknown on pages drawn without reading it. */
  cartCount?: number;
  /** The site has a cookie banner: the footer offers 'Cookie preferences'. */
  cookiePreferences?: boolean;
  /** Where the comment-count script comes from in place of the provider (`<sq-site comments-base>`). */
  commentsBase?: string | undefined;
}

export interface SitePageContent {
  /** The page's own title; the site's title follows it. */
  title: string;
  description?: string;
  /** The page's path, for the navigation's current link. */
  path: string;
  main: TemplateResult | TemplateResult[];
  /** A page search engines should leave out (errors, checkout, account pages). */
  noindex?: boolean;
  /** A page answered before any route ran (an address too long to read) has no context for the runtime: it loads no script. */
  static?: boolean;
  /** The main content's width: 'narrow' for text and forms, 'wide' for galleries. */
  width?: 'narrow' | 'wide';
}

export function sitePageHtml(frame: SiteFrame, page: SitePageContent): string {
  const title = !frame.siteTitle ? page.title : page.title && page.title !== frame.siteTitle ? `${page.title} · ${frame.siteTitle}` : frame.siteTitle;
  const closed = new Set((frame.closedPaths ?? []).map(navigationPath));
  const open = (link: SiteLink): boolean => !closed.has(navigationPath(siteHref(link.href) ?? '/'));
  const header = readHeader(frame.header, frame.siteTitle);
  const footer = readFooter(frame.footer);
  const body = html`<a class="skip-link" href="#main">Skip to content</a>
    ${headerTemplate({ ...header, navigation: header.navigation.filter(open) }, page.path, frame.cartCount)}
    <main id="main" class=${`site-main${page.width ? ` site-main--${page.width}` : ''}`}>${page.main}</main>
    ${footerTemplate({ ...footer, links: (footer.links ?? []).filter(open) }, frame.siteTitle, frame.cookiePreferences)}
    ${page.static ? nothing : html`<sq-site comments-base=${frame.commentsBase ?? nothing}></sq-site>`}`;
  return `<!doctype html>
<html lang="${escapeHtml(frame.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${page.description ? `<meta name="description" content="${escapeHtml(page.description)}">\n` : ''}${page.noindex ? '<meta name="robots" content="noindex">\n' : ''}${SITE_ICON_LINK}
<link rel="stylesheet" href="/dist/theme.css">
<link rel="stylesheet" href="/dist/sq-elements.css">
<link rel="stylesheet" href="/site.css">
${frame.head ?? ''}${page.static ? '' : '<script type="module" src="/dist/sq-elements.js"></script>\n'}
</head>
<body>
${renderHtml(body)}
</body>
</html>
`;
}
