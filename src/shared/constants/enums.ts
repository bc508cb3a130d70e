/**
 * The product's enumerations (page types, permission codes and the rest) with their exact codes.
 * Each is an `as const` object plus a union type of its values under the same name.
 */

type ValueOf<T> = T[keyof T];

/** Page type codes. */
export const PageType = {
  MAIN_CONTENT_COLLECTION: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  COMMERCE_CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
} as const;
export type PageType = ValueOf<typeof PageType>;

export const SiteStatus = {
  EXPIRED: 1,
  PASTDUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  V5_LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
} as const;
export type SiteStatus = ValueOf<typeof SiteStatus>;

export const WebsiteType = {
  CLASSIC: 1,
  COVER_PAGE: 2,
  PARKING_PAGE: 3,
  COMMERCE: 4,
  ENTERPRISE: 5,
} as const;
export type WebsiteType = ValueOf<typeof WebsiteType>;

export const ItemStatus = {
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
} as const;
export type ItemStatus = ValueOf<typeof ItemStatus>;

/** Item visibility: strings, unlike the numeric ItemStatus. */
export const ItemVisibility = {
  DRAFT: 'draft',
  PUBLISHED: 'published',
  NEEDS_REVIEW: 'needs_review',
  SCHEDULED: 'scheduled',
} as const;
export type ItemVisibility = ValueOf<typeof ItemVisibility>;

export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;
export type ProductType = ValueOf<typeof ProductType>;

/** Product workflow states, shown with the labels 'Available', 'Scheduled', 'Hidden'. */
export const ProductWorkflowState = {
  PUBLISHED: 'published',
  SCHEDULED: 'scheduled',
  DRAFT: 'draft',
} as const;
export type ProductWorkflowState = ValueOf<typeof ProductWorkflowState>;

/** Subscription plan billingPeriod.unit. */
export const BillingPeriodUnit = {
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
} as const;
export type BillingPeriodUnit = ValueOf<typeof BillingPeriodUnit>;

/** Store settings measurementStandard. */
export const Units = {
  IMPERIAL: 1,
  METRIC: 2,
} as const;
export type Units = ValueOf<typeof Units>;

/** Weight and dimension units of each measurement standard (store settings). */
export const MEASUREMENT_UNITS = {
  [Units.IMPERIAL]: { weight: 'lbs', dimension: 'inch' },
  [Units.METRIC]: { weight: 'kg', dimension: 'cm' },
} as const;

export const OverlayShade = {
  NONE: 'none',
  LIGHT: 'light',
  DARK: 'dark',
} as const;
export type OverlayShade = ValueOf<typeof OverlayShade>;

export const AnalyticsEventKind = {
  PAGE_VIEW: 1,
  SITE_SEARCH: 2,
  HEARTBEAT: 10,
  AUDIO: 20,
  VIDEO: 21,
} as const;
export type AnalyticsEventKind = ValueOf<typeof AnalyticsEventKind>;

export const PopupOverlayType = {
  BUTTON_BLOCK: 1,
  POPUP_OVERLAY: 2,
} as const;
export type PopupOverlayType = ValueOf<typeof PopupOverlayType>;

/** The known collection types; others exist but are not named here. */
export const CollectionType = {
  GENERIC: 1,
  SUBSCRIPTION: 2,
  GALLERY_BLOCK: 6,
  TEMPLATE_PAGE: 7,
  SPLASH_PAGE: 8,
  PAGE: 10,
  PRODUCTS: 13,
  MOSAIC: 14,
  PROJECT: 19,
  SECTION_CATALOG: 20,
  PAGE_CATALOG: 21,
  ITEM_CATALOG: 22,
  PORTFOLIO: 23,
  LESSONS: 24,
} as const;
export type CollectionType = ValueOf<typeof CollectionType>;

/** Record types that content item types map to. */
export const RecordType = {
  AUDIO: 'album-track',
  EVENT: 'event-item',
  IMAGE: 'gallery-image',
  PORTFOLIO_ITEM: 'portfolio-item',
  TEXT: 'blog-post',
  VIDEO: 'gallery-video',
} as const;
export type RecordType = ValueOf<typeof RecordType>;

/** Map styles by numeric code. */
export const MapStyle = {
  ORIGINAL: 1,
  GRAYSCALE: 2,
  SATELLITE: 3,
  MINIMAL_LIGHT: 4,
  MINIMAL_DARK: 5,
  MINIMAL_BLUE: 6,
} as const;
export type MapStyle = ValueOf<typeof MapStyle>;

/** Map style names as the map settings spell them. */
export const MapStyleName = {
  [MapStyle.ORIGINAL]: 'Original',
  [MapStyle.GRAYSCALE]: 'Grayscale',
  [MapStyle.SATELLITE]: 'Satellite',
  [MapStyle.MINIMAL_LIGHT]: 'MinimalLight',
  [MapStyle.MINIMAL_DARK]: 'MinimalDark',
  [MapStyle.MINIMAL_BLUE]: 'MinimalBlue',
} as const;
export type MapStyleName = ValueOf<typeof MapStyleName>;

export const DEFAULT_MAP_STYLE: MapStyle = MapStyle.GRAYSCALE;

/** Named block variants (range 1000–1019): no codes are fixed for them, so they are numbered in this order. */
export const BlockVariant = {
  GALLERY_SLIDESHOW: 1000,
  GALLERY_CAROUSEL: 1001,
  GALLERY_GRID: 1002,
  GALLERY_STACK: 1003,
  SUMMARY_WALL: 1004,
  SUMMARY_CAROUSEL: 1005,
  SUMMARY_LIST: 1006,
  SUMMARY_GRID: 1007,
  CHART_BAR: 1008,
  CHART_LINE: 1009,
  CHART_PIE: 1010,
  IMAGE_INLINE: 1011,
  IMAGE_POSTER: 1012,
  IMAGE_CARD: 1013,
  IMAGE_OVERLAP: 1014,
  IMAGE_COLLAGE: 1015,
  IMAGE_STACK: 1016,
} as const;
export type BlockVariant = ValueOf<typeof BlockVariant>;

export const BLOCK_VARIANT_MIN = 1000;
export const BLOCK_VARIANT_MAX = 1019;

export const ExperimentType = {
  FEATURE_TOGGLE: 'FEATURE_TOGGLE',
  AB_TEST: 'AB_TEST',
} as const;
export type ExperimentType = ValueOf<typeof ExperimentType>;

/** The A/B test segment used when the experiment cannot be read. */
export const DEFAULT_AB_TEST_SEGMENT = 'default';

export const ContributorRole = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
} as const;
export type ContributorRole = ValueOf<typeof ContributorRole>;

/** Permission codes: 0 is an authenticated account with no site permissions. */
export const PermissionCode = {
  AUTHENTICATED: 0,
  CONFIG: 1,
  ADMIN: 2,
} as const;
export type PermissionCode = ValueOf<typeof PermissionCode>;

/** The pricing-options toggle's two displays. */
export const BILLING_DISPLAYS = ['monthly', 'annual'] as const;
export type BillingDisplay = (typeof BILLING_DISPLAYS)[number];
