/** The form builder's calls to the owner routes (server/routes/config-forms.ts), through the runtime's one HTTP client. */
import { del, get, post, put } from '../api/request.js';
import { BUILDER_FORM_PROPERTIES, builderProperties } from './builder.js';
import type { FormDefinition, FormField } from './fields.js';

export const FORMS_API = '/api/config/forms';

export interface ListedBuilderForm {
  id: string;
  name: string;
  fieldCount: number;
  submissionCount: number;
  ownerEdited: boolean;
}

export interface BuilderOverview {
  /** The site's form-handler flags; a new form gets them. */
  formHandlerFlags: string[];
  forms: ListedBuilderForm[];
}

/** A form as the builder edits it: a new one has no id until it is saved. */
export type DraftForm = Omit<FormDefinition, 'id'> & { id?: string };

/** Every call shows its own message, so none opens the runtime's error overlay. */
const QUIET = { quiet: true } as const;

export const loadForms = (): Promise<BuilderOverview> => get<BuilderOverview>(FORMS_API, QUIET);

export async function loadForm(id: string): Promise<{ form: FormDefinition; submissionCount: number }> {
  return get<{ form: FormDefinition; submissionCount: number }>(`${FORMS_API}/${encodeURIComponent(id)}`, QUIET);
}

/** What the builder sends: the form's edited properties, and each field with exactly its type's properties. */
export function formBody(form: DraftForm): Record<string, unknown> {
  const flags = form.formHandlerFlags ?? [];
  const body: Record<string, unknown> = {};
  for (const name of BUILDER_FORM_PROPERTIES) if (form[name] !== undefined) body[name] = form[name];
  body.fields = form.fields.map((field) => {
    const sent: Record<string, unknown> = { id: field.id, type: field.type, title: field.title };
    for (const name of builderProperties(field.type, flags)) if (field[name] !== undefined) sent[name] = field[name];
    return sent as unknown as FormField;
  });
  return body;
}

/** Saves the form: a new one is made (and gets its id), a stored one replaced. Resolves the form as stored. */
export async function saveForm(form: DraftForm): Promise<FormDefinition> {
  const body = formBody(form);
  const answer = form.id
    ? await put<{ form: FormDefinition }>(`${FORMS_API}/${encodeURIComponent(form.id)}`, { ...QUIET, body })
    : await post<{ form: FormDefinition }>(FORMS_API, { ...QUIET, body });
  return answer.form;
}

/** Resolves once the server has deleted the form. */
export async function deleteForm(id: string): Promise<void> {
  await del(`${FORMS_API}/${encodeURIComponent(id)}`, QUIET);
}
