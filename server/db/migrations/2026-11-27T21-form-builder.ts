import type { Kysely } from 'kysely';

/**
 * The form builder (server/store/form-builder.ts): a form an owner created or saved is marked
 * `owner_edited`, and the site definition no longer writes it; a form an owner deleted is
 * remembered in `form_deletions`, so the definition does not bring it back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('forms')
    .addColumn('owner_edited', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('form_deletions')
    .addColumn('id', 'varchar(100)', (column) => column.primaryKey())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_deletions').execute();
  await db.schema.alterTable('forms').dropColumn('owner_edited').execute();
}
