/** A form definition as the element receives it (§3): checked, each field cut to its type's editable properties. */
import { effectiveFields, FORM_FIELD_TYPES, type FormDefinition, type FormField, type FormFieldType } from './fields.js';

type Editable = Exclude<keyof FormField, 'id' | 'type' | 'title'>;

const TEXT: Editable[] = ['description', 'placeholder', 'required'];
const PLAIN: Editable[] = ['description', 'required'];
const CHOICE: Editable[] = ['description', 'options', 'required'];

/** §3 form-builder field types and editable properties; textarea also gets maxLength. */
export const EDITABLE_PROPERTIES: Readonly<Record<FormFieldType, readonly Editable[]>> = {
  text: TEXT,
  textarea: [...TEXT, 'maxLength'],
  email: TEXT,
  number: TEXT,
  currency: ['description', 'currencySymbol', 'required'],
  website: TEXT,
  password: PLAIN,
  twitter: PLAIN,
  date: PLAIN,
  time: PLAIN,
  name: PLAIN,
  address: PLAIN,
  phone: [...PLAIN, 'showCountryCode'],
  section: ['description', 'underline'],
  radio: CHOICE,
  checkbox: CHOICE,
  select: CHOICE,
  likert: CHOICE,
  hidden: ['key', 'value'],
};

const KINDS: Record<Editable, 'string' | 'boolean' | 'number' | 'strings'> = {
  description: 'string',
  placeholder: 'string',
  required: 'boolean',
  options: 'strings',
  maxLength: 'number',
  showCountryCode: 'boolean',
  currencySymbol: 'string',
  underline: 'boolean',
  key: 'string',
  value: 'string',
};

/** What an element renders: the definition without the server's bookkeeping. */
export type RenderedForm = Omit<FormDefinition, 'id' | 'name'> & { id?: string; name?: string };

export class FormDefinitionError extends Error {
  override readonly name = 'FormDefinitionError';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFieldType = (type: unknown): type is FormFieldType => (FORM_FIELD_TYPES as readonly unknown[]).includes(type);

function pickProperty(field: FormField, name: Editable, value: unknown) {
  const kind = KINDS[name];
  const ok =
    (kind === 'string' && typeof value === 'string') ||
    (kind === 'boolean' && typeof value === 'boolean') ||
    (kind === 'number' && typeof value === 'number') ||
    (kind === 'strings' && Array.isArray(value) && value.every((entry) => typeof entry === 'string'));
  if (ok) (field as unknown as Record<string, unknown>)[name] = value;
}

/** A field, or undefined (with a console warning) when its type is unknown or it has no id. */
export function parseField(input: unknown, position: number): FormField | undefined {
  if (!isRecord(input) || !isFieldType(input.type)) {
    const type = isRecord(input) ? String(input.type) : typeof input;
    console.warn(`<sq-form>: field ${position + 1} has an unknown type "${type}"; skipping it.`);
    return undefined;
  }
  if (typeof input.id !== 'string' || input.id === '') {
    console.warn(`<sq-form>: field ${position + 1} has no id; skipping it.`);
    return undefined;
  }
  const field: FormField = { id: input.id, type: input.type, title: typeof input.title === 'string' ? input.title : '' };
  for (const name of EDITABLE_PROPERTIES[input.type]) if (name in input) pickProperty(field, name, input[name]);
  return field;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Checks a definition; throws FormDefinitionError when it is not an object with a list of fields. */
export function parseFormDefinition(input: unknown): RenderedForm {
  if (!isRecord(input) || !Array.isArray(input.fields)) throw new FormDefinitionError('a form definition needs a "fields" list');
  const fields = input.fields.map(parseField).filter((field): field is FormField => field !== undefined);
  const form: RenderedForm = { fields };
  for (const name of ['id', 'name', 'submitButtonText', 'postSubmitMessage', 'postSubmitHtml', 'successRedirect', 'postSubmitRedirect'] as const) {
    const value = text(input[name]);
    if (value !== undefined) form[name] = value;
  }
  if (typeof input.captcha === 'boolean') form.captcha = input.captcha;
  if (typeof input.newsletter === 'boolean') form.newsletter = input.newsletter;
  if (Array.isArray(input.formHandlerFlags)) form.formHandlerFlags = input.formHandlerFlags.filter((flag): flag is string => typeof flag === 'string');
  form.fields = effectiveFields(form);
  return form;
}

/** The redirect after success: `successRedirect`, or the site definition's `postSubmitRedirect`. */
export const successRedirectOf = (form: RenderedForm): string | undefined => form.successRedirect || form.postSubmitRedirect || undefined;
