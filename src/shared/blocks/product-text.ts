/** A product as text and markup, for the product blocks' content before and without JavaScript. */
import { html, nothing, type TemplateResult } from 'lit-html';
import { productPrice, prepareProduct } from '../commerce/product-display.js';
import { isSoldOut } from '../commerce/product.js';
import type { ProductRecord } from '../commerce/product-source.js';
import { t } from '../i18n/format.js';
import { imageSrc, siteHref } from './links.js';

/** Each option with its values, in the order the variants give them: 'Size: 300 ml, 450 ml'. */
export function productOptions(product: ProductRecord): { name: string; values: string[] }[] {
  const options = new Map<string, string[]>();
  for (const variant of product.variants ?? []) {
    for (const [index, option] of (variant.optionValues ?? []).entries()) {
      const name = option.optionName ?? String(index);
      const values = options.get(name) ?? [];
      if (!values.includes(option.value)) values.push(option.value);
      options.set(name, values);
    }
  }
  return [...options].map(([name, values]) => ({ name, values }));
}

/** The product's price as the element shows it with no variant chosen: a sale shows both prices. */
export function priceTemplate(product: ProductRecord, currency: string): TemplateResult {
  const prepared = prepareProduct(product, currency);
  const price = productPrice(prepared.product, undefined, prepared.currency);
  return price.kind === 'sale'
    ? html`<p class="product-price"><span class="product-price-sale">${price.text}</span> <s>${price.original}</s></p>`
    : html`<p class="product-price">${price.text}</p>`;
}

/** The product's first image, its size reserved. */
export function productImage(product: ProductRecord, eager = false): TemplateResult | typeof nothing {
  const image = product.images?.[0];
  const src = imageSrc(image?.src);
  if (!image || !src) return nothing;
  return html`<img
    class="product-image"
    src=${src}
    alt=${image.alt ?? ''}
    width=${image.width ?? 1000}
    height=${image.height ?? 1000}
    loading=${eager ? 'eager' : 'lazy'}
    decoding="async"
  />`;
}

/** Title (linked to the product's page unless it is this page), price, options (unless a form offers them) and stock, as text. */
export function productSummary(
  product: ProductRecord,
  currency: string,
  { link = true, heading = 2, options: listOptions = true } = {},
): TemplateResult {
  const href = link ? siteHref(product.fullUrl) : undefined;
  const title = href ? html`<a href=${href}>${product.title ?? ''}</a>` : (product.title ?? '');
  const options = listOptions ? productOptions(product) : [];
  const headed =
    heading === 1
      ? html`<h1 class="product-title">${title}</h1>`
      : heading === 3
        ? html`<h3 class="product-title">${title}</h3>`
        : html`<h2 class="product-title">${title}</h2>`;
  return html`${headed} ${priceTemplate(product, currency)} ${product.excerpt ? html`<p class="product-excerpt">${product.excerpt}</p>` : nothing}
  ${
    options.length
      ? html`<dl class="product-options">
          ${options.map(
            (option) =>
              html`<div>
                <dt>${option.name}</dt>
                <dd>${option.values.join(', ')}</dd>
              </div>`,
          )}
        </dl>`
      : nothing
  }
  ${isSoldOut(product) ? html`<p class="product-stock">${t('productSoldOut')}</p>` : nothing}`;
}
