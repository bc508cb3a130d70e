import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { HostContext } from '../common/host-context.js';
import { toDataset, type Dataset, type DatasetResult } from '../../shared/chart/dataset.js';
import { readTable } from '../../shared/chart/table.js';
import { chartFormat, type ChartFormat } from '../../shared/chart/format.js';
import {
  cartesianLayout,
  CHART_FONT_PX,
  linePath,
  pieLayout,
  textWidth,
  type ChartVariant,
  type Size,
  type Slice,
} from '../../shared/chart/geometry.js';
import { moveActive, type Active } from '../../shared/chart/explore.js';
import { SERIES_COLOURS } from '../../shared/chart/colours.js';
import { localeOf, t } from '../../shared/i18n/format.js';

export interface ChartProps extends HostContext {
  variant?: ChartVariant | undefined;
  label?: string | undefined;
}

/** Slices smaller than this share get no percentage beside them. */
const MIN_LABELLED_SHARE = 0.02;
/** The class the styles give the series' (or slice's) colour: "series-", not a bare letter, which the build would read as the prefix of string keys. */
const colour = (index: number) => `series-${index % SERIES_COLOURS.length}`;

/**
 * The chart of the element's light-DOM table as SVG, with its caption above and a legend below;
 * the table stays for assistive technology, visually hidden. On bad data, one console error and
 * the table as it is.
 */
export function Chart({ variant = 'bar', label, host, lightDomVersion }: ChartProps) {
  const format = useMemo(() => chartFormat(localeOf(host)), [host]);
  // The table is read on every render: lightDomVersion changes when the children do.
  const table = host.querySelector('table');
  const result: DatasetResult = table ? toDataset(readTable(table), format.decimal) : { problem: 'datasetEmpty' };
  const problem = 'problem' in result ? result.problem : undefined;
  useEffect(() => {
    // The message word for word, after the tag that names which element could not draw.
    if (problem) console.error(`<sq-chart>: ${t(problem)}`);
  }, [problem, lightDomVersion]);

  if (!('dataset' in result)) return <slot />;
  return (
    <>
      <Drawing dataset={result.dataset} variant={variant} label={label} format={format} />
      <div className="table">
        <slot />
      </div>
    </>
  );
}

interface DrawingProps {
  dataset: Dataset;
  variant: ChartVariant;
  label: string | undefined;
  format: ChartFormat;
}

