/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { PricingToggle } from '../react/PricingToggle/PricingToggle.js';
import type { BillingDisplay } from '../shared/constants/enums.js';
import { styles } from './sq-pricing-toggle.styles.js';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- named by the @fires tags the manifest analyzer reads
import type { PricingChangeDetail } from '../shared/events/index.js';

/**
 * The pricing-options toggle of member-access pages: two buttons switch between the monthly
 * and the annual price displays and join buttons. Those are the element's children marked
 * `data-billing="monthly"` or `data-billing="annual"` (at any depth): the other period's are
 * `hidden`. Without JavaScript every child shows.
 *
 * @summary Monthly / annual switch for price displays and join buttons.
 * @fires {CustomEvent<PricingChangeDetail>} sq-pricing-change - The visitor switched; detail: the period now shown.
 * @slot - The price displays and join buttons, marked with `data-billing`.
 * @csspart toggle - The group of the two buttons.
 * @csspart option - A button; also `monthly` or `annual`, and `selected` when pressed.
 * @cssprop --sq-pricing-toggle-background - Background of the group.
 * @cssprop --sq-pricing-toggle-selected-color - Text colour of the pressed button.
 * @cssprop --sq-pricing-toggle-selected-background - Background of the pressed button.
 */
export class SqPricingToggle extends element({
  view: PricingToggle,
  styles,
  observeLightDom: true,
  props: {
    /** The period shown: `monthly` (default) or `annual`; other text shows monthly. */
    value: prop.string<BillingDisplay>(),
    /** The group's accessible name; 'Billing period' by default. */
    label: prop.string(),
    /** The monthly button's text; 'Monthly' by default. */
    monthlyLabel: prop.string(),
    /** The annual button's text; 'Annual' by default. */
    annualLabel: prop.string(),
  },
}) {}

defineElement('sq-pricing-toggle', SqPricingToggle);
