/** A field's value as the runtime sends it. */
export type FieldValue = string | string[] | Record<string, string>;
export type FormValues = Record<string, FieldValue>;

/** Detail of `sq-form-success`, dispatched from `<sq-form>` after a submission is saved. */
export interface FormSuccessDetail {
  formId: string;
  /** Field id to the value sent. */
  values: FormValues;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-form-success': CustomEvent<FormSuccessDetail>;
  }
}
