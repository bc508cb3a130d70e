import { computeCartTotals, normalizeCart, type ShoppingCart } from '../../src/shared/commerce/cart.js';
import type { Cart, CartEntry } from '../store/carts.js';

/** The shopping cart as the server answers it, its entries as below. */
export type CartAnswer = Omit<ShoppingCart, 'entries'> & { entries: EntryAnswer[] };

/** A cart entry as the runtime reads it. */
export type EntryAnswer = {
  id: string;
  productId: string;
  sku: string;
  productType: string;
  title: string;
  optionValues: { optionName?: string; value: string }[];
  unitPriceCents: number;
  quantity: number;
};

/** A stored entry as the runtime sees it. */
export function entryAnswer(row: CartEntry): EntryAnswer {
  return {
    id: row.id,
    productId: row.product_id,
    sku: row.sku,
    productType: row.product_type,
    title: row.title,
    optionValues: JSON.parse(row.option_values) as EntryAnswer['optionValues'],
    unitPriceCents: Number(row.unit_price_cents),
    quantity: Number(row.quantity),
  };
}

/**
 * The shopping cart answer for a stored cart (or none yet) and its entries, totals computed here with
 * the runtime's own rules; `subtotalAmount.value` is in minor units, like every other amount.
 */
export function cartAnswer({
  cart,
  entries = [],
  websiteId,
  currency,
}: {
  cart: Cart | undefined;
  entries?: readonly CartEntry[];
  websiteId: string;
  currency: string;
}): CartAnswer {
  const answered = entries.map(entryAnswer);
  const totals = computeCartTotals(answered);
  // normalizeCart keeps the entries as they are, so they stay entry answers.
  return normalizeCart({
    id: cart?.id ?? '',
    websiteId: cart?.website_id ?? websiteId,
    created: cart ? Date.parse(cart.created_at) : 0,
    isPurchased: Boolean(cart?.purchased_at),
    entries: answered,
    ...totals,
    subtotalAmount: { value: totals.subtotalCents, currency: cart?.currency ?? currency },
  }) as CartAnswer;
}
