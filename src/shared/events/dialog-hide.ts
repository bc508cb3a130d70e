/** Detail of `sq-dialog-hide`, dispatched by `<sq-dialog>` when it has finished hiding. */
export type DialogResult = 'confirm' | 'reject' | 'cancel';
export type DialogType = 'confirmation' | 'alert' | 'information';

export interface DialogHideDetail {
  /** How it was hidden: confirm (also an information popup hiding itself), reject, or cancel (Escape, a click outside). */
  result: DialogResult;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-dialog-hide': CustomEvent<DialogHideDetail>;
  }
}
