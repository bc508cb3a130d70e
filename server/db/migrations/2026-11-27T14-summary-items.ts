import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types.js';
import { summaryRows } from '../../store/summary.js';

/**
 * The items a summary block lists (GetWidgetRendering), one row each, kept in step with the
 * site definition's items (server/store/site.ts). The composite index serves the summary query:
 * one collection's published items, newest first, a page at a time after a keyset cursor
 * (publish_on, id). On PostgreSQL both key columns compare bytewise (`COLLATE "C"`), as SQLite and
 * the browser compare them, so every reader pages in the same order. The rows start from the
 * definition already stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = columnTypes(db).time === 'timestamptz';
  const key = (length: number) => (postgres ? sql`varchar(${sql.raw(String(length))}) collate "C"` : sql`varchar(${sql.raw(String(length))})`);
  await db.schema
    .createTable('summary_items')
    .addColumn('id', key(100), (column) => column.primaryKey())
    .addColumn('collection_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    // ISO-8601 in UTC, or '' for an undated item, which sorts last.
    .addColumn('publish_on', key(40), (column) => column.notNull())
    .addColumn('json', columnTypes(db).json, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('summary_items_page').on('summary_items').columns(['collection_id', 'status', 'publish_on', 'id']).execute();
  const stored = await (db as Kysely<{ site_documents: { key: string; json: string } }>)
    .selectFrom('site_documents')
    .select('json')
    .where('key', '=', 'items')
    .executeTakeFirst();
  const items: unknown = stored ? JSON.parse(typeof stored.json === 'string' ? stored.json : JSON.stringify(stored.json)) : [];
  const rows = summaryRows(Array.isArray(items) ? items : []);
  for (let offset = 0; offset < rows.length; offset += 200) {
    await (db as Kysely<{ summary_items: (typeof rows)[number] }>)
      .insertInto('summary_items')
      .values(rows.slice(offset, offset + 200))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('summary_items').execute();
}
