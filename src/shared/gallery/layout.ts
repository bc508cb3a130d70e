/**
 * Layout of every design from the container width and the slides' known dimensions. A view reserves
 * `height` and places each slide at its box before any image loads, so nothing shifts (CLS 0).
 */
import { usableWidth } from './dimensions.js';
import { GalleryDesign } from './designs.js';
import { carouselLayout, narrowSlidesPerRow, type CarouselLayout } from './layout-carousel.js';
import { autoColumnsLayout, autoGridLayout, gridLayout, type GridLayout } from './layout-grid.js';
import { baseLayout, listLayout, type ListLayout } from './layout-list.js';
import { autoRowsLayout } from './layout-rows.js';
import { stackedLayout, type StackedLayout } from './layout-stacked.js';
import { stripHeightPercent, stripLayout, type StripLayout } from './layout-strip.js';
import { uniformHeightRatio, type GalleryLayout, type LayoutInput } from './layout-types.js';
import type { GallerySettings } from './settings.js';
import { normalizeIndex } from './state.js';

export type DesignLayout =
  | ({ design: typeof GalleryDesign.BASE | typeof GalleryDesign.AUTO_ROWS } & GalleryLayout)
  | ({ design: typeof GalleryDesign.GRID | typeof GalleryDesign.AUTO_GRID | typeof GalleryDesign.AUTO_COLUMNS } & GridLayout)
  | ({ design: typeof GalleryDesign.CAROUSEL } & CarouselLayout)
  | ({ design: typeof GalleryDesign.LIST } & ListLayout)
  | ({ design: typeof GalleryDesign.STACKED } & StackedLayout)
  | ({ design: typeof GalleryDesign.STRIP } & StripLayout);

export type LayoutSettings = Pick<
  GallerySettings,
  | 'design'
  | 'imageAspectRatio'
  | 'slidesPerRow'
  | 'thumbnailsPerRow'
  | 'squareThumbs'
  | 'padding'
  | 'gutter'
  | 'columnWidth'
  | 'columnBehavior'
  | 'rowHeight'
  | 'listImageSize'
  | 'autoHeight'
  | 'autoCrop'
  | 'thumbnails'
  | 'thumbnailStripHeight'
  | 'thumbnailStripMargin'
  | 'vSize'
>;

/**
 * Grid designs draw square cells with square-thumbs, else cells of imageAspectRatio, else ('auto') each
 * slide's own ratio; images are cropped to their cells around their focal points.
 */
function cellHeightRatio(settings: LayoutSettings): number | undefined {
  return settings.squareThumbs ? 1 : uniformHeightRatio(settings.imageAspectRatio);
}

/** The layout of `settings.design`; `currentIndex` matters to the stacked design's autoHeight. */
export function computeLayout(settings: LayoutSettings, input: LayoutInput & { currentIndex?: number }): DesignLayout {
  const heightRatio = uniformHeightRatio(settings.imageAspectRatio);
  const columns = { columnWidth: settings.columnWidth, gutter: settings.gutter, columnBehavior: settings.columnBehavior };
  switch (settings.design) {
    case GalleryDesign.GRID:
      return {
        design: settings.design,
        ...gridLayout(input, {
          perRow: narrowSlidesPerRow(settings.thumbnailsPerRow ?? settings.slidesPerRow, input.containerWidth),
          padding: settings.padding,
          heightRatio: cellHeightRatio(settings),
          evenRows: settings.autoCrop,
        }),
      };
    case GalleryDesign.AUTO_GRID:
      return {
        design: settings.design,
        ...autoGridLayout(input, { ...columns, heightRatio: cellHeightRatio(settings), evenRows: settings.autoCrop }),
      };
    case GalleryDesign.AUTO_COLUMNS:
      return { design: settings.design, ...autoColumnsLayout(input, { ...columns, heightRatio: cellHeightRatio(settings) }) };
    case GalleryDesign.AUTO_ROWS:
      return { design: settings.design, ...autoRowsLayout(input, { rowHeight: settings.rowHeight, gutter: settings.gutter }) };
    case GalleryDesign.CAROUSEL:
      return {
        design: settings.design,
        ...carouselLayout(input, { slidesPerRow: settings.slidesPerRow, gutter: settings.gutter, heightRatio }),
      };
    case GalleryDesign.LIST:
      return {
        design: settings.design,
        ...listLayout(input, { listImageSize: settings.listImageSize, gutter: settings.gutter, heightRatio }),
      };
    case GalleryDesign.STACKED:
      return {
        design: settings.design,
        ...stackedLayout(input, {
          currentIndex: normalizeIndex(input.currentIndex ?? 0, input.slides.length),
          heightRatio,
          autoHeight: settings.autoHeight,
          thumbnails: settings.thumbnails ? { height: settings.thumbnailStripHeight, margin: settings.thumbnailStripMargin } : undefined,
        }),
      };
    case GalleryDesign.STRIP: {
      const height = (usableWidth(input.containerWidth) * stripHeightPercent(settings.vSize, settings.imageAspectRatio)) / 100;
      return { design: settings.design, ...stripLayout(input, { height, gutter: settings.gutter }) };
    }
    case GalleryDesign.BASE:
      return { design: settings.design, ...baseLayout(input, { gutter: settings.gutter, heightRatio }) };
  }
}
