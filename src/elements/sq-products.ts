/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Products } from '../react/Products/Products.js';
import { styles } from './sq-products.styles.js';

/**
 * A product list (at most 200 products): each product's first image, its title linking to
 * its page (`fullUrl`), its price by the same rules as `<sq-product>` ('from' the lowest price
 * when prices vary; the sale price with the original struck through) and its sold-out or on-sale
 * badge, and 'Scheduled' for a product not yet published. Products come from the `products` property or attribute, a `<script type="application/json">`
 * child, or the page's site context (of `collection-id` when set). Products that cannot be shown,
 * or whose data has the wrong shape (the reference server's own product shape check), are left
 * out with a console warning each; the others are listed.
 *
 * @summary A list of products with their prices.
 * @csspart list - The list.
 * @csspart card - One product.
 * @csspart image - A product's first image.
 * @csspart title - A product's title.
 * @csspart link - The link to a product's page.
 * @csspart badges - A product's badges; each `badge` also has `sold-out`, `on-sale` or `workflow` ('Scheduled').
 * @csspart badge - A badge.
 * @csspart price - A price; also `price-unavailable`.
 * @csspart sale-price - A sale price.
 * @csspart original-price - An original price, struck through.
 * @csspart empty - The notice shown when there are no products.
 * @cssprop --sq-products-color - Text colour.
 * @cssprop --sq-products-min-width - The narrowest a product column gets (200px).
 * @cssprop --sq-products-sale-color - Colour of sale prices and badges.
 */
export class SqProducts extends element({
  view: Products,
  styles,
  observeLightDom: true,
  props: {
    /** The products as a JSON array, each with the site definition's fields. */
    products: prop.json<Record<string, unknown>[]>(),
    /** With no products given, shows the site context's products of this collection. */
    collectionId: prop.string(),
    /** The store currency; by default each product's own `currency`, else the site's store settings' currency, else USD. */
    currency: prop.string(),
  },
}) {}

defineElement('sq-products', SqProducts);
