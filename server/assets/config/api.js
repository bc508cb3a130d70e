// The config area's calls to its own server: JSON with the crumb in the X-CSRF-Token header, as
// the runtime's HTTP client sends it (src/shared/api/). The crumb is the `crumb` cookie every page
// gets; without one, or after a crumbFail answer, GET /api/crumb gives a fresh one (once).

const CRUMB_COOKIE = 'crumb';

function crumbCookie() {
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === CRUMB_COOKIE) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

async function freshCrumb() {
  const response = await fetch('/api/crumb', { credentials: 'same-origin' });
  const data = response.ok ? await response.json() : undefined;
  return typeof data?.crumb === 'string' ? data.crumb : '';
}

/** POSTs `body` as JSON; resolves `{ status, data }` (data `{}` when the answer is not JSON), rejects when the server cannot be reached. */
export async function postJson(path, body) {
  let crumb = crumbCookie() ?? (await freshCrumb());
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb },
      body: JSON.stringify(body),
    });
    const data = await response.json().catch(() => ({}));
    if (response.status === 401 && data?.crumbFail === true && attempt === 1) {
      crumb = await freshCrumb();
      continue;
    }
    return { status: response.status, data: data ?? {} };
  }
}

/** The text for a failed call: the server's `error`, else a general one. */
export function errorText(data) {
  return typeof data?.error === 'string' && data.error !== '' ? data.error : 'Something went wrong. Please try again.';
}

export const CONNECTION_ERROR = 'Unable to connect. Please try again.';
