import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * The gazetteer the places calls search: cities and the demo's known addresses, one row
 * each, `id` in order of prominence (server/store/places.ts seeds it). `search` holds the place's
 * words folded (lower case, no diacritics), indexed for full-text search: FTS5 on SQLite, a GIN
 * index over the stored `to_tsvector('simple', search)` on PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('places')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('place_id', 'varchar(40)', (column) => column.notNull().unique())
    .addColumn('kind', 'varchar(10)', (column) => column.notNull())
    .addColumn('line1', 'varchar(200)', (column) => column.notNull())
    .addColumn('city', 'varchar(200)', (column) => column.notNull())
    .addColumn('region', 'varchar(200)', (column) => column.notNull())
    .addColumn('postal_code', 'varchar(20)', (column) => column.notNull())
    .addColumn('country', 'varchar(100)', (column) => column.notNull())
    .addColumn('lat', 'double precision', (column) => column.notNull())
    .addColumn('lng', 'double precision', (column) => column.notNull())
    .addColumn('population', 'integer', (column) => column.notNull())
    .addColumn('main_folded', 'varchar(200)', (column) => column.notNull())
    .addColumn('search', 'text', (column) => column.notNull())
    .execute();
  if (columnTypes(db).time === 'timestamptz') {
    // Stored, so a prefix match's recheck reads the vector instead of computing it for every candidate row.
    await sql`ALTER TABLE places ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', search)) STORED`.execute(db);
    await sql`CREATE INDEX places_search ON places USING gin (search_vector)`.execute(db);
  } else {
    // External content: the index reads `search` from places; the seed rebuilds it.
    await sql`CREATE VIRTUAL TABLE places_fts USING fts5(search, content='places', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (columnTypes(db).time !== 'timestamptz') await sql`DROP TABLE places_fts`.execute(db);
  await db.schema.dropTable('places').execute();
}
