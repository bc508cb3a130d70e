/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { CartIndicator } from '../react/CartIndicator/CartIndicator.js';
import { styles } from './sq-cart-indicator.styles.js';

/**
 * The cart indicator: a link to the cart page showing how many items the visitor's cart
 * holds, from the shared `$cart` store, so it follows adds on this page and in the visitor's
 * other tabs. Over 100 it reads '100+' and is named 'More than 100 items in cart'; an empty cart
 * shows the icon alone and is named 'No items in cart'.
 *
 * @summary Link to the cart with the number of items in it.
 * @slot icon - Replaces the cart icon.
 * @csspart link - The link to the cart page; also `empty` when the cart is empty.
 * @csspart icon - The default cart icon.
 * @csspart count - The visible count badge, absent when the cart is empty.
 * @cssprop --sq-cart-indicator-color - Colour of the icon.
 * @cssprop --sq-cart-indicator-badge-color - Text colour of the count badge.
 * @cssprop --sq-cart-indicator-badge-background - Background of the count badge.
 */
export class SqCartIndicator extends element({
  view: CartIndicator,
  styles,
  props: {
    /** The cart page the link goes to; `/cart` by default. */
    href: prop.string(),
  },
}) {}

defineElement('sq-cart-indicator', SqCartIndicator);
