/** Server-wide settings shared by every process on one database, such as the crumb secret. */
export async function up(db) {
  await db.schema
    .createTable('server_settings')
    .addColumn('key', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db) {
  await db.schema.dropTable('server_settings').execute();
}
