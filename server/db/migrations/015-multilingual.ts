import type { Kysely } from 'kysely';

/** Multilingual settings (/api/multilingual/*): the site's languages and its translation provider's connection. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('multilingual')
    .addColumn('site', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('languages', 'text', (column) => column.notNull())
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('multilingual').execute();
}
