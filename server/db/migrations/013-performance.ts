import type { Kysely } from 'kysely';

/** Performance reporting (/api/1/performance/*): the page loads handed out, and the records sent for them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_loads')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('performance_records')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('page_load_id', 'varchar(36)', (column) => column.notNull().references('page_loads.id').onDelete('cascade'))
    .addColumn('entry_type', 'varchar(40)', (column) => column.notNull())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('start_time', 'double precision')
    .addColumn('duration', 'double precision')
    .addColumn('value', 'double precision')
    .addColumn('detail', 'text')
    .addColumn('received_at', 'varchar(40)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('performance_records_page_load').on('performance_records').column('page_load_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('performance_records').execute();
  await db.schema.dropTable('page_loads').execute();
}
