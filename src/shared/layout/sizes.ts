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

/** The marquee's gap between items (and after the last, before the copy). */
export const MARQUEE_GAP = '2rem';
/** Between the marquee's lines when it stays still and its items wrap. */
export const MARQUEE_ROW_GAP = '0.5em';
/** The marquee's stop control: over the row's end, at least the 24 px target size. */
export const MARQUEE_CONTROL_PX = 32;
