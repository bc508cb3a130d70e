import { sql, type Kysely } from 'kysely';
import type { SummaryEntry } from '../../src/shared/blocks/summary.js';
import { publishOnKey, type SummaryCursor } from '../../src/shared/summary/cursor.js';
import { MAX_SUMMARY_LIST_ITEMS } from '../../src/shared/summary/designs.js';
import { isPublished, listThrough, type SummaryPage } from '../../src/shared/summary/page.js';
import type { Database, Db, SummaryItemsTable } from '../db/schema.js';
import { jsonColumn } from '../db/json.js';
import { isMembersOnly } from '../site/member-access.js';

const PUBLISHED = 'published';
/** The status of a member-only item: never listed. */
const MEMBERS_ONLY = 'members';

/** The summary rows of the definition's items: published items as 'published', every other under its own status. */
export function summaryRows(items: readonly unknown[]): SummaryItemsTable[] {
  return items.flatMap((value) => {
    if (typeof value !== 'object' || value === null) return [];
    const item = value as SummaryEntry;
    if (typeof item.id !== 'string' || typeof item.collectionId !== 'string') return [];
    // A published item held back as a draft (workflowState) is stored as a draft; a member-only item is in no summary.
    const status = isMembersOnly(item)
      ? MEMBERS_ONLY
      : isPublished(item)
        ? PUBLISHED
        : item.status && item.status !== PUBLISHED
          ? String(item.status).slice(0, 20)
          : 'draft';
    return [{ id: item.id, collection_id: item.collectionId, status, publish_on: publishOnKey(item.publishOn), json: jsonColumn(item) }];
  });
}

/** Replaces the summary rows with the definition's items (inside the transaction that stores the definition). */
export async function storeSummaryItems(trx: Kysely<Database>, items: readonly unknown[]): Promise<void> {
  await trx.deleteFrom('summary_items').execute();
  const rows = summaryRows(items);
  for (let offset = 0; offset < rows.length; offset += 200) {
    await trx
      .insertInto('summary_items')
      .values(rows.slice(offset, offset + 200))
      .execute();
  }
}

/** A collection's published items due by `now` (an item scheduled later shows once its time comes). */
const published = (db: Db, collectionId: string, now: Date) =>
  db
    .selectFrom('summary_items')
    .where('collection_id', '=', collectionId)
    .where('status', '=', PUBLISHED)
    .where('publish_on', '<=', now.toISOString());

/**
 * The summary query, newest first: the items from the top through `through` (the last item the
 * visitor was shown, none for the first page), counted from the index up to the most a list holds,
 * then one page beyond and one more, which says whether another follows. One statement, so the
 * count and the list read the same rows. Exported so its plan can be checked.
 */
export function summaryListQuery(db: Db, collectionId: string, pageSize: number, through?: SummaryCursor, now = new Date()) {
  const list = published(db, collectionId, now).select(['id', 'json']).orderBy('publish_on', 'desc').orderBy('id', 'desc');
  if (!through) return list.limit(pageSize + 1);
  const shown = published(db, collectionId, now)
    .select(sql<number>`1`.as('shown'))
    .where((eb) => eb(eb.refTuple('publish_on', 'id'), '>=', eb.tuple(through.publishOn, through.id)))
    .limit(MAX_SUMMARY_LIST_ITEMS);
  const count = db.selectFrom(shown.as('shown')).select((eb) => eb.fn.countAll<number>().as('count'));
  return list.limit(sql<number>`(${count}) + ${pageSize + 1}`);
}

/** A collection's published items, newest first, through `through` and one page beyond (keyset pagination). */
export async function readSummaryList(
  db: Db,
  collectionId: string,
  pageSize: number,
  through?: SummaryCursor,
  now = new Date(),
): Promise<SummaryPage<SummaryEntry>> {
  const rows = await summaryListQuery(db, collectionId, pageSize, through, now).execute();
  const items = rows.map((row) => (typeof row.json === 'string' ? JSON.parse(row.json) : row.json) as SummaryEntry);
  return listThrough(items, pageSize, through);
}
