/** The cart indicator's count: capped at 100, shown as '100+' with the spoken label 'More than 100 items in cart'. */
import { CART_COUNT_CAP } from '../constants/limits.js';
import { t } from '../i18n/format.js';

export interface CartCountLabel {
  /** The visible count: '0' … '100', then '100+'. */
  text: string;
  /** The accessible name: 'No items in cart', '1 item in cart', '{n} items in cart', 'More than 100 items in cart'. */
  spokenLabel: string;
  /** Nothing in the cart: the indicator may show its empty state. */
  empty: boolean;
}

/**
 * Exactly 100 reads '100': the spoken label for the cap says "more than 100", so only 101 and up
 * are capped. A fractional count is read as whole items; a negative or non-numeric one as 0.
 */
export function cartCountLabel(count: number, locale?: string): CartCountLabel {
  const n = typeof count === 'number' && !Number.isNaN(count) ? Math.max(0, Math.floor(count)) : 0;
  if (n > CART_COUNT_CAP) return { text: t('cartCountCapped', {}, locale), spokenLabel: t('cartCountCappedLabel', {}, locale), empty: false };
  return { text: String(n), spokenLabel: t('cartCountLabel', { n }, locale), empty: n === 0 };
}
