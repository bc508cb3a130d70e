/** Detail of `sq-form-error`, dispatched from `<sq-form>` when validation or the submission fails. */
export interface FormErrorDetail {
  formId: string;
  /** The response status; 0 when the form did not get one (validation, no key, no connection). */
  status: number;
  /** The error message shown above the form. */
  message: string;
  /** Field id to the message shown above that field. */
  fieldErrors: Record<string, string>;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-form-error': CustomEvent<FormErrorDetail>;
  }
}
