import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * The column types a migration gives a time and a JSON document: `timestamptz` and `jsonb` on
 * PostgreSQL, ISO-8601 text and JSON text on SQLite. Either way the code reads and writes ISO
 * strings and JSON text (see server/db/schema.ts).
 */
export function columnTypes(db: Kysely<unknown>): { time: 'timestamptz' | 'varchar(40)'; json: 'jsonb' | 'text' } {
  return db.getExecutor().adapter instanceof PostgresAdapter ? { time: 'timestamptz', json: 'jsonb' } : { time: 'varchar(40)', json: 'text' };
}
