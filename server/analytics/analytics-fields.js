/**
 * Analytics fields (§3) are flat values. The named ones have a fixed type; a field of the wrong
 * type is dropped, not refused (§5), and so is any other field that is not a string, number or
 * boolean.
 */

/** The analytics payload (`commonData`) and event fields (`customData`): the runtime's own tables. */
export { ANALYTICS_PAYLOAD_FIELDS as PAYLOAD_FIELDS, ANALYTICS_EVENT_FIELDS as EVENT_FIELDS } from '../shared.js';

/** What any field not named in the tables may be. */
const VALUE = ['string', 'number', 'boolean'];

function typeOf(value) {
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : 'non-finite';
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/**
 * The fields of `record` worth keeping, and the names of those dropped, prefixed with `path`.
 * @returns {{ kept: Record<string, string | number | boolean>, dropped: string[] }}
 */
export function keepAnalyticsFields(record, fieldTypes, path) {
  const kept = [];
  const dropped = [];
  for (const [name, value] of Object.entries(record)) {
    const allowed = Object.hasOwn(fieldTypes, name) ? fieldTypes[name] : VALUE;
    if (allowed.includes(typeOf(value))) kept.push([name, value]);
    else dropped.push(`${path}.${name}`);
  }
  return { kept: Object.fromEntries(kept), dropped };
}
