/**
 * Sizes that both an element's shadow styles and the page's pre-upgrade stylesheet (sq-elements.css)
 * draw, so that the box an element reserves before its code runs is the box its view draws.
 */

/** The smallest pointer target: the cart link, the pricing options, the announcement's dismiss button. */
export const TOUCH_TARGET_PX = 44;

/** Padding around the pricing toggle's two options, and between them. */
export const PRICING_TOGGLE_INSET_PX = 4;

/** The pricing toggle's height: an option and the padding above and below it. */
export const PRICING_TOGGLE_HEIGHT_PX = TOUCH_TARGET_PX + 2 * PRICING_TOGGLE_INSET_PX;

/** The menu block's tab list: one row of tabs, each a pointer target tall, scrolling sideways where they do not fit. */
export const MENU_TABS_HEIGHT_PX = TOUCH_TARGET_PX;

/** Space above and below an accordion heading's text (on the heading before the upgrade, on its button after). */
export const ACCORDION_HEADING_PADDING_PX = 16;
