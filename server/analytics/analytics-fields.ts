/**
 * Analytics fields are flat values. The named ones have a fixed type; a field of the wrong
 * type is dropped, not refused, and so is any other field that is not a string, number or
 * boolean.
 */

/** The analytics payload (`commonData`) and event fields (`customData`): the runtime's own tables. */
export { ANALYTICS_PAYLOAD_FIELDS as PAYLOAD_FIELDS, ANALYTICS_EVENT_FIELDS as EVENT_FIELDS } from '../../src/shared/analytics/events-service.js';
import type { AnalyticsValue, FieldTypes } from '../../src/shared/analytics/events-service.js';

/** What any field not named in the tables may be. */
const VALUE: readonly string[] = ['string', 'number', 'boolean'];

function typeOf(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : 'non-finite';
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/**
 * The fields of `record` worth keeping, and the names of those dropped, prefixed with `path`.
 */
export function keepAnalyticsFields(
  record: Record<string, unknown>,
  fieldTypes: FieldTypes,
  path: string,
): { kept: Record<string, AnalyticsValue>; dropped: string[] } {
  const kept: [string, AnalyticsValue][] = [];
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(record)) {
    const allowed: readonly string[] = (Object.hasOwn(fieldTypes, name) ? fieldTypes[name] : undefined) ?? VALUE;
    if (allowed.includes(typeOf(value))) kept.push([name, value as AnalyticsValue]);
    else dropped.push(`${path}.${name}`);
  }
  return { kept: Object.fromEntries(kept), dropped };
}
