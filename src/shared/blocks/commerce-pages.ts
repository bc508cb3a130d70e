/**
 * The cart page and the reviews-request page: elements drawn from the server's answers, with a
 * heading until they draw. Where no script runs, the cart page is the visitor's cart as the server
 * read it, as plain forms; the review form lives in the browser, so a `<noscript>` line says it
 * needs scripts (as the cart page does when no cart came with the page).
 */

import { html } from 'lit-html';
import { t } from '../i18n/format.js';
import { cartForms } from './cart-forms.js';
import { siteHref } from './links.js';
import { escapeMarkup, noscript } from './noscript.js';
import { isText, type Block, type BlockType } from './types.js';

/** A `<noscript>` notice: the string-table text, escaped. */
const notice = (text: string) => noscript(`<p class="notice">${escapeMarkup(text)}</p>`);

export interface CartPageBlock extends Block {
  type: 'cart-page';
  continueHref?: string;
}

export const cartPageBlock: BlockType<CartPageBlock> = {
  type: 'cart-page',
  element: 'sq-cart-page',
  check: (block) =>
    block.continueHref !== undefined && !siteHref(block.continueHref) ? 'continueHref must be a site path or an http(s) URL' : undefined,
  template: (block, { cart, crumb, cartNotice }) => {
    const continueHref = siteHref(block.continueHref) ?? '/';
    return html`<sq-cart-page id=${block.id} class="block block-cart" continue-href=${continueHref}
      ><h1>${t('shoppingCart')}</h1>
      ${
        cart && crumb !== undefined
          ? html`<div class="sq-fallback cart-fallback">
              ${cartForms(cart, { crumb, continueHref, notice: cartNotice?.productId ? undefined : cartNotice })}
            </div>`
          : notice(t('cartNeedsScripts'))
      }</sq-cart-page
    >`;
  },
};

export interface ReviewsRequestBlock extends Block {
  type: 'reviews-request';
  token: string;
}

export const reviewsRequestBlock: BlockType<ReviewsRequestBlock> = {
  type: 'reviews-request',
  element: 'sq-reviews-request',
  check: (block) => (!isText(block.token) ? 'needs a token' : undefined),
  template: (block) =>
    html`<sq-reviews-request id=${block.id} class="block block-reviews" token=${block.token}
      ><h1>${t('rateYourPurchase')}</h1>
      ${notice(t('reviewsNeedScripts'))}</sq-reviews-request
    >`,
};
