/** The search box's light-DOM contract: a `<form role="search">` with an `<input name="q">`. */

let warned = new WeakSet<Element>();

/** The box's query input, or undefined (with one console error per element) when its markup lacks one. */
export function searchInputOf(host: Element): HTMLInputElement | undefined {
  const input = host.querySelector('form input[name="q"]');
  if (input instanceof HTMLInputElement) return input;
  if (!warned.has(host)) {
    warned.add(host);
    console.error('sq-search: expected a <form> with an <input name="q"> inside the element; the box stays as it is.');
  }
  return undefined;
}

/** Tests start fresh. */
export function resetSearchWarnings(): void {
  warned = new WeakSet();
}

/** The search page's address for a query. */
export function searchPageUrl(action: string, query: string): string {
  return `${action}?q=${encodeURIComponent(query)}`;
}
