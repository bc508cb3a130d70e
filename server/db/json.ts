/** A NUL character's escape in JSON text, unless its backslash is itself escaped. */
const NUL_ESCAPE = /(?<!\\)((?:\\\\)*)\\u0000/g;

/**
 * A value as the text of a JSON column. PostgreSQL's jsonb cannot hold a NUL character, so one in
 * a string or key becomes U+FFFD (the replacement character) on both databases: whatever a visitor
 * sends is stored, the same way everywhere.
 */
export function jsonColumn(value: unknown): string {
  return JSON.stringify(value).replace(NUL_ESCAPE, '$1\\ufffd');
}
