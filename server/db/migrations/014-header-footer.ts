import type { Kysely } from 'kysely';

/** The site header and footer (/api/site-header-footer): one row per site, each part a JSON object. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_header_footer')
    .addColumn('site', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('header', 'text', (column) => column.notNull())
    .addColumn('footer', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_header_footer').execute();
}
