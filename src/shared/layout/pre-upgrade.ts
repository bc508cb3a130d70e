/**
 * dist/sq-elements.css: what the page draws for each element before its code has run
 * (`:not(:defined)`), at the size the element's view will draw it, so that nothing moves when the
 * element upgrades (cumulative layout shift 0). Built from the same constants and functions as the
 * views' layouts; test/e2e/layout/stability.js measures every element page and demo page.
 *
 * CSS cannot read an attribute's number, so the numeric attributes that change a size (a gallery's
 * image-aspect-ratio, slides-per-row, padding, gutter) are matched by value over the ranges below and
 * copied into custom properties that the layout rules read.
 */
import {
  AUTO_COLUMNS_COLUMN_WIDTH_PX,
  AUTO_COLUMNS_GUTTER_PX,
  CAROUSEL_GUTTER_PX,
  CAROUSEL_SLIDES_PER_ROW,
  CAROUSEL_THREE_PER_ROW_BELOW_PX,
  CAROUSEL_TWO_PER_ROW_BELOW_PX,
  DEFAULT_SLIDER_ASPECT_RATIO,
  GRID_PADDING_PX,
  GRID_PER_ROW,
  MOBILE_BREAKPOINT_MAX_PX,
  STRIP_DEFAULT_V_SIZE,
} from '../constants/limits.js';
import { DEFAULT_LIST_IMAGE_SIZE_PERCENT } from '../gallery/defaults.js';
import { MetaPosition, metaOverlayStyle } from '../gallery/meta.js';
import {
  AUDIO_BORDER_PX,
  AUDIO_GAP_PX,
  AUDIO_HEAD_PX,
  AUDIO_INSET_PX,
  AUDIO_SEEK_PX,
  AUDIO_TRACK_PX,
  ACCORDION_HEADING_PADDING_PX,
  FOLLOW_ICON_INSET,
  FOLLOW_TEXT_INSET,
  MARQUEE_GAP,
  MARQUEE_ROW_GAP,
  MENU_TABS_HEIGHT_PX,
  PRICING_TOGGLE_HEIGHT_PX,
  RESERVATION_NOTICE_GAP_PX,
  RESERVATION_NOTICE_PX,
  TOUCH_TARGET_PX,
  MAP_ASPECT_RATIO,
  CHART_ASPECT_RATIO,
  CHART_NARROW_ASPECT_RATIO,
  CHART_PIE_ASPECT_RATIO,
} from './sizes.js';
import { color, radius, space } from '../theme/css.js';
import { RESERVED_HEIGHT } from './reserved-height.js';
import { cookieBannerCss } from '../consent/banner-css.js';
import { blockAnimationCss } from '../site/block-animations.js';
import { AWAITING_SOURCE, imageLayoutCss, TEXT as IMAGE_TEXT } from '../image/layout-css.js';
import { SHAPE_CSS } from '../shape/css.js';
import { SCALED_TEXT_CSS } from '../text/css.js';
import { CALENDAR_CSS } from './calendar-css.js';
import { SUMMARY_GAP_PX, summaryLayoutCss } from '../summary/css.js';
import { SEARCH_CSS } from '../search/css.js';

/** The attribute values matched: whole numbers in these ranges (other values reserve the design's default). */
export const MATCHED_VALUES = Object.freeze({
  /** image-aspect-ratio, height as a percentage of width. */
  imageAspectRatio: { from: 1, to: 200 },
  /** slides-per-row and thumbnails-per-row. */
  perRow: { from: 1, to: 12 },
  /** padding (grid) and gutter (other designs), in px. */
  gap: { from: 0, to: 60 },
});

const GALLERY = 'sq-gallery:not(:defined)';
/** A gallery with one ratio for every slide, and one with square cells. */
const UNIFORM = '[image-aspect-ratio]:not([image-aspect-ratio="auto" i])';
const SQUARE = '[square-thumbs]:not([square-thumbs="false" i])';

