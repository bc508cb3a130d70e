/**
 * Analytics fields (§3) are flat values. The named ones have a fixed type; a field of the wrong
 * type is dropped, not refused (§5), and so is any other field that is not a string, number or
 * boolean.
 */

const STRING = ['string'];
const VALUE = ['string', 'number', 'boolean'];

/** The analytics payload: `commonData` of an events-service call. */
export const PAYLOAD_FIELDS = {
  websiteId: STRING,
  memberAccountId: STRING,
  website_locale: STRING,
  member_locale: STRING,
  templateId: STRING,
  variantId: STRING,
  pageHash: STRING,
  pagePath: STRING,
};

/** The analytics event fields: `customData` of an events-service call. */
export const EVENT_FIELDS = {
  actor: STRING,
  action: STRING,
  event_owner_team: STRING,
  event_source: STRING,
  object_type: STRING,
  object_identifier: STRING,
  object_id: STRING,
  object_display_name: STRING,
  object_value: VALUE,
  indirect_object_type: STRING,
  indirect_object_identifier: STRING,
  indirect_object_id: STRING,
  indirect_object_display_name: STRING,
  indirect_object_value: VALUE,
  product_area: STRING,
  product_page: STRING,
  product_section: STRING,
  user_member_account_id: STRING,
  user_session_id: STRING,
  browser_locale: STRING,
  member_account_locale: STRING,
  website_locale: STRING,
  frontsite_language: STRING,
};

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
