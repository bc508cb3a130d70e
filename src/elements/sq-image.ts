/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Image } from '../react/Image/Image.js';
import { IMAGE_CROPS, IMAGE_LAYOUTS } from '../shared/image/image.js';
import { styles } from './sq-image.styles.js';

/**
 * The image block: its picture is a real `<img>` child with `width`, `height` and `alt`, so the page
 * shows it and reserves its space before and without JavaScript. The element offers the picture in
 * the size steps 2500, 1500, 1000, 750, 500, 300 and 100 px and picks from its laid-out width, only
 * ever a bigger one (shrinking the window fetches nothing again); crops it around
 * `data-image-focal-point` ('x,y' fractions); loads an `<img data-src>` once it is within 200px of
 * the window, while a picture in the first screenful is never lazy. Until then its `src` may be a
 * `data:` placeholder, as valid HTML needs one: an empty SVG with the picture's `viewBox` keeps its
 * proportions and costs no request. As an `<img data-src>` never
 * loads without scripts, follow it with a `<noscript>` copy that has its `src`: the page's
 * stylesheet lays that out as the picture where scripts are off. Any other child is the picture's
 * text, placed by `layout`; under 415 px of width every layout stacks.
 *
 * @summary A picture with its text in one of six layouts, sized, cropped and lazily loaded.
 * @slot - The `<img>` and, after it, the text (a heading, a paragraph, a link).
 * @cssprop --sq-image-ratio - Width / height of a cropped picture's box; each layout has its own default.
 * @cssprop --sq-image-poster-color - Text colour on a poster.
 * @cssprop --sq-image-poster-shade - Background behind a poster's text.
 * @cssprop --sq-image-text-color - Text colour of the overlap card.
 * @cssprop --sq-image-text-background - Background of the overlap card.
 * @cssprop --sq-image-accent - The colour block of the collage.
 */
export class SqImage extends element({
  view: Image,
  styles,
  observeLightDom: true,
  props: {
    /** inline (default: the text under the picture), poster, card, overlap, collage or stack. */
    layout: prop.enum(IMAGE_LAYOUTS),
    /** `fill` covers the layout's box, cropped around the focal point; `fit` shows the whole picture in it; absent: the picture's own ratio. */
    crop: prop.enum(IMAGE_CROPS),
  },
}) {}

defineElement('sq-image', SqImage);