function range({ from, to }: { from: number; to: number }): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

function rule(selector: string, declarations: Record<string, string>): string {
  const body = Object.entries(declarations)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `${selector}{${body}}`;
}

/** `sq-gallery[attribute="n"]{--property:n…}` for every matched value; only the pre-upgrade rules read them. */
function valueRules(attribute: string, property: string, values: number[], unit = '', tag = 'sq-gallery'): string[] {
  return values.map((value) => rule(`${tag}[${attribute}="${value}"]`, { [property]: `${value}${unit}` }));
}

function design(name: string): string {
  return `sq-gallery[design="${name}" i]:not(:defined)`;
}

/** The column count after the narrow-gallery rule (2 below 480 px, 3 below 724 px), as container queries on the slides. */
function narrowColumns(designs: string[], perRow: string): string[] {
  const slides = designs.map((name) => `${design(name)}>*`).join(',');
  return [
    `@container (width < ${CAROUSEL_THREE_PER_ROW_BELOW_PX}px){${slides}{--_sq-columns:min(${perRow},3)}}`,
    `@container (width < ${CAROUSEL_TWO_PER_ROW_BELOW_PX}px){${slides}{--_sq-columns:min(${perRow},2)}}`,
  ];
}

/**
 * The slide's width in a row of --_sq-columns with --_sq-gap between them (a percentage of the
 * gallery's width as laid out now, where container units may lag a scroll bar coming or going); a
 * hundredth of a pixel less, so that rounding never pushes the last slide of a row onto the next.
 */
const COLUMN_WIDTH = 'calc((100% - (var(--_sq-columns) - 1) * var(--_sq-gap)) / var(--_sq-columns) - 0.01px)';

/** The grid's columns: thumbnails-per-row, else slides-per-row, else the default. */
const GRID_COLUMNS = `var(--_sq-thumbnails-per-row,var(--_sq-per-row,${GRID_PER_ROW}))`;

/** A slide cropped to the uniform ratio, when there is one: its picture fills it. */
function uniformCells(selector: string): string[] {
  return [
    rule(`${selector}:is(${UNIFORM},${SQUARE})>*`, { 'aspect-ratio': '100/var(--_sq-ratio,100)' }),
    rule(`${selector}:is(${UNIFORM},${SQUARE})>* img`, { height: '100%', 'object-fit': 'cover' }),
  ];
}

