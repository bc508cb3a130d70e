import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { HostContext } from '../common/host-context.js';
import { toDataset, type Dataset, type DatasetResult } from '../../shared/chart/dataset.js';
import { readTable } from '../../shared/chart/table.js';
import { chartFormat, type ChartFormat } from '../../shared/chart/format.js';
import { cartesianLayout, CHART_FONT_PX, linePath, pieLayout, type ChartVariant, type Size } from '../../shared/chart/geometry.js';
import { localeOf, t } from '../../shared/i18n/format.js';

export interface ChartProps extends HostContext {
  variant?: ChartVariant | undefined;
  label?: string | undefined;
}

/** The series colours, cycling: classes the styles give a colour from the token scales. */
export const SERIES_COLOURS = 6;
/** Slices smaller than this share get no percentage beside them. */
const MIN_LABELLED_SHARE = 0.02;
const colour = (index: number) => `s${index % SERIES_COLOURS}`;

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
    // The spec's message as it is, after the tag that names which element could not draw.
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
  const legend = variant === 'pie' ? dataset.labels : dataset.series;
  const named = label ? { 'aria-label': label } : dataset.caption ? { 'aria-labelledby': 'title' } : { 'aria-label': t('chartLabel') };
  return (
    <div className={`chart ${variant}`} part="chart">
      {dataset.caption && (
        <p className="title" part="title" id="title">
          {dataset.caption}
        </p>
      )}
      <div className="plot" ref={plot}>
        {size && size.width > 0 && size.height > 0 && (
          <svg part="svg" role="img" {...named} width={size.width} height={size.height} viewBox={`0 0 ${size.width} ${size.height}`}>
            {variant === 'pie' ? (
              <PieShapes dataset={dataset} size={size} format={format} />
            ) : (
              <Cartesian dataset={dataset} variant={variant} size={size} format={format} />
            )}
          </svg>
        )}
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

interface ShapesProps {
  dataset: Dataset;
  size: Size;
  format: ChartFormat;
}

const valueText = (dataset: Dataset, series: number, row: number, value: string) =>
  t('chartValue', { series: dataset.series[series] ?? '', label: dataset.labels[row] ?? '', value });

function Cartesian({ dataset, variant, size, format }: ShapesProps & { variant: 'bar' | 'line' }) {
  const layout = cartesianLayout(dataset, variant, size, format.number);
  const value = (series: number, row: number) => valueText(dataset, series, row, format.number(dataset.values[row]![series]!));
  return (
    <>
      {layout.ticks.map((tick) => (
        <g key={tick.text}>
          <line className="grid" x1={layout.left} x2={layout.right} y1={tick.y} y2={tick.y} />
          <text x={layout.left - 6} y={tick.y} dy="0.35em" textAnchor="end">
            {tick.text}
          </text>
        </g>
      ))}
      {layout.labels.map((entry, index) => (
        <text key={index} x={entry.x} y={layout.bottom + 6 + CHART_FONT_PX} textAnchor="middle">
          {entry.text}
        </text>
      ))}
      {layout.bars.map((bar) => (
        <rect key={`${bar.series}-${bar.row}`} className={`bar ${colour(bar.series)}`} x={bar.x} y={bar.y} width={bar.width} height={bar.height}>
          <title>{value(bar.series, bar.row)}</title>
        </rect>
      ))}
      <line className="axis" x1={layout.left} x2={layout.right} y1={layout.zero} y2={layout.zero} />
      {layout.lines.map((points, series) => (
        <g key={series} className={colour(series)}>
          <path className="line" d={linePath(points)} />
          {points.map((point) => (
            <circle key={point.row} className="point" cx={point.x} cy={point.y} r={4}>
              <title>{value(series, point.row)}</title>
            </circle>
          ))}
        </g>
      ))}
    </>
  );
}

function PieShapes({ dataset, size, format }: ShapesProps) {
  const pie = pieLayout(
    dataset.values.map((row) => row[0]!),
    size,
  );
  return (
    <>
      {pie.slices.map((slice) => (
        <path key={slice.row} className={`slice ${colour(slice.row)}`} d={slice.path}>
          <title>{valueText(dataset, 0, slice.row, `${format.number(dataset.values[slice.row]![0]!)} (${format.percent(slice.share)})`)}</title>
        </path>
      ))}
      {/* A sliver's percentage would overlap its neighbours': its title and the table give it. */}
      {pie.slices
        .filter((slice) => slice.share >= MIN_LABELLED_SHARE)
        .map((slice) => (
          <text key={slice.row} x={slice.labelX} y={slice.labelY} dy="0.35em" textAnchor={slice.anchor}>
            {format.percent(slice.share)}
          </text>
        ))}
    </>
  );
}
