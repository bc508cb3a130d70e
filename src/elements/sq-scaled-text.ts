/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { ScaledText } from '../react/ScaledText/ScaledText.js';
import { styles } from './sq-scaled-text.styles.js';

/**
 * Scaled text: its light-DOM text (a heading, usually) shrinks to fit its width on one line. A
 * binary search finds the largest font size from the text's own size (or a smaller `max`) down to 11 px;
 * where even 11 px does not fit, the text wraps at 11 px. It runs again 100 ms after the width last
 * changed and after fonts load; in between, the size follows the width in container units. The
 * element keeps the height the page drew the text at, so nothing below it moves. Without scripts
 * the text shows at the page's size and wraps.
 *
 * @summary Text that shrinks to fit its width on one line, down to 11 px.
 * @slot - The text to fit: a heading or a paragraph.
 */
export class SqScaledText extends element({
  view: ScaledText,
  styles,
  observeLightDom: true,
  props: {
    /** The largest font size in px, when smaller than the text's own size (it only ever shrinks); the text's own size by default. */
    max: prop.number(),
  },
}) {}

defineElement('sq-scaled-text', SqScaledText);
