/** What every layout takes and gives: boxes computed from known dimensions, so nothing shifts as images load. */
import type { Box, Dimensions } from './dimensions.js';

export interface LayoutInput {
  /** The gallery's content width in px. */
  containerWidth: number;
  /** Each slide's dimensions; undefined where unknown or unparseable. */
  slides: readonly (Dimensions | undefined)[];
}

export interface GalleryLayout {
  /** One box per slide, in slide order. */
  boxes: Box[];
  /** The height to reserve for the whole gallery. */
  height: number;
}

/** imageAspectRatio (height as a percentage of width) as height per unit of width; undefined for 'auto'. */
export function uniformHeightRatio(imageAspectRatio: number | 'auto' | undefined): number | undefined {
  return typeof imageAspectRatio === 'number' && imageAspectRatio > 0 ? imageAspectRatio / 100 : undefined;
}

/** The bottom edge of the lowest box; 0 without boxes. */
export function bottomOf(boxes: readonly Box[]): number {
  return boxes.reduce((bottom, box) => Math.max(bottom, box.y + box.height), 0);
}
