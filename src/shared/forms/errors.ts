/** The message a form shows for a failed SaveFormSubmission, by status and response data. A pure function. */
import { t } from '../i18n/format.js';
import type { FieldErrors } from './validation.js';

export interface FormError {
  /** Shown in the error summary above the form. */
  message: string;
  /** Field id to the message shown above that field's title. */
  fieldErrors: FieldErrors;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldErrorsOf(data: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!isRecord(data) || !isRecord(data.errors)) return errors;
  for (const [id, message] of Object.entries(data.errors)) if (typeof message === 'string' && message !== '') errors[id] = message;
  return errors;
}

export function formErrorFor(status: number, data: unknown): FormError {
  if (status === 401) return { message: t('formUnauthorized'), fieldErrors: {} };
  if (status === 404) return { message: t('formNotConfigured'), fieldErrors: {} };
  if (status === 429) return { message: t('formRateLimited'), fieldErrors: {} };
  if (status === 500) return { message: t('formServerError'), fieldErrors: {} };
  const fieldErrors = status === 400 ? fieldErrorsOf(data) : {};
  if (Object.keys(fieldErrors).length > 0) return { message: t('fieldsInvalid'), fieldErrors };
  const error = isRecord(data) && typeof data.error === 'string' && data.error.trim() !== '' ? data.error : undefined;
  return { message: error ?? t('formUnknownError'), fieldErrors: {} };
}
