/** The gallery's default settings for each design (§9 gallery defaults). */
import {
  AUTO_COLUMNS_COLUMN_WIDTH_PX,
  AUTO_COLUMNS_GUTTER_PX,
  AUTO_ROWS_GUTTER_PX,
  AUTO_ROWS_ROW_HEIGHT_PX,
  CAROUSEL_GUTTER_PX,
  CAROUSEL_SLIDES_PER_ROW,
  GRID_PADDING_PX,
  GRID_PER_ROW,
} from '../constants/limits.js';
import { ANIMATION_DEFAULT_MS, STACKED_SPEED_MS, STRIP_SPEED_MS } from '../constants/timings.js';
import { GalleryDesign, StackedTransition } from './designs.js';
import { ActiveSlideClickBehavior, ClickBehavior, ColumnBehavior, StripAlignment } from './options.js';
import type { GallerySettings } from './settings.js';

/** The spec gives no list image size; half the width leaves the meta the other half. */
export const DEFAULT_LIST_IMAGE_SIZE_PERCENT = 50;

function gutterOf(design: GalleryDesign): number {
  if (design === GalleryDesign.AUTO_ROWS) return AUTO_ROWS_GUTTER_PX;
  if (design === GalleryDesign.CAROUSEL) return CAROUSEL_GUTTER_PX;
  return AUTO_COLUMNS_GUTTER_PX;
}

function speedMsOf(design: GalleryDesign): number {
  if (design === GalleryDesign.STACKED) return STACKED_SPEED_MS;
  if (design === GalleryDesign.STRIP) return STRIP_SPEED_MS;
  return ANIMATION_DEFAULT_MS;
}

/** Every setting's default for a design; where the spec gives none, the plainest behaviour. */
export function designDefaults(design: GalleryDesign): GallerySettings {
  return {
    design,
    imageAspectRatio: 'auto',
    slidesPerRow: design === GalleryDesign.GRID ? GRID_PER_ROW : CAROUSEL_SLIDES_PER_ROW,
    lightbox: design === GalleryDesign.GRID || design === GalleryDesign.AUTO_ROWS,
    lightboxTheme: 'dark',
    mixedContent: false,
    columnWidth: AUTO_COLUMNS_COLUMN_WIDTH_PX,
    columnBehavior: ColumnBehavior.MIN,
    gutter: gutterOf(design),
    listImageSize: DEFAULT_LIST_IMAGE_SIZE_PERCENT,
    rowHeight: AUTO_ROWS_ROW_HEIGHT_PX,
    autoplay: false,
    autoplayDuration: undefined,
    randomize: false,
    activeAlignment: StripAlignment.MIDDLE,
    thumbnailsPerRow: undefined,
    squareThumbs: false,
    autoCrop: false,
    thumbnails: false,
    thumbnailStripHeight: undefined,
    thumbnailStripMargin: 0,
    vSize: undefined,
    padding: design === GalleryDesign.GRID ? GRID_PADDING_PX : 0,
    metaPosition: undefined,
    transition: StackedTransition.FADE,
    speed: speedMsOf(design) / 1000,
    autoHeight: true,
    clickBehavior: ClickBehavior.NEXT,
    activeSlideClickBehavior: ActiveSlideClickBehavior.STAY,
    loop: false,
    history: false,
    keyboard: true,
    imageFit: undefined,
  };
}
