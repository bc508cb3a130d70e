/**
 * One product: `<sq-product>` draws its options and add-to-cart from the site context; its light
 * DOM holds the product as text (image, title, price, stock) and, on a page the server drew, the
 * add-to-cart form that posts without scripts (for a gift card, the form that goes to its checkout),
 * shown where scripts do not run.
 */
import { html, nothing } from 'lit-html';
import { addToCartForm, canAddToCart, canBuyGiftCard, cartNoticeTemplate, giftCardForm } from './cart-forms.js';
import { productImage, productSummary } from './product-text.js';
import { isText, type Block, type BlockType } from './types.js';

export interface ProductBlock extends Block {
  type: 'product';
  productId: string;
  /** On the product's own page the title is the page's heading and is not a link. */
  page?: boolean;
}

export const productBlock: BlockType<ProductBlock> = {
  type: 'product',
  element: 'sq-product',
  check: (block) => (!isText(block.productId) ? 'needs a productId' : undefined),
  template: (block, context) => {
    const product = context.products.find((entry) => entry.id === block.productId);
    // The form needs the page's crumb, which only the server's pages carry.
    const { crumb } = context;
    const form = product && crumb !== undefined && canAddToCart(product);
    // A gift card goes to its own checkout, which needs the site's id.
    const { websiteId } = context;
    const giftCard = product && websiteId !== undefined && canBuyGiftCard(product);
    const notice = context.cartNotice?.productId === block.productId ? context.cartNotice : undefined;
    return html`<sq-product id=${block.id} class="block block-product" product-id=${block.productId} heading-level=${block.page ? '1' : '2'}
      >${
        product
          ? html`<div class="sq-fallback product-fallback">
              ${productImage(product, block.page)}
              <div>
                ${productSummary(product, context.currency, { link: !block.page, heading: block.page ? 1 : 2, options: !form && !giftCard })}
                ${
                  form && crumb !== undefined
                    ? addToCartForm(product, { id: block.id, crumb, path: context.path, notice })
                    : giftCard && websiteId !== undefined
                      ? html`${notice ? cartNoticeTemplate(notice, `${block.id}-notice`) : nothing}${giftCardForm(product, { id: block.id, websiteId })}`
                      : notice
                        ? cartNoticeTemplate(notice, `${block.id}-notice`)
                        : nothing
                }
              </div>
            </div>`
          : ''
      }</sq-product
    >`;
  },
};
