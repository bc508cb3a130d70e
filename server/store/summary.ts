import type { Kysely } from 'kysely';
import type { SummaryEntry } from '../../src/shared/blocks/summary.js';
import { publishOnKey, type SummaryCursor } from '../../src/shared/summary/cursor.js';
import { isPublished, pageOf, type SummaryPage } from '../../src/shared/summary/page.js';
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

/**
 * The summary query, one beyond the page so the page knows whether another follows: published
 * items due by `now` (an item scheduled later shows once its time comes). Exported so its plan can be checked.
 */
export function summaryPageQuery(db: Db, collectionId: string, pageSize: number, after?: SummaryCursor, now = new Date()) {
  let query = db
    .selectFrom('summary_items')
    .select(['id', 'json'])
    .where('collection_id', '=', collectionId)
    .where('status', '=', PUBLISHED)
    .where('publish_on', '<=', now.toISOString())
    .orderBy('publish_on', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize + 1);
  if (after) query = query.where((eb) => eb(eb.refTuple('publish_on', 'id'), '<', eb.tuple(after.publishOn, after.id)));
  return query;
}

/** A page of a collection's published items, newest first, after `after` (keyset pagination). */
export async function readSummaryPage(
  db: Db,
  collectionId: string,
  pageSize: number,
  after?: SummaryCursor,
  now = new Date(),
): Promise<SummaryPage<SummaryEntry>> {
  const rows = await summaryPageQuery(db, collectionId, pageSize, after, now).execute();
  const items = rows.map((row) => (typeof row.json === 'string' ? JSON.parse(row.json) : row.json) as SummaryEntry);
  return pageOf(items, pageSize);
}
