/**
 * Confirmation, alert and information popups as promises: each call creates an
 * `<sq-dialog>`, shows it, and resolves with how it was hidden once it is gone.
 */
import type { DialogResult, DialogType } from '../shared/events/dialog-hide.js';

export interface DialogOptions {
  title: string;
  message?: string;
  /** The confirm button's text; 'OK' by default. */
  confirmText?: string;
  /** A confirmation's reject button; without it there is none. */
  rejectText?: string;
  /** Where the dialog goes; the document's body by default. */
  parent?: Element;
}

async function show(type: DialogType, { title, message, confirmText, rejectText, parent = document.body }: DialogOptions): Promise<DialogResult> {
  await import('../elements/sq-dialog.js');
  const dialog = document.createElement('sq-dialog');
  dialog.type = type;
  dialog.heading = title;
  if (message !== undefined) dialog.message = message;
  if (confirmText !== undefined) dialog.confirmText = confirmText;
  if (rejectText !== undefined) dialog.rejectText = rejectText;
  const hidden = new Promise<DialogResult>((resolve) => {
    dialog.addEventListener('sq-dialog-hide', (event) => resolve(event.detail.result), { once: true });
  });
  parent.append(dialog);
  dialog.open = true;
  return hidden;
}

/** A confirmation popup: resolves 'confirm', 'reject' or 'cancel'. */
export const confirm = (options: DialogOptions): Promise<DialogResult> => show('confirmation', options);

/** An alert: resolves 'confirm' when acknowledged, 'cancel' when dismissed. */
export const alert = (options: DialogOptions): Promise<DialogResult> => show('alert', options);

/** An information popup: hides itself after 2 s, which counts as 'confirm'. */
export const inform = (options: DialogOptions): Promise<DialogResult> => show('information', options);
