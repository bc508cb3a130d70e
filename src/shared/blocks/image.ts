/** An image with its caption: width and height always given, so its space is reserved before it loads. */
import { html, nothing } from 'lit-html';
import { imageSrc } from './links.js';
import { isOptionalText, type Block, type BlockType } from './types.js';

export interface ImageBlock extends Block {
  type: 'image';
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
  /** Loaded at once: the page's main image above the fold. */
  eager?: boolean;
}

const isSize = (value: unknown) => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 20000;

export const imageBlock: BlockType<ImageBlock> = {
  type: 'image',
  check: (block) =>
    !imageSrc(block.src)
      ? 'src must be a site path or an http(s) URL'
      : typeof block.alt !== 'string'
        ? 'alt must be text (empty for a decorative image)'
        : !isSize(block.width) || !isSize(block.height)
          ? 'width and height must be whole numbers of pixels'
          : !isOptionalText(block.caption)
            ? 'caption must be text'
            : undefined,
  template: (block) =>
    html`<figure class="block block-image" id=${block.id}>
      <img
        src=${imageSrc(block.src) ?? ''}
        alt=${block.alt}
        width=${block.width}
        height=${block.height}
        loading=${block.eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      ${block.caption ? html`<figcaption>${block.caption}</figcaption>` : nothing}
    </figure>`,
};
