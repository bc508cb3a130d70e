/**
 * One product: `<sq-product>` draws its options and add-to-cart from the site context; its light
 * DOM holds the product as text (image, title, price, options, stock), shown where scripts do not run.
 */
import { html } from 'lit-html';
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
    return html`<sq-product id=${block.id} class="block block-product" product-id=${block.productId} heading-level=${block.page ? '1' : '2'}
      >${
        product
          ? html`<div class="sq-fallback product-fallback">
              ${productImage(product, block.page)}
              <div>${productSummary(product, context.currency, { link: !block.page, heading: block.page ? 1 : 2 })}</div>
            </div>`
          : ''
      }</sq-product
    >`;
  },
};
