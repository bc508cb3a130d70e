import { sql } from 'kysely';
import type { FormDefinition } from '../../src/shared/forms/fields.js';
import type { Db } from '../db/schema.js';
import type { InboxCursor } from './forms.js';

/** The site's forms as the site definition stored them, by name. */
export async function listForms(db: Db): Promise<FormDefinition[]> {
  const rows = await db.selectFrom('forms').select(['id', 'definition']).orderBy('name').orderBy('id').execute();
  return rows.map((row) => ({ ...(JSON.parse(row.definition) as FormDefinition), id: row.id }));
}

/** A cursor as the inbox hands it out: opaque to the caller, base64url of the last row's time and id. */
export function encodeCursor({ submittedAt, id }: InboxCursor): string {
  return Buffer.from(JSON.stringify([submittedAt, id])).toString('base64url');
}

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The cursor `encodeCursor` made, or undefined for anything else. */
export function decodeCursor(text: string): InboxCursor | undefined {
  if (!/^[\w-]{1,400}$/.test(text)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [submittedAt, id] = parsed as unknown[];
    if (typeof submittedAt !== 'string' || !ISO_INSTANT.test(submittedAt) || Number.isNaN(Date.parse(submittedAt))) return undefined;
    if (typeof id !== 'string' || id === '' || id.length > 100) return undefined;
    return { submittedAt, id };
  } catch {
    return undefined;
  }
}

interface PageOptions {
  limit: number;
  after?: InboxCursor | undefined;
}

/** A product review, newest first. */
export interface ListedReview {
  id: string;
  productId: string;
  rating: number;
  text: string;
  createdAt: string;
}

export async function listReviews(db: Db, { limit, after }: PageOptions): Promise<ListedReview[]> {
  let query = db.selectFrom('reviews').select(['id', 'product_id', 'rating', 'text', 'created_at']);
  if (after) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.submittedAt, after.id)));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ id: row.id, productId: row.product_id, rating: Number(row.rating), text: row.text, createdAt: row.created_at }));
}

/** The one state a test order has: placed, nothing charged (the order status page says the same). */
export const TEST_ORDER_STATUS = 'placed';

/** A test order placed at checkout, newest first; amounts in minor units. */
export interface ListedOrder {
  id: string;
  status: typeof TEST_ORDER_STATUS;
  name: string;
  email: string;
  currency: string;
  totalQuantity: number;
  grandTotalCents: number;
  items: { title: string; quantity: number }[];
  createdAt: string;
}

export async function listOrders(db: Db, { limit, after }: PageOptions): Promise<ListedOrder[]> {
  let query = db.selectFrom('orders').select(['id', 'name', 'email', 'currency', 'total_quantity', 'grand_total_cents', 'created_at']);
  if (after) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.submittedAt, after.id)));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  const entries = rows.length
    ? await db
        .selectFrom('order_entries')
        .select(['order_id', 'title', 'quantity'])
        .where(
          'order_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('order_id')
        .orderBy('position')
        .execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    status: TEST_ORDER_STATUS,
    name: row.name,
    email: row.email,
    currency: row.currency,
    totalQuantity: Number(row.total_quantity),
    grandTotalCents: Number(row.grand_total_cents),
    items: entries.filter((entry) => entry.order_id === row.id).map((entry) => ({ title: entry.title, quantity: Number(entry.quantity) })),
    createdAt: row.created_at,
  }));
}

/** A cart, open or purchased, newest first; its subtotal in minor units. */
export interface ListedCart {
  id: string;
  status: 'open' | 'purchased';
  currency: string;
  totalQuantity: number;
  subtotalCents: number;
  createdAt: string;
  updatedAt: string;
  purchasedAt: string | null;
}

export async function listCarts(db: Db, { limit, after }: PageOptions): Promise<ListedCart[]> {
  let query = db.selectFrom('carts').select((eb) => [
    'carts.id',
    'carts.currency',
    'carts.created_at',
    'carts.updated_at',
    'carts.purchased_at',
    eb
      .selectFrom('cart_entries')
      .select(sql<number | string | null>`sum(quantity)`.as('quantity'))
      .whereRef('cart_entries.cart_id', '=', 'carts.id')
      .as('quantity'),
    eb
      .selectFrom('cart_entries')
      .select(sql<number | string | null>`sum(quantity * unit_price_cents)`.as('subtotal'))
      .whereRef('cart_entries.cart_id', '=', 'carts.id')
      .as('subtotal'),
  ]);
  if (after) query = query.where((eb) => eb(eb.refTuple('carts.created_at', 'carts.id'), '<', eb.tuple(after.submittedAt, after.id)));
  const rows = await query.orderBy('carts.created_at', 'desc').orderBy('carts.id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.purchased_at ? 'purchased' : 'open',
    currency: row.currency,
    totalQuantity: Number(row.quantity ?? 0),
    subtotalCents: Number(row.subtotal ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    purchasedAt: row.purchased_at,
  }));
}
