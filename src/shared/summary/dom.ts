/** The summary's light DOM: its list of items, the next page's cursor, the carousel's slides, focus on an item. */
/** A cursor as the server writes it: opaque base64url. */
export const CURSOR = /^[A-Za-z0-9_-]{1,400}$/;

/** The element's list: its `ul.summary-items` child. */
export const summaryList = (host: Element): HTMLElement | null => host.querySelector(':scope>.summary-items');

/** The cursor of the page after the list, if there is one. */
export function nextCursorOf(list: Element | null): string | undefined {
  const cursor = list?.getAttribute('data-next-cursor') ?? '';
  return CURSOR.test(cursor) ? cursor : undefined;
}

/** The attributes the runtime puts on a server's item (slide marks, focusability): not part of what the server drew. */
export const ITEM_MARKS = ['role', 'aria-roledescription', 'aria-label', 'inert', 'tabindex'] as const;

/** Moves focus to an item: its link, or the item itself (made focusable) when it has none. */
export function focusItem(item: Element): void {
  const link = item.querySelector<HTMLElement>('a[href]');
  if (link) return link.focus();
  if (!item.hasAttribute('tabindex')) item.setAttribute('tabindex', '-1');
  (item as HTMLElement).focus();
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
