/** Auto rows: justified rows near rowHeight (250) with a gutter (20); the last row is not stretched. */
import { heightRatio, usableWidth, type Box } from './dimensions.js';
import { bottomOf, type GalleryLayout, type LayoutInput } from './layout-types.js';

export interface RowOptions {
  rowHeight: number;
  gutter: number;
}

/**
 * Fills each row at rowHeight until it is at least as wide as the container, then scales that row to
 * the exact width (so full rows are at most rowHeight tall). A row that never fills keeps rowHeight.
 */
export function autoRowsLayout({ containerWidth, slides }: LayoutInput, { rowHeight, gutter }: RowOptions): GalleryLayout {
  const width = usableWidth(containerWidth);
  const target = Number.isFinite(rowHeight) && rowHeight > 0 ? rowHeight : 0;
  const space = Number.isFinite(gutter) && gutter > 0 ? gutter : 0;
  const widthPerHeight = slides.map((slide) => 1 / heightRatio(slide));
  const boxes: Box[] = [];
  let y = 0;
  let row: number[] = [];

  const place = (height: number): void => {
    let x = 0;
    for (const i of row) {
      const slideWidth = height * (widthPerHeight[i] ?? 1);
      boxes.push({ x, y, width: slideWidth, height });
      x += slideWidth + space;
    }
    y += height + space;
    row = [];
  };

  for (let i = 0; i < slides.length; i++) {
    row.push(i);
    const ratios = row.reduce((sum, j) => sum + (widthPerHeight[j] ?? 1), 0);
    const gutters = (row.length - 1) * space;
    if (target * ratios + gutters >= width) place(Math.max(0, (width - gutters) / ratios));
  }
  if (row.length > 0) place(target);
  return { boxes, height: bottomOf(boxes) };
}
