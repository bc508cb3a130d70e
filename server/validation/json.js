/** A 400 whose message is shown to the client as `{ error }` by the error handler. */
export function badRequest(message) {
  return Object.assign(new Error(message), { statusCode: 400 });
}

export function parseJson(text, name) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw badRequest(`${name} is not valid JSON: ${error.message}`);
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
