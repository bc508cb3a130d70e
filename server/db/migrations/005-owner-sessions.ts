import type { Kysely } from 'kysely';

/**
 * Site-owner sessions with the back end. Owner accounts live in the site definition
 * (owners.json, stored with the other documents), so a session names its account by id only:
 * an owner removed from the definition has no session on the next start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('owner_sessions')
    // The SHA-256 of the cookie's token: a leaked table does not give away live sessions.
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('account_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('owner_sessions_expires_at').on('owner_sessions').column('expires_at').execute();
  await db.schema.createIndex('owner_sessions_account_id').on('owner_sessions').column('account_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('owner_sessions').execute();
}