function galleryCss(): string[] {
  const overlays = [MetaPosition.TOP, MetaPosition.CENTER, MetaPosition.BOTTOM].map((edge) =>
    rule(`sq-gallery[meta-position="${edge}" i]:not(:defined):not([design="list" i]) figcaption`, {
      display: 'block',
      ...metaOverlayStyle(edge, false),
    }),
  );
  return [
    // Every design: a size container, its slides boxes that clip, pictures at their own ratio (their width and height attributes).
    rule(GALLERY, { display: 'block', position: 'relative', 'container-type': 'inline-size' }),
    rule(`${GALLERY}>*`, { display: 'block', position: 'relative', 'box-sizing': 'border-box', margin: '0', padding: '0', overflow: 'hidden' }),
    rule(`${GALLERY} img`, { display: 'block', width: '100%', height: 'auto' }),
    rule(`${GALLERY} figcaption`, { display: 'none' }),
    ...overlays,
    // A summary's images take the same ratio (see summaryCss).
    ...valueRules('image-aspect-ratio', '--_sq-ratio', range(MATCHED_VALUES.imageAspectRatio), '', ':is(sq-gallery,sq-summary)'),
    rule(`sq-gallery${SQUARE}`, { '--_sq-ratio': '100' }),
    ...valueRules('slides-per-row', '--_sq-per-row', range(MATCHED_VALUES.perRow)),
    ...valueRules('thumbnails-per-row', '--_sq-thumbnails-per-row', range(MATCHED_VALUES.perRow)),
    ...valueRules('padding', '--_sq-padding', range(MATCHED_VALUES.gap), 'px'),
    ...valueRules('gutter', '--_sq-gutter', range(MATCHED_VALUES.gap), 'px'),

    // Grid: rows of equal columns, each row as tall as its tallest slide, `padding` across and down.
    rule(design('grid'), {
      display: 'flex',
      'flex-wrap': 'wrap',
      'align-items': 'flex-start',
      '--_sq-gap': `var(--_sq-padding,${GRID_PADDING_PX}px)`,
      gap: 'var(--_sq-gap)',
    }),
    rule(`${design('grid')}>*`, { '--_sq-columns': GRID_COLUMNS, flex: 'none', width: COLUMN_WIDTH }),
    ...narrowColumns(['grid'], GRID_COLUMNS),
    ...uniformCells(design('grid')),

    // Auto grid, and auto columns with a uniform ratio (then its masonry is rows): as many columns of column-width as fit.
    rule(`:is(${design('auto-grid')},${design('auto-columns')}:is(${UNIFORM},${SQUARE}))`, {
      display: 'grid',
      'grid-template-columns': `repeat(auto-fill,minmax(min(100%,${AUTO_COLUMNS_COLUMN_WIDTH_PX}px),1fr))`,
      'align-items': 'start',
      gap: `var(--_sq-gutter,${AUTO_COLUMNS_GUTTER_PX}px)`,
    }),
    ...uniformCells(design('auto-grid')),
    ...uniformCells(design('auto-columns')),

    // Carousel: the first slides-per-row slides in one row, as tall as the tallest slide.
    rule(design('carousel'), {
      display: 'flex',
      'flex-wrap': 'nowrap',
      'align-items': 'flex-start',
      overflow: 'hidden',
      '--_sq-gap': `var(--_sq-gutter,${CAROUSEL_GUTTER_PX}px)`,
      gap: 'var(--_sq-gap)',
    }),
    rule(`${design('carousel')}>*`, { '--_sq-columns': `var(--_sq-per-row,${CAROUSEL_SLIDES_PER_ROW})`, flex: 'none', width: COLUMN_WIDTH }),
    ...narrowColumns(['carousel'], `var(--_sq-per-row,${CAROUSEL_SLIDES_PER_ROW})`),
    ...uniformCells(design('carousel')),

    // List: one slide a row, the picture at half the width (the caption beside it, clipped to the picture's height).
    rule(design('list'), { display: 'flex', 'flex-direction': 'column', gap: `var(--_sq-gutter,${AUTO_COLUMNS_GUTTER_PX}px)` }),
    rule(`${design('list')}>*`, {
      display: 'grid',
      'grid-template-columns': `${DEFAULT_LIST_IMAGE_SIZE_PERCENT}% 1fr`,
      'align-items': 'start',
      'column-gap': `var(--sq-gallery-meta-gap,${space(3)})`,
    }),
    rule(`${design('list')} figcaption`, { display: 'block', contain: 'size' }),
    rule(`${design('list')}${UNIFORM}>* img`, {
      'aspect-ratio': '100/var(--_sq-ratio,100)',
      height: 'auto',
      'object-fit': 'cover',
    }),

    // Slideshow: the first slide at the fixed ratio, else its own (else half as tall as wide without auto-height), then the thumbnail strip.
    rule(`${design('slideshow')}>:not(:first-child)`, { display: 'none' }),
    rule(`${design('slideshow')}${UNIFORM}>*`, { 'aspect-ratio': '100/var(--_sq-ratio,100)' }),
    rule(`${design('slideshow')}[auto-height="false" i]:not(${UNIFORM})>*`, {
      'aspect-ratio': `100/${DEFAULT_SLIDER_ASPECT_RATIO}`,
    }),
    rule(`${design('slideshow')}:is(${UNIFORM},[auto-height="false" i])>* img`, { height: '100%', 'object-fit': 'contain' }),
    rule(`${design('slideshow')}[thumbnails]:not([thumbnails="false" i])::after`, {
      content: "''",
      display: 'block',
      'padding-top': `${STRIP_DEFAULT_V_SIZE}%`,
    }),

    // Slider: a strip as tall as image-aspect-ratio (else a tenth) of its width; its slides appear when it has placed them.
    rule(`${design('slider')}>*`, { display: 'none' }),
    rule(`${design('slider')}::after`, { content: "''", display: 'block', 'padding-top': `calc(var(--_sq-ratio,${STRIP_DEFAULT_V_SIZE}) * 1%)` }),
  ];
}

