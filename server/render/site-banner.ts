/**
 * The site's cookie banner in every page of the site as it goes out (server/http/pages.ts), where
 * the request is known: the visitor's choice (no banner once made), their crumb (the banner's form
 * posts it) and the page's address (where the form comes back to). A page with a banner of its own
 * keeps it, and gets only its crumb filled in.
 */
import { CRUMB_FIELD_MARKER, siteBannerTemplate } from '../../src/shared/blocks/cookie-banner.js';
import { escapeHtml } from './html.js';
import { renderHtml } from './ssr.js';

export interface SiteBannerInput {
  cookieSettings: unknown;
  /** The consent cookie's value, as the request carried it. */
  consentCookieValue: string | undefined;
  crumb: string;
  /** The page's path and query. */
  returnTo: string;
}

const RUNTIME = /<sq-site[\s>]/;
const OWN_BANNER = /<sq-cookie-banner[\s>]/;
const BODY = /<body[^>]*>/i;
const EMPTY_CRUMB = new RegExp(`(<input type="hidden" name="crumb") ${CRUMB_FIELD_MARKER}\\s*/?>`, 'g');

export function withSiteBanner(html: string, { cookieSettings, consentCookieValue, crumb, returnTo }: SiteBannerInput): string {
  let page = html;
  if (RUNTIME.test(page) && !OWN_BANNER.test(page)) {
    const banner = siteBannerTemplate(cookieSettings, consentCookieValue, { crumb, returnTo });
    const body = BODY.exec(page);
    // First in <body>: the choice comes first in reading and Tab order, where the element would move it.
    if (typeof banner !== 'symbol' && body) {
      const at = body.index + body[0].length;
      page = `${page.slice(0, at)}\n${renderHtml(banner)}${page.slice(at)}`;
    }
  }
  return page.replace(EMPTY_CRUMB, `$1 value="${escapeHtml(crumb)}">`);
}
