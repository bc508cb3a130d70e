/** Slide images: sized URLs, srcset and sizes, resolution upgrades, video thumbnails. */
import { IMAGE_LOAD_CONCURRENCY, IMAGE_LOAD_CONCURRENCY_MOBILE, IMAGE_SIZES_PX, VIDEO_THUMBNAIL_ASPECT_RATIO } from '../constants/limits.js';
import { t } from '../i18n/format.js';
import { parseDimensions, type Dimensions } from './dimensions.js';

/** Video thumbnails are 16:9, whatever the video's own dimensions. */
export const VIDEO_THUMBNAIL_DIMENSIONS: Dimensions = Object.freeze({ width: VIDEO_THUMBNAIL_ASPECT_RATIO, height: 1 });

/** The dimensions a slide is laid out with: 16:9 for a video (data-type), else data-image-dimensions. */
export function slideDimensions(slide: { type?: string | null; imageDimensions?: string | null }): Dimensions | undefined {
  return slide.type === 'video' ? VIDEO_THUMBNAIL_DIMENSIONS : parseDimensions(slide.imageDimensions);
}

/** Images loaded at once: 16, or 1 on mobile. */
export function imageLoadConcurrency(mobile: boolean): number {
  return mobile ? IMAGE_LOAD_CONCURRENCY_MOBILE : IMAGE_LOAD_CONCURRENCY;
}

/** http(s), protocol-relative or site-relative, with no whitespace (srcset separates candidates with it). */
export function isValidImageSource(src: unknown): src is string {
  if (typeof src !== 'string' || src === '' || /\s/.test(src)) return false;
  return /^https?:\/\/[^/?#]+/i.test(src) || /^\/\/[^/?#]+/.test(src) || /^\/(?!\/)/.test(src);
}

/** The one URL builder: `src` asking the image service for `width` px as `?format={width}w`, replacing any format already there. */
export function imageUrl(src: string, width: number): string | undefined {
  if (!isValidImageSource(src) || !(width > 0) || !Number.isFinite(width)) return undefined;
  const hashAt = src.indexOf('#');
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  const beforeHash = hashAt === -1 ? src : src.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = queryAt === -1 ? [] : beforeHash.slice(queryAt + 1).split('&');
  const kept = params.filter((param) => param !== '' && !/^format(=|$)/i.test(param));
  return `${path}?${[...kept, `format=${Math.round(width)}w`].join('&')}${hash}`;
}

/** The image sizes worth offering for an image `originalWidth` wide: none wider than the first at least as wide as it. */
export function imageSizesFor(originalWidth?: number): number[] {
  const ascending = [...IMAGE_SIZES_PX].sort((a, b) => a - b);
  if (originalWidth === undefined || !(originalWidth > 0)) return ascending;
  const cover = ascending.findIndex((size) => size >= originalWidth);
  return cover === -1 ? ascending : ascending.slice(0, cover + 1);
}

/** srcset with a candidate per image size, smallest first; undefined for an invalid source. */
export function imageSrcset(src: string, originalWidth?: number): string | undefined {
  if (!isValidImageSource(src)) return undefined;
  return imageSizesFor(originalWidth)
    .map((size) => `${imageUrl(src, size)} ${size}w`)
    .join(', ');
}

/** The sizes attribute for an image drawn in a box: its laid-out width, as the layout knows it before loading. */
export function imageSizesAttribute(box: { width: number }): string {
  return `${Number.isFinite(box.width) && box.width > 0 ? Math.ceil(box.width) : 0}px`;
}

/** The smallest image size at least `neededWidth` × `pixelRatio` px wide; the largest when none is. */
export function pickImageSize(neededWidth: number, pixelRatio = 1): number {
  const needed = neededWidth * (Number.isFinite(pixelRatio) && pixelRatio > 0 ? pixelRatio : 1);
  const ascending = imageSizesFor();
  return ascending.find((size) => size >= needed) ?? ascending[ascending.length - 1]!;
}

/** The size to load when a slide needs `neededWidth` px: a bigger one if needed, never a smaller one than already loaded. */
export function upgradeResolution(current: number | undefined, neededWidth: number, pixelRatio = 1): number {
  const wanted = pickImageSize(neededWidth, pixelRatio);
  return current !== undefined && current >= wanted ? current : wanted;
}

export type ImageSources = { src: string; srcset: string; sizes: string } | { error: string };

/**
 * src, srcset and sizes for an image in a laid-out box, or the console message
 * 'Invalid or missing image source' for the caller to log, drawing no image.
 */
export function imageSources(options: { src: unknown; box: { width: number }; originalWidth?: number; pixelRatio?: number }): ImageSources {
  const { src, box, originalWidth, pixelRatio } = options;
  if (!isValidImageSource(src)) return { error: t('invalidImageSource', {}, 'en') };
  const sizes = imageSizesFor(originalWidth);
  const wanted = pickImageSize(box.width, pixelRatio);
  const size = sizes.find((candidate) => candidate >= wanted) ?? sizes[sizes.length - 1]!;
  return { src: imageUrl(src, size)!, srcset: imageSrcset(src, originalWidth)!, sizes: imageSizesAttribute(box) };
}
