/** The redirect of an authenticated owner to the config area, and the logout round trip. */
import { t } from '../i18n/format.js';
import type { WebsiteContext } from './context.js';
import { isAuthenticated, isViewerOnly } from './roles.js';

/** Session storage key remembering a `noredirect` query for the rest of the session. */
export const NO_REDIRECT_SESSION_KEY = 'noredirect';
export const CONFIG_PATH = '/config/';

export interface PageLocation {
  hostname: string;
  pathname: string;
  search: string;
  /** The page's own origin (`location.origin`), when known. */
  origin?: string;
}

export interface ConfigRedirectInput {
  context: Pick<WebsiteContext, 'authenticatedAccount' | 'website' | 'websiteRoles'>;
  location: PageLocation;
  isTopWindow: boolean;
  /** Whether this session already saw `noredirect`. */
  sessionNoRedirect: boolean;
}

export interface ConfigRedirectDecision {
  /** Where to send the owner, or undefined to stay. */
  url: string | undefined;
  /** Store NO_REDIRECT_SESSION_KEY in session storage. */
  rememberNoRedirect: boolean;
}

export function isLocalhost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function hasNoRedirectQuery(search: string): boolean {
  return search.includes('noredirect');
}

/**
 * The config panel framing `pathname + search`, on the address the page was opened at: the owner's
 * session cookie belongs to that host, so another address (a `website.baseUrl` naming
 * localhost:8080 while the server runs on 8181, or the site's other domain) would not know them.
 * `website.baseUrl` is used only when the page's origin is not known.
 */
export function configPanelUrl(
  context: Pick<WebsiteContext, 'website'>,
  { pathname, search, origin }: Pick<PageLocation, 'pathname' | 'search' | 'origin'>,
): string {
  const path = `${CONFIG_PATH}?frameUrl=${encodeURIComponent(pathname + search)}`;
  for (const base of [origin, context.website.baseUrl]) {
    if (!base || base === 'null') continue;
    try {
      return new URL(path, new URL(base).origin).href;
    } catch {
      // Not a URL: try the next one.
    }
  }
  return path;
}

export function configRedirectUrl({ context, location, isTopWindow, sessionNoRedirect }: ConfigRedirectInput): ConfigRedirectDecision {
  const rememberNoRedirect = hasNoRedirectQuery(location.search);
  const redirect =
    isAuthenticated(context) &&
    !context.website.developerMode &&
    !context.website.cloneable &&
    !isViewerOnly(context.websiteRoles) &&
    isTopWindow &&
    !isLocalhost(location.hostname) &&
    !rememberNoRedirect &&
    !sessionNoRedirect &&
    // Already in the config area: redirecting again would loop.
    !location.pathname.startsWith(CONFIG_PATH);
  return { url: redirect ? configPanelUrl(context, location) : undefined, rememberNoRedirect };
}

export const LOGOUT_QUERY = 'logout';

/** Where logout returns: the preview frame url when logging out of a preview, else the site root, with logout=true. */
export function logoutReturnUrl({ previewFrameUrl }: { previewFrameUrl?: string } = {}): string {
  if (!previewFrameUrl) return `/?${LOGOUT_QUERY}=true`;
  const hashAt = previewFrameUrl.indexOf('#');
  const beforeHash = hashAt === -1 ? previewFrameUrl : previewFrameUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : previewFrameUrl.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  query.set(LOGOUT_QUERY, 'true');
  return `${path || '/'}?${query}${hash}`;
}

export function isLogoutSuccessQuery(search: string): boolean {
  return new URLSearchParams(search).get(LOGOUT_QUERY) === 'true';
}

/** The information dialog shown on return from logout. */
export function logoutSuccessDialog(): { title: string; message: string } {
  return { title: t('logoutSuccessfulTitle'), message: t('logoutSuccessfulMessage') };
}
