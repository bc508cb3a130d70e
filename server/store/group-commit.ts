import { CompiledQuery } from 'kysely';

/**
 * Group commit: rows inserted during one turn of the event loop reach the database as one
 * multi-row INSERT, one transaction. Each caller's promise settles when that INSERT commits, so an
 * acknowledged row is durable, while a busy server pays the per-commit cost (SQLite's WAL write)
 * once per batch instead of once per row.
 *
 * @param {import('kysely').Kysely<any>} db
 * @param {string} table
 * @param {string[]} columns
 * @returns {(row: Record<string, unknown>) => Promise<void>}
 */
export function groupCommitInsert(db, table, columns, { maxRows = 100 } = {}) {
  const statements = new Map();
  let pending = [];

  // Compiled once per batch size by Kysely, so the SQL suits either dialect.
  function sqlFor(count) {
    let sql = statements.get(count);
    if (!sql) {
      const placeholder = Object.fromEntries(columns.map((column) => [column, null]));
      sql = db.insertInto(table).values(Array.from({ length: count }, () => placeholder)).compile().sql;
      statements.set(count, sql);
    }
    return sql;
  }

  function flush() {
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
    new Promise((resolve, reject) => {
      // setImmediate runs after every request read in this turn has queued its row.
      if (pending.length === 0) setImmediate(flush);
      pending.push({ row, resolve, reject });
      if (pending.length >= maxRows) flush();
    });
}
