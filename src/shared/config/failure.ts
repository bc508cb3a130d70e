/** What an owner is told when a back-end call failed: signed out, the server's reason (and its fields'), or the client's message. */
import { ApiError } from '../api/errors.js';
import { t } from '../i18n/format.js';

export interface BackEndFailure {
  text: string;
  signedOut: boolean;
  /** The server's message for each field at fault, by field name. */
  fields: Record<string, string>;
}

/** `signedOutText` is the screen's own word for an ended session. */
export function backEndFailure(error: unknown, signedOutText: string): BackEndFailure {
  if (!(error instanceof ApiError)) return { text: t('unableToLoadTryAgain'), signedOut: false, fields: {} };
  if (error.kind === 'loginRequired') return { text: signedOutText, signedOut: true, fields: {} };
  const data = error.data as { error?: unknown; fields?: unknown; field?: unknown } | undefined;
  const text = typeof data?.error === 'string' && data.error ? data.error : error.message;
  const fields: Record<string, string> = {};
  if (data?.fields && typeof data.fields === 'object') {
    for (const [name, message] of Object.entries(data.fields)) if (typeof message === 'string') fields[name] = message;
  }
  if (typeof data?.field === 'string') fields[data.field] = text;
  return { text, signedOut: false, fields };
}
