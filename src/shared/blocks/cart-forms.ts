/**
 * The cart as plain HTML forms, inside the product block's and the cart page's fallback content, for
 * browsers that run no scripts (src/shared/commerce/cart-forms.ts says where they post). Where scripts
 * run the elements draw their own forms and this markup stays hidden, in the space they reserve.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { CART_ADD_PATH, CART_FIELDS, CART_PAGE_PATH, cartEntryPath, cartRemovePath, optionField } from '../commerce/cart-forms.js';
import { CHECKOUT_PATH, GIFT_CARD_CHECKOUT_PATH } from '../commerce/checkout.js';
import { formatMoney } from '../commerce/money.js';
import { hasValidPrice, stockOf } from '../commerce/product-display.js';
import { isSoldOut, productTypeName } from '../commerce/product.js';
import type { ProductRecord } from '../commerce/product-source.js';
import { MAX_CART_QUANTITY } from '../commerce/quantity.js';
import { availableOptionValues, optionNames, variantOptions } from '../commerce/variant-selection.js';
import { t } from '../i18n/format.js';
import type { BlockCart, BlockCartNotice } from './types.js';

/**
 * A post's outcome above the form it answers. It takes focus as the page loads, so a screen reader
 * reads it and a sighted visitor sees it, wherever on the page the form is.
 */
export function cartNoticeTemplate(notice: BlockCartNotice, id: string, link?: { href: string; text: string }): TemplateResult {
  return html`<div
    id=${id}
    class=${notice.failed ? 'notice cart-notice cart-notice--failed' : 'notice cart-notice'}
    role=${notice.failed ? 'alert' : 'status'}
    tabindex="-1"
    autofocus
  >
    <p>${notice.text}</p>
    ${link ? html`<p><a href=${link.href}>${link.text}</a></p>` : nothing}
  </div>`;
}

/** A product the add form may offer: published, for sale, priced, and not a gift card (which has its own checkout). */
export function canAddToCart(product: ProductRecord): boolean {
  const type = productTypeName(product.productType);
  const published = product.workflowState === undefined || product.workflowState === 'published';
  const priced = type === 'DIGITAL' ? product.priceCents !== undefined : (product.variants ?? []).some(hasValidPrice);
  return typeof product.id === 'string' && published && priced && type !== undefined && type !== 'GIFT_CARD' && !isSoldOut(product);
}

export interface AddFormOptions {
  /** Unique on the page: the fields' ids start with it. */
  id: string;
  crumb: string;
  /** The page the form is on, to come back to. */
  path: string;
  /** The outcome of the visitor's last add of this product. */
  notice?: BlockCartNotice;
}

/** The add-to-cart form: a labelled select per option, the quantity, 'Add to Cart'. */
export function addToCartForm(product: ProductRecord, { id, crumb, path, notice }: AddFormOptions): TemplateResult {
  const values = notice?.values ?? {};
  const noticeId = `${id}-notice`;
  const names = optionNames(product);
  // One variant: its stock bounds the quantity; with a choice to make the server checks it.
  const stock = names.length ? undefined : stockOf(product, product.variants?.[0]);
  return html`<form class="cart-form product-form" method="post" action=${CART_ADD_PATH}>
    ${notice ? cartNoticeTemplate(notice, noticeId, notice.failed ? undefined : { href: CART_PAGE_PATH, text: t('cartView') }) : nothing}
    <input type="hidden" name=${CART_FIELDS.crumb} value=${crumb} />
    <input type="hidden" name=${CART_FIELDS.productId} value=${product.id ?? ''} />
    <input type="hidden" name=${CART_FIELDS.returnTo} value=${path} />
    ${names.map((name, index) => {
      const field = optionField(index);
      return html`<div class="cart-form-field">
        <label for=${`${id}-${field}`}>${name}</label>
        <select id=${`${id}-${field}`} name=${field} required>
          <option value="">${t('productSelectOption', { option: name })}</option>
          ${availableOptionValues(product, name, {}).map(({ value, soldOut }) => {
            const text = soldOut ? t('productOptionSoldOut', { value }) : value;
            return html`<option value=${value} ?selected=${values[field] === value} ?disabled=${soldOut}>${text}</option>`;
          })}
        </select>
      </div>`;
    })}
    <div class="cart-form-field cart-form-quantity">
      <label for=${`${id}-quantity`}>${t('productQuantity')}</label>
      <input
        id=${`${id}-quantity`}
        name=${CART_FIELDS.quantity}
        type="number"
        inputmode="numeric"
        min="1"
        max=${stock && stock > 0 ? stock : MAX_CART_QUANTITY}
        value=${values[CART_FIELDS.quantity] ?? '1'}
        required
        aria-describedby=${notice?.failed ? noticeId : nothing}
      />
    </div>
    <button class="button cart-form-add" type="submit">${t('productAddToCart')}</button>
  </form>`;
}

/** A gift card the checkout form may offer: published, with an id and a priced variant with a SKU. */
export function canBuyGiftCard(product: ProductRecord): boolean {
  const published = product.workflowState === undefined || product.workflowState === 'published';
  const priced = (product.variants ?? []).some((variant) => hasValidPrice(variant) && typeof variant.sku === 'string' && variant.sku !== '');
  return typeof product.id === 'string' && published && productTypeName(product.productType) === 'GIFT_CARD' && priced;
}

