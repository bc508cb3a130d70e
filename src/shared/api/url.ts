/** Call URLs: base plus path plus query, and the crumb that `/api/` calls carry. */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ParamValue = string | number | boolean | null | undefined;
/** Query or form fields; null and undefined values are left out, arrays repeat the name. */
export type Params = URLSearchParams | Readonly<Record<string, ParamValue | readonly ParamValue[]>>;

export const CRUMB_PARAM = 'crumb';
export const CRUMB_HEADER = 'X-CSRF-Token';

export function toSearchParams(params: Params): URLSearchParams {
  if (params instanceof URLSearchParams) return new URLSearchParams(params);
  const result = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) result.append(name, String(item));
    }
  }
  return result;
}

/** `path` (with or without its own query string) under `base`, plus `query`. */
export function apiUrl(base: string, path: string, query?: Params): URL {
  const url = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`);
  if (query) for (const [name, value] of toSearchParams(query)) url.searchParams.append(name, value);
  return url;
}

export function isStateChanging(method: string): boolean {
  return ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase());
}

/** Every data-layer call to the site's `/api/` carries the crumb (GET, POST, PUT, PATCH and DELETE alike). */
export function needsCrumb(method: string, path: string): boolean {
  return (method.toUpperCase() === 'GET' || isStateChanging(method)) && /^\/?api\//.test(path);
}

/**
 * Only state-changing calls send the crumb as the X-CSRF-Token header as well: on a GET the query
 * parameter is enough, and a header would make every cross-origin GET wait for a CORS preflight.
 */
export function sendsCrumbHeader(method: string): boolean {
  return isStateChanging(method);
}

export function withCrumb(url: URL, crumb: string): URL {
  const result = new URL(url);
  result.searchParams.set(CRUMB_PARAM, crumb);
  return result;
}
