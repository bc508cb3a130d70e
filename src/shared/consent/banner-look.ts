/** How a banner of these settings is drawn, for the element's view and the server's markup alike. */
import type { CookieBannerSettings } from './settings.js';

export interface BannerLook {
  /** The banner box's classes, which the banner's one stylesheet (banner-css.ts) reads. */
  className: string;
  /** A bar is a region of the page; a popup, or a forced banner, is a dialog. */
  role: 'region' | 'dialog';
  /** Only a forced banner is modal; a bar that is a region says nothing. */
  ariaModal: boolean | undefined;
}

export function bannerLook(
  settings: CookieBannerSettings,
  { placed = false, forced = false }: { placed?: boolean; forced?: boolean } = {},
): BannerLook {
  const isBar = settings.cookieBannerVariant === 'BAR';
  const classes = [
    'banner',
    isBar ? 'bar' : 'popup',
    settings.cookieBannerPosition.toLowerCase().replace('_', '-'),
    settings.cookieBannerTheme.toLowerCase(),
    `cta-${settings.cookieBannerCtaVariant.toLowerCase()}`,
    placed ? 'placed' : '',
    forced ? 'forced' : '',
  ].filter(Boolean);
  const region = isBar && !forced;
  return { className: classes.join(' '), role: region ? 'region' : 'dialog', ariaModal: region ? undefined : forced };
}
