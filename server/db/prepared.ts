import { CompiledQuery, type Compilable, type Insertable, type InsertObject, type QueryResult } from 'kysely';
import type { Database, Db } from './schema.js';

/** Runs a prepared query with the values of its params, by name. */
export type PreparedQuery<R> = (values: Record<string, unknown>) => Promise<QueryResult<R>>;

/**
 * A query built and compiled once by Kysely for the database's dialect, then run with new values:
 * for the few statements a server runs thousands of times a second, building and compiling the
 * query each time costs more than the database's own work. `build(param)` builds the query with
 * `param('name')` wherever a value goes; the result runs it with `{ name: value, … }` and
 * resolves with Kysely's QueryResult (`rows`, `numAffectedRows`).
 *
 *   const consume = preparedQuery(db, (param) => db.deleteFrom('keys').where('key', '=', param('key')));
 *   const { numAffectedRows } = await consume({ key });
 */
export function preparedQuery<R>(db: Db, build: (param: (name: string) => string) => Compilable<R>): PreparedQuery<R> {
  const marker = '\u0000sq-param:';
  const { sql, parameters } = build((name) => `${marker}${name}`).compile();
  const names = parameters.map((value) => {
    if (typeof value !== 'string' || !value.startsWith(marker))
      throw new Error(`preparedQuery: every value must be a param(), found ${JSON.stringify(value)}`);
    return value.slice(marker.length);
  });
  return (values) =>
    db.executeQuery(
      CompiledQuery.raw(
        sql,
        names.map((name) => values[name] ?? null),
      ) as CompiledQuery<R>,
    );
}

/** One set of prepared queries per database, made on first use. */
export function perDatabase<Q>(make: (db: Db) => Q): (db: Db) => Q {
  const made = new WeakMap<Db, Q>();
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
 */
export function preparedInsert<T extends keyof Database & string>(
  db: Db,
  table: T,
  columns: readonly (keyof Insertable<Database[T]> & string)[],
): (row: Insertable<Database[T]>) => Promise<void> {
  // Every value is a param() placeholder, whatever the column's type; the row supplies the values.
  const placeholders = (param: (name: string) => string) =>
    Object.fromEntries(columns.map((column) => [column, param(column)])) as unknown as InsertObject<Database, T>;
  const insert = preparedQuery(db, (param) => db.insertInto(table).values(placeholders(param)));
  return async (row) => {
    await insert(row as Record<string, unknown>);
  };
}
