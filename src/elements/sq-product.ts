/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Product } from '../react/Product/Product.js';
import { styles } from './sq-product.styles.js';

/**
 * One product: its images, title, price (the sale price with the original struck
 * through; 'from' the lowest price when prices vary), sold-out and on-sale badges, a select per
 * option that sets the variant (and with it the price, stock and SKU), quantity, subscription
 * wording, and add to cart through the shared `$cart` store. A gift card has no quantity and no add
 * to cart: 'Buy gift card' goes to the gift card checkout with the site's website id (else the
 * product's `websiteId`; with neither the button is disabled and one console warning says why), the
 * product id and the chosen variant's SKU. The product comes from the `product` property or
 * attribute, a `<script type="application/json">` child, or the page's site context by
 * `product-id`, in that order. Bad data never throws: a product of the wrong shape (the reference
 * server's own product shape check), with no variants or of an unknown type shows the light-DOM
 * content (or a short notice), a price out of range or an unknown
 * currency shows 'Price unavailable', negative stock counts as none; each logs one console warning.
 *
 * @summary A product with its price, variants and add to cart.
 * @slot - Shown instead of the product when it cannot be shown.
 * @csspart product - The product article.
 * @csspart images - The images; `image` the large one, `thumbnails` and `thumbnail` the choosers.
 * @csspart image - The current image.
 * @csspart thumbnails - The row of thumbnail buttons.
 * @csspart thumbnail - A thumbnail button.
 * @csspart details - The text and purchase column.
 * @csspart title - The product title.
 * @csspart badges - The badges; each a `badge` with `sold-out`, `on-sale` or `workflow`.
 * @csspart badge - A badge.
 * @csspart price - The price; also `price-unavailable` when it cannot be shown.
 * @csspart sale-price - The sale price.
 * @csspart original-price - The original price, struck through.
 * @csspart subscription - The subscription wording ('renews every month for 12 payments').
 * @csspart excerpt - The product excerpt.
 * @csspart purchase - The purchase form.
 * @csspart option - One option with its label and select.
 * @csspart label - A label.
 * @csspart select - An option's select.
 * @csspart stock - The chosen variant's SKU (`sku`) and stock (`in-stock`).
 * @csspart quantity - The quantity field.
 * @csspart input - The quantity input.
 * @csspart add-to-cart - The add to cart button.
 * @csspart buy-gift-card - A gift card's 'Buy gift card' button, in place of quantity and add to cart.
 * @csspart status - The outcome of adding ('Added to cart'); also `status-failed`.
 * @csspart fallback - The notice shown when the product cannot be shown.
 * @cssprop --sq-product-color - Text colour.
 * @cssprop --sq-product-accent - Background of the add to cart and buy gift card buttons.
 * @cssprop --sq-product-accent-color - Text colour of the add to cart and buy gift card buttons.
 * @cssprop --sq-product-sale-color - Colour of the sale price and badge.
 * @cssprop --sq-product-error-color - Colour of a failed add's message.
 */
export class SqProduct extends element({
  view: Product,
  styles,
  observeLightDom: true,
  props: {
    /** The product as JSON, with the site definition's fields (`id`, `title`, `productType`, `variants`, … and optional `images: [{ src, alt, width, height }]` and `websiteId`). */
    product: prop.json<Record<string, unknown>>(),
    /** Finds the product in the page's site context when no product data is given. */
    productId: prop.string(),
    /** The store currency; by default the product's own `currency`, else the site's store settings' currency, else USD. */
    currency: prop.string(),
    /** 1 on the product's own page, where its title is the page's heading; 2 (an `h2`) otherwise. */
    headingLevel: prop.number(),
  },
}) {}

defineElement('sq-product', SqProduct);
