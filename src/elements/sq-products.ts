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
 * out with a console warning each; the others are listed. With `quick-view`, each product has a
 * Quick view button that opens it in a modal dialog: `<sq-product>` with its images, options and
 * add to cart, and a link to its page. Tab and Shift+Tab stay inside it; Escape, the Close button
 * or a click outside close it, and focus goes back to the button. Each quick view is recorded
 * (`POST /api/census/RecordQuickView/{id}`) only where the visitor's consent allows tracking.
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
 * @csspart quick-view-open - A product's Quick view button.
 * @csspart quick-view - The quick view dialog.
 * @csspart quick-view-close - The dialog's Close button.
 * @csspart quick-view-product - The `<sq-product>` in the dialog.
 * @csspart quick-view-details - The dialog's link to the product's page.
 * @cssprop --sq-products-color - Text colour.
 * @cssprop --sq-products-min-width - The narrowest a product column gets (200px).
 * @cssprop --sq-products-sale-color - Colour of sale prices and badges.
 * @cssprop --sq-products-dialog-background - Background of the quick view dialog.
 * @cssprop --sq-products-backdrop - The layer behind the quick view dialog.
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
    /** Each product gets a Quick view button that opens it in a dialog. */
    quickView: prop.boolean(),
  },
}) {}

defineElement('sq-products', SqProducts);
