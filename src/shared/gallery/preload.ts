/** Which slides load whether or not they are near the viewport (preloadCount): the shown ones and the next. */
import { STACKED_PRELOAD_COUNT } from '../constants/limits.js';
import { GalleryDesign } from './designs.js';
import { normalizeIndex } from './state.js';

/** The stacked design's slides share one box, so nearness says nothing: only these load. */
export function loadsByVisibility(design: GalleryDesign): boolean {
  return design !== GalleryDesign.STACKED;
}

/**
 * Slides to load now besides the visible ones: in a slideshow the current one and the next preloadCount (1);
 * in a carousel the current group and the next one, which sits outside the clipped row.
 */
export function preloadedSlides(design: GalleryDesign, currentIndex: number, count: number, slidesPerRow = 1): number[] {
  if (count <= 0) return [];
  const current = normalizeIndex(currentIndex, count);
  const ahead = (span: number) => Array.from({ length: Math.min(count, span) }, (_, i) => normalizeIndex(current + i, count));
  if (design === GalleryDesign.STACKED) return ahead(1 + STACKED_PRELOAD_COUNT);
  if (design === GalleryDesign.CAROUSEL) return ahead(2 * Math.max(1, Math.floor(slidesPerRow)));
  return [];
}

/**
 * The strip's thumbnails loaded at once: from the current one, as many as fit the strip
 * (preloadCount, container width over strip height, rounded up); the rest load when scrolled near.
 */
export function preloadedThumbnails(currentIndex: number, count: number, preloadCount: number): Set<number> {
  if (count <= 0) return new Set();
  const current = normalizeIndex(currentIndex, count);
  const span = Math.min(count, Math.max(1, Math.ceil(preloadCount)));
  return new Set(Array.from({ length: span }, (_, i) => normalizeIndex(current + i, count)));
}
