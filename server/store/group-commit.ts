import { CompiledQuery, type Insertable, type InsertObject } from 'kysely';
import type { Database, Db } from '../db/schema.js';

/**
 * Group commit: rows inserted during one turn of the event loop reach the database as one
 * multi-row INSERT, one transaction. Each caller's promise settles when that INSERT commits, so an
 * acknowledged row is durable, while a busy server pays the per-commit cost (SQLite's WAL write)
 * once per batch instead of once per row.
 */
export function groupCommitInsert<T extends keyof Database & string>(
  db: Db,
  table: T,
  columns: readonly (keyof Insertable<Database[T]> & string)[],
  { maxRows = 100 } = {},
): (row: Insertable<Database[T]>) => Promise<void> {
  const statements = new Map<number, string>();
  let pending: { row: Record<string, unknown>; resolve: () => void; reject: (error: unknown) => void }[] = [];

  // Compiled once per batch size by Kysely, so the SQL suits either dialect.
  function sqlFor(count: number): string {
    let sql = statements.get(count);
    if (!sql) {
      // Placeholders only: the batch's values go with the compiled SQL.
      const placeholder = Object.fromEntries(columns.map((column) => [column, null])) as unknown as InsertObject<Database, T>;
      sql = db
        .insertInto(table)
        .values(Array.from({ length: count }, () => placeholder))
        .compile().sql;
      statements.set(count, sql);
    }
    return sql;
  }

  function flush(): void {
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    const parameters = batch.flatMap(({ row }) => columns.map((column) => row[column] ?? null));
    db.executeQuery(CompiledQuery.raw(sqlFor(batch.length), parameters)).then(
      () => batch.forEach(({ resolve }) => resolve()),
      (error) => batch.forEach(({ reject }) => reject(error)),
    );
  }

  return (row) =>
    new Promise<void>((resolve, reject) => {
      // setImmediate runs after every request read in this turn has queued its row.
      if (pending.length === 0) setImmediate(flush);
      pending.push({ row: row as Record<string, unknown>, resolve, reject });
      if (pending.length >= maxRows) flush();
    });
}
