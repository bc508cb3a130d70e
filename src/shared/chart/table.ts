/** Reads a light-DOM `<table>` into the texts a dataset is made from. */
import type { RawTable } from './dataset.js';

/** A cell's text, or its `data-value` as a number (the server writes one, so no locale has to read its text). */
const cellValues = (row: HTMLTableRowElement) =>
  [...row.cells].map((cell, index) => {
    const value = cell.getAttribute('data-value');
    return index > 0 && value !== null && value.trim() !== '' ? Number(value) : (cell.textContent ?? '');
  });

/**
 * The caption, the heading row (the `<thead>`'s first row, or else a first row of `<th>` only) and
 * the body rows' cells.
 */
export function readTable(table: HTMLTableElement): RawTable {
  const rows = [...table.rows];
  const head = table.tHead?.rows[0] ?? (rows[0] && [...rows[0].cells].every((cell) => cell.localName === 'th') ? rows[0] : undefined);
  const inBody = (row: HTMLTableRowElement) => row !== head && !['thead', 'tfoot'].includes(row.parentElement?.localName ?? '');
  return {
    caption: table.caption?.textContent ?? '',
    headings: head ? [...head.cells].map((cell) => cell.textContent ?? '') : [],
    rows: rows.filter(inBody).map(cellValues),
  };
}
