/** The site badge: shown unless `showsBadge` says no (roles.ts); where its link goes. Pure. */
import { isSafeLinkHref, normalizeLinkHref } from '../url/links.js';

/** The badge has no fixed target; by default it links to the package that renders the site. */
export const SITE_BADGE_HREF = 'https://www.npmjs.com/package/sq-elements';

/** The given link when it passes the URL validators, else the default. */
export function siteBadgeHref(href: string | undefined): string {
  return href !== undefined && href.trim() !== '' && isSafeLinkHref(href) ? normalizeLinkHref(href) : SITE_BADGE_HREF;
}
