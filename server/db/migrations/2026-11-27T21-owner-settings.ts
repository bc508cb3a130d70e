import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * The site settings an owner saved in the back end (the cookie banner, the announcement bar, the
 * popup overlay): one row per setting, layered over the site definition's values when pages are
 * rendered (server/site/owner-settings.ts). The definition files never write here, so an owner's
 * edit outlives every restart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('owner_settings')
    .addColumn('site', 'varchar(100)', (column) => column.notNull())
    .addColumn('key', 'varchar(100)', (column) => column.notNull())
    .addColumn('json', types.json, (column) => column.notNull())
    .addColumn('updated_at', types.time, (column) => column.notNull())
    .addPrimaryKeyConstraint('owner_settings_pk', ['site', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('owner_settings').execute();
}
