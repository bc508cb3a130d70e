/**
 * The site's cookie banner in every page of the site that runs `<sq-site>`, as it goes out
 * (server/http/pages.ts), where the request is known: the visitor's choice (no banner once made,
 * unless they asked for it again)
 * and the page's address (where the banner's form comes back to). A page with a banner of its own
 * keeps it.
 */
import { siteBannerTemplate } from '../../src/shared/blocks/cookie-banner.js';
import { renderHtml } from './ssr.js';

export interface SiteBannerInput {
  cookieSettings: unknown;
  /** The consent cookie's value, as the request carried it. */
  consentCookieValue: string | undefined;
  /** The page's path (the query comes back through the Referer). */
  returnTo: string;
  /** The visitor asked for the banner again ('Cookie preferences' without scripts). */
  asked?: boolean;
}

const RUNTIME = /<sq-site[\s>]/;
const OWN_BANNER = /<sq-cookie-banner[\s>]/;
const BODY = /<body[^>]*>/i;

export function withSiteBanner(html: string, { cookieSettings, consentCookieValue, returnTo, asked }: SiteBannerInput): string {
  if (!RUNTIME.test(html) || OWN_BANNER.test(html)) return html;
  const banner = siteBannerTemplate(cookieSettings, consentCookieValue, { returnTo }, asked);
  const body = BODY.exec(html);
  if (typeof banner === 'symbol' || !body) return html;
  // First in <body>: the choice comes first in reading and Tab order, where the element would move it.
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}\n${renderHtml(banner)}${html.slice(at)}`;
}
