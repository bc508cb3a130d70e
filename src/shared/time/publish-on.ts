/** An item's or a product's publish time as the sort and due key: ISO-8601 in UTC, or '' when it has none. */
export function publishOnKey(publishOn: unknown): string {
  if (typeof publishOn !== 'string' && typeof publishOn !== 'number') return '';
  if (typeof publishOn === 'string' && publishOn.trim() === '') return '';
  const time = new Date(publishOn).getTime();
  return Number.isFinite(time) ? new Date(time).toISOString() : '';
}
