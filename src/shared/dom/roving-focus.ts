/**
 * Where focus moves in a row of `count` items for a key of the WAI-ARIA APG roving patterns: `next`
 * and `previous` wrap around, Home and End go to the ends; undefined for any other key.
 */
export function rovingFocusTarget(key: string, current: number, count: number, keys: { next: string; previous: string }): number | undefined {
  if (count === 0) return undefined;
  if (key === keys.next) return (current + 1) % count;
  if (key === keys.previous) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
