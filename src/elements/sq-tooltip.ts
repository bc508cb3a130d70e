/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Tooltip } from '../react/Tooltip/Tooltip.js';
import { styles } from './sq-tooltip.styles.js';

/**
 * A tooltip for the element it wraps. It shows after the pointer rests on the trigger
 * for 1200 ms, 15 px from the pointer and 20 px inside the viewport's edges, 250 px wide; and at
 * once when the trigger takes focus. Leaving, blurring or Escape hides it. The trigger is
 * described by the text (`aria-describedby`), which stays in light DOM: a `slot="content"` child,
 * or one made from the `content` attribute, as text.
 *
 * @summary A tooltip shown on hover after a pause, or on focus; Escape hides it.
 * @slot - The trigger.
 * @slot content - The tooltip text; made from the `content` attribute when absent.
 * @csspart tooltip - The bubble (role tooltip).
 * @cssprop --sq-tooltip-width - Width of the bubble (250px).
 * @cssprop --sq-tooltip-color - Text colour.
 * @cssprop --sq-tooltip-background - Background colour.
 */
export class SqTooltip extends element({
  view: Tooltip,
  styles,
  props: {
    /** The tooltip text, drawn as text. */
    content: prop.string(),
    /** How long the pointer rests on the trigger before the tooltip shows, in ms. */
    showDelay: prop.number({ fallback: 1200 }),
  },
}) {}

defineElement('sq-tooltip', SqTooltip);
