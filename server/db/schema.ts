import type { ColumnType, Generated, Kysely } from 'kysely';

/**
 * Every table the migrations (server/db/migrations) create, as Kysely sees it. On both databases
 * the code reads and writes a time as an ISO-8601 string and a JSON document as its text; SQLite
 * stores them as text, PostgreSQL as `timestamptz` and `jsonb` (server/db/index.ts converts on the
 * way out). A column with a database default is `Generated` (optional on insert).
 */
export interface Database {
  site_documents: SiteDocumentsTable;
  server_settings: ServerSettingsTable;
  forms: FormsTable;
  form_submission_keys: FormSubmissionKeysTable;
  form_submissions: FormSubmissionsTable;
  site_users: SiteUsersTable;
  site_user_sessions: SiteUserSessionsTable;
  owner_sessions: OwnerSessionsTable;
  hits: HitsTable;
  events: EventsTable;
  tracks: TracksTable;
  page_loads: PageLoadsTable;
  performance_records: PerformanceRecordsTable;
  site_header_footer: SiteHeaderFooterTable;
  multilingual: MultilingualTable;
  carts: CartsTable;
  cart_entries: CartEntriesTable;
  review_requests: ReviewRequestsTable;
  reviews: ReviewsTable;
  rate_limit_counts: RateLimitCountsTable;
  orders: OrdersTable;
  order_entries: OrderEntriesTable;
  places: PlacesTable;
  calendar_events: CalendarEventsTable;
  summary_items: SummaryItemsTable;
  search_documents: SearchDocumentsTable;
  search_index_state: SearchIndexStateTable;
  form_deletions: FormDeletionsTable;
  content_workflow: ContentWorkflowTable;
  owner_settings: OwnerSettingsTable;
  owners: OwnersTable;
  owner_invitations: OwnerInvitationsTable;
  outbox: OutboxTable;
  product_stock: ProductStockTable;
  sign_in_failures: SignInFailuresTable;
}

/** The opened database: Kysely on one of the two dialects the same queries run on. */
export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

/** 001: the site definition, one JSON document per key. */
export interface SiteDocumentsTable {
  key: string;
  json: string;
  updated_at: string;
}

/** 002: the crumb secret and the readiness probe. */
export interface ServerSettingsTable {
  key: string;
  value: string;
}

/** 003: form definitions, single-use submission keys and submissions. */
export interface FormsTable {
  id: string;
  name: string;
  definition: string;
  updated_at: string;
  /** 1 once an owner created or saved the form in the form builder: the site definition no longer writes it. */
  owner_edited: Generated<number>;
}

export interface FormSubmissionKeysTable {
  key: string;
  expires_at: string;
}

export interface FormSubmissionsTable {
  id: string;
  form_id: string;
  form_json: string;
  collection_id: string | null;
  object_name: string | null;
  is_overlay_form: Generated<number>;
  submit_button_text: string | null;
  page_title: string | null;
  page_id: string | null;
  content_source: string | null;
  page_path: string | null;
  page_permission_type_value: number | null;
  visitor: string | null;
  submitted_at: string;
}

/** 004: site members and their sessions (the id is the SHA-256 of the cookie's token). */
export interface SiteUsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  created_at: string;
  /** JSON text: the member areas the member belongs to. */
  member_areas: Generated<string>;
}

export interface SiteUserSessionsTable {
  id: string;
  user_id: string;
  xsrf_token: string;
  expires_at: string;
  created_at: string;
}

/** 005: site-owner sessions with the back end. */
export interface OwnerSessionsTable {
  id: string;
  account_id: string;
  expires_at: string;
  created_at: string;
  /** 2026-11-27T21: the browser the session was opened in, as its User-Agent named it (cut to 300 characters). */
  user_agent: string | null;
  /** 2026-11-27T21: when the session last carried a request, to the minute. */
  last_seen_at: string | null;
}

/** 010: census hits; the database assigns the id (PostgreSQL's bigint reads back as text). */
export interface HitsTable {
  id: ColumnType<number | string, never, never>;
  kind: string;
  event: number | null;
  visitor: string | null;
  data: string;
  received_at: string;
}

