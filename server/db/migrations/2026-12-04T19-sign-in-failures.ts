import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * Failed sign-ins per account, owners and members apart (server/accounts/account-limit.ts states the
 * rule): after a few, the account's next attempts wait, from whichever address they come. The key
 * is a hash of the kind and the email, so the table names no one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { time } = columnTypes(db);
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('account_key', 'varchar(80)', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('last_failed_at', time, (column) => column.notNull())
    .addColumn('wait_until', time, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
}