function Drawing({ dataset, variant, label, format }: DrawingProps) {
  const plot = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size>();
  const [active, setActive] = useState<Active>();
  useLayoutEffect(() => {
    const node = plot.current!;
    const measure = () => {
      const width = Math.floor(node.clientWidth);
      const height = Math.floor(node.clientHeight);
      setSize((last) => (last?.width === width && last.height === height ? last : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const rows = dataset.labels.length;
  const seriesCount = variant === 'pie' ? 1 : dataset.series.length;
  // A table edited to fewer rows or series leaves no value chosen beyond its end.
  const shown = active && active.row < rows && active.series < seriesCount ? active : undefined;
  const drawing = size && size.width > 0 && size.height > 0 ? draw(dataset, variant, size, format, shown) : undefined;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return setActive(undefined);
    const next = moveActive(shown ?? { series: 0, row: 0 }, event.key, rows, seriesCount);
    if (!next) return;
    event.preventDefault();
    setActive(next);
  };
  const onPointerOver = (event: PointerEvent) => {
    const point = (event.target as Element).getAttribute('data-point')?.split(' ').map(Number);
    if (point) setActive({ series: point[0]!, row: point[1]! });
  };
  const legend = variant === 'pie' ? dataset.labels : dataset.series;
  const named = label ? { 'aria-label': label } : dataset.caption ? { 'aria-labelledby': 'title' } : { 'aria-label': t('chartLabel') };
  return (
    <div className={`chart chart-${variant}`} part="chart">
      {dataset.caption && (
        <p className="title" part="title" id="title">
          {dataset.caption}
        </p>
      )}
      {/* The chart as one image, named by the caption, and one Tab stop: its arrow keys read the values. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className="plot"
        part="plot"
        ref={plot}
        role="img"
        {...named}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: an image whose values the keys read
        tabIndex={drawing ? 0 : -1}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((last) => last ?? { series: 0, row: 0 })}
        onBlur={() => setActive(undefined)}
        onPointerOver={onPointerOver}
        onPointerLeave={(event) => !event.currentTarget.matches(':focus') && setActive(undefined)}
      >
        {drawing && (
          <svg part="svg" aria-hidden="true" width={size!.width} height={size!.height} viewBox={`0 0 ${size!.width} ${size!.height}`}>
            {drawing.shapes}
          </svg>
        )}
        {/* The value read: shown beside it, and announced as the arrow keys move. */}
        <div className="tip" aria-live="polite">
          {drawing?.tip && (
            <span part="tooltip" style={{ left: `${drawing.tip.x}px`, top: `${drawing.tip.y}px` }}>
              {drawing.tip.text}
            </span>
          )}
        </div>
      </div>
      {legend.some(Boolean) && (
        <ul className="legend" part="legend" aria-hidden="true">
          {legend.map((name, index) => (
            <li key={index}>
              <span className={`swatch ${colour(index)}`} />
              {name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface Drawn {
  shapes: ReactNode;
  /** The value read, and where: the top of its bar, its point, inside its slice. */
  tip: { x: number; y: number; text: string } | undefined;
}

function draw(dataset: Dataset, variant: ChartVariant, size: Size, format: ChartFormat, active: Active | undefined): Drawn {
  const drawn = variant === 'pie' ? drawPie(dataset, size, format, active) : drawCartesian(dataset, variant, size, format, active);
  const tip = drawn.tip;
  if (!tip) return drawn;
  // Kept inside the chart's width, as far as the estimate of its text's width goes.
  const half = Math.min(size.width / 2, (textWidth(tip.text) * 13) / 12 / 2 + 8);
  return { ...drawn, tip: { ...tip, x: Math.max(half, Math.min(size.width - half, tip.x)) } };
}

const valueText = (dataset: Dataset, series: number, row: number, value: string) =>
  t('chartValue', { series: dataset.series[series] ?? '', label: dataset.labels[row] ?? '', value });

const is = (active: Active | undefined, series: number, row: number) => active?.series === series && active.row === row;

/** Keys name what they key (`tick 0`, `label 0`, `line 0`): the shapes are siblings, and one key twice among them leaves stale shapes on a redraw. */
function drawCartesian(dataset: Dataset, variant: 'bar' | 'line', size: Size, format: ChartFormat, active: Active | undefined): Drawn {
  const layout = cartesianLayout(dataset, variant, size, format.number);
  const bar = active && layout.bars.find((entry) => is(active, entry.series, entry.row));
  const point = active && layout.lines[active.series]?.[active.row];
  const anchor = bar ? { x: bar.x + bar.width / 2, y: bar.y } : point;
  const tip = active &&
    anchor && { ...anchor, text: valueText(dataset, active.series, active.row, format.number(dataset.values[active.row]![active.series]!)) };
  const shapes = (
    <>
      {layout.ticks.map((tick) => (
        <g key={`tick ${tick.text}`}>
          <line className="grid" x1={layout.left} x2={layout.right} y1={tick.y} y2={tick.y} />
          <text x={layout.left - 6} y={tick.y} dy="0.35em" textAnchor="end">
            {tick.text}
          </text>
        </g>
      ))}
      {layout.labels.map((entry, index) => (
        <text key={`label ${index}`} x={entry.x} y={layout.bottom + 6 + CHART_FONT_PX} textAnchor="middle">
          {entry.text}
        </text>
      ))}
      {layout.bars.map((entry) => (
        <rect
          key={`bar ${entry.series} ${entry.row}`}
          className={`bar ${colour(entry.series)}`}
          data-point={`${entry.series} ${entry.row}`}
          x={entry.x}
          y={entry.y}
          width={entry.width}
          height={entry.height}
        />
      ))}
      <line className="axis" x1={layout.left} x2={layout.right} y1={layout.zero} y2={layout.zero} />
      {layout.lines.map((points, series) => (
        <g key={`line ${series}`} className={colour(series)}>
          <path className="line" d={linePath(points)} />
          {points.map((entry) => (
            <circle key={entry.row} className="point" data-point={`${series} ${entry.row}`} cx={entry.x} cy={entry.y} r={4} />
          ))}
        </g>
      ))}
      {bar && <rect className="ring" x={bar.x} y={bar.y} width={bar.width} height={bar.height} />}
      {point && <circle className="ring" cx={point.x} cy={point.y} r={7} />}
    </>
  );
  return { shapes, tip };
}

function drawPie(dataset: Dataset, size: Size, format: ChartFormat, active: Active | undefined): Drawn {
  const pie = pieLayout(
    dataset.values.map((row) => row[0]!),
    size,
  );
  const chosen = active && pie.slices.find((slice) => slice.row === active.row);
  const share = (slice: Slice) => `${format.number(dataset.values[slice.row]![0]!)} (${format.percent(slice.share)})`;
  const shapes = (
    <>
      {pie.slices.map((slice) => (
        <path key={`slice ${slice.row}`} className={`slice ${colour(slice.row)}`} data-point={`0 ${slice.row}`} d={slice.path} />
      ))}
      {/* A sliver's percentage would overlap its neighbours': the tooltip and the table give it. */}
      {pie.slices
        .filter((slice) => slice.share >= MIN_LABELLED_SHARE)
        .map((slice) => (
          <text key={`share ${slice.row}`} x={slice.labelX} y={slice.labelY} dy="0.35em" textAnchor={slice.anchor}>
            {format.percent(slice.share)}
          </text>
        ))}
      {chosen && <path className="ring" d={chosen.path} />}
    </>
  );
  const tip = chosen && { x: chosen.innerX, y: chosen.innerY, text: valueText(dataset, 0, chosen.row, share(chosen)) };
  return { shapes, tip };
}
