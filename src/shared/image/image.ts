/**
 * The image block: which light-DOM node is its picture, the sizes to ask for, where a
 * cropped picture sits around its focal point, and the console message for a picture it cannot load.
 */
import { imageSrcset, imageUrl, isValidImageSource, pickImageSize } from '../gallery/images.js';
import { CENTER_FOCAL_POINT, objectPosition, parseFocalPoint } from '../gallery/focal-point.js';
import { t } from '../i18n/format.js';

/** The image block variants, each a layout of the picture and its text. */
export const IMAGE_LAYOUTS = Object.freeze(['inline', 'poster', 'card', 'overlap', 'collage', 'stack'] as const);
export type ImageLayout = (typeof IMAGE_LAYOUTS)[number];

/** Content-fit shows the whole picture in the layout's box, content-fill covers the box and crops around the focal point. */
export const IMAGE_CROPS = Object.freeze(['fit', 'fill'] as const);
export type ImageCrop = (typeof IMAGE_CROPS)[number];

/** What the element needs of its picture: an `<img>`-like node, read without touching the DOM types. */
export interface ImageNode {
  localName?: string;
  parentNode?: unknown;
  getAttribute?(name: string): string | null;
}

/**
 * The `src` of a picture the element loads later: an empty SVG of the picture's own proportions.
 * HTML requires every `<img>` to have an address, and this one costs no request and keeps the box.
 */
export function placeholderSrc(width: number, height: number): string {
  return `data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%20${width}%20${height}%22/%3E`;
}

/** Whether the picture still waits for its address: it has a `data-src`, and no `src` or only a placeholder (`AWAITING_SOURCE` in CSS). */
export function awaitsSource(node: ImageNode): boolean {
  if (node.getAttribute?.('data-src') == null) return false;
  const src = node.getAttribute?.('src');
  return src == null || src.startsWith('data:');
}

/** The picture's own address: `data-src` (loaded by the element) or else `src`. */
export function imageSource(node: ImageNode): string | null {
  return node.getAttribute?.('data-src') ?? node.getAttribute?.('src') ?? null;
}

/** The console message for a node the element cannot load as its picture; undefined when it can. */
export function imageProblem(node: unknown): string | undefined {
  const image = node as ImageNode | null | undefined;
  if (typeof image !== 'object' || image === null || image.localName !== 'img' || typeof image.getAttribute !== 'function') {
    return t('notValidImageElement', {}, 'en');
  }
  if (!image.parentNode) return t('imageHasNoParentNode', {}, 'en');
  if (!isValidImageSource(imageSource(image))) return t('invalidImageSource', {}, 'en');
  return undefined;
}

/**
 * object-position for a cropped picture: its focal point ('x,y' fractions), else the centre. A
 * content-fit picture without one also gets a console message, as its alignment is missing.
 */
export function imagePosition(crop: ImageCrop | undefined, focalPoint: string | null | undefined): { position: string; warning?: string } {
  const point = parseFocalPoint(focalPoint);
  if (point) return { position: objectPosition(point) };
  const position = objectPosition(CENTER_FOCAL_POINT);
  return crop === 'fit' ? { position, warning: t('imageAlignmentMissing', {}, 'en') } : { position };
}

/** The size step an image URL asks for (`?format=750w`), if any. */
export function requestedWidth(url: string | null | undefined): number | undefined {
  const match = /[?&]format=(\d+)w(?:[&#]|$)/.exec(url ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * The width for the `sizes` attribute: the widest the picture has been laid out, and never less than
 * what is already loaded (in CSS pixels), so the browser only ever picks the same or a bigger size
 * step: the resolution is upgraded, never downgraded, and shrinking the window fetches nothing.
 */
export function nextSizesWidth(previous: number | undefined, laidOut: number, loaded: number | undefined, pixelRatio: number): number {
  const ratio = Number.isFinite(pixelRatio) && pixelRatio > 0 ? pixelRatio : 1;
  const fromLoaded = loaded ? Math.floor(loaded / ratio) : 0;
  return Math.max(previous ?? 0, Number.isFinite(laidOut) ? Math.ceil(laidOut) : 0, fromLoaded, 1);
}

/** src, srcset and sizes for a picture `width` px wide at its largest, laid out `boxWidth` px wide. */
export function imageAttributes(
  src: string,
  width: number | undefined,
  boxWidth: number,
  pixelRatio = 1,
): { src: string; srcset: string; sizes: string } | undefined {
  const srcset = imageSrcset(src, width);
  const url = imageUrl(src, pickImageSize(boxWidth, pixelRatio));
  if (!srcset || !url) return undefined;
  return { src: url, srcset, sizes: `${Math.max(1, Math.ceil(boxWidth))}px` };
}

/** The `sizes` the server writes before any layout is known: the whole window below the narrow width, else the share the layout gives the picture. */
export function initialSizes(layout: ImageLayout | undefined): string {
  return layout === 'card' || layout === 'collage' || layout === 'overlap' ? '(min-width: 768px) 60vw, 100vw' : '100vw';
}
