/** Grid, auto grid and auto columns: equal columns, as rows of cells or as masonry. */
import { heightRatio, usableWidth, type Box } from './dimensions.js';
import { bottomOf, type GalleryLayout, type LayoutInput } from './layout-types.js';
import { ColumnBehavior } from './options.js';

export interface GridLayout extends GalleryLayout {
  columns: number;
  columnWidth: number;
}

function gap(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Width of each of `columns` columns across `containerWidth` with `gutter` between them. */
export function columnWidthOf(containerWidth: number, columns: number, gutter: number): number {
  return Math.max(0, (usableWidth(containerWidth) - (columns - 1) * gap(gutter)) / columns);
}

/**
 * How many columns of about `columnWidth` fit, counting the gutters between them: min (the default)
 * rounds down so columns are at least that wide, max rounds up so they are at most that wide. At least 1.
 */
export function columnCount(containerWidth: number, columnWidth: number, gutter: number, behavior: ColumnBehavior): number {
  if (!(columnWidth > 0) || !Number.isFinite(columnWidth)) return 1;
  const fit = (usableWidth(containerWidth) + gap(gutter)) / (columnWidth + gap(gutter));
  // So that a width of exactly n columns is n, not n ± a rounding error.
  const steady = Math.round(fit * 1e6) / 1e6;
  return Math.max(1, behavior === ColumnBehavior.MIN ? Math.floor(steady) : Math.ceil(steady));
}

export interface GridOptions {
  perRow: number;
  /** Space between cells, across and down. */
  padding: number;
  /** Every cell's height per unit of width; without it each slide keeps its own ratio and a row is as tall as its tallest. */
  heightRatio?: number | undefined;
  /** Without heightRatio: each row's cells are cropped to its shortest slide, so no row has holes (auto-crop). */
  evenRows?: boolean | undefined;
}

/** Rows of `perRow` equal cells (the grid design, perRow 4 and padding 20 by default). */
export function gridLayout({ containerWidth, slides }: LayoutInput, options: GridOptions): GridLayout {
  const columns = Number.isFinite(options.perRow) ? Math.max(1, Math.floor(options.perRow)) : 1;
  const padding = gap(options.padding);
  const cell = columnWidthOf(containerWidth, columns, padding);
  const heights = slides.map((slide) => cell * (options.heightRatio ?? heightRatio(slide)));
  const boxes: Box[] = [];
  let y = 0;
  for (let start = 0; start < slides.length; start += columns) {
    const row = heights.slice(start, start + columns);
    const even = options.heightRatio === undefined && options.evenRows ? Math.min(...row) : undefined;
    row.forEach((height, column) => boxes.push({ x: column * (cell + padding), y, width: cell, height: even ?? height }));
    y += (even ?? Math.max(...row)) + padding;
  }
  return { boxes, height: bottomOf(boxes), columns, columnWidth: cell };
}

export interface ColumnOptions {
  columnWidth: number;
  gutter: number;
  columnBehavior: ColumnBehavior;
}

/** Auto grid: the grid, with as many columns as columnWidth allows. */
export function autoGridLayout(
  input: LayoutInput,
  options: ColumnOptions & { heightRatio?: number | undefined; evenRows?: boolean | undefined },
): GridLayout {
  const perRow = columnCount(input.containerWidth, options.columnWidth, options.gutter, options.columnBehavior);
  return gridLayout(input, { perRow, padding: options.gutter, heightRatio: options.heightRatio, evenRows: options.evenRows });
}

/**
 * Auto columns: masonry; each slide goes under the shortest column, leftmost on a tie. A slide keeps its own
 * ratio, or is cropped to heightRatio when one is given.
 */
export function autoColumnsLayout(
  { containerWidth, slides }: LayoutInput,
  options: ColumnOptions & { heightRatio?: number | undefined },
): GridLayout {
  const columns = columnCount(containerWidth, options.columnWidth, options.gutter, options.columnBehavior);
  const gutter = gap(options.gutter);
  const width = columnWidthOf(containerWidth, columns, gutter);
  const tops: number[] = new Array<number>(columns).fill(0);
  const boxes = slides.map((slide): Box => {
    const column = tops.indexOf(Math.min(...tops));
    const box = { x: column * (width + gutter), y: tops[column] ?? 0, width, height: width * (options.heightRatio ?? heightRatio(slide)) };
    tops[column] = box.y + box.height + gutter;
    return box;
  });
  return { boxes, height: bottomOf(boxes), columns, columnWidth: width };
}
