/** CSV as RFC 4180 writes it, with cells a spreadsheet would run as formulas made inert. */

/** A cell starting with one of these is a formula to Excel, LibreOffice and Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a leading ' before a formula start, then quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  const inert = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** One record, its cells separated by commas and ended by CRLF. */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole file: the header record, then one record per row. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map(csvRecord).join('');
}
