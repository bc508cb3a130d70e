import type { Kysely } from 'kysely';

/** Review requests (a link a buyer gets after a purchase) and the reviews written through them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_requests')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    // The SHA-256 of the link's token, as for carts: a leaked table gives away no live links.
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('product_ids', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('request_id', 'varchar(36)', (column) => column.notNull().references('review_requests.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('rating', 'integer', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .execute();
  // One review per product of a request: a second one, also when two race, is refused.
  await db.schema.createIndex('reviews_request_product').on('reviews').columns(['request_id', 'product_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
  await db.schema.dropTable('review_requests').execute();
}
