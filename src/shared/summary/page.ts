/** A summary's list: a collection's published items, newest first, through a keyset cursor and one page beyond. */
import { isServedAt, workflowStateOf } from '../content/workflow.js';
import { encodeCursor, publishOnKey, type SummaryCursor } from './cursor.js';
import { MAX_SUMMARY_LIST_ITEMS } from './designs.js';

export interface SummarySource {
  id: string;
  collectionId?: string;
  status?: unknown;
  workflowState?: unknown;
  publishOn?: unknown;
}

/** Published items, and scheduled ones with their date (shown once it passes): not drafts, nor private or otherwise held back. */
export const isPublished = (item: SummarySource): boolean => {
  const state = workflowStateOf(item);
  return state === 'published' || (state === 'scheduled' && publishOnKey(item.publishOn) !== '');
};

/** Only what is published and due is shown: drafts, private items and items scheduled after `now` never are. */
export const isShownAt = (item: SummarySource, now: Date): boolean => isServedAt(item, now);

/** Keyset order: (publishOn, id) descending, as the database's summary index reads it; undated items last. */
export function compareKeys(a: SummaryCursor, b: SummaryCursor): number {
  if (a.publishOn !== b.publishOn) return a.publishOn < b.publishOn ? 1 : -1;
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}

export const keyOf = (item: SummarySource): SummaryCursor => ({ publishOn: publishOnKey(item.publishOn), id: item.id });

export interface SummaryPage<T> {
  items: T[];
  /** The cursor of the list's last item when a next page follows it, or undefined at the end. */
  next: string | undefined;
}

/**
 * Cuts a summary's list from rows already in keyset order: every row through `through` (the last
 * item shown, none for the first page), one page beyond it, and the next cursor when the rows hold
 * one more. A list never holds more than `max` items, and ends there.
 */
export function listThrough<T extends SummarySource>(
  rows: readonly T[],
  pageSize: number,
  through?: SummaryCursor,
  max = MAX_SUMMARY_LIST_ITEMS,
): SummaryPage<T> {
  const beyond = through ? rows.findIndex((row) => compareKeys(keyOf(row), through) > 0) : 0;
  const end = Math.min((beyond === -1 ? rows.length : beyond) + pageSize, max);
  const items = rows.slice(0, end);
  const last = items[items.length - 1];
  return { items, next: rows.length > end && end < max && last ? encodeCursor(keyOf(last)) : undefined };
}

/** The list of a collection's items shown at `now`, through `through` and a page beyond (the first page without one), from the items in memory. */
export function summaryPage<T extends SummarySource>(
  items: readonly T[],
  collectionId: string,
  pageSize: number,
  { through, now = new Date() }: { through?: SummaryCursor; now?: Date } = {},
): SummaryPage<T> {
  const rows = items.filter((item) => item.collectionId === collectionId && isShownAt(item, now)).sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  return listThrough(rows, pageSize, through);
}
