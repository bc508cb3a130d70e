/** A collection's products: `<sq-products>` lists them, with a quick view when `quickView` is set; its light DOM lists them as links with prices. */
import { html } from 'lit-html';
import { productImage, productSummary } from './product-text.js';
import { isText, type Block, type BlockType } from './types.js';

export interface ProductsBlock extends Block {
  type: 'products';
  collectionId: string;
  /** Each product opens in a quick view dialog. */
  quickView?: boolean;
}

export const productsBlock: BlockType<ProductsBlock> = {
  type: 'products',
  element: 'sq-products',
  check: (block) =>
    !isText(block.collectionId)
      ? 'needs a collectionId'
      : block.quickView !== undefined && typeof block.quickView !== 'boolean'
        ? 'quickView must be true or false'
        : undefined,
  template: (block, context) => {
    const products = context.products.filter((product) => product.collectionId === block.collectionId);
    return html`<sq-products id=${block.id} class="block block-products" collection-id=${block.collectionId} ?quick-view=${block.quickView === true}
      ><ul class="sq-fallback products-fallback">
        ${products.map((product) => html`<li>${productImage(product)}${productSummary(product, context.currency, { heading: 3 })}</li>`)}
      </ul></sq-products
    >`;
  },
};
