/** Starting checkout from the cart: the cart is read again first, as its cookie may have gone since the page loaded. */
import { DEFAULT_CURRENCY } from '../constants/money.js';
import { checkoutBlockReason } from './checkout.js';
import { isCurrencyCode } from './money.js';
import { $cart, loadCart } from './store.js';

/**
 * Why checkout cannot start now, or undefined when it may: the cart as the server answers it at
 * this moment (a cookie that expired or was cleared after the page loaded answers a cart without
 * an id), checked with checkoutBlockReason. A failed read keeps the cart the page already has.
 */
export async function checkoutBlockedNow(minimumSubtotalCents: number | undefined, locale?: string): Promise<string | undefined> {
  let cart = $cart.get();
  try {
    cart = await loadCart();
  } catch {
    // The cart the page has is the best guess; the checkout page checks again.
  }
  const currency = isCurrencyCode(cart.subtotalAmount.currency) ? cart.subtotalAmount.currency : DEFAULT_CURRENCY;
  return checkoutBlockReason({ hasCartCookie: cart.id !== '', subtotalCents: cart.subtotalCents, minimumSubtotalCents, currency }, locale);
}
