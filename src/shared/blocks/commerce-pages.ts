/**
 * The cart page and the reviews-request page: elements drawn from the server's answers, with a
 * heading until they draw, and a `<noscript>` line saying they need scripts where none run (the
 * cart and the review form live in the browser).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * A `<noscript>` notice. Its content is raw text to a browser that runs scripts, where no template
 * binding may go, so the (escaped) string-table text is part of the template itself.
 */
const noscript = (text: string) =>
  staticHtml`<noscript><p class="notice">${unsafeStatic(text.replace(/[&<>]/g, (char) => ESCAPES[char] ?? char))}</p></noscript>`;
import { html } from 'lit-html';
import { html as staticHtml, unsafeStatic } from 'lit-html/static.js';
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
  check: (block) =>
    block.continueHref !== undefined && !siteHref(block.continueHref) ? 'continueHref must be a site path or an http(s) URL' : undefined,
  template: (block) =>
    html`<sq-cart-page id=${block.id} class="block block-cart" continue-href=${siteHref(block.continueHref) ?? '/'}
      ><h1>${t('shoppingCart')}</h1>
      ${noscript(t('cartNeedsScripts'))}</sq-cart-page
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
      ${noscript(t('reviewsNeedScripts'))}</sq-reviews-request
    >`,
};
