import type { CookieBannerSettingsInput } from '../constants/cookie-banner.js';

/** Page-author signals to the cookie banner, dispatched on window. */
declare global {
  interface WindowEventMap {
    /** Shows the banner even when a choice exists, blocking clicks on the page behind it. */
    'sq-cookie-banner:force': CustomEvent<void>;
    /** Replaces the banner's settings; detail: the settings, in the field names a site stores. */
    'sq-cookie-banner:update': CustomEvent<CookieBannerSettingsInput>;
    /** Ends a forced display: the banner hides again when a choice exists. */
    'sq-cookie-banner:unforce': CustomEvent<void>;
  }
}
