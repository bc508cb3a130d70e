import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * The site's calendar events (workshops, open studio days, markets), seeded from the site
 * definition's events.json: start and end as UTC instants (`timestamptz` on PostgreSQL, ISO-8601
 * text on SQLite) and the IANA time zone the event takes place in. Only published ones are public.
 * (`events` is the analytics events table; these are `calendar_events`.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { time } = columnTypes(db);
  await db.schema
    .createTable('calendar_events')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('starts_at', time, (column) => column.notNull())
    .addColumn('ends_at', time, (column) => column.notNull())
    .addColumn('time_zone', 'varchar(64)', (column) => column.notNull())
    .addColumn('location', 'varchar(300)', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('updated_at', time, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('calendar_events_starts').on('calendar_events').columns(['status', 'starts_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_events').execute();
}
