/** The form calls: a submission key, then SaveFormSubmission. Quiet: the form shows its own error messages. */
import { ApiError, post } from '../api/index.js';
import { t } from '../i18n/format.js';
import { formErrorFor, type FormError } from './errors.js';
import type { FormValues } from './fields.js';
import type { PageFields } from './page-fields.js';

export interface SubmissionRequest extends PageFields {
  formId: string;
  form: FormValues;
  captchaKey?: string | undefined;
  collectionId?: string | undefined;
  objectName?: string | undefined;
  isOverlayForm: boolean;
  submitButtonText?: string | undefined;
}

export type SubmissionOutcome = { ok: true } | ({ ok: false; status: number } & FormError);

async function submissionKey(baseUrl: string): Promise<string | undefined> {
  try {
    // The key is asked for with an empty body.
    const data = await post<{ key?: unknown } | undefined>('/api/form/FormSubmissionKey', { baseUrl, quiet: true });
    return typeof data?.key === 'string' && data.key !== '' ? data.key : undefined;
  } catch {
    return undefined;
  }
}

export async function submitForm(baseUrl: string, request: SubmissionRequest): Promise<SubmissionOutcome> {
  const key = await submissionKey(baseUrl);
  if (key === undefined) return { ok: false, status: 0, message: t('formSubmissionKeyFailed'), fieldErrors: {} };
  const { form, ...rest } = request;
  try {
    await post('/api/form/SaveFormSubmission', { baseUrl, quiet: true, body: { ...rest, key, form: JSON.stringify(form) } });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, ...formErrorFor(error.status, error.data) };
    return { ok: false, status: 0, message: t('formSubmissionProcessingError'), fieldErrors: {} };
  }
}
