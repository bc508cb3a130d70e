/** Strip (the slider design and the slideshow's thumbnails): one row at a fixed height, aligned on the current slide. */
import { MIN_TARGET_PX, STRIP_DEFAULT_V_SIZE } from '../constants/limits.js';
import { heightRatio, usableWidth } from './dimensions.js';
import type { GalleryLayout, LayoutInput } from './layout-types.js';
import { StripAlignment } from './options.js';

/**
 * The strip's height as a percentage of the container width: vSize, else the gallery's aspect ratio,
 * else vSize 10.
 */
export function stripHeightPercent(vSize: number | undefined, imageAspectRatio: number | 'auto' | undefined): number {
  if (vSize !== undefined && vSize > 0) return vSize;
  if (typeof imageAspectRatio === 'number' && imageAspectRatio > 0) return imageAspectRatio;
  return STRIP_DEFAULT_V_SIZE;
}

/** Container width divided by strip height, rounded up; 0 until both are known. */
export function thumbnailPreloadCount(containerWidth: number, stripHeight: number): number {
  const width = usableWidth(containerWidth);
  return width > 0 && stripHeight > 0 && Number.isFinite(stripHeight) ? Math.ceil(width / stripHeight) : 0;
}

export interface StripOptions {
  /** The strip's height in px. */
  height: number;
  /** Space between slides. */
  gutter: number;
  /**
   * A row narrower than this (px) widens its slides to fill it, each by the same factor, up to
   * STRIP_MAX_STRETCH (their pictures cropped to fit): the slideshow's thumbnails span their strip.
   */
  fillWidth?: number | undefined;
}

/** The most a filling row widens its slides: a few thumbnails stay thumbnails, not panoramas. */
export const STRIP_MAX_STRETCH = 2;

export interface StripLayout extends GalleryLayout {
  /** The whole row's width, wider than the container when it scrolls. */
  width: number;
  /** How many slides to load ahead: enough to fill the container with square slides. */
  preloadCount: number;
}

/** Each slide at the strip's height and its own ratio, left to right (widened to `fillWidth` where the row is narrower). */
export function stripLayout({ containerWidth, slides }: LayoutInput, { height, gutter, fillWidth }: StripOptions): StripLayout {
  const rowHeight = Number.isFinite(height) && height > 0 ? height : 0;
  const space = Number.isFinite(gutter) && gutter > 0 ? gutter : 0;
  // A tall picture's thumbnail is at least a pointer target wide (its picture cropped to fit); the row's height is the design's.
  const widths = slides.map((slide) => (rowHeight > 0 ? Math.max(rowHeight / heightRatio(slide), MIN_TARGET_PX) : 0));
  const natural = widths.reduce((sum, width) => sum + width, 0);
  const room = fillWidth !== undefined && Number.isFinite(fillWidth) ? fillWidth - space * Math.max(0, slides.length - 1) : 0;
  const stretch = natural > 0 && room > natural ? Math.min(STRIP_MAX_STRETCH, room / natural) : 1;
  let x = 0;
  const boxes = widths.map((width) => {
    const box = { x, y: 0, width: width * stretch, height: rowHeight };
    x += box.width + space;
    return box;
  });
  return {
    boxes,
    height: slides.length > 0 ? rowHeight : 0,
    width: Math.max(0, x - space),
    preloadCount: thumbnailPreloadCount(containerWidth, rowHeight),
  };
}

/** The row's horizontal shift (px, usually negative) that puts slide `index` at the start, middle or end of the container. */
export function stripOffset(layout: StripLayout, index: number, alignment: StripAlignment, containerWidth: number): number {
  const box = layout.boxes[index];
  if (!box) return 0;
  const width = usableWidth(containerWidth);
  if (alignment === StripAlignment.START) return -box.x;
  if (alignment === StripAlignment.END) return width - (box.x + box.width);
  return width / 2 - (box.x + box.width / 2);
}

/**
 * A thumbnail strip's shift kept within its ends: it never starts partway across nor leaves space after its
 * last thumbnail; a strip narrower than the container starts at its left edge.
 */
export function clampStripOffset(offset: number, layout: Pick<StripLayout, 'width'>, containerWidth: number): number {
  const least = Math.min(0, usableWidth(containerWidth) - layout.width);
  return Math.min(0, Math.max(least, Number.isFinite(offset) ? offset : 0));
}
