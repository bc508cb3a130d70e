/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Accordion } from '../react/Accordion/Accordion.js';
import { styles } from './sq-accordion.styles.js';

/**
 * The accordion block, after the WAI-ARIA APG accordion pattern. Its children are pairs of a
 * heading (`h2` to `h6`) and the element after it, the panel: all readable without JavaScript.
 * The element puts a button (`aria-expanded`, `aria-controls`) inside each heading, so headings
 * stay in the page's heading list, and makes each panel a region labelled by its button. A toggle
 * animates for 250 ms (not under reduced motion); toggles made while one animates are ignored.
 * Closed panels are `hidden="until-found"` where the browser has it, so find-in-page opens them.
 * Up and Down move between the buttons, Home and End go to the first and the last.
 *
 * @summary Questions and answers, or any headed sections, that open and close.
 * @slot - Heading and panel pairs: each `h2`–`h6` child and the element after it.
 * @cssprop --sq-accordion-border - The line between items (sq-elements.css).
 */
export class SqAccordion extends element({
  view: Accordion,
  styles,
  observeLightDom: true,
  props: {
    /** Several items may be open at once; without it, opening one closes the others. */
    multiple: prop.boolean(),
    /** The first item starts open. */
    firstOpen: prop.boolean(),
  },
}) {}

defineElement('sq-accordion', SqAccordion);
