/** The pricing-options toggle: monthly or annual price displays and join buttons, marked `data-billing="monthly|annual"`. */
import type { BillingDisplay } from '../constants/enums.js';

export const BILLING_ATTRIBUTE = 'data-billing';

/** Monthly unless the value names annual. */
export function billingDisplayOf(value: unknown): BillingDisplay {
  return value === 'annual' ? 'annual' : 'monthly';
}

/** Shows the marked elements of `display` under `root` and hides those of the other; unmarked ones are left alone. */
export function showBillingDisplay(root: ParentNode, display: BillingDisplay): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${BILLING_ATTRIBUTE}]`)) {
    const shown = billingDisplayOf(element.getAttribute(BILLING_ATTRIBUTE)) === display;
    if (element.hidden === shown) element.hidden = !shown;
  }
}
