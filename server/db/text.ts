import type { CompiledQuery, DatabaseConnection, Dialect, Driver } from 'kysely';

/** NUL, which PostgreSQL's text refuses, and a surrogate without its pair, which has no UTF-8. */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters it finds
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text as both databases store it: NUL and unpaired surrogates become U+FFFD (the replacement
 * character), as they do in JSON columns (json.ts). Whatever a visitor sends is stored, or looked up
 * and not found, the same way everywhere, never a database error.
 */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, '\ufffd');
}

function storable(query: CompiledQuery): CompiledQuery {
  const needed = query.parameters.some((value) => typeof value === 'string' && storableText(value) !== value);
  return needed ? { ...query, parameters: query.parameters.map((value) => (typeof value === 'string' ? storableText(value) : value)) } : query;
}

/**
 * `dialect` with every query's text parameters made storable (storableText) where they reach the
 * driver: queries Kysely builds and prepared ones (prepared.ts) alike.
 */
export function withStorableText(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => storableTextDriver(dialect.createDriver()),
  };
}

function storableTextDriver(driver: Driver): Driver {
  const originals = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const original = (connection: DatabaseConnection) => originals.get(connection) ?? connection;
  return {
    init: () => driver.init(),
    async acquireConnection() {
      const connection = await driver.acquireConnection();
      const wrapped: DatabaseConnection = {
        executeQuery: (query) => connection.executeQuery(storable(query)),
        streamQuery: (query, chunkSize) => connection.streamQuery(storable(query), chunkSize),
      };
      originals.set(wrapped, connection);
      return wrapped;
    },
    beginTransaction: (connection, settings) => driver.beginTransaction(original(connection), settings),
    commitTransaction: (connection) => driver.commitTransaction(original(connection)),
    rollbackTransaction: (connection) => driver.rollbackTransaction(original(connection)),
    ...(driver.savepoint && { savepoint: (connection, name, compile) => driver.savepoint!(original(connection), name, compile) }),
    ...(driver.rollbackToSavepoint && {
      rollbackToSavepoint: (connection, name, compile) => driver.rollbackToSavepoint!(original(connection), name, compile),
    }),
    ...(driver.releaseSavepoint && {
      releaseSavepoint: (connection, name, compile) => driver.releaseSavepoint!(original(connection), name, compile),
    }),
    releaseConnection: (connection) => driver.releaseConnection(original(connection)),
    destroy: () => driver.destroy(),
  };
}