/** The elements whose size comes from data the page's CSS cannot read, and which hold the height the page reserves for them. */
export const RESERVING_ELEMENTS = Object.freeze(['sq-form', 'sq-newsletter', 'sq-product', 'sq-products', 'sq-reviews-request', 'sq-cart-page']);

/** The elements that show the page's heading (their light DOM) until they draw their own, and contain its margins. */
const HEADED_ELEMENTS = ['sq-cart-page', 'sq-reviews-request'];

function elementsCss(): string[] {
  return [
    // The cart indicator: its link, a square pointer target.
    rule('sq-cart-indicator:not(:defined)', {
      display: 'inline-flex',
      'vertical-align': 'middle',
      'min-width': `${TOUCH_TARGET_PX}px`,
      'min-height': `${TOUCH_TARGET_PX}px`,
    }),
    // The donate button: one line of its label, at least a pointer target tall.
    rule('sq-donation:not(:defined)', { display: 'inline-flex', 'vertical-align': 'middle', 'min-height': `${TOUCH_TARGET_PX}px` }),
    // The member area: its forms, as they stay.
    rule('sq-member-area:not(:defined)', { display: 'block' }),
    // The pricing toggle: the toggle above the children, and only the chosen period's prices. Where
    // no script will run, no toggle comes: both periods show, each under its own label.
    rule('sq-pricing-toggle:not(:defined)', { display: 'block' }),
    `@media (scripting: enabled){${[
      rule('sq-pricing-toggle:not(:defined)::before', {
        content: "''",
        display: 'block',
        height: `${PRICING_TOGGLE_HEIGHT_PX}px`,
        'margin-bottom': space(3),
      }),
      rule('sq-pricing-toggle:not([value="annual"]):not(:defined) [data-billing="annual"]', { display: 'none' }),
      rule('sq-pricing-toggle[value="annual"]:not(:defined) [data-billing="monthly"]', { display: 'none' }),
    ].join('')}}`,
    // The elements drawn from data (a definition, a product, a cart): the height the page reserves for them, before and after the upgrade.
    `@property ${RESERVED_HEIGHT}{syntax:'<length>';inherits:false;initial-value:0px}`,
    rule(`:is(${RESERVING_ELEMENTS.join(',')}):not(:defined)`, { display: 'block' }),
    rule(`:is(${RESERVING_ELEMENTS.join(',')})`, { 'min-height': `var(${RESERVED_HEIGHT})` }),
    // The cart and the review screen keep their fallback heading's margins inside them, as their views do.
    rule(`:is(${HEADED_ELEMENTS.join(',')}):not(:defined)`, { display: 'flow-root' }),
    // A tooltip's host is an inline block (its style sheet's :host), so its line keeps its height as it upgrades.
    rule('sq-tooltip:not(:defined)', { display: 'inline-block' }),
    // A block's content as plain markup (src/shared/blocks), for browsers that run no scripts: where scripts run, the element draws it.
    `@media (scripting: enabled){${rule('.sq-fallback', { display: 'none' })}}`,
    // The popup overlay's content shows in the overlay, never in the page's flow; without scripts it stays where the page put it.
    `@media (scripting: enabled){${rule('sq-popup-overlay:not(:defined)', { display: 'none' })}}`,
    // The marquee: where no script runs, or nothing will move, its items wrap, all in view; where it
    // will move, one row, as tall as its tallest item, that the element then scrolls.
    rule('sq-marquee:not(:defined)', {
      display: 'flex',
      'flex-wrap': 'wrap',
      'align-items': 'center',
      gap: `${MARQUEE_ROW_GAP} var(--sq-marquee-gap, ${MARQUEE_GAP})`,
    }),
    `@media (scripting: enabled) and (prefers-reduced-motion: no-preference){${[
      rule('sq-marquee:not(:defined)', { 'flex-wrap': 'nowrap', overflow: 'hidden' }),
      rule('sq-marquee:not(:defined) > *', { flex: 'none' }),
    ].join('')}}`,
    // The announcement bar a page puts where it goes: one line of text beside the dismiss button, above its light DOM.
    rule('sq-announcement-bar:not(:defined)', { display: 'block' }),
    rule('sq-announcement-bar:not(:defined)::before', { content: "''", display: 'block', height: `${TOUCH_TARGET_PX}px` }),
    // The video: the site's poster at the video's ratio (its width and height attributes), a link to the video with a play
    // symbol; the element draws the same box. The link's text names it for assistive technology only.
    rule('sq-video', { display: 'block', position: 'relative' }),
    rule('sq-video .video-link', { display: 'block', position: 'relative', background: '#1b1b1b' }),
    rule('sq-video img', { display: 'block', width: '100%', height: 'auto', 'object-fit': 'cover' }),
    rule('sq-video[mode="fit" i] img', { 'object-fit': 'contain' }),
    rule('sq-video[mode="none" i] img', { 'object-fit': 'none' }),
    rule('sq-video .video-link-text', VISUALLY_HIDDEN),
    rule('sq-video:not(:defined) .video-link::after', {
      content: "''",
      position: 'absolute',
      left: '50%',
      top: '50%',
      width: '66px',
      height: '46px',
      translate: '-50% -50%',
      'border-radius': '12px',
      background: 'rgb(0 0 0/.72)',
    }),
    // The embed: its frame across the block, at its height attribute until it reports its own.
    rule('sq-embed', { display: 'block' }),
    rule('sq-embed iframe', { display: 'block', width: '100%', border: '0' }),
    rule('sq-video:not(:defined) .video-link::before', {
      content: "''",
      position: 'absolute',
      'z-index': '1',
      left: 'calc(50% - 6px)',
      top: 'calc(50% - 10px)',
      'border-style': 'solid',
      'border-width': '10px 0 10px 18px',
      'border-color': 'transparent transparent transparent #fff',
    }),
    ...audioCss(),
    // The map: its static picture at the map's ratio, then the address; the element draws its tiles over the same box.
    rule('sq-map', { display: 'block' }),
    rule('sq-map .map-static', { display: 'block', width: '100%', height: 'auto', 'aspect-ratio': MAP_ASPECT_RATIO, 'object-fit': 'cover' }),
    rule('sq-map .map-address', { display: 'block', 'font-style': 'normal', 'margin-top': space(3) }),
    ...reservationCss(),
    ...chartCss(),
  ];
}

