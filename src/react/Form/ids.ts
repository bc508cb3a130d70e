/** Element ids inside the form's shadow root, derived from field ids (unique in their form). */
export const controlId = (fieldId: string, part?: string) => (part === undefined ? `sq-field-${fieldId}` : `sq-field-${fieldId}-${part}`);
export const errorId = (fieldId: string) => `sq-field-${fieldId}-error`;
export const descriptionId = (fieldId: string) => `sq-field-${fieldId}-description`;
export const counterId = (fieldId: string) => `sq-field-${fieldId}-counter`;

export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
