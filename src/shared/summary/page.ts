/** One page of a summary: a collection's published items, newest first, after a keyset cursor. */
import { isServedAt, workflowStateOf } from '../content/workflow.js';
import { encodeCursor, publishOnKey, type SummaryCursor } from './cursor.js';

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
  /** The cursor of the page after this one, or undefined on the last page. */
  next: string | undefined;
}

/** Cuts a page from rows already in keyset order, fetched one beyond the page size. */
export function pageOf<T extends SummarySource>(rows: readonly T[], pageSize: number): SummaryPage<T> {
  const items = rows.slice(0, pageSize);
  const last = items[items.length - 1];
  return { items, next: rows.length > pageSize && last ? encodeCursor(keyOf(last)) : undefined };
}

/** The page of a collection's items shown at `now` after `after` (the first page without one), from the items in memory. */
export function summaryPage<T extends SummarySource>(
  items: readonly T[],
  collectionId: string,
  pageSize: number,
  { after, now = new Date() }: { after?: SummaryCursor; now?: Date } = {},
): SummaryPage<T> {
  const rows = items
    .filter((item) => item.collectionId === collectionId && isShownAt(item, now) && (!after || compareKeys(keyOf(item), after) > 0))
    .sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  return pageOf(rows, pageSize);
}
