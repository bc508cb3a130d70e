/**
 * How each field type is drawn as HTML controls, for the form element's view and the form as plain
 * HTML alike: the input type, the autofill hints, and the likert scale's answers.
 */
import type { StringKey } from '../i18n/strings.en.js';
import type { FormField } from './fields.js';

/** The input type of the single-input fields that are not plain text. */
export const INPUT_TYPES: Partial<Record<FormField['type'], string>> = { email: 'email', number: 'number', website: 'url', password: 'password' };

/** The likert scale: each answer's value (-2 to 2) and its label. */
export const LIKERT_ANSWERS: readonly (readonly [string, StringKey])[] = [
  ['-2', 'likertStronglyDisagree'],
  ['-1', 'likertDisagree'],
  ['0', 'likertNeutral'],
  ['1', 'likertAgree'],
  ['2', 'likertStronglyAgree'],
];

/** Autofill hints for the sub-inputs that have one (WCAG 1.3.5). */
export const PART_AUTOCOMPLETE: Readonly<Record<string, string>> = {
  First: 'given-name',
  Last: 'family-name',
  Line1: 'address-line1',
  Line2: 'address-line2',
  City: 'address-level2',
  State: 'address-level1',
  Zip: 'postal-code',
  Country: 'country-name',
};

/** A control's autofill hint: an email field's, or a name or address sub-input's (a phone's parts have none). */
export function autocompleteOf(field: Pick<FormField, 'type'>, part?: string): string | undefined {
  if (part !== undefined) return field.type === 'phone' ? undefined : PART_AUTOCOMPLETE[part];
  return field.type === 'email' ? 'email' : undefined;
}

/** The sub-inputs that take digits, for a numeric keyboard. */
export const isNumericPart = (field: Pick<FormField, 'type'>): boolean => field.type === 'phone' || field.type === 'date' || field.type === 'time';

/** The text before a single input: a currency's symbol, a Twitter handle's @. */
export function prefixOf(field: Pick<FormField, 'type' | 'currencySymbol'>): string | undefined {
  return field.type === 'currency' ? field.currencySymbol : field.type === 'twitter' ? '@' : undefined;
}
