import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { CartEntriesTable, CartsTable, Db } from '../db/schema.js';
import { jsonColumn } from '../db/json.js';

export type Cart = Selectable<CartsTable>;
export type CartEntry = Selectable<CartEntriesTable>;

/** What goes in a cart: a product variant and the price to charge (server/commerce/purchase.ts). */
export interface CartItem {
  product: { id: string };
  sku: string;
  productType: string;
  title: string;
  optionValues: readonly unknown[];
  unitPriceCents: number;
}

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The open cart of a cookie token, or undefined. A cart whose order was placed is no longer the
 * visitor's cart: reading it answers an empty cart, and the next add starts a new one.
 */
export function findCart(db: Db, token: unknown): Promise<Cart | undefined> {
  if (typeof token !== 'string' || token === '') return Promise.resolve(undefined);
  return db.selectFrom('carts').selectAll().where('token_hash', '=', tokenHash(token)).where('purchased_at', 'is', null).executeTakeFirst();
}

/** A new, empty cart: the token goes in the cookie, only its hash in the table. */
export async function createCart(
  db: Db,
  { websiteId, currency, now = new Date() }: { websiteId: string; currency: string; now?: Date },
): Promise<{ token: string; cart: Cart }> {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  const cart = {
    id: randomUUID(),
    token_hash: tokenHash(token),
    website_id: websiteId,
    currency,
    created_at: at,
    updated_at: at,
    purchased_at: null,
  };
  await db.insertInto('carts').values(cart).execute();
  return { token, cart };
}

export function readEntries(db: Db, cartId: string): Promise<CartEntry[]> {
  return db.selectFrom('cart_entries').selectAll().where('cart_id', '=', cartId).orderBy('created_at').orderBy('id').execute();
}

export function findEntry(db: Db, cartId: string, entryId: string): Promise<CartEntry | undefined> {
  return db.selectFrom('cart_entries').selectAll().where('cart_id', '=', cartId).where('id', '=', entryId).executeTakeFirst();
}

/**
 * Adds `quantity` of a variant: a new entry, or the cart's entry for it increased in the same
 * statement, so two adds at once both count. Returns the entry as it now is.
 */
export async function addToEntry(db: Db, cartId: string, item: CartItem, quantity: number, now = new Date()): Promise<CartEntry> {
  const entry = {
    id: randomUUID(),
    cart_id: cartId,
    product_id: item.product.id,
    sku: item.sku,
    product_type: item.productType,
    title: item.title,
    option_values: jsonColumn(item.optionValues),
    unit_price_cents: item.unitPriceCents,
    quantity,
    created_at: now.toISOString(),
  };
  await db
    .insertInto('cart_entries')
    .values(entry)
    .onConflict((conflict) =>
      conflict.columns(['cart_id', 'product_id', 'sku']).doUpdateSet({
        quantity: sql`cart_entries.quantity + excluded.quantity`,
        unit_price_cents: item.unitPriceCents,
      }),
    )
    .execute();
  await touchCart(db, cartId, now);
  return db
    .selectFrom('cart_entries')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('product_id', '=', entry.product_id)
    .where('sku', '=', entry.sku)
    .executeTakeFirstOrThrow();
}

/** Sets an entry's quantity, and its price to the one the definition asks now. */
export async function updateEntry(
  db: Db,
  cartId: string,
  entryId: string,
  { quantity, unitPriceCents }: { quantity: number; unitPriceCents: number },
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('cart_entries')
    .set({ quantity, unit_price_cents: unitPriceCents })
    .where('cart_id', '=', cartId)
    .where('id', '=', entryId)
    .execute();
  await touchCart(db, cartId, now);
}

export async function deleteEntry(db: Db, cartId: string, entryId: string, now = new Date()): Promise<void> {
  await db.deleteFrom('cart_entries').where('cart_id', '=', cartId).where('id', '=', entryId).execute();
  await touchCart(db, cartId, now);
}

/**
 * A change to a cart whose order was placed meanwhile: the placement got the cart first (its row
 * lock), so the change must roll back rather than land in a bought cart.
 */
export class CartPurchased extends Error {
  constructor() {
    super('The order for this cart has already been placed.');
  }
}

/**
 * Marks a change to the cart, which must still be open; otherwise throws CartPurchased, so the
 * caller's transaction rolls the change back. On PostgreSQL this waits for a placement of the same
 * cart in progress and then finds it bought.
 */
async function touchCart(db: Db, cartId: string, now: Date): Promise<void> {
  const result = await db
    .updateTable('carts')
    .set({ updated_at: now.toISOString() })
    .where('id', '=', cartId)
    .where('purchased_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new CartPurchased();
}
