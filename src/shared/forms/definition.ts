/** A form definition as the element receives it: checked by the one form schema, each field cut to its type's editable properties. */
import { effectiveFields, type FormDefinition, type FormField } from './fields.js';
import { EDITABLE_PROPERTIES, FORM_PROPERTY_KINDS, formDefinitionProblems, isRecord } from './definition-schema.js';

export { EDITABLE_PROPERTIES } from './definition-schema.js';

/** What an element renders: the definition without the server's bookkeeping. */
export type RenderedForm = Omit<FormDefinition, 'id' | 'name'> & { id?: string; name?: string };

export class FormDefinitionError extends Error {
  override readonly name = 'FormDefinitionError';
}

/**
 * Checks a definition against the form schema; throws FormDefinitionError when it is not an object
 * with a list of fields. Whatever else breaks the schema is left out with a console warning: a
 * field without an id, with a repeated id or an unknown type; a property of the wrong kind, a
 * missing title (drawn empty), a submit button text over the limit.
 */
export function parseFormDefinition(input: unknown): RenderedForm {
  const problems = formDefinitionProblems(input);
  const refused = problems.find((problem) => problem.field === undefined && problem.property === undefined);
  if (refused || !isRecord(input) || !Array.isArray(input.fields))
    throw new FormDefinitionError(`a form definition ${refused?.message ?? 'needs a fields array'}`);
  // What the schema leaves out, as 'field/property': '2/undefined' skips fields[2], 'undefined/captcha' drops the form's captcha.
  const left = new Set<string>();
  for (const { message, field, property } of problems) {
    console.warn(`<sq-form>: ${message}; ${property ? 'leaving it out' : 'skipping it'}.`);
    left.add(`${field}/${property}`);
  }
  const kept = (at: number | undefined, name: string, value: unknown) => value !== undefined && value !== null && !left.has(`${at}/${name}`);
  const form: Record<string, unknown> = {};
  for (const name of Object.keys(FORM_PROPERTY_KINDS)) if (kept(undefined, name, input[name])) form[name] = input[name];
  const fields: FormField[] = [];
  input.fields.forEach((given: unknown, at) => {
    if (left.has(`${at}/undefined`)) return;
    const source = given as FormField;
    const field: Record<string, unknown> = { id: source.id, type: source.type, title: kept(at, 'title', source.title) ? source.title : '' };
    for (const name of EDITABLE_PROPERTIES[source.type]) if (kept(at, name, source[name])) field[name] = source[name];
    fields.push(field as unknown as FormField);
  });
  return { ...(form as Omit<RenderedForm, 'fields'>), fields: effectiveFields({ fields }) };
}

/** The redirect after success: `successRedirect`, or the site definition's `postSubmitRedirect`. */
export const successRedirectOf = (form: RenderedForm): string | undefined => form.successRedirect || form.postSubmitRedirect || undefined;
