import type { Kysely } from 'kysely';

/** Form definitions (from the site definition), single-use submission keys, and submissions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('forms')
    .addColumn('id', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('definition', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('form_submission_keys')
    .addColumn('key', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('expires_at', 'varchar(40)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('form_submission_keys_expires_at').on('form_submission_keys').column('expires_at').execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('form_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('form_json', 'text', (column) => column.notNull())
    .addColumn('collection_id', 'varchar(100)')
    .addColumn('object_name', 'varchar(200)')
    .addColumn('is_overlay_form', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('submit_button_text', 'varchar(200)')
    .addColumn('page_title', 'varchar(500)')
    .addColumn('page_id', 'varchar(100)')
    .addColumn('content_source', 'varchar(1)')
    .addColumn('page_path', 'varchar(2000)')
    .addColumn('page_permission_type_value', 'integer')
    .addColumn('visitor', 'varchar(200)')
    .addColumn('submitted_at', 'varchar(40)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('form_submissions_form_id').on('form_submissions').columns(['form_id', 'submitted_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_submissions').execute();
  await db.schema.dropTable('form_submission_keys').execute();
  await db.schema.dropTable('forms').execute();
}
