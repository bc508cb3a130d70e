import { computeCartTotals, normalizeCart } from '../shared.js';

/** A stored entry as the runtime sees it. */
export function entryAnswer(row) {
  return {
    id: row.id,
    productId: row.product_id,
    sku: row.sku,
    productType: row.product_type,
    title: row.title,
    optionValues: JSON.parse(row.option_values),
    unitPriceCents: Number(row.unit_price_cents),
    quantity: Number(row.quantity),
  };
}

/**
 * The §3 shopping cart of a stored cart (or none yet) and its entries, totals computed here with
 * the runtime's own rules; `subtotalAmount.value` is in minor units, like every other amount.
 */
export function cartAnswer({ cart, entries = [], websiteId, currency }) {
  const answered = entries.map(entryAnswer);
  const totals = computeCartTotals(answered);
  return normalizeCart({
    id: cart?.id ?? '',
    websiteId: cart?.website_id ?? websiteId,
    created: cart ? Date.parse(cart.created_at) : 0,
    isPurchased: false,
    entries: answered,
    ...totals,
    subtotalAmount: { value: totals.subtotalCents, currency: cart?.currency ?? currency },
  });
}
