/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Button } from '../react/Button/Button.js';
import { BUTTON_ALIGNMENTS, BUTTON_SIZES } from '../shared/button/button.js';
import { styles } from './sq-button.styles.js';

/**
 * The button block: a real link in the light DOM (a plain button where there is no click-through
 * URL), there before and without JavaScript. The click-through URL must pass the site's link
 * rules; one that does not logs an error and the page's own link stays. Each button is counted
 * once rendered and on every click (the census `button-render` and `button-click` calls, 2.5 s
 * time-out), only once the site's analytics run: under a restrictive cookie policy, not before
 * the visitor consents. Any other element marked `data-sq-button="id"` (with optional
 * `data-sq-button-alignment`, `-size` and `-context`) is still counted the same way by `<sq-site>`.
 *
 * @summary A call-to-action link that the site's analytics count.
 * @slot - The link (`<a href>`) or button; made from `button-text` and `clickthrough-url` when missing.
 */
export class SqButton extends element({
  view: Button,
  styles,
  props: {
    /** The button's text; by default the text of the page's link. */
    buttonText: prop.string(),
    /** Where the button goes: an http(s) URL, a site path, an anchor, mailto, tel or sms link, as the link rules allow. */
    clickthroughUrl: prop.string(),
    /** `left` (default), `center` or `right`. */
    alignment: prop.enum(BUTTON_ALIGNMENTS),
    /** `small`, `medium` (default) or `large`. */
    size: prop.enum(BUTTON_SIZES),
    /** The link opens in a new window. */
    newWindow: prop.boolean({ optional: true }),
  },
}) {}

defineElement('sq-button', SqButton);
