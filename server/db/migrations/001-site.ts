import type { Kysely } from 'kysely';

/** The site definition (demo/site/*.json), one JSON document per key, loaded on first start. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_documents')
    .addColumn('key', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('json', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_documents').execute();
}
