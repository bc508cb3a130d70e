/**
 * Taking a form submission (SaveFormSubmission), as the JSON API and the form posted without
 * scripts both do: the same checks in the same order, the same rules (src/shared/forms), the same
 * table. The key (401) first, then the form (404), then its values, the captcha and the fields (400).
 */
import { effectiveFields } from '../../src/shared/forms/fields.js';
import { pickFieldValues, validateForm, type FieldErrors } from '../../src/shared/forms/validation.js';
import { t } from '../../src/shared/i18n/format.js';
import type { Db } from '../db/schema.js';
import { consumeFormKey, findForm, insertSubmission, type StoredForm, type Submission } from '../store/forms.js';

/** Messages are the runtime's own; the server answers in the string table's base language. */
export const FORM_LOCALE = 'en';

export type SubmissionOutcome =
  | { ok: true; id: string; form: StoredForm }
  | { ok: false; status: 401 | 404; error: string }
  | { ok: false; status: 400; error: string; form: StoredForm }
  | { ok: false; status: 400; errors: FieldErrors; form: StoredForm };

export interface SubmissionRequest extends Omit<Submission, 'values'> {
  key: string;
  captchaKey?: string | null | undefined;
}

/**
 * Uses up the key, then checks and stores the submission; resolves once it is committed (a success
 * is durable). `valuesOf` reads the field values for the stored form and may throw an HTTP error
 * for values it cannot read; the key is used up by then, as for any refused submission.
 */
export async function takeSubmission(
  db: Db,
  request: SubmissionRequest,
  valuesOf: (form: StoredForm) => Record<string, unknown>,
): Promise<SubmissionOutcome> {
  const { key, captchaKey, ...submission } = request;
  if (!(await consumeFormKey(db, key))) return { ok: false, status: 401, error: t('formUnauthorized', undefined, FORM_LOCALE) };
  const form = await findForm(db, submission.formId);
  if (!form) return { ok: false, status: 404, error: t('formNotConfigured', undefined, FORM_LOCALE) };
  const values = valuesOf(form);
  if (form.captcha && !captchaKey) return { ok: false, status: 400, error: t('captchaIncomplete', undefined, FORM_LOCALE), form };
  const errors = validateForm(effectiveFields(form), values as Parameters<typeof validateForm>[1], FORM_LOCALE);
  if (Object.keys(errors).length > 0) return { ok: false, status: 400, errors, form };
  const id = await insertSubmission(db, { ...submission, values: pickFieldValues(form.fields, values as Parameters<typeof pickFieldValues>[1]) });
  return { ok: true, id, form };
}
