/**
 * The form builder's rules, pure, for the back end's screen and the server alike: which properties
 * each field type offers, a new field's defaults, moving a field, and what is wrong with a
 * form an owner wants to save, each problem with the control it belongs to and the text to show.
 */
import type { StringKey } from '../i18n/strings.en.js';
import { t } from '../i18n/format.js';
import { checkUrl } from '../url/check.js';
import {
  EDITABLE_PROPERTIES,
  FORM_PROPERTY_KINDS,
  SUBMIT_BUTTON_TEXT_MAX_LENGTH,
  type FieldProperty,
  type FormProperty,
} from './definition-schema.js';
import { FORM_FIELD_TYPES, type FormDefinition, type FormField, type FormFieldType } from './fields.js';

/** The form-handler flag that offers a textarea's maxLength in the builder. */
export const TEXTAREA_MAX_LENGTH_FLAG = 'textareaMaxLength';

/** Limits of what the builder stores, so one form stays a reasonable page and row. */
export const BUILDER_LIMITS = { fields: 100, name: 200, title: 500, text: 2000, html: 20000, options: 100, option: 200, id: 100, url: 2000 } as const;

/** A field id the builder and the site accept: it becomes part of element ids on the page. */
const FIELD_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The form's own properties the builder edits; the rest (id, newsletter, formHandlerFlags) it keeps as stored. */
export const BUILDER_FORM_PROPERTIES = ['name', 'submitButtonText', 'postSubmitMessage', 'postSubmitHtml', 'successRedirect', 'captcha'] as const;

/** The properties a field of `type` offers in the builder: its type's editable properties, a textarea's maxLength only with the flag on. */
export function builderProperties(type: FormFieldType, flags: readonly string[] = []): readonly FieldProperty[] {
  const properties = EDITABLE_PROPERTIES[type];
  return type === 'textarea' && !flags.includes(TEXTAREA_MAX_LENGTH_FLAG) ? properties.filter((name) => name !== 'maxLength') : properties;
}

const TYPE_LABELS: Record<FormFieldType, StringKey> = {
  text: 'formBuilderTypeText',
  textarea: 'formBuilderTypeTextarea',
  email: 'formBuilderTypeEmail',
  number: 'formBuilderTypeNumber',
  currency: 'formBuilderTypeCurrency',
  website: 'formBuilderTypeWebsite',
  password: 'formBuilderTypePassword',
  twitter: 'formBuilderTypeTwitter',
  date: 'formBuilderTypeDate',
  time: 'formBuilderTypeTime',
  name: 'formBuilderTypeName',
  address: 'formBuilderTypeAddress',
  phone: 'formBuilderTypePhone',
  section: 'formBuilderTypeSection',
  radio: 'formBuilderTypeRadio',
  checkbox: 'formBuilderTypeCheckbox',
  select: 'formBuilderTypeSelect',
  likert: 'formBuilderTypeLikert',
  hidden: 'formBuilderTypeHidden',
};

/** A field type's name as the builder shows it. */
export const typeLabel = (type: FormFieldType): string => t(TYPE_LABELS[type] as 'formBuilderTypeText');

export const isFieldType = (type: unknown): type is FormFieldType => (FORM_FIELD_TYPES as readonly unknown[]).includes(type);

/**
 * A new field of `type`: an id no other field of the form has (`{type}-{n}`), its type's name as
 * its title, and each offered property at its empty value (two options to start a choice from).
 */
export function newField(type: FormFieldType, fields: readonly Pick<FormField, 'id'>[], flags: readonly string[] = []): FormField {
  const ids = new Set(fields.map((field) => field.id));
  let n = 1;
  while (ids.has(`${type}-${n}`)) n += 1;
  const field: FormField = { id: `${type}-${n}`, type, title: typeLabel(type) };
  for (const name of builderProperties(type, flags)) {
    if (name === 'required' || name === 'showCountryCode' || name === 'underline') field[name] = false;
    else if (name === 'options') field.options = ['Option 1', 'Option 2'];
    else if (name === 'maxLength') field.maxLength = 0;
    else if (name === 'currencySymbol') field.currencySymbol = '$';
    else field[name] = '';
  }
  return field;
}

/** The list with the entry at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const last = list.length - 1;
  const target = Math.max(0, Math.min(last, to));
  if (from < 0 || from > last || from === target) return [...list];
  const moved = [...list];
  const [entry] = moved.splice(from, 1);
  moved.splice(target, 0, entry as T);
  return moved;
}

/** Where a problem shows: a form property, or one property (or the title) of the field with this id. */
export interface BuilderProblem {
  /** The field's id; absent for the form's own properties. */
  field?: string;
  property: FormProperty | FieldProperty | 'title' | 'fields' | 'id' | 'type';
  message: string;
}

const tooLong = (value: unknown, max: number) => typeof value === 'string' && value.length > max;

/**
 * What is wrong with a form the builder is about to save, in the order the controls stand; none
 * for a form that may be saved. `base` is the site's address, against which a redirect to one of
 * its pages is read.
 */
