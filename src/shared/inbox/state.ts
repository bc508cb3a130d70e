/** The inbox's list state as pure functions: pages appended in order, a deleted row taken out. */

export interface ListState<Row extends { id: string }> {
  rows: Row[];
  nextCursor: string | null;
}

/** The rows so far with the next page after them; a row already shown is not shown twice. */
export function appendPage<Row extends { id: string }>(state: ListState<Row>, page: ListState<Row>): ListState<Row> {
  const shown = new Set(state.rows.map((row) => row.id));
  return { rows: [...state.rows, ...page.rows.filter((row) => !shown.has(row.id))], nextCursor: page.nextCursor };
}

/** The list without the row `id`. */
export function withoutRow<Row extends { id: string }>(state: ListState<Row>, id: string): ListState<Row> {
  return { ...state, rows: state.rows.filter((row) => row.id !== id) };
}

/** A time as the owner reads it: date and time in the page's language, or the text as sent when it is no time. */
export function formatInstant(iso: string, locale?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}
