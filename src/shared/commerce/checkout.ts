/** Checkout navigation targets and the reasons checkout cannot start. */
import { t } from '../i18n/format.js';
import { formatMoney } from './money.js';

export const CHECKOUT_PATH = '/commerce/goto-checkout';
export const SUBSCRIBE_CHECKOUT_PATH = '/checkout/subscribe';
export const DONATE_CHECKOUT_PATH = '/checkout/donate';
export const GIFT_CARD_CHECKOUT_PATH = '/checkout/giftcard';

function withQuery(path: string, params: Readonly<Record<string, string | undefined>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.append(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function checkoutUrl(): string {
  return CHECKOUT_PATH;
}

export function subscribeCheckoutUrl(cartToken: string): string {
  return withQuery(SUBSCRIBE_CHECKOUT_PATH, { cartToken });
}

export function donateCheckoutUrl(donatePageId: string): string {
  return withQuery(DONATE_CHECKOUT_PATH, { donatePageId });
}

export interface GiftCardCheckout {
  websiteId: string;
  giftCardProductId: string;
  /** Optional; an empty string counts as absent. */
  sku?: string;
}

export function giftCardCheckoutUrl({ websiteId, giftCardProductId, sku }: GiftCardCheckout): string {
  return withQuery(GIFT_CARD_CHECKOUT_PATH, { websiteId, giftCardProductId, sku: sku || undefined });
}

/**
 * The store's minimum order subtotal in minor units (store settings `minimumSubtotal`), or
 * undefined when there is none: absent, 0, or not a whole positive number.
 */
export function minimumSubtotalOf(storeSettings: unknown): number | undefined {
  const value =
    typeof storeSettings === 'object' && storeSettings !== null ? (storeSettings as { minimumSubtotal?: unknown }).minimumSubtotal : undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export interface CheckoutState {
  hasCartCookie: boolean;
  subtotalCents: number;
  /** Absent or 0: no minimum. */
  minimumSubtotalCents?: number;
  currency: string;
}

/**
 * The alert to show instead of going to checkout, or undefined when checkout may start. A missing
 * cart cookie comes first: without it the subtotal cannot be trusted.
 */
export function checkoutBlockReason(
  { hasCartCookie, subtotalCents, minimumSubtotalCents, currency }: CheckoutState,
  locale?: string,
): string | undefined {
  if (!hasCartCookie) return t('checkoutCookiesRequired', {}, locale);
  if (minimumSubtotalCents === undefined || minimumSubtotalCents <= 0 || subtotalCents >= minimumSubtotalCents) return undefined;
  // An unlisted currency still blocks checkout; the bare number stands in for the formatted amount.
  const subtotal = formatMoney(minimumSubtotalCents, currency) ?? String(minimumSubtotalCents);
  return t('checkoutMinimumSubtotal', { subtotal }, locale);
}
