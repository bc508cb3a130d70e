/** How many of one item a visitor may ask for: the rule the product block, the cart page and the server's cart share. */

/** The most of one item a cart holds; the server refuses more. */
export const MAX_CART_QUANTITY = 9999;

/**
 * The quantity typed in a field: a whole number from 1 to MAX_CART_QUANTITY (0 too when
 * `allowZero`, which on the cart page removes the entry), or undefined for anything else
 * (blank, fractions, negatives, too many), which the caller refuses with a message.
 */
export function parseQuantity(text: string, { allowZero = false }: { allowZero?: boolean } = {}): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const quantity = Number(trimmed);
  return quantity <= MAX_CART_QUANTITY && (quantity >= 1 || (allowZero && quantity === 0)) ? quantity : undefined;
}
