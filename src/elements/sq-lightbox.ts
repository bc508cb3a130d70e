/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Lightbox } from '../react/Lightbox/Lightbox.js';
import type { LightboxItem } from '../shared/gallery/lightbox-items.js';
import type { LightboxTheme } from '../shared/gallery/options.js';
import { styles } from './sq-lightbox.styles.js';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- named by the @fires tags the manifest analyzer reads
import type { LightboxCloseDetail, LightboxOpenDetail } from '../shared/events/index.js';

/**
 * A lightbox: a modal overlay showing one image of a set at a time, with close, previous, next and
 * caption-toggle controls. It fades in over 0.6 s on an overlay of opacity 0.95, traps focus and gives it
 * back to the opener; it closes on the close control, Escape, a click outside the image, the browser's
 * back button or `open` turned off. Left and right arrow keys (throttled to one step per 200 ms), clicks
 * on the image's left or right half and swipes move through the set, wrapping on desktop but not on
 * mobile. `<sq-gallery>` opens one for its items; it works on its own with an `items` list too.
 *
 * @summary Modal image viewer with keyboard, click-zone and swipe navigation.
 * @fires {CustomEvent<LightboxOpenDetail>} sq-lightbox-open - The lightbox opened at this item.
 * @fires {CustomEvent<LightboxCloseDetail>} sq-lightbox-close - The lightbox closed at this item (it then fades out).
 * @csspart dialog - The full-window dialog.
 * @csspart overlay - The backdrop behind the image.
 * @csspart image - The current image.
 * @csspart caption - The current item's caption; it hides after 500 ms without mouse movement.
 * @csspart close - The close control.
 * @csspart previous - The previous control.
 * @csspart next - The next control.
 * @csspart disabled - A previous or next control that cannot move (at an end, on mobile).
 * @csspart caption-toggle - The control that hides and shows the caption.
 * @cssprop --sq-lightbox-color - Colour of the controls and caption text (defaults by theme).
 * @cssprop --sq-lightbox-background - Colour of the overlay (defaults by theme).
 * @cssprop --sq-lightbox-overlay-opacity - Opacity of the overlay (0.95).
 * @cssprop --sq-lightbox-control-size - Size of the controls (44px).
 * @cssprop --sq-lightbox-caption-font-size - Font size of the caption.
 */
export class SqLightbox extends element({
  view: Lightbox,
  styles,
  props: {
    /** The set, as JSON or an array: [{ src, srcset?, width?, height?, alt, caption?, thumbnail? }]; thumbnail, an already loaded smaller copy, shows at once until src has loaded; items without a usable src are left out and logged. */
    items: prop.json<LightboxItem[]>({ shape: 'array' }),
    /** Shows the lightbox; it turns itself off when the visitor closes it. */
    open: prop.boolean(),
    /** The item shown when it opens, from 0; changing it while open moves there. */
    index: prop.number({ fallback: 0 }),
    /** The colours: dark (default), or light. */
    theme: prop.string<LightboxTheme>({ fallback: 'dark' }),
    /** The dialog's accessible name (default 'Image viewer'). */
    label: prop.string(),
  },
}) {}

defineElement('sq-lightbox', SqLightbox);
