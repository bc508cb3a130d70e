/**
 * A NUL character's escape in JSON text, or an unpaired surrogate's (JSON.stringify writes a pair
 * as the character itself, and only a lone one as an escape), unless its backslash is itself escaped.
 */
const UNSTORABLE_ESCAPE = /(?<!\\)((?:\\\\)*)\\u(?:0000|d[89a-f][0-9a-f]{2})/gi;

/**
 * A value as the text of a JSON column. PostgreSQL's jsonb cannot hold a NUL character nor an
 * unpaired surrogate, so one in a string or key becomes U+FFFD (the replacement character) on both
 * databases: whatever a visitor sends is stored, the same way everywhere (text.ts for text columns).
 */
export function jsonColumn(value: unknown): string {
  return JSON.stringify(value).replace(UNSTORABLE_ESCAPE, '$1\\ufffd');
}
