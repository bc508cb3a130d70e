/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Dialog } from '../react/Dialog/Dialog.js';
import type { DialogType } from '../shared/events/dialog-hide.js';
import { styles } from './sq-dialog.styles.js';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- named by the @fires tags the manifest analyzer reads
import type { DialogHideDetail } from '../shared/events/index.js';

/**
 * A confirmation, alert or information popup. Shown while `open`; hidden by confirm,
 * reject or cancel (the Cancel button, Escape, or a click outside on the top dialog), after which
 * it dispatches `sq-dialog-hide` and removes itself unless `persist` is set. An information popup
 * hides itself after 2 s, which counts as confirm. Modal: focus is trapped inside and returned
 * when it hides. `confirm()`, `alert()` and `inform()` from `sq-elements/api` create one
 * and resolve with the result.
 *
 * @summary Confirmation, alert and information popups with a promise API.
 * @fires {CustomEvent<DialogHideDetail>} sq-dialog-hide - The dialog finished hiding; detail: how.
 * @csspart backdrop - The layer behind the dialog; a click on it cancels the top dialog.
 * @csspart dialog - The box (role alertdialog, or dialog for an information popup).
 * @csspart title - The heading.
 * @csspart message - The message.
 * @csspart actions - The box holding the buttons.
 * @csspart confirm - The confirm (OK) button.
 * @csspart reject - A confirmation's reject button, when `reject-text` is set.
 * @csspart cancel - A confirmation's Cancel button.
 * @cssprop --sq-dialog-width - Width of the box (350px).
 * @cssprop --sq-dialog-color - Text colour.
 * @cssprop --sq-dialog-background - Background of the box.
 * @cssprop --sq-dialog-backdrop - Background of the backdrop.
 * @cssprop --sq-dialog-accent - Background of the confirm button.
 * @cssprop --sq-dialog-accent-color - Text colour of the confirm button.
 */
export class SqDialog extends element({
  view: Dialog,
  styles,
  props: {
    /** The kind of popup: `confirmation` (default) asks, with confirm and Cancel buttons (and reject when `reject-text` is set); `alert` has one button; `information` hides itself after 2 s. Other text is a confirmation. */
    type: prop.string<DialogType>({ fallback: 'confirmation' }),
    /** The title, shown as the dialog's heading and naming it for assistive technology. */
    heading: prop.string(),
    /** The message under the title, drawn as plain text; it also describes the dialog for assistive technology. */
    message: prop.string(),
    /** The confirm button's text; 'OK' by default. */
    confirmText: prop.string(),
    /** A confirmation's reject button text; without it there is no reject button. */
    rejectText: prop.string(),
    /** Shows the dialog; removed when it has hidden. */
    open: prop.boolean(),
    /** Keeps the element in the page after it hides, instead of removing it. */
    persist: prop.boolean(),
  },
}) {}

defineElement('sq-dialog', SqDialog);
