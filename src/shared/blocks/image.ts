/**
 * An image block: `<sq-image>` around a real `<img>` with width, height and alt (its space reserved
 * before it loads, and shown without scripts), the picture's text for the layouts that have one,
 * and a caption.
 */
import { html, nothing } from 'lit-html';
import { imageSrcset, imageUrl, pickImageSize } from '../gallery/images.js';
import { parseFocalPoint } from '../gallery/focal-point.js';
import { IMAGE_CROPS, IMAGE_LAYOUTS, initialSizes, placeholderSrc, type ImageCrop, type ImageLayout } from '../image/image.js';
import { imageSrc, siteHref } from './links.js';
import { noscript, voidElement } from './noscript.js';
import { isOptionalText, isText, type Block, type BlockType } from './types.js';

export interface ImageBlock extends Block {
  type: 'image';
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
  /** Loaded at once: the page's main image above the fold. */
  eager?: boolean;
  /** inline (default), poster, card, overlap, collage or stack. */
  layout?: ImageLayout;
  /** fill or fit the layout's box; absent: the picture's own ratio. */
  crop?: ImageCrop;
  /** 'x,y' fractions: the point a crop keeps in view. */
  focalPoint?: string;
  /** The picture's text, for the layouts that show one. */
  title?: string;
  text?: string;
  link?: { text: string; href: string };
}

const isSize = (value: unknown) => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 20000;
const isOneOf = (values: readonly string[], value: unknown) => value === undefined || (typeof value === 'string' && values.includes(value));

function linkProblem(link: unknown): string | undefined {
  if (link === undefined) return undefined;
  const entry = (link ?? {}) as { text?: unknown; href?: unknown };
  return isText(entry.text) && siteHref(entry.href) ? undefined : 'link needs a text and an http(s) or site href';
}

/** The first width step the server offers before any layout is known: the picture's own width or the widest step under it. */
const FIRST_WIDTH = 1000;

export const imageBlock: BlockType<ImageBlock> = {
  type: 'image',
  element: 'sq-image',
  check: (block) =>
    !imageSrc(block.src)
      ? 'src must be a site path or an http(s) URL'
      : typeof block.alt !== 'string'
        ? 'alt must be text (empty for a decorative image)'
        : !isSize(block.width) || !isSize(block.height)
          ? 'width and height must be whole numbers of pixels'
          : !isOptionalText(block.caption) || !isOptionalText(block.title) || !isOptionalText(block.text)
            ? 'caption, title and text must be text'
            : !isOneOf(IMAGE_LAYOUTS, block.layout)
              ? `layout must be one of ${IMAGE_LAYOUTS.join(', ')}`
              : !isOneOf(IMAGE_CROPS, block.crop)
                ? `crop must be one of ${IMAGE_CROPS.join(', ')}`
                : block.focalPoint !== undefined && !parseFocalPoint(block.focalPoint)
                  ? "focalPoint must be 'x,y' fractions from 0 to 1"
                  : linkProblem(block.link),
  template: (block) => {
    const src = imageSrc(block.src) ?? '';
    const hasText = Boolean(block.title || block.text || block.link);
    const href = block.link ? siteHref(block.link.href) : undefined;
    const picture = {
      src: imageUrl(src, pickImageSize(Math.min(FIRST_WIDTH, block.width))) ?? src,
      srcset: imageSrcset(src, block.width),
      sizes: initialSizes(block.layout),
      alt: block.alt,
      width: block.width,
      height: block.height,
      'data-image-focal-point': block.focalPoint,
    };
    // The page's main picture loads at once. Any other loads once it comes within the lazy-load
    // margin of the window: until the element gives it its address, its src is a placeholder. Without scripts the
    // <noscript> copy shows instead, lazily loaded by the browser.
    const image = block.eager
      ? html`<img
          src=${picture.src}
          srcset=${picture.srcset ?? nothing}
          sizes=${picture.sizes}
          alt=${picture.alt}
          width=${picture.width}
          height=${picture.height}
          data-image-focal-point=${picture['data-image-focal-point'] ?? nothing}
          fetchpriority="high"
          decoding="async"
        />`
      : html`<img
            src=${placeholderSrc(block.width, block.height)}
            data-src=${src}
            alt=${picture.alt}
            width=${picture.width}
            height=${picture.height}
            data-image-focal-point=${picture['data-image-focal-point'] ?? nothing}
            decoding="async"
          />${noscript(voidElement('img', { ...picture, loading: 'lazy', decoding: 'async' }))}`;
    return html`<figure class="block block-image" id=${block.id}>
      <sq-image layout=${block.layout ?? nothing} crop=${block.crop ?? nothing}
        >${image}${
          hasText
            ? html`<div class="image-text">
                ${block.title ? html`<h2>${block.title}</h2>` : nothing}${block.text ? html`<p>${block.text}</p>` : nothing}${
                  block.link && href ? html`<p><a class="button" href=${href}>${block.link.text}</a></p>` : nothing
                }
              </div>`
            : nothing
        }</sq-image
      >
      ${block.caption ? html`<figcaption>${block.caption}</figcaption>` : nothing}
    </figure>`;
  },
};
