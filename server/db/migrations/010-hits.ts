import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Census hits (/api/census/*): one row per hit, its kind naming the call that sent it. The key
 * is an integer the database assigns (SQLite's rowid): a hit then writes one b-tree, not two, which
 * halves the cost of the busiest INSERT the server runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('hits')
    .addColumn('id', postgres ? 'bigint' : 'integer', (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey(),
    )
    .addColumn('kind', 'varchar(40)', (column) => column.notNull())
    .addColumn('event', 'integer')
    .addColumn('visitor', 'varchar(200)')
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('received_at', 'varchar(40)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hits').execute();
}
