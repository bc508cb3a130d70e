/**
 * Where a chart's pieces go, in the pixels of an SVG of a given size: bars, lines and pie slices,
 * the value axis with its gridlines and the row labels. Pure; the view only draws what this returns.
 */
import type { Dataset } from './dataset.js';
import { niceAxis, scale } from './scale.js';

export const CHART_VARIANTS = ['bar', 'line', 'pie'] as const;
export type ChartVariant = (typeof CHART_VARIANTS)[number];

export interface Size {
  width: number;
  height: number;
}

/** The chart's text size in px, and the width of one character as this layout estimates it. */
export const CHART_FONT_PX = 12;
const CHARACTER_PX = CHART_FONT_PX * 0.62;
const GAP_PX = 8;

export const textWidth = (text: string): number => text.length * CHARACTER_PX;

export interface Tick {
  y: number;
  text: string;
}

export interface RowLabel {
  x: number;
  text: string;
}

export interface Bar {
  series: number;
  row: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  series: number;
  row: number;
  x: number;
  y: number;
}

export interface Cartesian {
  /** The plot's box: gridlines run from left to right, row labels sit below bottom. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The y of the value 0. */
  zero: number;
  ticks: Tick[];
  /** Row labels, thinned so that none overlaps the next. */
  labels: RowLabel[];
  bars: Bar[];
  /** One list of points a series, in row order. */
  lines: Point[][];
}

/** The value axis, bars or lines and row labels of a bar or line chart. */
export function cartesianLayout(dataset: Dataset, variant: 'bar' | 'line', size: Size, format: (value: number) => string): Cartesian {
  const all = dataset.values.flat();
  const axis = niceAxis(Math.min(...all), Math.max(...all));
  const tickTexts = axis.ticks.map(format);
  const left = Math.ceil(Math.max(...tickTexts.map(textWidth))) + GAP_PX;
  const right = size.width - GAP_PX;
  const top = CHART_FONT_PX / 2 + 2;
  const bottom = size.height - CHART_FONT_PX - 2 * GAP_PX;
  const y = scale(axis, bottom, top);
  const rows = dataset.labels.length;
  const band = Math.max(0, right - left) / rows;
  const centre = (row: number) => left + band * (row + 0.5);
  const every = Math.max(1, Math.ceil((Math.max(...dataset.labels.map(textWidth)) + GAP_PX) / Math.max(band, 1)));
  const labels = dataset.labels.flatMap((text, row) => (row % every === 0 ? [{ x: centre(row), text }] : []));
  const ticks = axis.ticks.map((value, index) => ({ y: y(value), text: tickTexts[index]! }));
  const zero = y(0);
  const seriesCount = dataset.series.length;
  const bars: Bar[] = [];
  const lines: Point[][] = dataset.series.map(() => []);
  const group = band * 0.72;
  const barWidth = group / seriesCount;
  dataset.values.forEach((values, row) => {
    values.forEach((value, series) => {
      const at = y(value);
      if (variant === 'bar') {
        bars.push({
          series,
          row,
          x: centre(row) - group / 2 + series * barWidth,
          y: Math.min(at, zero),
          width: barWidth,
          height: Math.abs(zero - at),
        });
      } else {
        lines[series]!.push({ series, row, x: centre(row), y: at });
      }
    });
  });
  return { left, right, top, bottom, zero, ticks, labels, bars, lines: variant === 'line' ? lines : [] };
}

/** The SVG path of a polyline through points. */
export const linePath = (points: readonly { x: number; y: number }[]): string =>
  points.map((point, index) => `${index ? 'L' : 'M'}${round(point.x)} ${round(point.y)}`).join('');

export interface Slice {
  row: number;
  /** Its share of the whole, 0 to 1. */
  share: number;
  path: string;
  /** Where its percentage goes, just outside the pie, and which way the text runs from there. */
  labelX: number;
  labelY: number;
  anchor: 'start' | 'middle' | 'end';
  /** A point inside the slice, where its value is shown on hover or focus. */
  innerX: number;
  innerY: number;
}

export interface Pie {
  cx: number;
  cy: number;
  radius: number;
  slices: Slice[];
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The slices of a pie of `values` (the first series), clockwise from twelve o'clock, in a box of
 * `size` with room around it for the percentages. Zero and negative values get no slice.
 */
export function pieLayout(values: readonly number[], size: Size): Pie {
  const cx = size.width / 2;
  const cy = size.height / 2;
  const radius = Math.max(0, Math.min(size.width / 2 - textWidth('100%') - GAP_PX * 2, size.height / 2 - CHART_FONT_PX - GAP_PX));
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  const point = (angle: number, r: number) => [round(cx + r * Math.sin(angle)), round(cy - r * Math.cos(angle))] as const;
  const slices: Slice[] = [];
  let start = 0;
  values.forEach((value, row) => {
    if (!(value > 0)) return;
    const share = value / total;
    const end = start + share * 2 * Math.PI;
    const [x0, y0] = point(start, radius);
    const [x1, y1] = point(end, radius);
    const [xm, ym] = point((start + end) / 2, radius);
    // A whole circle is two half arcs: one arc cannot end where it starts.
    const path =
      share >= 1
        ? `M${x0} ${y0}A${radius} ${radius} 0 1 1 ${xm} ${ym}A${radius} ${radius} 0 1 1 ${x0} ${y0}Z`
        : `M${round(cx)} ${round(cy)}L${x0} ${y0}A${radius} ${radius} 0 ${share > 0.5 ? 1 : 0} 1 ${x1} ${y1}Z`;
    const middle = (start + end) / 2;
    const [labelX, labelY] = point(middle, radius + GAP_PX);
    const [innerX, innerY] = share >= 1 ? [round(cx), round(cy)] : point(middle, radius * 0.6);
    const sine = Math.sin(middle);
    slices.push({ row, share, path, labelX, labelY, anchor: Math.abs(sine) < 0.2 ? 'middle' : sine > 0 ? 'start' : 'end', innerX, innerY });
    start = end;
  });
  return { cx, cy, radius, slices };
}
