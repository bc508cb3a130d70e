import type { Kysely } from 'kysely';

/** Server-wide settings shared by every process on one database, such as the crumb secret. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_settings')
    .addColumn('key', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_settings').execute();
}
