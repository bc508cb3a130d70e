import type { Kysely } from 'kysely';

/** Site-member accounts (seeded from the site definition) and their sessions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_users')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('email', 'varchar(256)', (column) => column.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (column) => column.notNull())
    .addColumn('first_name', 'varchar(100)', (column) => column.notNull().defaultTo(''))
    .addColumn('last_name', 'varchar(100)', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('site_user_sessions')
    // The SHA-256 of the cookie's token: a leaked table does not give away live sessions.
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('site_users.id').onDelete('cascade'))
    .addColumn('xsrf_token', 'varchar(64)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('site_user_sessions_expires_at').on('site_user_sessions').column('expires_at').execute();
  await db.schema.createIndex('site_user_sessions_user_id').on('site_user_sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_user_sessions').execute();
  await db.schema.dropTable('site_users').execute();
}
