/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { MobileInfoBar } from '../react/MobileInfoBar/MobileInfoBar.js';
import type { MobileInfoBarSettings } from '../shared/site/mobile-info-bar.js';
import { styles } from './sq-mobile-info-bar.styles.js';

/**
 * The mobile information bar: the site's contact details from
 * `websiteSettings.mobileInfoBarSettings` (`{ isEnabled, phone?, email?, address?, hours? }`),
 * fixed along the bottom of the window at widths up to 1024 px; it follows the width media query,
 * so it appears and disappears as the window is resized. The phone number is a tel: link and the
 * email a mailto: link when they make valid ones; everything is plain text. It shows nothing
 * unless `isEnabled` is true; settings of the wrong shape log one console error and show nothing.
 * The overlays manager `<sq-site>` loads inserts one when the setting is on. While it shows, its
 * height is reserved at the end of the page, so the page's last content scrolls clear of it.
 *
 * @summary The site's phone, email, address and hours along the bottom of narrow windows.
 * @csspart bar - The bar (role region, named 'Contact information').
 * @csspart items - The list of contact items.
 * @csspart item - One item; also `phone`, `email`, `address` or `hours`.
 * @csspart link - The tel: or mailto: link of a phone or email item.
 * @csspart label - An item's label ('Phone', 'Email', 'Address', 'Hours').
 * @csspart value - An item's text.
 * @cssprop --sq-mobile-info-bar-color - Text colour.
 * @cssprop --sq-mobile-info-bar-background - Background of the bar.
 * @cssprop --sq-mobile-info-bar-font-size - Font size of the values.
 * @cssprop --sq-viewport-inset-bottom - Space the window keeps clear at its bottom (0px); the bar stands above it. Set on :root.
 */
export class SqMobileInfoBar extends element({
  view: MobileInfoBar,
  styles,
  props: {
    /** Mobile information bar settings (`isEnabled`, `phone`, `email`, `address`, `hours`); the site context's `websiteSettings.mobileInfoBarSettings` by default. */
    settings: prop.json<MobileInfoBarSettings>(),
  },
}) {}

defineElement('sq-mobile-info-bar', SqMobileInfoBar);