/**
 * The chart: where a script will draw it, the box it draws at (its ratio, a pie's wider, square on a phone), its
 * table there for assistive technology only; without scripts, the table.
 */
function chartCss(): string[] {
  const chart = 'sq-chart:not(:defined)';
  return [
    rule('sq-chart', { display: 'block', position: 'relative' }),
    `@media (scripting: enabled){${[
      rule(chart, { 'aspect-ratio': CHART_ASPECT_RATIO }),
      rule(`sq-chart[variant="pie" i]:not(:defined)`, { 'aspect-ratio': CHART_PIE_ASPECT_RATIO }),
      `@media (max-width: ${MOBILE_BREAKPOINT_MAX_PX}px){${rule(`${chart},sq-chart[variant="pie" i]:not(:defined)`, { 'aspect-ratio': CHART_NARROW_ASPECT_RATIO })}}`,
      rule(`${chart}>table`, { ...VISUALLY_HIDDEN, top: '0', left: '0' }),
    ].join('')}}`,
  ];
}

/**
 * The audio player's box around its tracks, with or without scripts. Where scripts run, the now-playing
 * and seek rows above the list, and a track row for each list item (none for a single track), as
 * the player draws them; the `<audio>` controls show only where no script will run.
 */
function audioCss(): string[] {
  const audio = 'sq-audio:not(:defined)';
  const border = `var(--sq-audio-border-color,${color('gray', 200)})`;
  return [
    rule(audio, {
      display: 'block',
      'box-sizing': 'border-box',
      padding: `${AUDIO_INSET_PX}px`,
      border: `${AUDIO_BORDER_PX}px solid ${border}`,
      'border-radius': radius(2),
    }),
    rule(`${audio} audio`, { display: 'block', width: '100%' }),
    `@media (scripting: enabled){${[
      rule(`${audio}::before`, { content: "''", display: 'block', height: `${AUDIO_HEAD_PX + AUDIO_GAP_PX + AUDIO_SEEK_PX}px` }),
      rule(`${audio} :is(ol,ul)`, { margin: `${AUDIO_GAP_PX}px 0 0`, padding: '0', 'list-style': 'none', 'border-top': `1px solid ${border}` }),
      rule(`${audio} :is(ol,ul):has(>li:only-child)`, { display: 'none' }),
      rule(`${audio} li`, {
        display: 'flex',
        'align-items': 'center',
        gap: '12px',
        height: `${AUDIO_TRACK_PX}px`,
        padding: '0 8px',
        margin: '0',
        overflow: 'hidden',
        'white-space': 'nowrap',
      }),
      rule(`${audio} audio`, { display: 'none' }),
    ].join('')}}`,
    // The image block: its layout, as the element's own styles draw it.
    // Without scripts a lazy picture is its <noscript> copy (the <img data-src> never loads): laid out as the picture.
    imageLayoutCss({
      host: (condition = '') => `sq-image${condition}:not(:defined)`,
      child: (host, selector) =>
        selector === IMAGE_TEXT
          ? `${host}>:not(img,noscript)`
          : selector === 'img' || selector === '*'
            ? `:is(${host}>${selector},${host}>noscript>img)`
            : `${host}>${selector}`,
      before: (host) => `${host}::before`,
    }),
    `@media (scripting:none){${rule(`sq-image>${AWAITING_SOURCE}`, { display: 'none' })}${rule('sq-image>noscript', { display: 'contents' })}}`,
    // The shape: its SVG at its own size, never wider than its column.
    rule('sq-shape:not(:defined)', { display: 'block' }),
    SHAPE_CSS('sq-shape:not(:defined)>svg'),
    // Scaled text: one line at the page's size, in the height the element keeps.
    SCALED_TEXT_CSS.page,
  ];
}

