/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Gallery } from '../react/Gallery/Gallery.js';
import { styles } from './sq-gallery.styles.js';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- named by the @fires tags the manifest analyzer reads
import type { LightboxCloseDetail, LightboxOpenDetail, ReachedBeginningDetail, ReachedEndDetail, SlideChangeDetail } from '../shared/events/index.js';
import type { GalleryDesignName, StackedTransition } from '../shared/gallery/designs.js';
import { MetaPosition } from '../shared/gallery/meta.js';
import {
  ACTIVE_ALIGNMENT_ALIASES,
  ActiveSlideClickBehavior,
  ClickBehavior,
  ColumnBehavior,
  ImageFit,
  StripAlignment,
  type LightboxTheme,
} from '../shared/gallery/options.js';
import { galleryAttributeProblem as invalid } from '../shared/gallery/settings.js';

/**
 * An image gallery in one of eight designs. Its slides are its light-DOM children, which the page shows
 * without JavaScript; the element lays them out from their known dimensions, so nothing shifts as images
 * load. Settings come from attributes or from gallery block data in a `block-json` attribute;
 * attributes win. Each setting is a typed property (number, boolean or one of a set of values) read from
 * its attribute by the element factory. Boolean settings are on when present (or `"true"`) and off with
 * `"false"`, so a design's default can be turned off; unset, the design's default applies. A gallery item opens `<sq-lightbox>` on click, Enter or Space,
 * unless it has a click-through URL; the lightbox's code loads on first open.
 *
 * @summary Image gallery: grid, auto grid, auto columns, auto rows, carousel, list, slideshow and slider designs, with a lightbox.
 * @slot - Slides: elements with `data-type` (image or video), `data-slide-id`, `data-slide-url`, `data-click-through-url`, `data-src`, `data-image-dimensions` ('WIDTHxHEIGHT') and `data-image-focal-point` ('x,y'), each holding an `<img>` with alt text and an optional `<figcaption>`.
 * @fires {CustomEvent<SlideChangeDetail>} sq-slide-change - The current slide changed; id is the slide's data-slide-id, else its data-slide-url.
 * @fires {CustomEvent<ReachedEndDetail>} sq-reached-end - Next was asked for at the last slide of a gallery that does not loop.
 * @fires {CustomEvent<ReachedBeginningDetail>} sq-reached-beginning - Previous was asked for at the first slide of a gallery that does not loop.
 * @fires {CustomEvent<LightboxOpenDetail>} sq-lightbox-open - The lightbox opened at this item.
 * @fires {CustomEvent<LightboxCloseDetail>} sq-lightbox-close - The lightbox closed at this item.
 * @csspart gallery - The box that reserves the gallery's height.
 * @csspart track - The row of slide frames (moved by the carousel and slider designs).
 * @csspart slide - The frame each slide is placed in.
 * @csspart active - The current slide's frame, and the current thumbnail, in designs with a current slide.
 * @csspart previous - The previous control (carousel, slideshow, slider).
 * @csspart next - The next control.
 * @csspart disabled - A previous or next control at an end of a gallery that does not loop.
 * @csspart autoplay-toggle - The control that stops autoplay and starts it again, shown while autoplay is on.
 * @csspart thumbnails - The slideshow's linked thumbnail strip.
 * @csspart thumbnail - A thumbnail button in the strip.
 * @csspart lightbox - The gallery's `<sq-lightbox>`; its parts are also offered as lightbox-dialog, lightbox-overlay, lightbox-image, lightbox-caption, lightbox-close, lightbox-previous, lightbox-next and lightbox-caption-toggle.
 * @cssprop --sq-gallery-control-size - Size of the previous and next controls (44px).
 * @cssprop --sq-gallery-control-color - Colour of the control icons.
 * @cssprop --sq-gallery-control-background - Background of the controls.
 * @cssprop --sq-gallery-focus-color - Focus ring colour of slides and controls.
 * @cssprop --sq-gallery-focus-contrast-color - The ring edging the focus ring, so that one of the two stands out from any image (white).
 * @cssprop --sq-gallery-meta-gap - Space between the image and its caption in the list design.
 */
