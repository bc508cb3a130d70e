/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Donation } from '../react/Donation/Donation.js';
import { styles } from './sq-donation.styles.js';

/**
 * A donation block's button: a link to `/checkout/donate?donatePageId={id}`. Without a
 * `donate-page-id` it shows its light-DOM content instead.
 *
 * @summary Donate button linking to the donation checkout.
 * @slot - Shown when there is no donate page id.
 * @csspart button - The link styled as a button.
 * @cssprop --sq-donation-color - Text colour of the button.
 * @cssprop --sq-donation-background - Background of the button.
 */
export class SqDonation extends element({
  view: Donation,
  styles,
  props: {
    /** The id of the donate page the checkout is for. */
    donatePageId: prop.string(),
    /** The button text; 'Donate' by default. */
    label: prop.string(),
  },
}) {}

defineElement('sq-donation', SqDonation);
