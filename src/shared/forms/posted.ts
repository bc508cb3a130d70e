/**
 * A form posted without scripts (an HTML `<form>` the server rendered): the names its controls
 * carry, and what the visitor entered read back from the form-encoded body. The server-rendered
 * form (blocks/form-fallback.ts) and the server that reads the post share this one naming, so the
 * values a post sends are the values the runtime would have sent (values.ts), checked by the same
 * rules (validation.ts).
 */
import { isPartedType, type FormField } from './fields.js';
import { fieldValueOf, visiblePartsOf, type FieldInput, type FormInputs } from './values.js';

/** The post's own fields beside the form's: the crumb (CSRF), the one-time submission key, the page and block it came from. */
export const POST_FIELDS = Object.freeze({ crumb: 'crumb', key: 'key', pagePath: 'pagePath', objectName: 'objectName' });

/**
 * A control's name: the field id; with a sub-value (`id.First`), a checkbox option's index
 * (`id.0`) or a likert question's index (`id.1`). Each name carries one text, so a post is a flat
 * map of texts, and so is what the page keeps when it shows the post again.
 */
export function controlName(fieldId: string, sub?: string | number): string {
  return sub === undefined ? fieldId : `${fieldId}.${sub}`;
}

/** Name to text, as posted (and as the form shows again after a refused post). */
export type PostedValues = Readonly<Record<string, string>>;

/**
 * The texts of a parsed form-encoded body: a name sent more than once keeps its first text;
 * anything but text is left out. The post's own fields are not the visitor's entries and are dropped.
 */
export function postedValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return values;
  const own = new Set<string>(Object.values(POST_FIELDS));
  for (const [name, value] of Object.entries(body)) {
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && !own.has(name)) values[name] = text;
  }
  return values;
}

/** One field's entry from the post, in the shape values.ts reads (undefined for a section). */
export function postedInput(field: FormField, posted: PostedValues): FieldInput | undefined {
  const at = (sub?: string | number) => posted[controlName(field.id, sub)];
  if (field.type === 'section') return undefined;
  if (isPartedType(field.type)) {
    const parts: Record<string, string> = {};
    for (const part of visiblePartsOf(field)) parts[part] = at(part) ?? '';
    return parts;
  }
  if (field.type === 'checkbox') {
    // What was posted, not what the options say: a value that is not an option is the rules' to refuse.
    return (field.options ?? []).map((_, index) => at(index)).filter((value): value is string => value !== undefined);
  }
  if (field.type === 'likert') {
    const answers: Record<string, string> = {};
    (field.options ?? []).forEach((question, index) => {
      const answer = at(index);
      if (answer !== undefined) answers[question] = answer;
    });
    return answers;
  }
  return at() ?? '';
}

/** Every field's entry from the post, by field id. */
export function postedInputs(fields: readonly FormField[], posted: PostedValues): FormInputs {
  const inputs: Record<string, FieldInput> = {};
  for (const field of fields) {
    const input = postedInput(field, posted);
    if (input !== undefined) inputs[field.id] = input;
  }
  return inputs;
}

/**
 * The page query a hidden field reads its value from: the page put each keyed hidden field's
 * value into the form when it drew it, and the post brings it back.
 */
export function postedQuery(fields: readonly FormField[], posted: PostedValues): URLSearchParams {
  const query = new URLSearchParams();
  for (const field of fields) {
    const value = posted[controlName(field.id)];
    if (field.type === 'hidden' && field.key && value !== undefined) query.set(field.key, value);
  }
  return query;
}

/** The values a hidden field takes on a page with this query, by control name, for the form drawn on that page. */
export function hiddenValues(fields: readonly FormField[], query: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    if (field.type !== 'hidden') continue;
    values[controlName(field.id)] = String(fieldValueOf(field, undefined, query) ?? '');
  }
  return values;
}

/** The sub-name of the control a message about the field points to: its first sub-input, option or answer. */
export function firstControlSub(field: FormField): string | undefined {
  if (field.type === 'radio' || field.type === 'checkbox') return '0';
  if (field.type === 'likert') return '0-0';
  return visiblePartsOf(field)[0];
}
