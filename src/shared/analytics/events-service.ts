/** The events service call (analytics payload and event fields). */
import { t } from '../i18n/format.js';

export type AnalyticsValue = string | number | boolean;
type ValueKind = 'string' | 'number' | 'boolean';

const STRING: readonly ValueKind[] = ['string'];
const VALUE: readonly ValueKind[] = ['string', 'number', 'boolean'];

/** The analytics payload (`commonData`): every field a string. */
export const ANALYTICS_PAYLOAD_FIELDS = {
  websiteId: STRING,
  memberAccountId: STRING,
  website_locale: STRING,
  member_locale: STRING,
  templateId: STRING,
  variantId: STRING,
  pageHash: STRING,
  pagePath: STRING,
} as const;

const INDIRECT_OBJECT = {
  indirect_object_type: STRING,
  indirect_object_identifier: STRING,
  indirect_object_id: STRING,
  indirect_object_display_name: STRING,
  indirect_object_value: VALUE,
} as const;

/** The analytics event fields (`customData`): strings, except the object values. */
export const ANALYTICS_EVENT_FIELDS = {
  actor: STRING,
  action: STRING,
  event_owner_team: STRING,
  event_source: STRING,
  object_type: STRING,
  object_identifier: STRING,
  object_id: STRING,
  object_display_name: STRING,
  object_value: VALUE,
  ...INDIRECT_OBJECT,
  product_area: STRING,
  product_page: STRING,
  product_section: STRING,
  user_member_account_id: STRING,
  user_session_id: STRING,
  browser_locale: STRING,
  member_account_locale: STRING,
  website_locale: STRING,
  frontsite_language: STRING,
} as const;

export type FieldTypes = Readonly<Record<string, readonly ValueKind[]>>;

export type AnalyticsPayload = Partial<Record<keyof typeof ANALYTICS_PAYLOAD_FIELDS, string>>;
export type AnalyticsEventFields = Partial<Record<keyof typeof ANALYTICS_EVENT_FIELDS, AnalyticsValue>> & Record<string, AnalyticsValue>;

export interface SanitizedFields {
  fields: Record<string, AnalyticsValue>;
  /** Names of the dropped fields. */
  dropped: string[];
  /** One console warning per dropped field. */
  warnings: string[];
}

function kindOf(value: unknown): ValueKind | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : undefined;
  if (typeof value === 'string') return 'string';
  return typeof value === 'boolean' ? 'boolean' : undefined;
}

/** Keeps fields of the right type: named ones by their type, others when a string, number or boolean. */
export function sanitizeAnalyticsFields(fields: Record<string, unknown>, types: FieldTypes = ANALYTICS_EVENT_FIELDS): SanitizedFields {
  const kept: Record<string, AnalyticsValue> = {};
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const kind = kindOf(value);
    const allowed = Object.hasOwn(types, name) ? types[name]! : VALUE;
    if (kind !== undefined && allowed.includes(kind)) kept[name] = value as AnalyticsValue;
    else if (value !== undefined) dropped.push(name);
  }
  return { fields: kept, dropped, warnings: dropped.map((field) => t('analyticsFieldWrongType', { field }, 'en')) };
}

export interface EventsServiceBody {
  analyticsId?: string;
  customSchemaName: string;
  commonData: Record<string, AnalyticsValue>;
  customData: Record<string, AnalyticsValue>;
}

/** The body of POST /api/v1/events, with the warnings to log for what was dropped. */
export function eventsServiceBody({
  analyticsId,
  customSchemaName,
  commonData,
  customData,
}: {
  analyticsId?: string;
  customSchemaName: string;
  commonData: Record<string, unknown>;
  customData: Record<string, unknown>;
}): { body: EventsServiceBody; warnings: string[] } {
  const common = sanitizeAnalyticsFields(commonData, ANALYTICS_PAYLOAD_FIELDS);
  const custom = sanitizeAnalyticsFields(customData, ANALYTICS_EVENT_FIELDS);
  const body: EventsServiceBody = { customSchemaName, commonData: common.fields, customData: custom.fields };
  if (analyticsId) body.analyticsId = analyticsId;
  return { body, warnings: [...common.warnings, ...custom.warnings] };
}

/** Events count as sent only on HTTP 200 or 202. */
export function shouldCountAsSent(status: number): boolean {
  return status === 200 || status === 202;
}

export function trackingErrorMessage(code: number | string): string {
  // A string, so the code is not formatted as a number with grouping.
  return t('trackingEventHttpError', { code: String(code) }, 'en');
}
