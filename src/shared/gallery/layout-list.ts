/** List and base: one slide per row, down the page. */
import { heightRatio, usableWidth, type Box } from './dimensions.js';
import { bottomOf, type GalleryLayout, type LayoutInput } from './layout-types.js';

export interface ColumnStackOptions {
  /** Space between rows. */
  gutter: number;
  heightRatio?: number | undefined;
}

function stack(slides: LayoutInput['slides'], width: number, options: ColumnStackOptions): Box[] {
  const gutter = Number.isFinite(options.gutter) && options.gutter > 0 ? options.gutter : 0;
  let y = 0;
  return slides.map((slide) => {
    const box = { x: 0, y, width, height: width * (options.heightRatio ?? heightRatio(slide)) };
    y += box.height + gutter;
    return box;
  });
}

/** Base (drawn for 'stacked'): every slide at the full width, one under the other. */
export function baseLayout({ containerWidth, slides }: LayoutInput, options: ColumnStackOptions): GalleryLayout {
  const boxes = stack(slides, usableWidth(containerWidth), options);
  return { boxes, height: bottomOf(boxes) };
}

export interface ListLayout extends GalleryLayout {
  /** Beside each image, the remainder of the row for its meta (title, description). */
  metaBoxes: Box[];
}

/** List: the image takes listImageSize percent of the width, the meta gets the remainder. */
export function listLayout({ containerWidth, slides }: LayoutInput, options: ColumnStackOptions & { listImageSize: number }): ListLayout {
  const width = usableWidth(containerWidth);
  const percent = Number.isFinite(options.listImageSize) ? Math.min(100, Math.max(0, options.listImageSize)) : 0;
  const imageWidth = (width * percent) / 100;
  const boxes = stack(slides, imageWidth, options);
  const metaBoxes = boxes.map((box) => ({ x: imageWidth, y: box.y, width: width - imageWidth, height: box.height }));
  return { boxes, height: bottomOf(boxes), metaBoxes };
}