/**
 * The reservation block: the container its own and the site's column-mode and wide-theme rules
 * query, and where scripts run, the notice row the element draws above the booking link.
 */
function reservationCss(): string[] {
  return [
    rule('sq-reservation', { display: 'block', container: 'sq-reservation/inline-size' }),
    `@media (scripting: enabled){${rule('sq-reservation:not(:defined)::before', {
      content: "''",
      display: 'block',
      height: `${RESERVATION_NOTICE_PX}px`,
      'margin-bottom': `${RESERVATION_NOTICE_GAP_PX}px`,
    })}}`,
  ];
}

const HEADINGS = ':is(h2,h3,h4,h5,h6)';
/** Visible to assistive technology only. */
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', 'clip-path': 'inset(50%)', 'white-space': 'nowrap' };
const FOCUS_RING = { outline: '3px solid var(--sq-focus-color,#fd0)' };
/** The room an accordion button keeps at its end for its arrow. */
const ARROW_ROOM = `calc(${space(3)} + .45em)`;

/**
 * The content blocks whose interactive parts are light DOM (the accordion's buttons, the menu's
 * tabs) look here, before and after the upgrade alike; where scripts will run, the panels they
 * will close are closed from the first paint.
 */
function contentBlocksCss(): string[] {
  const panel = 'sq-accordion>:nth-child(2n)';
  return [
    rule('sq-accordion,sq-menu,sq-button', { display: 'block' }),
    // Plain wrapping, on the heading and on its button alike: browsers balance a heading's lines, and not always a button's.
    rule(`sq-accordion>${HEADINGS}`, {
      margin: '0',
      padding: `${ACCORDION_HEADING_PADDING_PX}px 0`,
      'border-top': '1px solid var(--sq-accordion-border,#0003)',
      'text-wrap': 'wrap',
    }),
    rule(`sq-accordion>${HEADINGS}:has(>.sq-accordion-trigger)`, { padding: '0' }),
    rule(`${panel}:not([hidden])`, { display: 'flow-root' }),
    // A block like the heading it replaces, with the arrow's room kept at its end: its text wraps as the heading's did.
    rule('.sq-accordion-trigger', {
      display: 'block',
      position: 'relative',
      'box-sizing': 'border-box',
      width: '100%',
      margin: '0',
      padding: `${ACCORDION_HEADING_PADDING_PX}px 0`,
      'padding-inline-end': ARROW_ROOM,
      border: '0',
      background: 'none',
      color: 'inherit',
      font: 'inherit',
      'text-align': 'start',
      'text-wrap': 'wrap',
      cursor: 'pointer',
    }),
    rule('.sq-accordion-trigger::after', {
      content: "''",
      position: 'absolute',
      'inset-inline-end': '2px',
      top: '50%',
      'box-sizing': 'border-box',
      width: '.45em',
      height: '.45em',
      border: 'solid',
      'border-width': '0 2px 2px 0',
      transform: 'translateY(-75%) rotate(45deg)',
      transition: 'transform .25s',
    }),
    rule('.sq-accordion-trigger[aria-expanded=true]::after', { transform: 'translateY(-25%) rotate(-135deg)' }),
    rule(':is(.sq-accordion-trigger,.sq-menu-tab):focus-visible', { ...FOCUS_RING, 'outline-offset': '-3px' }),
    `@media (prefers-reduced-motion:reduce){${rule('.sq-accordion-trigger::after', { transition: 'none' })}}`,
    rule('.sq-menu-tabs', {
      display: 'flex',
      'box-sizing': 'border-box',
      height: `${MENU_TABS_HEIGHT_PX}px`,
      'margin-bottom': space(4),
      'overflow-x': 'auto',
      'overflow-y': 'hidden',
      'scrollbar-width': 'none',
      'border-bottom': '1px solid var(--sq-accordion-border,#0003)',
    }),
    rule('.sq-menu-tab', {
      flex: 'none',
      padding: `0 ${space(3)}`,
      border: '0',
      'border-bottom': '3px solid transparent',
      background: 'none',
      color: 'inherit',
      font: 'inherit',
      'white-space': 'nowrap',
      cursor: 'pointer',
    }),
    rule('.sq-menu-tab[aria-selected=true]', { 'border-color': 'var(--sq-menu-tab-selected-color,currentColor)', 'font-weight': '600' }),
    rule(`sq-menu>[role=tabpanel]>${HEADINGS}:first-child`, VISUALLY_HIDDEN),
    rule('sq-button[alignment=center i]', { 'text-align': 'center' }),
    rule('sq-button[alignment=right i]', { 'text-align': 'right' }),
    rule('sq-button[size=small i]>*', { 'font-size': '.875em' }),
    rule('sq-button[size=large i]>*', { 'font-size': '1.25em' }),
    `@media (scripting:enabled){${[
      rule(`sq-accordion:not(:defined)>:nth-child(2n)`, { display: 'none' }),
      rule(`sq-accordion[first-open]:not(:defined)>:nth-child(2)`, { display: 'flow-root' }),
      // The room the button's arrow will take, so that no heading wraps differently once it has its button.
      rule(`sq-accordion:not(:defined)>${HEADINGS}`, { 'padding-inline-end': ARROW_ROOM }),
      rule('sq-menu:not(:defined)::before', { content: "''", display: 'block', height: `${MENU_TABS_HEIGHT_PX}px`, 'margin-bottom': space(4) }),
      rule('sq-menu:not(:defined)>:not(:first-child)', { display: 'none' }),
      rule(`sq-menu:not(:defined)>*>${HEADINGS}:first-child`, VISUALLY_HIDDEN),
    ].join('')}}`,
  ];
}

