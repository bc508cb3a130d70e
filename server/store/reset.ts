import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { Db, Dialect } from '../db/schema.js';
import { GAZETTEER_TABLES } from './places.js';
import { SEARCH_TABLES } from './search.js';

/**
 * Tables a reset keeps: the migration bookkeeping (the schema stays as it is), and the server's
 * own settings, whose crumb secret every running server process shares; a new one would make
 * their crumbs disagree until all of them restart.
 */
export const KEPT_TABLES: readonly string[] = [
  DEFAULT_MIGRATION_TABLE,
  DEFAULT_MIGRATION_LOCK_TABLE,
  'server_settings',
  // The gazetteer is reference data, not what visitors stored; on SQLite its full-text index and
  // the index's own tables are emptied only through the index.
  ...GAZETTEER_TABLES,
  // The search index is derived from the definition and rebuilt when it differs from it.
  ...SEARCH_TABLES,
];

/** The tables of the database's schema (PostgreSQL: the current schema), by name, except the kept ones. */
export async function dataTables(db: Db, dialect: Dialect): Promise<string[]> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(db)
      : await sql<{
          name: string;
        }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`.execute(db);
  return rows.map((row) => row.name).filter((name) => !KEPT_TABLES.includes(name));
}

/**
 * Empties every table the schema has, bar the kept ones, in one transaction: what visitors and
 * owners stored (submissions, hits, carts, orders, sessions …) and the stored site definition, so
 * tables added by later migrations are emptied too. Resolves with the rows each table had.
 */
export async function emptyDataTables(db: Db, dialect: Dialect): Promise<Map<string, number>> {
  return db.transaction().execute(async (trx) => {
    const tables = await dataTables(trx, dialect);
    const counts = new Map<string, number>();
    for (const table of tables) {
      const { rows } = await sql<{ count: number | string }>`SELECT COUNT(*) AS count FROM ${sql.table(table)}`.execute(trx);
      counts.set(table, Number(rows[0]?.count ?? 0));
    }
    if (!tables.length) return counts;
    if (dialect === 'postgres') {
      await sql`TRUNCATE TABLE ${sql.join(tables.map((table) => sql.table(table)))} RESTART IDENTITY CASCADE`.execute(trx);
    } else {
      // Checked at commit, when every table is empty, so the order of the deletes does not matter.
      await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);
      for (const table of tables) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
    }
    return counts;
  });
}