/**
 * A gift card's form: it goes to the gift card checkout (a GET, as the element's button does), with
 * the amount as a labelled select of the card's variants when there are several, else the one SKU.
 */
export function giftCardForm(product: ProductRecord, { id, websiteId }: { id: string; websiteId: string }): TemplateResult {
  const variants = (product.variants ?? []).filter((variant) => hasValidPrice(variant) && variant.sku);
  const [name = ''] = optionNames(product);
  const label = (variant: (typeof variants)[number]) => Object.values(variantOptions(variant)).join(', ') || variant.sku;
  return html`<form class="cart-form product-form" method="get" action=${GIFT_CARD_CHECKOUT_PATH}>
    <input type="hidden" name="websiteId" value=${websiteId} />
    <input type="hidden" name="giftCardProductId" value=${product.id ?? ''} />
    ${
      variants.length === 1
        ? html`<input type="hidden" name="sku" value=${variants[0]?.sku ?? ''} />`
        : html`<div class="cart-form-field">
            <label for=${`${id}-sku`}>${name}</label>
            <select id=${`${id}-sku`} name="sku" required>
              <option value="">${t('productSelectOption', { option: name })}</option>
              ${variants.map((variant) => html`<option value=${variant.sku ?? ''}>${label(variant)}</option>`)}
            </select>
          </div>`
    }
    <button class="button cart-form-add" type="submit">${t('productBuyGiftCard')}</button>
  </form>`;
}

const optionText = (options: BlockCart['entries'][number]['optionValues']): string =>
  options
    .map((option) => option.value)
    .filter(Boolean)
    .join(', ');

export interface CartFormsOptions {
  crumb: string;
  continueHref: string;
  notice?: BlockCartNotice;
}

/**
 * The cart page's content: each line with its quantity form and its Remove button, the summary with
 * the subtotal, Checkout (the server's checkout page), and the way back to the shop.
 */
export function cartForms(cart: BlockCart, { crumb, continueHref, notice }: CartFormsOptions): TemplateResult {
  const currency = cart.subtotalAmount.currency;
  const money = (cents: number) => formatMoney(cents, currency) ?? '';
  const entries = cart.entries.filter((entry) => entry.quantity > 0);
  const crumbField = html`<input type="hidden" name=${CART_FIELDS.crumb} value=${crumb} />`;
  return html`${notice ? cartNoticeTemplate(notice, 'cart-notice') : nothing}
    ${
      entries.length
        ? html`<ul class="cart-lines">
              ${entries.map((entry, index) => {
                const inputId = `cart-quantity-${index}`;
                const failed = notice?.failed && notice.entryId === entry.id;
                return html`<li class="cart-line">
                  <div class="cart-line-info">
                    <p class="cart-line-title">${entry.title}</p>
                    ${entry.optionValues.length ? html`<p class="cart-line-options">${optionText(entry.optionValues)}</p>` : nothing}
                    <p class="cart-line-price">${money(entry.unitPriceCents)}</p>
                  </div>
                  <form class="cart-line-quantity" method="post" action=${cartEntryPath(entry.id)}>
                    ${crumbField}
                    <label for=${inputId}>${t('productQuantity')}<span class="visually-hidden"> ${entry.title}</span></label>
                    <input
                      id=${inputId}
                      name=${CART_FIELDS.quantity}
                      type="number"
                      inputmode="numeric"
                      min="0"
                      max=${MAX_CART_QUANTITY}
                      value=${failed ? (notice.values?.[CART_FIELDS.quantity] ?? String(entry.quantity)) : String(entry.quantity)}
                      required
                      aria-invalid=${failed ? 'true' : nothing}
                      aria-describedby=${failed ? 'cart-notice' : nothing}
                    />
                    <button class="cart-line-button" type="submit">${t('cartUpdate')}<span class="visually-hidden"> ${entry.title}</span></button>
                  </form>
                  <p class="cart-line-total">
                    <span class="visually-hidden">${t('cartItemTotal')} </span>${money(entry.unitPriceCents * entry.quantity)}
                  </p>
                  <form class="cart-line-remove" method="post" action=${cartRemovePath(entry.id)}>
                    ${crumbField}
                    <button class="cart-line-button" type="submit">${t('cartRemove')}<span class="visually-hidden"> ${entry.title}</span></button>
                  </form>
                </li>`;
              })}
            </ul>
            <div class="cart-summary" role="group" aria-labelledby="cart-summary-heading">
              <h2 id="cart-summary-heading">${t('summary')}</h2>
              <p class="cart-subtotal"><span>${t('subtotal')}</span> <span>${money(cart.subtotalCents)}</span></p>
              <a class="button cart-checkout" href=${CHECKOUT_PATH}>${t('checkout')}</a>
            </div>`
        : html`<p class="cart-empty">${t('cartEmpty')}</p>`
    }
    <p><a class="cart-continue" href=${continueHref}>${t('continueShopping')}</a></p>`;
}
