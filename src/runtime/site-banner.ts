/**
 * The site's cookie banner on every page `<sq-site>` runs, from the website context's
 * `cookieSettings`: the banner the server drew into the page (marked `data-sq-site-banner`), else
 * one added first in `<body>` when the visitor has not chosen yet, or when a page script forces or
 * updates the banner later. A page's own `<sq-cookie-banner>` wins: then the site shows none.
 * 'Cookie preferences' (a form that asks the server for the banner again) opens it in place
 * instead, through the force event; a banner the server drew over a stored choice because the ask
 * cookie asked for it (that form posted before the scripts ran) shows forced too.
 */
import { CONSENT_ASK_COOKIE_NAME, CONSENT_FORM, SITE_BANNER_ATTRIBUTE, type CookieBannerSettingsInput } from '../shared/constants/cookie-banner.js';
import { deleteCookie, getCookie } from '../shared/dom/cookies.js';
import { dispatchWindowEvent } from '../shared/events/index.js';
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
  // 'Cookie preferences': the visitor asks for the banner again, and it opens where they are.
  const ask = (event: SubmitEvent) => {
    const button = event.submitter;
    if (!(button instanceof HTMLButtonElement) || button.name !== CONSENT_FORM.choiceField || button.value !== CONSENT_FORM.ask) return;
    event.preventDefault();
    dispatchWindowEvent('sq-cookie-banner:force', undefined);
  };
  // The server drew the banner over a stored choice because the visitor asked again (the ask cookie
  // says so). A choice made on the served banner while the scripts arrived is no ask: it stands.
  if (banner && $consent.get() !== undefined && getCookie(CONSENT_ASK_COOKIE_NAME) !== undefined) {
    // The ask is answered here: the next page goes back to the stored choice.
    deleteCookie(CONSENT_ASK_COOKIE_NAME);
    $cookieBannerSignals.setKey('forced', true);
  }
  if (banner || ($consent.get() === undefined && settings.isCookieBannerEnabled !== false)) show();
  window.addEventListener('sq-cookie-banner:force', force);
  window.addEventListener('sq-cookie-banner:update', update);
  doc.addEventListener('submit', ask);
  return () => {
    stopped = true;
    window.removeEventListener('sq-cookie-banner:force', force);
    window.removeEventListener('sq-cookie-banner:update', update);
    doc.removeEventListener('submit', ask);
    if (inserted) banner?.remove();
  };
}
