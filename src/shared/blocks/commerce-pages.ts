/** The cart page and the reviews-request page: elements drawn from the server's answers, with a heading until they draw. */
import { html } from 'lit-html';
import { t } from '../i18n/format.js';
import { siteHref } from './links.js';
import { isText, type Block, type BlockType } from './types.js';

export interface CartPageBlock extends Block {
  type: 'cart-page';
  continueHref?: string;
}

export const cartPageBlock: BlockType<CartPageBlock> = {
  type: 'cart-page',
  element: 'sq-cart-page',
  check: (block) => (block.continueHref !== undefined && !siteHref(block.continueHref) ? 'continueHref must be a site path or an http(s) URL' : undefined),
  template: (block) =>
    html`<sq-cart-page id=${block.id} class="block block-cart" continue-href=${siteHref(block.continueHref) ?? '/'}
      ><h1>${t('shoppingCart')}</h1>
      <noscript><p class="notice">${t('cartNeedsScripts')}</p></noscript></sq-cart-page
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
      <noscript><p class="notice">${t('reviewsNeedScripts')}</p></noscript></sq-reviews-request
    >`,
};
