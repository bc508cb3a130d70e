// The config area's calls to its own server: JSON with the crumb in the X-CSRF-Token header, as
// the runtime's HTTP client sends it (src/shared/api/). The crumb is the `crumb` cookie every page
// gets; without one, or after a crumbFail answer, GET /api/crumb gives a fresh one (once).

const CRUMB_COOKIE = 'crumb';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a call answered: its status and its JSON body (`{}` when the answer is not JSON). */
export interface JsonAnswer {
  status: number;
  data: Record<string, unknown>;
}

/** The element with `id`, which the config page always has; a missing one is a page defect named in the error. */
export function byId<T extends HTMLElement>(id: string, type: { new (): T }): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`The config page has no ${type.name} #${id}`);
  return element;
}

function crumbCookie(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === CRUMB_COOKIE) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

async function freshCrumb(): Promise<string> {
  const response = await fetch('/api/crumb', { credentials: 'same-origin' });
  const data: unknown = response.ok ? await response.json() : undefined;
  const crumb = isRecord(data) ? data.crumb : undefined;
  return typeof crumb === 'string' ? crumb : '';
}

/** POSTs `body` as JSON; resolves `{ status, data }` (data `{}` when the answer is not JSON), rejects when the server cannot be reached. */
export async function postJson(path: string, body: unknown): Promise<JsonAnswer> {
  let crumb = crumbCookie() ?? (await freshCrumb());
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json().catch(() => ({}));
    const data = isRecord(answer) ? answer : {};
    if (response.status === 401 && data.crumbFail === true && attempt === 1) {
      crumb = await freshCrumb();
      continue;
    }
    return { status: response.status, data };
  }
}

/** The text for a failed call: the server's `error`, else `fallback`. */
export function errorText(data: Record<string, unknown>, fallback: string): string {
  return typeof data.error === 'string' && data.error !== '' ? data.error : fallback;
}
