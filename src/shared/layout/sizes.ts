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
/** The audio player's boxes: its inset, the now-playing row, the seek row, each track row and the gap between rows. */
export const AUDIO_INSET_PX = 16;
export const AUDIO_HEAD_PX = 56;
export const AUDIO_SEEK_PX = TOUCH_TARGET_PX;
export const AUDIO_TRACK_PX = TOUCH_TARGET_PX;
export const AUDIO_GAP_PX = 8;
/** The audio player's border width, drawn by the view and reserved by the page alike. */
export const AUDIO_BORDER_PX = 1;
/** The menu block's tab list: one row of tabs, each a pointer target tall, scrolling sideways where they do not fit. */
export const MENU_TABS_HEIGHT_PX = TOUCH_TARGET_PX;

/** Space above and below an accordion heading's text (on the heading before the upgrade, on its button after). */
export const ACCORDION_HEADING_PADDING_PX = 16;

/** The follow link's padding at its start; with scripts, the network glyph sits in the room after it. */
export const FOLLOW_ICON_INSET = '1em';
/** Where the follow link's text starts where scripts run: after the glyph and a gap. */
export const FOLLOW_TEXT_INSET = `calc(${FOLLOW_ICON_INSET} + var(--sq-follow-icon-size,1.25em) + .5em)`;
/** The map block's box, before and after the upgrade: the static picture's ratio (640 × 360) and the live map's. */
export const MAP_ASPECT_RATIO = '16 / 9';
export const MAP_STATIC_WIDTH_PX = 640;
export const MAP_STATIC_HEIGHT_PX = 360;
/** The reservation block's notice row (loading, consent, failure, preview) above its booking link: two lines of its text. */
export const RESERVATION_NOTICE_PX = 56;
/** Between the reservation block's notice row and its booking link. */
export const RESERVATION_NOTICE_GAP_PX = 12;
/** The chart's box (its title, plot and legend): wide, a pie's wider still, and square on a phone (up to the mobile breakpoint). */
export const CHART_ASPECT_RATIO = '16 / 10';
export const CHART_PIE_ASPECT_RATIO = '2 / 1';
export const CHART_NARROW_ASPECT_RATIO = '1 / 1';
