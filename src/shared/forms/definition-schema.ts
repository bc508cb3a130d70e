/**
 * The one shape of a form definition. The runtime draws a definition by it, leaving out with a
 * warning what breaks it; the reference server refuses to load a site whose forms break it.
 */
import { ADDRESS_COUNTRIES } from './address-format.js';
import { FORM_FIELD_TYPES, type FormDefinition, type FormField, type FormFieldType } from './fields.js';

export type FieldProperty = Exclude<keyof FormField, 'id' | 'type' | 'title'>;
export type FormProperty = Exclude<keyof FormDefinition, 'fields'>;
type Kind = 'string' | 'boolean' | 'number' | 'strings';

const TEXT: FieldProperty[] = ['description', 'placeholder', 'required'];
const PLAIN: FieldProperty[] = ['description', 'required'];
const CHOICE: FieldProperty[] = ['description', 'options', 'required'];

/** Form-builder field types and editable properties; textarea also gets maxLength, and an address the country it is asked in. */
export const EDITABLE_PROPERTIES: Readonly<Record<FormFieldType, readonly FieldProperty[]>> = {
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
  address: [...PLAIN, 'country'],
  phone: [...PLAIN, 'showCountryCode'],
  section: ['description', 'underline'],
  radio: CHOICE,
  checkbox: CHOICE,
  select: CHOICE,
  likert: CHOICE,
  hidden: ['key', 'value'],
};

export const FIELD_PROPERTY_KINDS: Readonly<Record<FieldProperty, Kind>> = {
  description: 'string',
  placeholder: 'string',
  required: 'boolean',
  options: 'strings',
  maxLength: 'number',
  showCountryCode: 'boolean',
  country: 'string',
  currencySymbol: 'string',
  underline: 'boolean',
  key: 'string',
  value: 'string',
};

/** The definition's own properties besides its fields. */
export const FORM_PROPERTY_KINDS: Readonly<Record<FormProperty, Kind>> = {
  id: 'string',
  name: 'string',
  submitButtonText: 'string',
  captcha: 'boolean',
  newsletter: 'boolean',
  postSubmitMessage: 'string',
  postSubmitHtml: 'string',
  successRedirect: 'string',
  postSubmitRedirect: 'string',
  formHandlerFlags: 'strings',
};

/** The longest submit button text: a submission carries it, and the submission's schema allows this much. */
export const SUBMIT_BUTTON_TEXT_MAX_LENGTH = 200;

const KIND_TEXT: Record<Kind, string> = { string: 'text', boolean: 'true or false', number: 'a number', strings: 'a list of strings' };

/**
 * One way a definition breaks the schema. With `property`, that property is left out; with only
 * `field` (counted from 0), that field is; with neither, the whole definition is refused.
 */
export interface DefinitionProblem {
  message: string;
  field?: number;
  property?: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isFieldType = (type: unknown): type is FormFieldType => (FORM_FIELD_TYPES as readonly unknown[]).includes(type);

const hasKind = (value: unknown, kind: Kind) =>
  kind === 'strings' ? Array.isArray(value) && value.every((entry) => typeof entry === 'string') : typeof value === kind;

/** What is wrong with one property's value, or undefined; an absent (or null) property is fine. */
function propertyProblem(name: string, value: unknown, kind: Kind): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (name === 'submitButtonText' && !(typeof value === 'string' && value.length <= SUBMIT_BUTTON_TEXT_MAX_LENGTH)) {
    return `has a submitButtonText that is not text of at most ${SUBMIT_BUTTON_TEXT_MAX_LENGTH} characters`;
  }
  if (name === 'country' && value !== '' && !(typeof value === 'string' && ADDRESS_COUNTRIES.includes(value.toUpperCase()))) {
    return `has a country that is not one of ${ADDRESS_COUNTRIES.join(', ')}`;
  }
  if (hasKind(value, kind)) return undefined;
  return kind === 'strings' ? `has ${name} that are not ${KIND_TEXT[kind]}` : `has a ${name} that is not ${KIND_TEXT[kind]}`;
}

function fieldProblems(input: unknown, index: number, ids: Set<string>): DefinitionProblem[] {
  const where = `field ${index + 1}`;
  const skip = (message: string) => [{ field: index, message: `${where} ${message}` }];
  if (!isRecord(input) || !isText(input.id)) return skip('needs an id');
  if (ids.has(input.id)) return skip(`repeats the id "${input.id}"`);
  ids.add(input.id);
  if (!isFieldType(input.type)) return skip(`has an unknown type "${String(input.type)}" (one of ${FORM_FIELD_TYPES.join(', ')})`);
  const problems: DefinitionProblem[] =
    typeof input.title === 'string' ? [] : [{ field: index, property: 'title', message: `${where} needs a title` }];
  for (const name of EDITABLE_PROPERTIES[input.type]) {
    const message = propertyProblem(name, input[name], FIELD_PROPERTY_KINDS[name]);
    if (message) problems.push({ field: index, property: name, message: `${where} ${message}` });
  }
  return problems;
}

/**
 * Every way `input` breaks the form schema, in order; none for a valid definition. A `stored`
 * definition (a site's forms.json) also needs the id and name it is stored under.
 */
export function formDefinitionProblems(input: unknown, { stored = false } = {}): DefinitionProblem[] {
  if (!isRecord(input)) return [{ message: 'must be an object' }];
  if (stored && !isText(input.id)) return [{ message: 'needs an id' }];
  if (stored && !isText(input.name)) return [{ message: 'needs a name' }];
  if (!Array.isArray(input.fields)) return [{ message: 'needs a fields array' }];
  const problems: DefinitionProblem[] = [];
  for (const [name, kind] of Object.entries(FORM_PROPERTY_KINDS)) {
    const message = propertyProblem(name, input[name], kind);
    if (message) problems.push({ property: name, message });
  }
  const ids = new Set<string>();
  input.fields.forEach((field, index) => problems.push(...fieldProblems(field, index, ids)));
  return problems;
}
