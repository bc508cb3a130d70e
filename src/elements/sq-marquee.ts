/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Marquee } from '../react/Marquee/Marquee.js';
import { MARQUEE_DIRECTION_ALIASES, MarqueeDirection } from '../shared/marquee/marquee.js';
import { styles } from './sq-marquee.styles.js';

/**
 * A row of content (text, links, logos) that scrolls sideways without end. The content is the
 * element's children, which the page shows without JavaScript wrapped, all in view; the element
 * lays them out in one row, adds copies after it (hidden from assistive technology and inert) so the row joins
 * up, and moves it with a transform. It moves only while on screen and holds while keyboard focus
 * is in it; a control over its end stops and starts it. Under reduced motion, or narrower than 50
 * px, it stays still and the content wraps.
 *
 * @summary Scrolling row of content, with a stop control, still under reduced motion.
 * @slot - The content: its children are the row's items.
 * @csspart viewport - The region the row scrolls in.
 * @csspart track - The moving row: the content and its copies.
 * @csspart control - The button that stops the row and starts it again.
 * @cssprop --sq-marquee-gap - Space between items (2rem).
 * @cssprop --sq-marquee-control-color - Colour of the control's icon (white).
 * @cssprop --sq-marquee-control-background - Background of the control (black at 73%).
 */
export class SqMarquee extends element({
  view: Marquee,
  styles,
  observeLightDom: true,
  props: {
    /** Waves per content width when wave-intensity is above 0 (1). */
    waveFrequency: prop.number(),
    /** How far items bob up and down as they move, in px (0: a straight row). */
    waveIntensity: prop.number(),
    /** Which way the row moves: left (default; also -1) or right (also 1). */
    animationDirection: prop.enum<MarqueeDirection>(Object.values(MarqueeDirection), { aliases: MARQUEE_DIRECTION_ALIASES }),
    /** Speed: 1 (default) is 50 px a second; from 0.1 to 20. */
    animationSpeed: prop.number(),
    /** The row holds while the pointer is over it. */
    pausedOnHover: prop.boolean(),
  },
}) {}

defineElement('sq-marquee', SqMarquee);
