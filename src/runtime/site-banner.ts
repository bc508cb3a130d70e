/**
 * The site's cookie banner (§4) on every page `<sq-site>` runs, from the website context's
 * `cookieSettings`: the banner the server drew into the page (marked `data-sq-site-banner`), else
 * one added first in `<body>` when the visitor has not chosen yet, or when a page script forces or
 * updates the banner later. A page's own `<sq-cookie-banner>` wins: then the site shows none.
 */
import { SITE_BANNER_ATTRIBUTE, type CookieBannerSettingsInput } from '../shared/constants/cookie-banner.js';
import { $consent, $cookieBannerSignals } from '../shared/consent/store.js';
import type { WebsiteContext } from '../shared/site/context.js';

const TAG = 'sq-cookie-banner';

export interface SiteBannerOptions {
  doc?: Document;
  /** Loads the banner element's code (tests pass a stand-in). */
  importer?: () => Promise<unknown>;
}

export function startSiteBanner(
  context: Pick<WebsiteContext, 'cookieSettings'>,
  { doc = document, importer = () => import('../elements/sq-cookie-banner.js') }: SiteBannerOptions = {},
): () => void {
  const settings = context.cookieSettings;
  const banners = [...doc.querySelectorAll(TAG)];
  const sites = banners.filter((banner) => banner.hasAttribute(SITE_BANNER_ATTRIBUTE));
  if (!settings || sites.length < banners.length) {
    // No settings to draw from, or the page has its own banner: the site's one steps aside.
    for (const banner of sites) banner.remove();
    return () => {};
  }

  let banner = sites[0] as (HTMLElement & { settings?: CookieBannerSettingsInput }) | undefined;
  let inserted = false;
  let stopped = false;
  const show = () => {
    if (stopped) return;
    if (!banner) {
      banner = doc.createElement(TAG);
      banner.setAttribute(SITE_BANNER_ATTRIBUTE, '');
      doc.body.prepend(banner);
      inserted = true;
    }
    banner.settings = settings;
    importer().catch((error: unknown) => console.error(`sq-elements: could not load <${TAG}>.`, error));
  };

  // Events a page script sends before the banner's code listens: kept in the store it reads.
  const force = () => {
    $cookieBannerSignals.setKey('forced', true);
    show();
  };
  const update = (event: CustomEvent<CookieBannerSettingsInput>) => {
    $cookieBannerSignals.setKey('settings', event.detail);
    show();
  };
  if (banner || ($consent.get() === undefined && settings.isCookieBannerEnabled !== false)) show();
  window.addEventListener('sq-cookie-banner:force', force);
  window.addEventListener('sq-cookie-banner:update', update);
  return () => {
    stopped = true;
    window.removeEventListener('sq-cookie-banner:force', force);
    window.removeEventListener('sq-cookie-banner:update', update);
    if (inserted) banner?.remove();
  };
}
