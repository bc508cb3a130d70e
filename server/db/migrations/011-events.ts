import type { Kysely } from 'kysely';

/** Events the runtime reports (/api/events/*, /api/v1/events): errors, traces, custom and analytics events. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('kind', 'varchar(40)', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('received_at', 'varchar(40)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('events').execute();
}
