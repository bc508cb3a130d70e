import type { Kysely } from 'kysely';

/** Shopping carts and their entries: one cart per visitor's `sq_cart` cookie, prices copied from the site definition. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    // The SHA-256 of the cookie's token: a leaked table does not give away live carts.
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('website_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('currency', 'varchar(3)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('cart_entries')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('cart_id', 'varchar(36)', (column) => column.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('sku', 'varchar(60)', (column) => column.notNull())
    .addColumn('product_type', 'varchar(20)', (column) => column.notNull())
    .addColumn('title', 'varchar(500)', (column) => column.notNull())
    .addColumn('option_values', 'text', (column) => column.notNull())
    .addColumn('unit_price_cents', 'integer', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .execute();
  // One entry per product variant in a cart: adding the same variant again increases it, also when two adds race.
  await db.schema.createIndex('cart_entries_variant').on('cart_entries').columns(['cart_id', 'product_id', 'sku']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cart_entries').execute();
  await db.schema.dropTable('carts').execute();
}
