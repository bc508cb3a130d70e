/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { CookieBanner } from '../react/CookieBanner/CookieBanner.js';
import type { TypedCookieBannerSettings } from '../shared/constants/cookie-banner.js';
import { styles } from './sq-cookie-banner.styles.js';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- named by the @fires tags the manifest analyzer reads
import type { ConsentChangeDetail } from '../shared/events/index.js';

/**
 * A cookie consent banner that withholds tracking until the visitor chooses. It is shown until the
 * visitor accepts or declines; the choice is kept in the `ss_cookieAllowed` cookie for 30 days.
 * Declining (or no choice yet under a restrictive policy) deletes the tracking cookies.
 * Page authors can force, update and unforce it with the `sq-cookie-banner:force`,
 * `sq-cookie-banner:update` (detail: settings) and `sq-cookie-banner:unforce` window events.
 * Banner markup the server drew in its light DOM (a `.banner` child holding a form that
 * posts the choice) is shown as it is, and its buttons then choose in place.
 *
 * @summary Cookie consent banner: a bar or a popup, accept only or accept and decline.
 * @fires {CustomEvent<ConsentChangeDetail>} sq-consent-change - Dispatched on window whenever the visitor's choice changes.
 * @csspart banner - The bar or popup box (role region, or dialog for a popup or forced banner).
 * @csspart text - The body text.
 * @csspart link - A link inside the body text.
 * @csspart actions - The box holding the buttons.
 * @csspart accept - The accept button.
 * @csspart decline - The decline button (accept type OPT_IN_AND_OUT).
 * @csspart icon - The icon of the ICON call-to-action variant.
 * @csspart backdrop - The layer that blocks the page while the banner is forced.
 * @cssprop --sq-cookie-banner-color - Text colour (defaults by theme).
 * @cssprop --sq-cookie-banner-background - Background colour (defaults by theme).
 * @cssprop --sq-cookie-banner-accent - Background of the BUTTON variant's accept button.
 * @cssprop --sq-cookie-banner-accent-color - Text colour of the BUTTON variant's accept button.
 * @cssprop --sq-cookie-banner-font-size - Body font size.
 * @cssprop --sq-cookie-banner-max-width - Maximum width of the popup.
 * @cssprop --sq-viewport-inset-bottom - Space the window keeps clear at its bottom (0px); a bottom banner stands above it. Set on :root.
 */
export class SqCookieBanner extends element({
  view: CookieBanner,
  styles,
  props: {
    /** Cookie banner settings as JSON, named as in the site's cookie settings (cookieBannerVariant, cookieBannerPosition, cookieBannerTheme, …); a missing or unusable value takes its default. */
    settings: prop.json<TypedCookieBannerSettings>({ shape: 'object' }),
    /** Shows the banner even when the visitor has chosen, and blocks the page behind it until a choice is made. */
    forced: prop.boolean(),
  },
}) {}

defineElement('sq-cookie-banner', SqCookieBanner);
