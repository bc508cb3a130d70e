import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * The stock of each limited product variant, seeded from the site definition's qtyInStock and
 * reduced by every order placed (server/store/stock.ts states the rule). A variant without a row
 * is unlimited. Stock never goes below zero: orders take it with a conditional update, and the
 * check constraint refuses anything that would slip past one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { time } = columnTypes(db);
  await db.schema
    .createTable('product_stock')
    .addColumn('product_id', 'varchar(100)', (column) => column.notNull())
    // The SKU a cart entry holds for the variant: the variant's own, else the product's, else ''.
    .addColumn('sku', 'varchar(60)', (column) => column.notNull())
    .addColumn('qty', 'integer', (column) => column.notNull())
    // The definition's qtyInStock the row was last set from: an edited file restocks, an unchanged one keeps what orders left.
    .addColumn('defined_qty', 'integer', (column) => column.notNull())
    .addColumn('updated_at', time, (column) => column.notNull())
    .addPrimaryKeyConstraint('product_stock_pk', ['product_id', 'sku'])
    .addCheckConstraint('product_stock_qty', sql`qty >= 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_stock').execute();
}
