/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { SiteBadge } from '../react/SiteBadge/SiteBadge.js';
import { styles } from './sq-site-badge.styles.js';

/**
 * The site badge: a small link fixed to the bottom right corner of the window, 'Made with
 * sq-elements' by default, with its height reserved at the end of the page; on phones (up to
 * 432 px wide) it sits in the page's flow instead, where it covers nothing. The overlays manager `<sq-site>` loads inserts one unless the template
 * version is 7.1 or `websiteSettings.badgeType` is `none`. It sits under the cookie banner and
 * dialogs, and above the mobile information bar when that is shown.
 *
 * @summary A small link in the corner of the window naming what the site is made with.
 * @slot - Replaces the badge text.
 * @csspart badge - The link, in a region named 'Site credit'.
 * @cssprop --sq-site-badge-color - Text colour.
 * @cssprop --sq-site-badge-background - Background of the badge.
 * @cssprop --sq-site-badge-offset - Extra distance from the bottom of the window (set while the mobile information bar shows).
 * @cssprop --sq-viewport-inset-bottom - Space the window keeps clear at its bottom (0px); the badge stands above it. Set on :root.
 */
export class SqSiteBadge extends element({
  view: SiteBadge,
  styles,
  props: {
    /** Where the badge links to, when it passes the URL validators; https://www.npmjs.com/package/sq-elements by default. */
    href: prop.string(),
  },
}) {}

defineElement('sq-site-badge', SqSiteBadge);