/** 011: events the runtime reports. */
export interface EventsTable {
  id: string;
  kind: string;
  payload: string;
  received_at: string;
}

/** 012: campaign tracking pixels, one column per query parameter. */
export interface TracksTable {
  id: string;
  source: string | null;
  campaign: string | null;
  subcampaign: string | null;
  channel: string | null;
  subchannel: string | null;
  refer: string | null;
  variation: string | null;
  mkwid: string | null;
  landing: string | null;
  rk: string | null;
  lang: string | null;
  screen: string | null;
  received_at: string;
}

/** 013: page loads handed out and the performance records sent for them. */
export interface PageLoadsTable {
  id: string;
  created_at: string;
}

export interface PerformanceRecordsTable {
  id: string;
  page_load_id: string;
  entry_type: string;
  name: string;
  start_time: number | null;
  duration: number | null;
  value: number | null;
  detail: string | null;
  received_at: string;
}

/** 014: the site header and footer, each a JSON object. */
export interface SiteHeaderFooterTable {
  site: string;
  header: string;
  footer: string;
  updated_at: string;
}

/** 015: multilingual settings. */
export interface MultilingualTable {
  site: string;
  languages: string;
  status: string;
  updated_at: string;
}

/** 020: shopping carts (the token's SHA-256) and their entries. */
export interface CartsTable {
  id: string;
  token_hash: string;
  website_id: string;
  currency: string;
  created_at: string;
  updated_at: string;
  /** When the cart's order was placed; null while it is open. */
  purchased_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CartEntriesTable {
  id: string;
  cart_id: string;
  product_id: string;
  sku: string;
  product_type: string;
  title: string;
  option_values: string;
  unit_price_cents: number;
  quantity: number;
  created_at: string;
}

/** 021: review requests (the link token's SHA-256) and the reviews written through them. */
export interface ReviewRequestsTable {
  id: string;
  token_hash: string;
  product_ids: string;
  expires_at: string;
  created_at: string;
}

export interface ReviewsTable {
  id: string;
  request_id: string;
  product_id: string;
  rating: number;
  text: string;
  created_at: string;
}

/** 2026-11-26T08-limits: rate-limit counts shared by every process; `resets_at` ends the key's window. */
export interface RateLimitCountsTable {
  key: string;
  hits: number;
  /** ISO-8601 (timestamptz on PostgreSQL). */
  resets_at: string;
}

/** 2026-11-26T10: orders placed at checkout (test mode) and their entries; amounts in minor units. */
export interface OrdersTable {
  id: string;
  token_hash: string;
  cart_id: string;
  website_id: string;
  currency: string;
  /** bigint: PostgreSQL answers a string, SQLite a number; read with Number(). */
  subtotal_cents: ColumnType<number | string, number, number>;
  shipping_cents: ColumnType<number | string, number, number>;
  tax_cents: ColumnType<number | string, number, number>;
  grand_total_cents: ColumnType<number | string, number, number>;
  total_quantity: number;
  email: string;
  name: string;
  /** JSON text of the shipping address, or null when nothing is shipped. */
  shipping_address: string | null;
  created_at: string;
}

export interface OrderEntriesTable {
  id: string;
  order_id: string;
  position: number;
  product_id: string;
  sku: string;
  product_type: string;
  title: string;
  option_values: string;
  unit_price_cents: number;
  quantity: number;
  line_total_cents: ColumnType<number | string, number, number>;
}

/** 2026-11-27T10: the gazetteer the places calls search; `id` orders places by prominence. */
export interface PlacesTable {
  id: number;
  /** What the places calls answer and take: `city-…` or `address-…`. */
  place_id: string;
  kind: 'city' | 'address';
  line1: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  lat: number;
  lng: number;
  population: number;
  /** The suggestion's main text (street or city), folded: a prefix match ranks first. */
  main_folded: string;
  /** Every word of the place, folded, for full-text search. */
  search: string;
}

/** 2026-11-27T14: the site's calendar events; times are UTC instants, the zone is where the event happens. */
export interface CalendarEventsTable {
  id: string;
  title: string;
  /** ISO-8601 UTC (timestamptz on PostgreSQL). */
  starts_at: string;
  ends_at: string;
  /** IANA time zone. */
  time_zone: string;
  location: string;
  description: string;
  /** 'published' or 'draft': only published events are public. */
  status: string;
  updated_at: string;
}

/** 2026-11-27T14: the items summary blocks list, indexed by (collection_id, status, publish_on, id). */
export interface SummaryItemsTable {
  id: string;
  collection_id: string;
  /** 'published' for an item visitors may see; its own status (draft, scheduled …) otherwise. */
  status: string;
  /** ISO-8601 in UTC, or '' when undated. */
  publish_on: string;
  /** The item as the site definition holds it. */
  json: string;
}

/** 2026-11-27T14: the site search index, built from the site definition (server/store/search.ts). */
export interface SearchDocumentsTable {
  id: number;
  kind: 'page' | 'item' | 'product';
  url: string;
  title: string;
  /** The document's text as a visitor reads it, for excerpts. */
  body: string;
  title_folded: string;
  body_folded: string;
  /** 1 when published: not a draft, not scheduled. */
  published: number;
  /** When it goes live (ISO 8601), if the definition says. */
  publish_on: string | null;
  /** 1 behind a member area or a password (or the whole site is locked). */
  members_only: number;
}

/** 2026-11-27T14: the fingerprint of the site definition the search index was built from. */
export interface SearchIndexStateTable {
  key: string;
  fingerprint: string;
}

/** 2026-11-27T21: the forms an owner deleted in the form builder; the site definition does not bring them back. */
export interface FormDeletionsTable {
  id: string;
}

/** 2026-11-27T21: the workflow state an owner gave a product or an item; it wins over the definition's (server/store/content-workflow.ts). */
export interface ContentWorkflowTable {
  kind: 'products' | 'items';
  id: string;
  /** published, scheduled or draft. */
  state: string;
  /** ISO-8601 in UTC for a scheduled entry; null otherwise. */
  publish_on: string | null;
  updated_at: string;
  /** The id of the owner who made the change. */
  updated_by: string;
}

/** 2026-11-27T21: the site settings an owner saved in the back end, by key (server/store/owner-settings.ts). */
export interface OwnerSettingsTable {
  site: string;
  key: string;
  json: string;
  updated_at: string;
}

/** 2026-11-27T21: the site's owners, seeded from owners.json (server/store/owners.ts states the rule). */
export interface OwnersTable {
  id: string;
  /** Lower case, trimmed. */
  email: string;
  display_name: string;
  /** scrypt (server/accounts/passwords.ts); never the password. */
  password_hash: string;
  permission: number;
  /** JSON text: the contributor roles. */
  website_roles: string;
  origin: 'definition' | 'invited';
  /** When the back end last changed the owner; from then on the definition leaves them alone. */
  edited_at: string | null;
  /** When an admin removed the owner; removed owners are kept so the definition does not bring them back. */
  removed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** 2026-11-27T21: invitations to become an owner; `id` is the SHA-256 of the link's token. */
export interface OwnerInvitationsTable {
  id: string;
  email: string;
  display_name: string;
  permission: number;
  /** JSON text: the contributor roles. */
  website_roles: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

/** 2026-11-27T21: the mail the server would send, kept here as there is no mail server. */
export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  created_at: string;
}

/** 2026-11-28T09: the stock of each limited product variant, seeded from the definition (server/store/stock.ts states the rule). */
export interface ProductStockTable {
  product_id: string;
  /** The SKU a cart entry holds for the variant: the variant's own, else the product's, else ''. */
  sku: string;
  /** Never below 0 (a check constraint). */
  qty: number;
  /** The definition's qtyInStock the row was last set from. */
  defined_qty: number;
  updated_at: string;
}

/** 2026-12-04T19: failed sign-ins per account (server/accounts/account-limit.ts states the rule). */
export interface SignInFailuresTable {
  /** A hash of the account's kind and email: the table names no one. */
  account_key: string;
  /** Failures since the last success, forgotten an hour after the last one. */
  failures: number;
  last_failed_at: string;
  /** Until when the account's attempts wait; in the past when they need not. */
  wait_until: string;
}