export function builderProblems(form: FormDefinition, { base }: { base?: string } = {}): BuilderProblem[] {
  const problems: BuilderProblem[] = [];
  const flags = form.formHandlerFlags ?? [];
  if (typeof form.name !== 'string' || form.name.trim() === '') problems.push({ property: 'name', message: t('formBuilderNameRequired') });
  else if (tooLong(form.name, BUILDER_LIMITS.name))
    problems.push({ property: 'name', message: t('formBuilderTooLong', { max: BUILDER_LIMITS.name }) });
  if (form.fields.length > BUILDER_LIMITS.fields)
    problems.push({ property: 'fields', message: t('formBuilderTooManyFields', { max: BUILDER_LIMITS.fields }) });
  for (const field of form.fields) {
    const at = (property: BuilderProblem['property'], message: string) => problems.push({ field: field.id, property, message });
    if (field.type !== 'hidden' && (typeof field.title !== 'string' || field.title.trim() === '')) at('title', t('formBuilderTitleRequired'));
    else if (tooLong(field.title, BUILDER_LIMITS.title)) at('title', t('formBuilderTooLong', { max: BUILDER_LIMITS.title }));
    for (const name of builderProperties(field.type, flags)) {
      const value = field[name];
      if (name === 'options') {
        const options = Array.isArray(value) ? value : [];
        if (!options.some((option) => String(option).trim() !== '')) at(name, t('formBuilderOptionsRequired'));
        else if (options.length > BUILDER_LIMITS.options || options.some((option) => tooLong(option, BUILDER_LIMITS.option)))
          at(name, t('formBuilderTooLong', { max: BUILDER_LIMITS.option }));
      } else if (name === 'maxLength') {
        if (value !== undefined && !(Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100000))
          at(name, t('formBuilderMaxLengthInvalid'));
      } else if (tooLong(value, BUILDER_LIMITS.text)) at(name, t('formBuilderTooLong', { max: BUILDER_LIMITS.text }));
    }
  }
  if (tooLong(form.submitButtonText, SUBMIT_BUTTON_TEXT_MAX_LENGTH))
    problems.push({ property: 'submitButtonText', message: t('formBuilderTooLong', { max: SUBMIT_BUTTON_TEXT_MAX_LENGTH }) });
  if (tooLong(form.postSubmitMessage, BUILDER_LIMITS.html))
    problems.push({ property: 'postSubmitMessage', message: t('formBuilderTooLong', { max: BUILDER_LIMITS.html }) });
  if (tooLong(form.postSubmitHtml, BUILDER_LIMITS.html))
    problems.push({ property: 'postSubmitHtml', message: t('formBuilderTooLong', { max: BUILDER_LIMITS.html }) });
  const redirect = form.successRedirect ?? '';
  if (redirect.trim() !== '' && (tooLong(redirect, BUILDER_LIMITS.url) || !checkUrl(redirect, 'navigation', base === undefined ? {} : { base })))
    problems.push({ property: 'successRedirect', message: t('invalidPageUrl', { val: redirect }) });
  return problems;
}

/**
 * What the owner's input breaks beyond what the builder's controls can: a field of an unknown
 * type, without a usable or with a repeated id, or carrying a property its type does not offer;
 * a form property the builder does not edit. The server answers these with 400 before
 * `builderProblems`; the screen never sends them.
 */
export function builderShapeProblems(input: Record<string, unknown>, flags: readonly string[]): BuilderProblem[] {
  const problems: BuilderProblem[] = [];
  const known = new Set<string>([...Object.keys(FORM_PROPERTY_KINDS), 'fields']);
  for (const name of Object.keys(input))
    if (!known.has(name)) problems.push({ property: 'fields', message: `The form has no property "${name}" to edit.` });
  const fields = Array.isArray(input.fields) ? (input.fields as unknown[]) : [];
  const ids = new Set<string>();
  fields.forEach((entry, index) => {
    const field = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const where = `Field ${index + 1}`;
    if (typeof field.id !== 'string' || !FIELD_ID.test(field.id)) {
      problems.push({ property: 'id', message: `${where} needs an id of at most 100 letters, digits, hyphens and underscores.` });
      return;
    }
    if (ids.has(field.id)) problems.push({ field: field.id, property: 'id', message: `${where} repeats the id "${field.id}".` });
    ids.add(field.id);
    if (!isFieldType(field.type)) {
      problems.push({
        field: field.id,
        property: 'type',
        message: `${where} has an unknown type "${String(field.type)}" (one of ${FORM_FIELD_TYPES.join(', ')}).`,
      });
      return;
    }
    const offered = new Set<string>(['id', 'type', 'title', ...builderProperties(field.type, flags)]);
    for (const name of Object.keys(field)) {
      if (offered.has(name)) continue;
      const why = name === 'maxLength' && field.type === 'textarea' ? ` (the form-handler flag ${TEXTAREA_MAX_LENGTH_FLAG} is off)` : '';
      problems.push({ field: field.id, property: 'type', message: `${where} (${field.type}) has no property "${name}" to edit${why}.` });
    }
  });
  return problems;
}
