import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { computeCartTotals } from '../../src/shared/commerce/cart.js';
import { entryAnswer } from '../commerce/cart-answer.js';
import type { Db, OrderEntriesTable, OrdersTable } from '../db/schema.js';
import { jsonColumn } from '../db/json.js';
import { readEntries, type Cart } from './carts.js';
import { takeStock, type StockShortfall } from './stock.js';

export type Order = Selectable<OrdersTable>;
export type OrderEntry = Selectable<OrderEntriesTable>;

/** Who placed the order. */
export interface OrderContact {
  email: string;
  name: string;
}

/** Where the order goes, as entered at checkout. */
export interface ShippingAddress {
  address1: string;
  address2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** Why an order cannot be placed: the cart was bought already, it holds nothing, or more than is in stock. */
export type PlacementRefusal = 'purchased' | 'empty' | 'stock';

/** A refused placement; for 'stock', the entry there is too little of, and how many are left. */
export type Refusal = { refused: Exclude<PlacementRefusal, 'stock'> } | { refused: 'stock'; shortfall: StockShortfall & { title: string } };

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Places the order of `cart` in one transaction: marks the cart purchased (only if it was not
 * already, so two submissions of one cart place one order), takes its quantities from the stock
 * (server/store/stock.ts; never below 0, so of two orders for the last item one is refused),
 * copies its entries with their prices and stores the totals and the contact. Nothing is charged.
 * Returns the token of the order's status link (only its hash is stored), or why the order was
 * refused, with nothing written: no order, no stock taken, the cart still open.
 */
export async function placeOrder(
  db: Db,
  { cart, contact, shipping, now = new Date() }: { cart: Cart; contact: OrderContact; shipping: ShippingAddress | null; now?: Date },
): Promise<{ token: string; orderId: string } | Refusal> {
  const at = now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      // First, so a concurrent placement of the same cart waits here and then finds it bought.
      const marked = await trx
        .updateTable('carts')
        .set({ purchased_at: at, updated_at: at })
        .where('id', '=', cart.id)
        .where('purchased_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) throw new Refused({ refused: 'purchased' });
      const entries = (await readEntries(trx, cart.id)).map(entryAnswer).filter((entry) => entry.quantity > 0);
      if (!entries.length) throw new Refused({ refused: 'empty' });
      const shortfall = await takeStock(trx, entries, now);
      if (shortfall) {
        const title = entries.find((entry) => entry.productId === shortfall.productId && entry.sku === shortfall.sku)?.title ?? '';
        throw new Refused({ refused: 'stock', shortfall: { ...shortfall, title } });
      }
      const totals = computeCartTotals(entries);
      const token = randomBytes(32).toString('base64url');
      const orderId = randomUUID();
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          token_hash: tokenHash(token),
          cart_id: cart.id,
          website_id: cart.website_id,
          currency: cart.currency,
          subtotal_cents: totals.subtotalCents,
          shipping_cents: totals.shippingCostCents,
          tax_cents: totals.taxCents,
          grand_total_cents: totals.grandTotalCents,
          total_quantity: totals.totalQuantity,
          email: contact.email,
          name: contact.name,
          shipping_address: shipping ? jsonColumn(shipping) : null,
          created_at: at,
        })
        .execute();
      await trx
        .insertInto('order_entries')
        .values(
          entries.map((entry, position) => ({
            id: randomUUID(),
            order_id: orderId,
            position,
            product_id: entry.productId,
            sku: entry.sku,
            product_type: entry.productType,
            title: entry.title,
            option_values: jsonColumn(entry.optionValues),
            unit_price_cents: entry.unitPriceCents,
            quantity: entry.quantity,
            line_total_cents: entry.unitPriceCents * entry.quantity,
          })),
        )
        .execute();
      return { token, orderId };
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** Rolls the placement's transaction back with its reason. */
class Refused extends Error {
  readonly refusal: Refusal;

  constructor(refusal: Refusal) {
    super(refusal.refused);
    this.refusal = refusal;
  }
}

/** The order of a status-link token, or undefined. */
export function findOrder(db: Db, token: unknown): Promise<Order | undefined> {
  if (typeof token !== 'string' || token === '') return Promise.resolve(undefined);
  return db.selectFrom('orders').selectAll().where('token_hash', '=', tokenHash(token)).executeTakeFirst();
}

export function readOrderEntries(db: Db, orderId: string): Promise<OrderEntry[]> {
  return db.selectFrom('order_entries').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
}
