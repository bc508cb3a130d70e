/** The stacked design (drawn for 'slideshow'): slides on top of each other, one shown, optional thumbnail strip. */
import { DEFAULT_SLIDER_ASPECT_RATIO, STRIP_DEFAULT_V_SIZE } from '../constants/limits.js';
import { usableWidth } from './dimensions.js';
import type { GalleryLayout, LayoutInput } from './layout-types.js';
import { stripLayout, type StripLayout } from './layout-strip.js';

export interface SlideshowHeightOptions {
  currentIndex: number;
  /** A fixed height per unit of width (imageAspectRatio); it wins over autoHeight. */
  heightRatio?: number | undefined;
  /** The height follows the current slide's ratio (on by default). */
  autoHeight: boolean;
}

/** Height of the slide area: a fixed ratio, else the current slide's own with autoHeight, else the default slider ratio 50 %. */
export function slideshowHeight({ containerWidth, slides }: LayoutInput, options: SlideshowHeightOptions): number {
  if (slides.length === 0) return 0;
  const width = usableWidth(containerWidth);
  if (options.heightRatio !== undefined) return width * options.heightRatio;
  const current = options.autoHeight ? slides[options.currentIndex] : undefined;
  return current ? (width * current.height) / current.width : (width * DEFAULT_SLIDER_ASPECT_RATIO) / 100;
}

export interface ThumbnailStripOptions {
  /** thumbnail-strip-height in px; without it, vSize 10. */
  height?: number | undefined;
  /** Space above the strip and between thumbnails, already capped. */
  margin: number;
}

export interface StackedOptions extends SlideshowHeightOptions {
  thumbnails?: ThumbnailStripOptions | undefined;
}

export interface StackedLayout extends GalleryLayout {
  slideHeight: number;
  /** The linked thumbnail strip under the slides, with its top edge. */
  thumbnailStrip?: { y: number; layout: StripLayout } | undefined;
}

/** Every slide gets the same box; the gallery is as tall as the slide area plus the thumbnail strip. */
export function stackedLayout(input: LayoutInput, options: StackedOptions): StackedLayout {
  const width = usableWidth(input.containerWidth);
  const slideHeight = slideshowHeight(input, options);
  const boxes = input.slides.map(() => ({ x: 0, y: 0, width, height: slideHeight }));
  if (!options.thumbnails || input.slides.length === 0) return { boxes, height: slideHeight, slideHeight };
  const margin = Math.max(0, options.thumbnails.margin);
  const stripHeight = options.thumbnails.height ?? (width * STRIP_DEFAULT_V_SIZE) / 100;
  // The thumbnails span the slides' width when they are fewer than would fill it.
  const layout = stripLayout(input, { height: stripHeight, gutter: margin, fillWidth: width });
  const y = slideHeight + margin;
  return { boxes, height: y + layout.height, slideHeight, thumbnailStrip: { y, layout } };
}
