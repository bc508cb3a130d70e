/**
 * A chart's data as its table holds it: a caption, a heading row (the first heading names the
 * rows' labels, each further heading a series) and rows of a label and one number per series.
 * Pure: the DOM is read elsewhere (table.ts) into a RawTable.
 */

/** The texts of a table, cell by cell. */
export interface RawTable {
  caption: string;
  /** The heading row's cells; empty when the table has none. */
  headings: string[];
  /** The body rows' cells, the first being the row's label; a cell's machine-readable value (`data-value`) as a number. */
  rows: (string | number)[][];
}

/** Numbers by row and series, with their names. */
export interface Dataset {
  caption: string;
  /** The series' names: the table's columns after the first. */
  series: string[];
  /** The rows' labels. */
  labels: string[];
  /** `values[row][series]`. */
  values: number[][];
}

/** The string-table keys of the two ways a table cannot be drawn. */
export type DatasetProblem = 'datasetEmpty' | 'rowsMissingData';

export type DatasetResult = { dataset: Dataset } | { problem: DatasetProblem };

/**
 * A cell's number, written with `decimal` as the decimal separator (the page locale's): grouping
 * marks (spaces, commas or points that are not the decimal separator, apostrophes), a leading
 * currency symbol and a trailing % are allowed. Undefined for anything else, and for an empty cell.
 */
export function parseNumber(text: string, decimal = '.'): number | undefined {
  const grouping = decimal === ',' ? /[\s.'\u00a0\u202f]/g : /[\s,'\u00a0\u202f]/g;
  let cleaned = text.trim().replace(/^[-\u2212]/, '-');
  cleaned = cleaned.replace(grouping, '').replace(/%$/, '');
  cleaned = cleaned.replace(/^(-?)[^\d\-.,]{1,3}(?=\d)/, '$1');
  if (decimal === ',') cleaned = cleaned.replace(',', '.');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/**
 * The dataset of a table, or the problem with it: no series column or no row ('datasetEmpty'), or
 * a row without a number for every series ('rowsMissingData').
 */
export function toDataset(table: RawTable, decimal = '.'): DatasetResult {
  const seriesCount = (table.headings.length > 0 ? table.headings.length : (table.rows[0]?.length ?? 0)) - 1;
  if (seriesCount < 1 || table.rows.length === 0) return { problem: 'datasetEmpty' };
  const series = Array.from({ length: seriesCount }, (_, index) => table.headings[index + 1]?.trim() ?? '');
  const labels: string[] = [];
  const values: number[][] = [];
  for (const row of table.rows) {
    const numbers = row
      .slice(1, seriesCount + 1)
      .map((cell) => (typeof cell === 'number' ? (Number.isFinite(cell) ? cell : undefined) : parseNumber(cell, decimal)));
    if (numbers.length < seriesCount || numbers.some((value) => value === undefined)) return { problem: 'rowsMissingData' };
    labels.push(String(row[0] ?? '').trim());
    values.push(numbers as number[]);
  }
  return { dataset: { caption: table.caption.trim(), series, labels, values } };
}
