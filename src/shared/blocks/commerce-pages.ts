/**
 * The cart page and the reviews-request page: elements drawn from the server's answers, with a
 * heading until they draw, and a `<noscript>` line saying they need scripts where none run (the
 * cart and the review form live in the browser).
 */

import { html } from 'lit-html';
import { t } from '../i18n/format.js';
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
  template: (block) =>
    html`<sq-cart-page id=${block.id} class="block block-cart" continue-href=${siteHref(block.continueHref) ?? '/'}
      ><h1>${t('shoppingCart')}</h1>
      ${notice(t('cartNeedsScripts'))}</sq-cart-page
    >`,
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
