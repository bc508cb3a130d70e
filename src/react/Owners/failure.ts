import { ApiError } from '../../shared/api/errors.js';
import { t } from '../../shared/i18n/format.js';

/** What the owner is told when a call failed: signed out, or the server's reason, or the client's message. */
export function failureText(error: unknown): { text: string; signedOut: boolean; fields: Record<string, string> } {
  if (error instanceof ApiError) {
    if (error.kind === 'loginRequired') return { text: t('accountSignedOut'), signedOut: true, fields: {} };
    const data = error.data as { error?: unknown; fields?: unknown; field?: unknown } | undefined;
    const text = typeof data?.error === 'string' && data.error ? data.error : error.message;
    const fields: Record<string, string> = {};
    if (data?.fields && typeof data.fields === 'object') {
      for (const [name, message] of Object.entries(data.fields)) if (typeof message === 'string') fields[name] = message;
    }
    if (typeof data?.field === 'string') fields[data.field] = text;
    return { text, signedOut: false, fields };
  }
  return { text: t('unableToLoadTryAgain'), signedOut: false, fields: {} };
}
