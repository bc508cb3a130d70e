/**
 * The table-booking provider's interface, in one place: its script defines a global with a
 * `load(slug, container)` function that draws the booking widget for the business into the
 * container. Everything the runtime calls on the provider goes through here.
 */

/** The global the table-booking script defines. */
export const TABLE_BOOKING_GLOBAL = 'SqTableBooking';

export interface TableBooking {
  /** Draws the booking widget of the business `slug` into `container`. */
  load(slug: string, container: HTMLElement): unknown;
}

/** The provider's API once its script ran, or undefined when the script defined none. */
export function tableBookingOf(scope: object): TableBooking | undefined {
  const candidate = (scope as Record<string, unknown>)[TABLE_BOOKING_GLOBAL] as Partial<TableBooking> | undefined;
  return candidate && typeof candidate.load === 'function' ? (candidate as TableBooking) : undefined;
}

/** Calls the provider's load; undefined when it ran, else the console message saying why the widget cannot show. */
export function startTableBooking(scope: object, slug: string, container: HTMLElement): string | undefined {
  const booking = tableBookingOf(scope);
  if (!booking) return `<sq-reservation>: the table-booking script defined no ${TABLE_BOOKING_GLOBAL}.load; showing the booking link.`;
  try {
    booking.load(slug, container);
    return undefined;
  } catch (error) {
    return `<sq-reservation>: the table-booking script failed to load "${slug}" (${error instanceof Error ? error.message : String(error)}); showing the booking link.`;
  }
}
