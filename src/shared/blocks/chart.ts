/**
 * A chart: `<sq-chart>` around the table of its data, which is the chart's content before and
 * without JavaScript and its accessible equivalent after. Each number is written in the cell and
 * as its `data-value`, which the element reads whatever the page's locale.
 */
import { html } from 'lit-html';
import { CHART_VARIANTS, type ChartVariant } from '../chart/geometry.js';
import { isText, isTextList, type Block, type BlockType } from './types.js';

export interface ChartBlock extends Block {
  type: 'chart';
  variant: ChartVariant;
  caption: string;
  /** The label column's heading, then a heading per series. */
  columns: string[];
  /** A label, then a number per series. */
  rows: [string, ...number[]][];
}

const isRow = (row: unknown, length: number) =>
  Array.isArray(row) && row.length === length && isText(row[0]) && row.slice(1).every((cell) => typeof cell === 'number' && Number.isFinite(cell));

export const chartBlock: BlockType<ChartBlock> = {
  type: 'chart',
  element: 'sq-chart',
  check: (block) =>
    !(CHART_VARIANTS as readonly unknown[]).includes(block.variant)
      ? `variant must be one of ${CHART_VARIANTS.join(', ')}`
      : !isText(block.caption)
        ? 'needs a caption'
        : !isTextList(block.columns) || block.columns.length < 2
          ? 'needs columns: the label column and at least one series'
          : !Array.isArray(block.rows) || block.rows.length === 0
            ? 'needs at least one row'
            : !block.rows.every((row) => isRow(row, (block.columns as string[]).length))
              ? 'rows must each be a label, then a number for every series'
              : undefined,
  template: (block) =>
    html`<sq-chart id=${block.id} class="block block-chart" variant=${block.variant}
      ><table>
        <caption>
          ${block.caption}
        </caption>
        <thead>
          <tr>
            ${block.columns.map((column) => html`<th scope="col">${column}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${block.rows.map(
            ([label, ...values]) =>
              html`<tr>
                <th scope="row">${label}</th>
                ${values.map((value) => html`<td data-value=${value}>${value.toLocaleString('en')}</td>`)}
              </tr>`,
          )}
        </tbody>
      </table></sq-chart
    >`,
};
