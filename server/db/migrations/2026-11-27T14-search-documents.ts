import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * The site search index: one row per page, post/item and product of the site definition
 * (server/store/search.ts fills it), with what decides whether a visitor may find it: published
 * (not a draft or scheduled), its publish time, and whether it is behind a member area or a
 * password. `title_folded` and `body_folded` hold the words folded (lower case, no diacritics) and
 * are indexed for full-text search: FTS5 on SQLite, a GIN index over a weighted tsvector on
 * PostgreSQL. `search_index_state` holds the fingerprint of the definition the index was built from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_documents')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('kind', 'varchar(10)', (column) => column.notNull())
    .addColumn('url', 'varchar(500)', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('title_folded', 'text', (column) => column.notNull())
    .addColumn('body_folded', 'text', (column) => column.notNull())
    .addColumn('published', 'integer', (column) => column.notNull())
    .addColumn('publish_on', 'varchar(40)')
    .addColumn('members_only', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('search_index_state')
    .addColumn('key', 'varchar(40)', (column) => column.primaryKey())
    .addColumn('fingerprint', 'varchar(100)', (column) => column.notNull())
    .execute();
  if (columnTypes(db).time === 'timestamptz') {
    await sql`ALTER TABLE search_documents ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', title_folded), 'A') || setweight(to_tsvector('simple', body_folded), 'D')) STORED`.execute(
      db,
    );
    await sql`CREATE INDEX search_documents_search ON search_documents USING gin (search_vector)`.execute(db);
  } else {
    // External content: the index reads the folded columns from search_documents; a rebuild refills it.
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(title_folded, body_folded, content='search_documents', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (columnTypes(db).time !== 'timestamptz') await sql`DROP TABLE search_fts`.execute(db);
  await db.schema.dropTable('search_index_state').execute();
  await db.schema.dropTable('search_documents').execute();
}
