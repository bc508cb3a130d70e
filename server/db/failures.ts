/**
 * Database failures that are the storage's state, not a fault in the request or the code: the disk
 * is full, the database cannot be written, or the database server cannot be reached (PostgreSQL
 * restarting or down). They answer 503 with the reason, and fail readiness until they pass.
 * SQLite reports them by code (better-sqlite3's `code`), PostgreSQL by SQLSTATE, the network by
 * Node's error code, and node-postgres's lost connections by message only.
 */
const UNREACHABLE = 'the database cannot be reached';
const RESTARTING = 'the database server is restarting';
const STORAGE_CODES = new Map([
  ['SQLITE_FULL', 'the disk is full'],
  ['SQLITE_READONLY', 'the database is read-only'],
  ['SQLITE_IOERR', 'the disk cannot be written'],
  ['SQLITE_CANTOPEN', 'the database file cannot be opened'],
  ['53100', 'the disk is full'],
  ['53200', 'the database server is out of memory'],
  ['25006', 'the database is read-only'],
  ['57P01', RESTARTING],
  ['57P02', RESTARTING],
  ['57P03', 'the database server is starting up or shutting down'],
  ['ECONNREFUSED', UNREACHABLE],
  ['ECONNRESET', UNREACHABLE],
  ['EPIPE', UNREACHABLE],
  ['ETIMEDOUT', UNREACHABLE],
  ['EHOSTUNREACH', UNREACHABLE],
  ['ENOTFOUND', UNREACHABLE],
  ['EAI_AGAIN', UNREACHABLE],
]);

/** node-postgres's own errors for a connection that broke or never came, which carry no code. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/** Why storing failed, in a few words, when `error` is a storage failure; else undefined. */
export function storageFailure(error: unknown): string | undefined {
  const code = String((error as { code?: unknown } | null | undefined)?.code ?? '');
  // SQLite's extended codes (SQLITE_IOERR_WRITE) share their primary code's reason; SQLSTATE class 08 is a connection exception.
  const known =
    STORAGE_CODES.get(code) ?? STORAGE_CODES.get(/^SQLITE_[A-Z]+/.exec(code)?.[0] ?? '') ?? (/^08[0-9A-Z]{3}$/.test(code) ? UNREACHABLE : undefined);
  if (known) return known;
  return code === '' && LOST_CONNECTION.test(String((error as { message?: unknown } | null | undefined)?.message ?? '')) ? UNREACHABLE : undefined;
}

/** The answer's text for a storage failure. */
export const storageFailureMessage = (reason: string): string => `The server cannot store data right now (${reason}). Please try again later.`;
