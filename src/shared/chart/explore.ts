/** Which value a keyboard or pointer user is reading: a row of a series, moved by the arrow keys. */

export interface Active {
  series: number;
  row: number;
}

/**
 * The value after a key press in a chart of `rows` rows and `series` series: ← and → move along
 * the rows, ↑ and ↓ between series, Home and End to the first and last row; at an edge it stays.
 * Undefined for a key that does nothing, so the page keeps it (Tab, scrolling keys).
 */
export function moveActive(active: Active, key: string, rows: number, series: number): Active | undefined {
  const row = (to: number) => ({ series: active.series, row: Math.max(0, Math.min(rows - 1, to)) });
  const line = (to: number) => ({ series: Math.max(0, Math.min(series - 1, to)), row: active.row });
  switch (key) {
    case 'ArrowRight':
      return row(active.row + 1);
    case 'ArrowLeft':
      return row(active.row - 1);
    case 'ArrowDown':
      return line(active.series + 1);
    case 'ArrowUp':
      return line(active.series - 1);
    case 'Home':
      return row(0);
    case 'End':
      return row(rows - 1);
    default:
      return undefined;
  }
}
