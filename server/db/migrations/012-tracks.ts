import type { Kysely } from 'kysely';

/** Campaign tracking pixels (GET /api/track/Track): one row per pixel, one column per query parameter. */
const PARAMS = ['source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'refer', 'variation', 'mkwid', 'landing', 'rk', 'lang', 'screen'];

export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema.createTable('tracks').addColumn('id', 'varchar(36)', (column) => column.primaryKey());
  for (const name of PARAMS) table = table.addColumn(name, 'text');
  await table.addColumn('received_at', 'varchar(40)', (column) => column.notNull()).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tracks').execute();
}
