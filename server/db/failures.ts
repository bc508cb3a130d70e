/**
 * Database failures that are the storage's state, not a fault in the request or the code: the disk
 * is full, or the database cannot be written. They answer 503 with the reason, and fail readiness.
 * SQLite reports them by code (better-sqlite3's `code`), PostgreSQL by SQLSTATE.
 */
const STORAGE_CODES = new Map([
  ['SQLITE_FULL', 'the disk is full'],
  ['SQLITE_READONLY', 'the database is read-only'],
  ['SQLITE_IOERR', 'the disk cannot be written'],
  ['SQLITE_CANTOPEN', 'the database file cannot be opened'],
  ['53100', 'the disk is full'],
  ['53200', 'the database server is out of memory'],
  ['25006', 'the database is read-only'],
  ['57P03', 'the database server is starting up or shutting down'],
]);

/** Why storing failed, in a few words, when `error` is a storage failure; else undefined. */
export function storageFailure(error: unknown): string | undefined {
  const code = String((error as { code?: unknown } | null | undefined)?.code ?? '');
  // SQLite's extended codes (SQLITE_IOERR_WRITE) share their primary code's reason.
  return STORAGE_CODES.get(code) ?? STORAGE_CODES.get(/^SQLITE_[A-Z]+/.exec(code)?.[0] ?? '');
}

/** The answer's text for a storage failure. */
export const storageFailureMessage = (reason: string): string => `The server cannot store data right now (${reason}). Please try again later.`;
