/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { CartPageMount } from '../react/CartPage/CartPageMount.js';
import { styles } from './sq-cart-page.styles.js';

/**
 * The cart page (Shopping Cart, Summary, Subtotal, Checkout, Continue Shopping): the visitor's
 * cart from the shared `$cart` store, each entry with its quantity (committed on Enter or when the
 * field is left; 0 removes it) and a Remove button, the subtotal, and Checkout, which goes to
 * `/commerce/goto-checkout` unless checkout is blocked: the cart is read again when Checkout is
 * pressed, and a cart cookie that is missing or went away after the page loaded, or a subtotal under
 * the minimum, shows why instead.
 * A failed change shows 'Unable to update quantity' or 'Unable to remove item' on its line, with
 * the server's reason when it refused the change ('Only 4 of this item are in stock.'), until the
 * entry next changes. Its
 * view is a chunk of its own, fetched when the element renders; the light DOM shows until then.
 *
 * @summary The shopping cart with quantities, removal, subtotal and checkout.
 * @slot - Shown while the cart page's code loads.
 * @csspart cart - The cart section.
 * @csspart heading - 'Shopping Cart'.
 * @csspart empty - 'Your cart is empty.'
 * @csspart lines - The list of entries.
 * @csspart line - One entry.
 * @csspart line-title - An entry's title.
 * @csspart line-options - An entry's option values.
 * @csspart line-price - An entry's unit price.
 * @csspart label - The quantity label.
 * @csspart input - The quantity input.
 * @csspart line-total - An entry's total.
 * @csspart remove - The Remove button.
 * @csspart line-error - An entry's failure message, with the server's reason for a refusal.
 * @csspart summary - The summary box.
 * @csspart summary-heading - 'Summary'.
 * @csspart subtotal - The subtotal row; `subtotal-amount` the amount.
 * @csspart subtotal-amount - The subtotal amount.
 * @csspart checkout - The Checkout button.
 * @csspart blocked - Why checkout cannot start.
 * @csspart continue - The Continue Shopping link.
 * @cssprop --sq-cart-page-accent - Background of the Checkout button.
 * @cssprop --sq-cart-page-accent-color - Text colour of the Checkout button.
 * @cssprop --sq-cart-page-error-color - Colour of failure messages.
 */
export class SqCartPage extends element({
  view: CartPageMount,
  styles,
  props: {
    /** Where Continue Shopping goes; the site root by default. */
    continueHref: prop.string(),
    /** The order subtotal (minor units) checkout needs; by default the store's `minimumSubtotal` setting, else none. */
    minimumSubtotal: prop.number(),
  },
}) {}

defineElement('sq-cart-page', SqCartPage);
