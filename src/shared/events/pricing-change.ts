import type { BillingDisplay } from '../constants/enums.js';

/** Detail of `sq-pricing-change`, dispatched from `<sq-pricing-toggle>` when the visitor switches between monthly and annual prices. */
export interface PricingChangeDetail {
  value: BillingDisplay;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-pricing-change': CustomEvent<PricingChangeDetail>;
  }
}
