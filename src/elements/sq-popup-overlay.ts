/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { PopupOverlay } from '../react/PopupOverlay/PopupOverlay.js';
import type { PopupOverlaySettings } from '../shared/site/popup-overlay.js';
import { styles } from './sq-popup-overlay.styles.js';

/**
 * The site's popup overlay: the heading, message and button of its settings (`title`, `message`,
 * `buttonText` with `buttonUrl`, a link checked like any site link), then its light-DOM content,
 * shown in a modal over the page when the rules allow — enabled, with a style, not disabled on mobile (up to 432 px), not on a not-found,
 * splash or lock-screen page, not in screenshot mode (`?screenshot`), and not closed within the
 * last `frequency` days (-1: never again) nor submitted, unless `version` went up. With nothing to say (no
 * content from its settings, none of its own) it stays hidden. `style` `dark` draws it light on
 * dark. Closing (the close button or Escape), following its button and a form inside succeeding
 * (`sq-form-success`) are remembered in local storage under `sq-popup-overlay` (`date-closed`, `version`, `submitted`).
 *
 * @summary The site's popup overlay, shown by its display rules.
 * @slot - The overlay's own content (text, a form …), after its settings' heading, message and button.
 * @csspart title - The settings' heading.
 * @csspart message - The settings' message.
 * @csspart button - The settings' button (a link).
 * @csspart backdrop - The layer over the page.
 * @csspart overlay - The box (role dialog).
 * @csspart close - The close button.
 * @cssprop --sq-popup-overlay-width - Width of the box (560px).
 * @cssprop --sq-popup-overlay-color - Text colour.
 * @cssprop --sq-popup-overlay-background - Background of the box.
 * @cssprop --sq-popup-overlay-backdrop - Background of the backdrop.
 */
export class SqPopupOverlay extends element({
  view: PopupOverlay,
  styles,
  props: {
    /** Popup overlay settings (`isEnabled`, `disabledOnMobile`, `style`, `frequency` in days, `version`, `title`, `message`, `buttonText`, `buttonUrl`); the site context's `websiteSettings.popupOverlaySettings` by default. */
    settings: prop.json<PopupOverlaySettings>({ shape: 'object' }),
    /** The overlay's accessible name; 'Popup' by default. */
    label: prop.string(),
  },
}) {}

defineElement('sq-popup-overlay', SqPopupOverlay);
