/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Chart } from '../react/Chart/Chart.js';
import { CHART_VARIANTS, type ChartVariant } from '../shared/chart/geometry.js';
import { styles } from './sq-chart.styles.js';

/**
 * The chart block: a bar, line or pie chart drawn as SVG from the `<table>` among its children.
 * The table's first column holds the rows' labels and each further column is a series (its heading
 * names it in the legend); a pie shows the first series. Cells are numbers in the page's locale, or
 * carry a `data-value` that is read instead. The table's caption is the chart's title and accessible
 * name. The table stays the accessible equivalent: visually hidden once the chart draws, shown
 * without JavaScript, and shown with one console error ('Your dataset must have at least one column
 * and at least one row.' or 'One or more rows was missing data.') when it cannot be drawn. Hovering a
 * bar, point or slice shows its value; so does focusing the chart (one Tab stop), where ← and → move
 * along the rows, ↑ and ↓ between series, Home and End to the first and last row, and Escape hides
 * it; the value is announced as it changes. Drawn by the element itself: no charting library.
 *
 * @summary A bar, line or pie chart of its light-DOM table, which stays its accessible and no-JavaScript form.
 * @slot - The `<table>` of the data: caption, a heading row, then a row per label.
 * @csspart chart - The box at the chart's ratio: title, plot and legend.
 * @csspart title - The title: the table's caption.
 * @csspart plot - The image the drawing is in, named by the caption (or the label); focusable.
 * @csspart svg - The drawing.
 * @csspart legend - The legend: the series, or the slices of a pie.
 * @csspart tooltip - The value hovered or reached with the arrow keys.
 * @cssprop --sq-chart-color-1 - The first series' (or slice's) colour; `--sq-chart-color-2` … `-6` the next, then they repeat.
 * @cssprop --sq-chart-gap-color - Between pie slices and around line points: the page's background.
 * @cssprop --sq-chart-tooltip-color - Text colour of the tooltip.
 * @cssprop --sq-chart-tooltip-background - Background of the tooltip.
 */
export class SqChart extends element({
  view: Chart,
  styles,
  observeLightDom: true,
  props: {
    /** `bar` (default), `line` or `pie`. */
    variant: prop.enum<ChartVariant>(CHART_VARIANTS, { fallback: 'bar' }),
    /** The chart's accessible name, when the caption is not enough; the caption by default. */
    label: prop.string(),
  },
}) {}

defineElement('sq-chart', SqChart);
