/** API base URLs: http or https only, kept as origin plus path with no trailing slash. */

/** The normalised base for `value` (relative values resolve against `relativeTo`), or undefined when it is not http(s). */
export function parseBaseUrl(value: string, relativeTo?: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim(), relativeTo);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const reported = new Set<string>();

/** Like parseBaseUrl, relative to the page, with one console error per bad value and source. */
export function checkedBaseUrl(value: string, source: string): string | undefined {
  const base = parseBaseUrl(value, typeof location === 'undefined' ? undefined : location.href);
  const key = `${source}\u0000${value}`;
  if (base === undefined && !reported.has(key)) {
    reported.add(key);
    console.error(`sq-elements: ${source} "${value}" is not an http or https URL; it is ignored.`);
  }
  return base;
}
