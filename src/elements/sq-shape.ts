/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Shape } from '../react/Shape/Shape.js';
import { styles } from './sq-shape.styles.js';

/**
 * The shape block: an SVG shape sized and coloured from its attributes, at its own size and never
 * wider than its column. It is decorative (hidden from assistive technology) unless it has a
 * `label`, which names it as an image. Its light DOM (the same SVG, as the server draws it) shows
 * before the element runs, and instead of it when the attributes are unusable.
 *
 * @summary A decorative or labelled SVG shape: rectangle, rounded, ellipse, triangle, diamond, hexagon, star or arrow.
 * @slot - Fallback content: shown before the element runs and when its attributes are unusable.
 * @csspart shape - The SVG.
 */
export class SqShape extends element({
  view: Shape,
  styles,
  props: {
    /** rectangle, rounded, ellipse, triangle, diamond, hexagon, star or arrow. */
    shape: prop.string(),
    /** Width of the shape in px (1 to 4000); 200 by default. */
    width: prop.number(),
    /** Height of the shape in px (1 to 4000); the width by default. */
    height: prop.number(),
    /** Fill colour: #hex, rgb(), hsl() or a colour name; the text colour by default. */
    color: prop.string(),
    /** What the shape shows, for a shape that means something; without it the shape is decorative. */
    label: prop.string(),
  },
}) {}

defineElement('sq-shape', SqShape);