export class SqGallery extends element({
  view: Gallery,
  styles,
  observeLightDom: true,
  props: {
    /** Gallery block data as JSON text: the settings below under their block-data keys, camelCase for most (design, imageAspectRatio, slidesPerRow, …) and kebab-case for the autoplay, alignment and thumbnail ones (autoplay-duration, active-alignment, thumbnails-per-row, …); unparseable data logs 'Error decoding gallery block data.' and is ignored. */
    blockJson: prop.string(),
    /** The layout: grid, auto-grid, auto-columns, auto-rows, carousel, list, slideshow or slider (stacked draws one column); case, spaces and hyphens do not matter, and an unknown name shows the slides unlaid and logs an error. */
    design: prop.string<GalleryDesignName>(),
    /** Height as a percentage of width for every slide (50 is twice as wide as tall), or auto for each slide's own ratio. */
    imageAspectRatio: prop.string<'auto' | `${number}`>(),
    /** Slides per row: grid (4) and carousel (3); both get 3 below 724 px and 2 below 480 px wide. */
    slidesPerRow: prop.number({ invalid }),
    /** Whether items open the lightbox; on by default in grid and auto-rows. */
    lightbox: prop.boolean({ optional: true }),
    /** The lightbox's colours: light, or dark (the default) for any other value. */
    lightboxTheme: prop.string<LightboxTheme>(),
    /** The slides mix images with other content (videos, text): a slide without an <img> is content, not reported as a missing image. */
    mixedContent: prop.boolean({ optional: true }),
    /** Column width in px for auto-grid and auto-columns (250); text is read as an integer. */
    columnWidth: prop.number({ leadingInteger: true, invalid }),
    /** How auto-grid and auto-columns round the column count: min (default) down, max up. */
    columnBehavior: prop.enum<ColumnBehavior>(Object.values(ColumnBehavior), { invalid }),
    /** Space between slides in px (auto-rows 20, carousel 1, others 0). */
    gutter: prop.number({ invalid }),
    /** Percentage of the width the list design gives the image (50); the caption gets the rest. */
    listImageSize: prop.number({ invalid }),
    /** Target row height in px for auto-rows (250). */
    rowHeight: prop.number({ invalid }),
    /** Advances by itself (carousel, slideshow, slider) with a control to stop it; held while hovered or while keyboard focus is inside, off with ?nomotion=true or reduced motion. */
    autoplay: prop.boolean({ optional: true }),
    /** Seconds per slide when autoplaying (5). */
    autoplayDuration: prop.number({ invalid }),
    /** Autoplay goes to a random other slide. */
    randomize: prop.boolean({ optional: true }),
    /** Where the slider puts its current slide: left, center (default) or right; also start, middle, end. */
    activeAlignment: prop.enum<StripAlignment>(Object.values(StripAlignment), { invalid, aliases: ACTIVE_ALIGNMENT_ALIASES }),
    /** Overrides slides-per-row in the grid design. */
    thumbnailsPerRow: prop.number({ invalid }),
    /** Square cells in the grid designs, images cropped to them around their focal points. */
    squareThumbs: prop.boolean({ optional: true }),
    /** The slideshow crops images to fill its area instead of showing them whole; with an auto ratio, the grid crops each row to its shortest slide. */
    autoCrop: prop.boolean({ optional: true }),
    /** The slideshow gets a linked thumbnail strip. */
    thumbnails: prop.boolean({ optional: true }),
    /** Thumbnail strip height in px (default: a tenth of the width). */
    thumbnailStripHeight: prop.number({ invalid }),
    /** Space above and between thumbnails in px, at most 5. */
    thumbnailStripMargin: prop.number({ invalid }),
    /** The slider's height as a percentage of its width (10 without an aspect ratio). */
    vSize: prop.number({ invalid }),
    /** Space between grid cells in px (20). */
    padding: prop.number({ invalid }),
    /** Where each slide's figcaption is drawn: top, center or bottom lays it over the image (it scrolls at 40% of the height when taller than 90%); in the list, left or right of the image (right), aligned top, center or bottom. Unset: not on the slide. */
    metaPosition: prop.enum<MetaPosition>(Object.values(MetaPosition), { invalid }),
    /** The slideshow's transition: fade (default), ken-burns or scroll; an unknown name shows the slides unlaid and logs an error. */
    transition: prop.string<StackedTransition>(),
    /** Transition length in seconds (slideshow 1, slider 0.5, carousel 0.3). */
    speed: prop.number({ invalid }),
    /** The slideshow's height follows the current slide (on by default). */
    autoHeight: prop.boolean({ optional: true }),
    /** A slideshow click goes next (default), previous, or by the half clicked (half). */
    clickBehavior: prop.enum<ClickBehavior>(Object.values(ClickBehavior), { invalid }),
    /** A click on the slider's current slide: stay (default), next or previous. */
    activeSlideClickBehavior: prop.enum<ActiveSlideClickBehavior>(Object.values(ActiveSlideClickBehavior), { invalid }),
    /** Next at the last slide goes to the first, and previous at the first to the last. */
    loop: prop.boolean({ optional: true }),
    /** Writes the current slide into the address as itemId with history.replaceState (never in the back-end editor). */
    history: prop.boolean({ optional: true }),
    /** The left and right arrow keys move the gallery (on by default). */
    keyboard: prop.boolean({ optional: true }),
    /** How images fill their frames: fit, fill or none, around the focal point (default: fit in a slideshow, fill elsewhere). */
    imageFit: prop.enum<ImageFit>(Object.values(ImageFit), { invalid }),
    /** The current slide, reflected as it changes in designs with one; set first, the slide shown when the address names none; set later, moves there. */
    currentIndex: prop.number(),
    /** The collection's URL: the deep link reads the last path segment after it, and history writes the slide after it. */
    collectionUrl: prop.string(),
  },
}) {}

defineElement('sq-gallery', SqGallery);
