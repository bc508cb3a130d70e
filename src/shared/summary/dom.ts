/** The summary's light DOM: its list of items, the next page's cursor, the carousel's slides. */
/** A cursor as the server writes it: opaque base64url. */
export const CURSOR = /^[A-Za-z0-9_-]{1,400}$/;

/** The element's list: its `ul.summary-items` child. */
export const summaryList = (host: Element): HTMLElement | null => host.querySelector(':scope>.summary-items');

/** The cursor of the page after the list, if there is one. */
export function nextCursorOf(list: Element | null): string | undefined {
  const cursor = list?.getAttribute('data-next-cursor') ?? '';
  return CURSOR.test(cursor) ? cursor : undefined;
}

/** Marks the carousel's items as slides (a named group each) and makes those out of view inert. */
export function markSlides(
  list: Element | null,
  start: number,
  visible: number,
  label: (index: number, count: number) => string,
  roleDescription: string,
): void {
  const items = [...(list?.children ?? [])];
  items.forEach((item, index) => {
    item.setAttribute('role', 'group');
    item.setAttribute('aria-roledescription', roleDescription);
    item.setAttribute('aria-label', label(index + 1, items.length));
    item.toggleAttribute('inert', index < start || index >= start + visible);
  });
}
