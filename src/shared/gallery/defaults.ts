/** The gallery's default settings for each design. */
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
import type { MetaPosition } from './meta.js';
import { ActiveSlideClickBehavior, ClickBehavior, ColumnBehavior, StripAlignment, type ImageFit, type LightboxTheme } from './options.js';

/** Resolved settings: every field present and valid. Sizes in px, speed and autoplayDuration in seconds. */
export interface GallerySettings {
  /** The design drawn, after the design mapping (a 'slideshow' is drawn by the stacked design). */
  design: GalleryDesign;
  /** Height as a percentage of width (50 is twice as wide as tall), or each slide's own ratio. */
  imageAspectRatio: number | 'auto';
  slidesPerRow: number;
  lightbox: boolean;
  lightboxTheme: LightboxTheme;
  mixedContent: boolean;
  columnWidth: number;
  columnBehavior: ColumnBehavior;
  gutter: number;
  /** Percentage of the width the list design gives the image. */
  listImageSize: number;
  rowHeight: number;
  autoplay: boolean;
  autoplayDuration: number | undefined;
  /** Autoplay goes to a random different slide. */
  randomize: boolean;
  activeAlignment: StripAlignment;
  /** Overrides slidesPerRow in the grid design. */
  thumbnailsPerRow: number | undefined;
  squareThumbs: boolean;
  autoCrop: boolean;
  /** The slideshow has a linked thumbnail strip. */
  thumbnails: boolean;
  thumbnailStripHeight: number | undefined;
  /** Capped at THUMBNAIL_MARGIN_CAP. */
  thumbnailStripMargin: number;
  /** Strip height as a percentage of width. */
  vSize: number | undefined;
  padding: number;
  /** Where the meta (caption) is drawn; see meta.ts. */
  metaPosition: MetaPosition | undefined;
  transition: StackedTransition;
  speed: number;
  autoHeight: boolean;
  clickBehavior: ClickBehavior;
  activeSlideClickBehavior: ActiveSlideClickBehavior;
  loop: boolean;
  history: boolean;
  keyboard: boolean;
  /** The image loader mode (loaderOptions); without it, the design's own (see slideImageFit). */
  imageFit: ImageFit | undefined;
}

/** No list image size is fixed; half the width leaves the meta the other half. */
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

/** Every setting's default for a design; where none is fixed, the plainest behaviour. */
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
