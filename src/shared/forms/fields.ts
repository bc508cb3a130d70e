/** The form model: form-builder field types, their editable properties, and value shapes. */
import type { FieldValue, FormValues } from '../events/form-success.js';
import { addressFormatOf } from './address-format.js';

export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'currency',
  'website',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;

export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** A field of a form definition, with the editable properties of its type. */
export interface FormField {
  id: string;
  type: FormFieldType;
  title: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  /** radio, checkbox, select: the choices; likert: the questions, each answered from -2 to 2. */
  options?: string[];
  /** textarea: a limit of 0, or anything but a positive integer, means none. */
  maxLength?: number;
  /** phone. */
  showCountryCode?: boolean;
  /** address: the country it is asked in (ISO 3166-1, `GB`), naming its parts that country's way. */
  country?: string;
  /** currency. */
  currencySymbol?: string;
  /** section. */
  underline?: boolean;
  /** hidden: the page query parameter it takes its value from, and its own value otherwise. */
  key?: string;
  value?: string;
}

export interface FormDefinition {
  id: string;
  name: string;
  fields: FormField[];
  submitButtonText?: string;
  /** A completed captcha is required before submitting. */
  captcha?: boolean;
  /** Newsletter forms fire a subscribe event on success. */
  newsletter?: boolean;
  /** Owner text shown after a successful submission (rich text: emphasis, links). */
  postSubmitMessage?: string;
  /** Owner HTML shown instead of the message, as written, its scripts run (see owner-html.ts). */
  postSubmitHtml?: string;
  /** Where the visitor goes after a successful submission. */
  successRedirect?: string;
  /** The demo site definition's name for `successRedirect`. */
  postSubmitRedirect?: string;
  /**
   * The site's form-handler flags. `textareaMaxLength` decides whether the form builder offers a
   * textarea's maxLength; a limit a definition gives counts either way.
   */
  formHandlerFlags?: string[];
}

/** A definition as an element takes it: the id and name a stored definition needs are optional. */
export type FormDefinitionInput = Omit<FormDefinition, 'id' | 'name'> & Partial<Pick<FormDefinition, 'id' | 'name'>>;

/**
 * The fields as the rules apply them, on the client and the server alike: a maxLength counts on a
 * textarea, whatever the form-handler flags, and nowhere else (no other type has it to edit).
 */
export function effectiveFields(form: Pick<FormDefinition, 'fields'>): FormField[] {
  return form.fields.map((field) => {
    if (field.maxLength === undefined || field.type === 'textarea') return field;
    const { maxLength: _ignored, ...rest } = field;
    return rest;
  });
}

/** A field's value as the runtime sends it; declared with the event that carries them. */
export type { FieldValue, FormValues };

/** The sub-values of list-valued fields, in the order they are sent. */
export const FIELD_PARTS = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const;

export type PartedFieldType = keyof typeof FIELD_PARTS;

/** The sub-values a required field must have filled in. */
export const REQUIRED_PARTS: { readonly [T in PartedFieldType]: readonly (typeof FIELD_PARTS)[T][number][] } = {
  name: ['First', 'Last'],
  phone: ['Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute'],
};

export type ValueShape = 'parts' | 'list' | 'map' | 'text' | 'none';

/** How a field's value is sent: sub-values, a list of checked values, a likert map, one string, or nothing. */
export function valueShapeOf(type: FormFieldType): ValueShape {
  if (type in FIELD_PARTS) return 'parts';
  if (type === 'checkbox') return 'list';
  if (type === 'likert') return 'map';
  if (type === 'section') return 'none';
  return 'text';
}

export function isPartedType(type: FormFieldType): type is PartedFieldType {
  return type in FIELD_PARTS;
}

/** One sub-value of a parted field's value, by its name ('' when absent). */
export function partOf(type: PartedFieldType, value: readonly string[], part: string): string {
  const index = (FIELD_PARTS[type] as readonly string[]).indexOf(part);
  return index < 0 ? '' : (value[index] ?? '');
}

/** The sub-values a required `field` must have filled in: a county, unlike a US state, may stay empty. */
export function requiredPartsOf(field: FormField): readonly string[] {
  if (!isPartedType(field.type)) return [];
  const parts = REQUIRED_PARTS[field.type] as readonly string[];
  const format = field.type === 'address' ? addressFormatOf(field.country) : undefined;
  return format && !format.regionRequired ? parts.filter((part) => part !== 'State') : parts;
}

/** The string-table key of a part's label: an address's region and postal code are named its country's way. */
export function partLabelKey(field: FormField, part: string): string {
  const format = field.type === 'address' ? addressFormatOf(field.country) : undefined;
  if (format && part === 'State') return format.region;
  if (format && part === 'Zip') return format.postalCode;
  return `formPart${part}`;
}
