import { sql, type DatabaseIntrospector, type Dialect, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

/**
 * `dialect` (PostgreSQL's) with an introspector that looks only at the schemas on the connection's
 * search path, by name. The migrator asks it whether its own tables exist on every start. Kysely's
 * own introspector reads every column of every table of every schema through catalog functions,
 * and fails with another schema's error ("schema … does not exist", "column … does not exist")
 * when that schema is dropped or altered meanwhile: several servers, test runs or applications
 * sharing one database would then fail to start by turns.
 */
export function withSearchPathIntrospection(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => dialect.createDriver(),
    createIntrospector: (db) => searchPathIntrospector(db),
  };
}

function searchPathIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ schema: string; name: string; type: string }>`
      SELECT table_schema AS schema, table_name AS name, table_type AS type
      FROM information_schema.tables
      WHERE table_schema = ANY (current_schemas(false))
      ORDER BY table_schema, table_name`.execute(db);
    return rows.map(({ schema, name, type }) => ({ schema, name, isView: type === 'VIEW', columns: [] }));
  };
  return {
    async getSchemas(): Promise<SchemaMetadata[]> {
      const { rows } = await sql<{ name: string }>`SELECT nspname AS name FROM pg_catalog.pg_namespace`.execute(db);
      return rows;
    },
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
}
