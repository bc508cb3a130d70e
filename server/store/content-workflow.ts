import { applyWorkflowChange, type ContentKind, type WorkflowChange, type WorkflowEntry } from '../../src/shared/content/workflow.js';
import type { ContentWorkflowTable, Db } from '../db/schema.js';
import type { SiteDocuments } from '../site/documents.js';
import { summaryRows } from './summary.js';

/**
 * The rule: the site definition's files seed each product's and item's workflow state; once an owner
 * changes it in the back end, the owner's state (kept in `content_workflow`) wins over the files on
 * every read and every start, edited files or not, until the demo is reset. An entry the files no
 * longer hold is gone, whatever its row says.
 */
export type WorkflowChangeRow = Pick<ContentWorkflowTable, 'kind' | 'id' | 'state' | 'publish_on'>;

export async function readWorkflowChanges(db: Db): Promise<WorkflowChangeRow[]> {
  return db.selectFrom('content_workflow').select(['kind', 'id', 'state', 'publish_on']).orderBy('kind').orderBy('id').execute();
}

/** The entry as the owner's change left it: its state, and the date the change gave it, if any. */
export function withChange<T extends WorkflowEntry>(entry: T, row: WorkflowChangeRow | undefined): T {
  if (!row) return entry;
  const changed: T = { ...entry, workflowState: row.state, ...(entry.status !== undefined && { status: row.state }) };
  return row.publish_on ? { ...changed, publishOn: row.publish_on } : changed;
}

/** The documents with the owners' changes applied to their products and items. */
export function withWorkflowChanges(documents: SiteDocuments, rows: readonly WorkflowChangeRow[]): SiteDocuments {
  if (!rows.length) return documents;
  const byKey = new Map(rows.map((row) => [`${row.kind}:${row.id}`, row]));
  return {
    ...documents,
    ...(documents.products && { products: documents.products.map((product) => withChange(product, byKey.get(`products:${product.id}`))) }),
    ...(documents.items && { items: documents.items.map((item) => withChange(item, byKey.get(`items:${item.id}`))) }),
  };
}

/** The definition's items with the owners' changes, for the summary rows (inside the transaction that stores them). */
export async function itemsWithChanges(db: Db, items: readonly unknown[]): Promise<unknown[]> {
  const rows = (await readWorkflowChanges(db)).filter((row) => row.kind === 'items');
  if (!rows.length) return [...items];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.map((item) =>
    typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string'
      ? withChange(item as WorkflowEntry, byId.get((item as { id: string }).id))
      : item,
  );
}

/**
 * Keeps an owner's change of a product's or an item's state, with the date it results in, and for
 * an item its summary row, in one transaction: a 200 means the site serves the new state.
 * `entry` is the entry as the definition holds it.
 */
export async function writeWorkflowChange(
  db: Db,
  kind: ContentKind,
  entry: WorkflowEntry & { id: string },
  change: WorkflowChange,
  ownerId: string,
  now: Date,
): Promise<WorkflowEntry> {
  const changed = applyWorkflowChange(entry, change, now);
  const publishOn = changed.publishOn !== entry.publishOn && typeof changed.publishOn === 'string' ? changed.publishOn : null;
  const values = { state: change.state, publish_on: publishOn, updated_at: now.toISOString(), updated_by: ownerId };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('content_workflow')
      .values({ kind, id: entry.id, ...values })
      .onConflict((conflict) => conflict.columns(['kind', 'id']).doUpdateSet(values))
      .execute();
    if (kind !== 'items') return;
    await trx.deleteFrom('summary_items').where('id', '=', entry.id).execute();
    const rows = summaryRows([changed]);
    if (rows.length) await trx.insertInto('summary_items').values(rows).execute();
  });
  return changed;
}
