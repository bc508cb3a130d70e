/** Carousel: one row of slidesPerRow slides at a time, paged by group. */
import { CAROUSEL_THREE_PER_ROW_BELOW_PX, CAROUSEL_TWO_PER_ROW_BELOW_PX } from '../constants/limits.js';
import { heightRatio, usableWidth } from './dimensions.js';
import { bottomOf, type GalleryLayout, type LayoutInput } from './layout-types.js';

/**
 * 2 below 480 px if it was above 1, else 3 below 724 px if it was above 2. The carousel's rule, which
 * the grid follows too, so that phones do not get four columns of tiny thumbnails.
 */
export function narrowSlidesPerRow(slidesPerRow: number, containerWidth: number): number {
  const perRow = Number.isFinite(slidesPerRow) ? Math.max(1, Math.floor(slidesPerRow)) : 1;
  const width = usableWidth(containerWidth);
  if (width < CAROUSEL_TWO_PER_ROW_BELOW_PX && perRow > 1) return 2;
  if (width < CAROUSEL_THREE_PER_ROW_BELOW_PX && perRow > 2) return 3;
  return perRow;
}

export const carouselSlidesPerRow = narrowSlidesPerRow;

/** ceil(slides / slidesPerRow); no slides, no groups. */
export function groupCount(count: number, slidesPerRow: number): number {
  if (!(count > 0) || !(slidesPerRow > 0)) return 0;
  return Math.ceil(count / slidesPerRow);
}

export interface CarouselOptions {
  slidesPerRow: number;
  gutter: number;
  heightRatio?: number | undefined;
}

export interface CarouselLayout extends GalleryLayout {
  /** After the responsive reduction. */
  slidesPerRow: number;
  groupCount: number;
  /** How far the row moves per group. */
  groupWidth: number;
}

/** Slides side by side, slidesPerRow to the container width; the row is as tall as its tallest slide. */
export function carouselLayout({ containerWidth, slides }: LayoutInput, options: CarouselOptions): CarouselLayout {
  const perRow = carouselSlidesPerRow(options.slidesPerRow, containerWidth);
  const gutter = Number.isFinite(options.gutter) && options.gutter > 0 ? options.gutter : 0;
  const width = Math.max(0, (usableWidth(containerWidth) - (perRow - 1) * gutter) / perRow);
  const boxes = slides.map((slide, i) => ({
    x: i * (width + gutter),
    y: 0,
    width,
    height: width * (options.heightRatio ?? heightRatio(slide)),
  }));
  return {
    boxes,
    height: bottomOf(boxes),
    slidesPerRow: perRow,
    groupCount: groupCount(slides.length, perRow),
    groupWidth: perRow * (width + gutter),
  };
}

/** How far left the row is moved to show `group`. */
export function carouselGroupOffset(layout: CarouselLayout, group: number): number {
  const last = Math.max(0, layout.groupCount - 1);
  return Math.min(last, Math.max(0, Math.floor(group) || 0)) * layout.groupWidth;
}
