import { httpError } from '../http/errors.js';

export function parseJson(text, name) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw httpError(400, `${name} is not valid JSON: ${error.message}`);
  }
}

/**
 * A preValidation hook: form-encoded calls carry JSON inside fields (`data`, `widgetJSON`), so the
 * fields are parsed first and the route's schema then checks what they hold, whatever the encoding.
 */
export function parseJsonFields(...names) {
  return async function parseJsonFieldsHook(request) {
    const { body } = request;
    if (body === null || typeof body !== 'object') return;
    for (const name of names) {
      if (typeof body[name] === 'string') body[name] = parseJson(body[name], name);
    }
  };
}

/** A preValidation hook for calls whose whole body may be optional: no body validates as `{}`. */
export async function emptyBodyAsObject(request) {
  request.body ??= {};
}
