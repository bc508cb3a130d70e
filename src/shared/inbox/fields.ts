/** A form submission as the owner reads it: each field's title and its value as text, in the form's order. */
import type { FieldValue } from '../events/form-success.js';
import { isPartedType, partOf, type FormDefinition, type FormField } from '../forms/fields.js';

/** One answered field: its id, its title in the form, and its value as one line of text ('' when left empty). */
export interface SubmissionField {
  id: string;
  title: string;
  text: string;
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((part) => typeof part === 'string');
const isStringMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((part) => typeof part === 'string');

const joined = (parts: readonly string[], separator: string): string =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator);

/** A parted value (name, phone, address, date, time) as it is written by hand. */
function partedText(field: FormField & { type: 'name' | 'phone' | 'address' | 'date' | 'time' }, value: readonly string[]): string {
  const part = (name: string) => partOf(field.type, value, name).trim();
  switch (field.type) {
    case 'name':
      return joined([part('First'), part('Last')], ' ');
    case 'phone': {
      const country = part('Country');
      const number = joined([part('Areacode'), joined([part('Prefix'), part('Line')], '-')], ' ');
      return joined([country && `+${country.replace(/^\+/, '')}`, number], ' ');
    }
    case 'address':
      return joined([part('Line1'), part('Line2'), part('City'), joined([part('State'), part('Zip')], ' '), part('Country')], ', ');
    case 'date':
      return joined([part('Month'), part('Day'), part('Year')], '/');
    case 'time': {
      const clock = joined([part('Hour'), part('Minute'), part('Second')], ':');
      return clock && joined([clock, part('Ampm')], ' ');
    }
  }
}

/** A stored value as text: lists joined with commas, a likert map as 'question: answer' pairs. */
export function fieldText(field: FormField, value: FieldValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (isPartedType(field.type) && isStringList(value)) return partedText(field as Parameters<typeof partedText>[0], value);
  if (typeof value === 'string') return value;
  if (isStringList(value)) return joined(value, ', ');
  if (isStringMap(value)) {
    return Object.entries(value)
      .map(([question, answer]) => `${question}: ${answer}`)
      .join('; ');
  }
  return '';
}

/** The fields an owner reads: every field of the form but sections, in its order, by title. */
export function submissionFields(form: Pick<FormDefinition, 'fields'>, values: Readonly<Record<string, unknown>>): SubmissionField[] {
  return form.fields
    .filter((field) => field.type !== 'section')
    .map((field) => ({ id: field.id, title: field.title, text: fieldText(field, values[field.id] as FieldValue | undefined) }));
}