/**
 * The cookie banner the server draws into the page's light DOM: the element's own look, so it shows
 * at first paint and nothing changes when the element takes it over (through a slot).
 */
function cookieBannerLightCss(): string {
  return cookieBannerCss('sq-cookie-banner', 'sq-cookie-banner ', { served: true })
    .replace(/\/\*[^]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/([{;][a-z-]+): /g, '$1:')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * The follow and share links look the same before and after the upgrade (pills a pointer target
 * tall); where scripts run, the room for the follow glyph and for the share buttons' row is kept
 * from the first paint.
 */
function socialCss(): string[] {
  const pill = {
    display: 'inline-flex',
    'align-items': 'center',
    'min-height': `${TOUCH_TARGET_PX}px`,
    padding: `0 ${FOLLOW_ICON_INSET}`,
    border: '1px solid currentColor',
    'border-radius': '999px',
    color: 'inherit',
    'font-weight': '600',
    'text-decoration': 'none',
  };
  return [
    rule('sq-follow-button', { display: 'inline-block', 'vertical-align': 'middle' }),
    rule('sq-share', { display: 'block' }),
    rule('sq-share>ul', { display: 'flex', 'flex-wrap': 'wrap', gap: space(2), margin: '0', padding: '0', 'list-style': 'none' }),
    rule('sq-follow-button>a,sq-share a', pill),
    rule(':is(sq-follow-button>a,sq-share a):focus-visible', {
      ...FOCUS_RING,
      'outline-offset': '2px',
      'box-shadow': '0 0 0 2px #000',
    }),
    `@media (scripting:enabled){${[
      rule('sq-follow-button>a', { 'padding-inline-start': FOLLOW_TEXT_INSET }),
      rule('sq-share:not(:defined)::after', { content: "''", display: 'block', height: `${TOUCH_TARGET_PX}px`, 'margin-top': space(2) }),
    ].join('')}}`,
  ];
}

/**
 * A summary: its light-DOM list in its design (before and after upgrade; images at the block's ratio
 * through the gallery's image-aspect-ratio rules), and room below, until the element upgrades, for
 * the 'Load more' button or the carousel's controls.
 */
function summaryCss(): string[] {
  const host = (selector = '') => `sq-summary${selector}:not(:defined)`;
  // The 'Load more' button or the carousel's controls: a touch target below a gap.
  const controls = `${TOUCH_TARGET_PX + SUMMARY_GAP_PX}px`;
  return [
    summaryLayoutCss().trim(),
    rule(host('[design="carousel" i]'), { overflow: 'hidden', 'padding-bottom': controls }),
    rule(`${host(':not([design="carousel" i])')}:has(>.summary-items[data-next-cursor])`, { 'padding-bottom': controls }),
  ];
}

/** The whole stylesheet, one rule a line; the block animations' states come last. */
export function preUpgradeCss(): string {
  return `/* sq-elements: the size of each element before its code has run. */\n${[...galleryCss(), ...elementsCss(), ...contentBlocksCss(), cookieBannerLightCss(), ...socialCss(), ...CALENDAR_CSS, ...summaryCss(), SEARCH_CSS.trim(), blockAnimationCss()].join('\n')}\n`;
}
