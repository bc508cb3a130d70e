/** A cart change the server refused on purpose (sold out, over stock), told apart from other failures. */
import { ApiError } from '../api/errors.js';

/**
 * The server's reason for refusing a cart change ('Only 4 of this item are in stock.'): the text of
 * a 400 `{ error, reason }` answer. Undefined for every other failure, which callers word themselves.
 */
export function cartRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const data = error.data as { error?: unknown; reason?: unknown } | undefined;
  return typeof data?.error === 'string' && data.error !== '' && typeof data.reason === 'string' ? data.error : undefined;
}
