import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * Rate-limit counts (server/http/rate-limits.ts), kept in the database so every server process on
 * one database counts the same requests: one row per limit and key, its count and when its window ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counts')
    .addColumn('key', 'varchar(500)', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('resets_at', columnTypes(db).time, (column) => column.notNull())
    .execute();
  // Expired rows are deleted by this column.
  await db.schema.createIndex('rate_limit_counts_resets_at').on('rate_limit_counts').column('resets_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counts').execute();
}
