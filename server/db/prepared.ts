import { CompiledQuery } from 'kysely';

/**
 * A query built and compiled once by Kysely for the database's dialect, then run with new values:
 * for the few statements a server runs thousands of times a second, building and compiling the
 * query each time costs more than the database's own work. `build(param)` builds the query with
 * `param('name')` wherever a value goes; the result runs it with `{ name: value, … }` and
 * resolves with Kysely's QueryResult (`rows`, `numAffectedRows`).
 *
 *   const consume = preparedQuery(db, (param) => db.deleteFrom('keys').where('key', '=', param('key')));
 *   const { numAffectedRows } = await consume({ key });
 *
 * @param {import('kysely').Kysely<any>} db
 * @param {(param: (name: string) => string) => import('kysely').Compilable} build
 */
export function preparedQuery(db, build) {
  const marker = '\u0000sq-param:';
  const { sql, parameters } = build((name) => `${marker}${name}`).compile();
  const names = parameters.map((value) => {
    if (typeof value !== 'string' || !value.startsWith(marker)) throw new Error(`preparedQuery: every value must be a param(), found ${JSON.stringify(value)}`);
    return value.slice(marker.length);
  });
  return (values) => db.executeQuery(CompiledQuery.raw(sql, names.map((name) => values[name] ?? null)));
}

/** One set of prepared queries per database, made on first use. */
export function perDatabase(make) {
  const made = new WeakMap();
  return (db) => {
    let queries = made.get(db);
    if (!queries) {
      queries = make(db);
      made.set(db, queries);
    }
    return queries;
  };
}

/**
 * An INSERT of `columns` into `table`, prepared as above; the result takes a row object and
 * resolves once the row is committed.
 *
 * @param {import('kysely').Kysely<any>} db
 * @param {string} table
 * @param {string[]} columns
 * @returns {(row: Record<string, unknown>) => Promise<void>}
 */
export function preparedInsert(db, table, columns) {
  const insert = preparedQuery(db, (param) => db.insertInto(table).values(Object.fromEntries(columns.map((column) => [column, param(column)]))));
  return async (row) => {
    await insert(row);
  };
}
