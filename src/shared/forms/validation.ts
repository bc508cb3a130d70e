/**
 * Form validation, the one implementation the runtime and the reference server share: the
 * server checks a submission with exactly the rules the visitor's browser applied.
 */
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  EMAIL_TLD_MAX_LENGTH,
  EMAIL_TLD_MIN_LENGTH,
  LIKERT_MAX,
  LIKERT_MIN,
  US_ZIP_CODE_LENGTH,
} from '../constants/limits.js';
import { t } from '../i18n/format.js';
import { FIELD_PARTS, isPartedType, partOf, requiredPartsOf, valueShapeOf, type FieldValue, type FormField, type FormValues } from './fields.js';

/** The address shown in the email message's `{email}`. */
export const EMAIL_FORMAT_EXAMPLE = 'user@domain.com';

const EMAIL = new RegExp(`^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)*\\.[a-z0-9]{${EMAIL_TLD_MIN_LENGTH},${EMAIL_TLD_MAX_LENGTH}}$`, 'i');
const US_ZIP = new RegExp(`^\\d{${US_ZIP_CODE_LENGTH}}$`);
const UNITED_STATES = /^(us|usa|united states( of america)?)$/i;
/** Long enough to recognise a bad option in a message, short enough to keep the message readable. */
const SHOWN_OPTION_LENGTH = 100;

/** Field id to the message shown above that field. */
export type FieldErrors = Record<string, string>;

/** 3 to 256 characters: something, an @, a dotted domain, and a TLD of 2 to 4 letters or digits. */
export function isValidEmail(value: string): boolean {
  return value.length >= EMAIL_MIN_LENGTH && value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

export function isUsZipCode(value: string): boolean {
  return US_ZIP.test(value);
}

export function isUnitedStates(country: string): boolean {
  return UNITED_STATES.test(country.trim());
}

/** A field's character limit: a positive integer, or undefined (0 or anything invalid means no limit). */
export function maxLengthOf(field: Pick<FormField, 'maxLength'>): number | undefined {
  const { maxLength } = field;
  return typeof maxLength === 'number' && Number.isInteger(maxLength) && maxLength > 0 ? maxLength : undefined;
}

/** Over the limit, counted as the textarea counter counts (UTF-16 code units, like `maxlength`). */
export function exceedsMaxLength(text: string, field: Pick<FormField, 'maxLength'>): boolean {
  const max = maxLengthOf(field);
  return max !== undefined && text.length > max;
}

const isBlank = (text: unknown): boolean => typeof text !== 'string' || text.trim() === '';

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

function isAnswerMap(value: unknown): value is Record<string, string | number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((answer) => typeof answer === 'string' || typeof answer === 'number');
}

/** Whether a value has the shape its field type is sent in; absent (undefined or null) always does. */
export function hasValueShape(field: FormField, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  switch (valueShapeOf(field.type)) {
    case 'text':
      return typeof value === 'string';
    case 'parts':
      return isStringList(value) && value.length <= FIELD_PARTS[field.type as keyof typeof FIELD_PARTS].length;
    case 'list':
      return isStringList(value);
    case 'map':
      return isAnswerMap(value);
    case 'none':
      return true;
  }
}

/** Nothing entered: no text, no sub-value, nothing checked, no question answered. */
function isEmpty(field: FormField, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isBlank);
  return Object.values(value as object).every((answer) => isBlank(String(answer)));
}

function isMissingRequired(field: FormField, value: unknown): boolean {
  if (isEmpty(field, value)) return true;
  if (isPartedType(field.type)) {
    const type = field.type;
    return requiredPartsOf(field).some((part) => isBlank(partOf(type, value as string[], part)));
  }
  if (field.type === 'likert') {
    const answers = value as Record<string, string | number>;
    return (field.options ?? []).some((question) => isBlank(String(answers[question] ?? '')));
  }
  return false;
}

const shown = (text: string) => text.slice(0, SHOWN_OPTION_LENGTH);

function unexpectedOption(field: FormField, value: unknown, locale: string | undefined): string | undefined {
  const options = field.options ?? [];
  const isOption = (choice: string) => options.includes(choice);
  if ((field.type === 'radio' || field.type === 'select') && typeof value === 'string' && !isOption(value)) {
    return t('unexpectedOption', { val: shown(value) }, locale);
  }
  if (field.type === 'checkbox') {
    const bad = (value as string[]).find((choice) => !isOption(choice));
    if (bad !== undefined) return t('unexpectedOption', { val: shown(bad) }, locale);
  }
  if (field.type === 'likert') {
    for (const [question, answer] of Object.entries(value as Record<string, string | number>)) {
      const score = Number(answer);
      if (!isOption(question)) return t('unexpectedOption', { val: shown(question) }, locale);
      if (!Number.isInteger(score) || score < LIKERT_MIN || score > LIKERT_MAX) return t('unexpectedOption', { val: shown(String(answer)) }, locale);
    }
  }
  return undefined;
}

/**
 * The message for one field, or undefined when its value passes. Rules, in order: the value's
 * shape, required, email format, character limit, US zip code, and that choices are the field's own.
 * Empty optional fields pass. Section fields hold no value and always pass.
 */
export function validateField(field: FormField, value: unknown, locale?: string): string | undefined {
  if (field.type === 'section') return undefined;
  if (!hasValueShape(field, value)) return t('formFieldsUnparseable', undefined, locale);
  if (field.required && isMissingRequired(field, value)) return t('fieldRequired', { title: field.title }, locale);
  if (isEmpty(field, value)) return undefined;

  if (typeof value === 'string') {
    if (field.type === 'email' && !isValidEmail(value.trim())) return t('emailNotValid', { email: EMAIL_FORMAT_EXAMPLE }, locale);
    if (exceedsMaxLength(value, field)) return t('characterLimitExceeded', undefined, locale);
  }
  if (field.type === 'address') {
    const parts = value as string[];
    const zip = partOf('address', parts, 'Zip').trim();
    if (zip !== '' && isUnitedStates(partOf('address', parts, 'Country')) && !isUsZipCode(zip)) return t('usZipNotValid', undefined, locale);
  }
  return unexpectedOption(field, value, locale);
}

/** Every failing field of a form, by field id; an empty object means the submission is valid. */
export function validateForm(fields: readonly FormField[], values: Readonly<Record<string, unknown>>, locale?: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const message = validateField(field, Object.hasOwn(values, field.id) ? values[field.id] : undefined, locale);
    if (message !== undefined) errors[field.id] = message;
  }
  return errors;
}

/** The values of a form's own fields, in field order; unknown ids, sections and absent values are left out. */
export function pickFieldValues(fields: readonly FormField[], values: Readonly<Record<string, unknown>>): FormValues {
  const picked: FormValues = {};
  for (const field of fields) {
    if (field.type === 'section' || !Object.hasOwn(values, field.id)) continue;
    const value = values[field.id];
    if (value !== undefined && value !== null && hasValueShape(field, value)) picked[field.id] = value as FieldValue;
  }
  return picked;
}
