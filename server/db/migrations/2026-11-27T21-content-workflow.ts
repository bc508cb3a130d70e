import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * The workflow state an owner gave a product or an item in the back end (publish, schedule, hide):
 * one row per entry. It wins over the state the site definition's files give that entry, on every
 * start, so an owner's change survives restarts (server/store/content-workflow.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_workflow')
    .addColumn('kind', 'varchar(20)', (column) => column.notNull())
    .addColumn('id', 'varchar(100)', (column) => column.notNull())
    .addColumn('state', 'varchar(20)', (column) => column.notNull())
    // ISO-8601 in UTC for a scheduled entry; null otherwise.
    .addColumn('publish_on', 'varchar(40)')
    .addColumn('updated_at', columnTypes(db).time, (column) => column.notNull())
    .addColumn('updated_by', 'varchar(100)', (column) => column.notNull())
    .addPrimaryKeyConstraint('content_workflow_pk', ['kind', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_workflow').execute();
}
