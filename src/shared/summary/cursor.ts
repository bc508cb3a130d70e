import { publishOnKey } from '../time/publish-on.js';
/**
 * The keyset cursor of a summary's next page: the sort key of the last item shown (its publish
 * time, newest first, then its id). Opaque to the browser, which only sends it back.
 */
export interface SummaryCursor {
  /** The item's publish time as ISO-8601, or '' for an undated item (undated items come last). */
  publishOn: string;
  id: string;
}

const toBase64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function encodeCursor(cursor: SummaryCursor): string {
  return toBase64Url(JSON.stringify([cursor.publishOn, cursor.id]));
}

/** The cursor a text names, or undefined when it is not one this code made. */
export function decodeCursor(text: unknown): SummaryCursor | undefined {
  if (typeof text !== 'string') return undefined;
  const json = fromBase64Url(text);
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [publishOn, id] = value as unknown[];
  if (typeof publishOn !== 'string' || typeof id !== 'string' || id === '' || id.length > 100) return undefined;
  if (publishOn !== '' && publishOnKey(publishOn) !== publishOn) return undefined;
  return { publishOn, id };
}

// The publish time as the sort key lives with time, where the content workflow reads it too.
export { publishOnKey };
