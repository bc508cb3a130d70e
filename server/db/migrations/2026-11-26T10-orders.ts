import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * Orders placed at checkout (in test mode: nothing is charged) and their entries, copied from the
 * cart when it is bought; and when a cart was bought. Times are `timestamptz` and JSON `jsonb` on
 * PostgreSQL, ISO-8601 text and JSON text on SQLite (see column-types.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { time, json } = columnTypes(db);
  // Set once, in the transaction that places the cart's order; a bought cart takes no more changes.
  await db.schema.alterTable('carts').addColumn('purchased_at', time).execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    // The SHA-256 of the token in the order's status link: a leaked table does not give the links away.
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    // One order per cart: a second submission of the same cart cannot place a second order.
    .addColumn('cart_id', 'varchar(36)', (column) => column.notNull().unique().references('carts.id'))
    .addColumn('website_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('currency', 'varchar(3)', (column) => column.notNull())
    .addColumn('subtotal_cents', 'bigint', (column) => column.notNull())
    .addColumn('shipping_cents', 'bigint', (column) => column.notNull())
    .addColumn('tax_cents', 'bigint', (column) => column.notNull())
    .addColumn('grand_total_cents', 'bigint', (column) => column.notNull())
    .addColumn('total_quantity', 'integer', (column) => column.notNull())
    .addColumn('email', 'varchar(256)', (column) => column.notNull())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    // The shipping address as entered, or null when nothing in the order is shipped.
    .addColumn('shipping_address', json)
    .addColumn('created_at', time, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('order_entries')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('order_id', 'varchar(36)', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('product_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('sku', 'varchar(60)', (column) => column.notNull())
    .addColumn('product_type', 'varchar(20)', (column) => column.notNull())
    .addColumn('title', 'varchar(500)', (column) => column.notNull())
    .addColumn('option_values', json, (column) => column.notNull())
    .addColumn('unit_price_cents', 'integer', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('line_total_cents', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('order_entries_order').on('order_entries').columns(['order_id', 'position']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_entries').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.alterTable('carts').dropColumn('purchased_at').execute();
}
