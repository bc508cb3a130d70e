import type { Kysely } from 'kysely';

/**
 * The owner inbox lists reviews, test orders and carts newest first, a page at a time after the
 * last row shown (server/store/inbox.ts): one index range each, the id breaking ties of one instant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('reviews_inbox').on('reviews').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_inbox').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('carts_inbox').on('carts').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('carts_inbox').execute();
  await db.schema.dropIndex('orders_inbox').execute();
  await db.schema.dropIndex('reviews_inbox').execute();
}
