/** Request bodies (JSON, form-encoded, text) and response bodies (JSON when the content type says so). */
import { UnparseableBody } from './classify.js';
import { toSearchParams, type Params } from './url.js';

export interface BodyOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded: census hits, RecordEvent. */
  form?: Params;
  /** Sent as plain text: performance records. */
  text?: string;
}

export interface EncodedBody {
  body?: string | URLSearchParams;
  contentType?: string;
}

export function encodeBody({ body, form, text }: BodyOptions): EncodedBody {
  const given = [body, form, text].filter((value) => value !== undefined).length;
  if (given > 1) throw new TypeError('sq-elements: a call has one body: give body, form or text, not several.');
  if (body !== undefined) return { body: JSON.stringify(body), contentType: 'application/json' };
  if (form !== undefined) return { body: toSearchParams(form), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  if (text !== undefined) return { body: text, contentType: 'text/plain;charset=UTF-8' };
  return {};
}

export function isJsonType(contentType: string | null): boolean {
  return contentType !== null && /^[^;]*[/+]json\s*(;|$)/i.test(contentType);
}

/** The parsed body: JSON for a JSON content type, text otherwise, undefined when empty. */
export async function readBody(response: Response, url: string): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  if (!isJsonType(response.headers.get('content-type'))) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    return new UnparseableBody(url, error instanceof Error ? error.message : String(error));
  }
}
