/** The values a form sends, from what the visitor entered. A pure function. */
import { FIELD_PARTS, isPartedType, type FieldValue, type FormField, type FormValues } from './fields.js';

/**
 * What the visitor entered in one field: text for single inputs, radio and select; sub-input name to
 * text for name, phone, address, date and time; the checked options for checkbox; question to the
 * checked answer for likert.
 */
export type FieldInput = string | readonly string[] | Readonly<Record<string, string>>;
export type FormInputs = Readonly<Record<string, FieldInput | undefined>>;

const textOf = (input: FieldInput | undefined): string => (typeof input === 'string' ? input : '');
const partsOf = (input: FieldInput | undefined): Readonly<Record<string, string>> =>
  typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, string>) : {};

/** The sub-inputs a field shows: a phone shows Country only with showCountryCode. */
export function visiblePartsOf(field: FormField): readonly string[] {
  if (!isPartedType(field.type)) return [];
  const parts = FIELD_PARTS[field.type] as readonly string[];
  return field.type === 'phone' && !field.showCountryCode ? parts.slice(1) : parts;
}

/** One field's value, or undefined for section items (skipped). */
export function fieldValueOf(field: FormField, input: FieldInput | undefined, query: URLSearchParams): FieldValue | undefined {
  switch (field.type) {
    case 'section':
      return undefined;
    case 'hidden': {
      const fromQuery = field.key ? query.get(field.key) : null;
      return fromQuery ?? field.value ?? '';
    }
    case 'checkbox':
      return Array.isArray(input) ? [...(input as string[])] : [];
    case 'likert': {
      const answers = partsOf(input);
      const map: Record<string, string> = {};
      for (const question of field.options ?? []) if (answers[question]) map[question] = answers[question];
      return map;
    }
    default:
      if (isPartedType(field.type)) {
        const parts = partsOf(input);
        const values = visiblePartsOf(field).map((part) => parts[part] ?? '');
        // A phone without a country code sends its 3 values prefixed with '' to make 4.
        return field.type === 'phone' && values.length === 3 ? ['', ...values] : values;
      }
      return textOf(input);
  }
}

/** Field id to value for every field but sections; `query` is the page's query string (hidden fields). */
export function formValuesOf(fields: readonly FormField[], inputs: FormInputs, query: URLSearchParams = new URLSearchParams()): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = fieldValueOf(field, inputs[field.id], query);
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}
