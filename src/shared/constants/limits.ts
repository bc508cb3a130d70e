/**
 * The runtime's numeric limits and sizes, named after the product's terms with the unit in the name.
 * Times are in timings.ts; URL length limits are `LINK_LIMITS` in src/shared/url/links.ts.
 */

const DAY_SECONDS = 24 * 60 * 60;

// Cookies and tracking; the consent cookie's lifetime is in cookie-banner.ts.
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 2 * 365 * DAY_SECONDS;
export const VISITOR_TIMESTAMP_COOKIE_MAX_AGE_SECONDS = 30 * 60;
export const ANALYTICS_COOKIE_MAX_AGE_SECONDS = 390 * DAY_SECONDS;

// Error reporting.
export const ERROR_REPORT_MAX_BATCHES_PER_PAGE = 20;
export const ERROR_REPORT_MAX_QUEUED_ERRORS = 10;
export const ERROR_REPORT_STACK_MAX_CHARS = 5000;

// Throttle sampling and session recording.
export const THROTTLE_SAMPLE_WINDOW_RUNS = 22;
/** A throttled run waits this many times the average run time. */
export const THROTTLE_WAIT_FACTOR = 2;
/** Session recording needs strictly more processor cores than this. */
export const SESSION_RECORDING_MIN_EXCLUSIVE_CORES = 2;

// Layout limits.
export const MAX_BLOCKS_PER_LAYOUT = 60;
export const MAX_ALBUM_TRACKS = 60;
export const MAX_USER_ORDERABLE_COLLECTION_ITEMS = 250;
export const MAX_PRODUCTS_PER_COLLECTION = 200;
export const NESTED_CATEGORIES_LIMIT = 10000;
export const MAX_EXTERNAL_PHOTO_GALLERIES = 20;
export const MAX_EXTERNAL_PHOTO_GALLERY_ITEMS = 50;
/** Above this the cart count shows '100+'. */
export const CART_COUNT_CAP = 100;
export const BASE_Z_INDEX = 30000;
export const BYTES_PER_MB = 1_000_000;
/** File sizes are shown in 1024-based units, though limits count 1,000,000 bytes per MB. */
export const FILE_SIZE_DISPLAY_BASE = 1024;
export const DEFAULT_SLIDER_ASPECT_RATIO = 50;

// Container and viewport widths: "max" is inclusive, "below" and "above" are strict.
export const MOBILE_BREAKPOINT_MAX_PX = 432;
export const MOBILE_INFO_BAR_MAX_PX = 1024;
export const CAPTCHA_COMPACT_BELOW_PX = 320;
export const IMAGE_BLOCK_NARROW_BELOW_PX = 415;
export const NEWSLETTER_SMALL_CONTAINER_BELOW_PX = 320;
export const RESERVATION_COLUMN_MODE_MAX_PX = 750;
export const RESERVATION_WIDE_THEME_ABOVE_PX = 850;

// Breakpoints.
export const PHONE_MAX_PX = 926;
export const TABLET_WIDTHS_PX = Object.freeze([1024, 1366] as const);
export const DESKTOP_WIDTHS_PX = Object.freeze([800, 1024] as const);

// Images.
export const IMAGE_SIZES_PX = Object.freeze([2500, 1500, 1000, 750, 500, 300, 100] as const);
export const LAZY_LOAD_MARGIN_PX = 200;
export const MAP_MARKER_ICON_WIDTH_PX = 48;
export const MAP_MARKER_ICON_HEIGHT_PX = 64;
export const MAP_DEFAULT_ZOOM = 12;

// Block animations and marquee.
export const ANIMATION_INTERSECTION_THRESHOLDS = Object.freeze([0, 0.1, 0.25, 0.5, 1] as const);
/** A block gets its loaded class once this fraction of it is visible. */
export const DEFAULT_RATIO_THRESHOLD = 0.5;
export const MARQUEE_MIN_REGION_WIDTH_PX = 50;
export const QUERY_PARSER_MAX_KEYS = 1000;

// Form validation.
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;
export const EMAIL_TLD_MIN_LENGTH = 2;
export const EMAIL_TLD_MAX_LENGTH = 4;
export const US_ZIP_CODE_LENGTH = 5;
export const LIKERT_MIN = -2;
export const LIKERT_MAX = 2;
/** A phone value is its 3 inputs prefixed with an empty string. */
export const PHONE_VALUE_LENGTH = 4;
export const TAG_MAX_LENGTH = 50;
export const CATEGORY_MAX_LENGTH = 25;

// Commerce.
/** In minor units. */
export const MAX_PRODUCT_PRICE = 100_000_000;
export const MAX_SKU_LENGTH = 60;
export const GENERATED_SKU_PREFIX = 'SQ';
export const GENERATED_SKU_DIGITS = 7;
/** Subscription numBillingCycles 0 means indefinite. */
export const INDEFINITE_BILLING_CYCLES = 0;

// Popup overlay.
/** Popup frequency is in days; this value means never again. */
export const POPUP_FREQUENCY_NEVER = -1;

// Lightbox, popups, tooltip, video, text shrink.
export const LIGHTBOX_OVERLAY_OPACITY = 0.95;
/** The outer 2% of the window does not navigate the lightbox. */
export const LIGHTBOX_CLICK_DEAD_ZONE_FRACTION = 0.02;
export const KEY_CODE_PREVIOUS = 37;
export const KEY_CODE_NEXT = 39;
export const VIDEO_FALLBACK_ASPECT_RATIO_PERCENT = 56.3;
export const TOOLTIP_WIDTH_PX = 250;
export const TOOLTIP_MOUSE_OFFSET_PX = 15;
export const TOOLTIP_EDGE_MARGIN_PX = 20;
export const CONFIRMATION_POPUP_WIDTH_PX = 350;
export const CONFIRMATION_POPUP_PADDING_PX = 20;
export const TEXT_SHRINK_MIN_FONT_SIZE_PX = 11;

// Gallery defaults.
export const IMAGE_LOAD_CONCURRENCY = 16;
export const IMAGE_LOAD_CONCURRENCY_MOBILE = 1;
export const AUTO_COLUMNS_COLUMN_WIDTH_PX = 250;
export const AUTO_COLUMNS_GUTTER_PX = 0;
export const AUTO_ROWS_ROW_HEIGHT_PX = 250;
export const AUTO_ROWS_GUTTER_PX = 20;
export const GRID_PER_ROW = 4;
export const GRID_PADDING_PX = 20;
export const CAROUSEL_GUTTER_PX = 1;
export const CAROUSEL_SLIDES_PER_ROW = 3;
/** Below this width a carousel of more than 1 per row shows 2. */
export const CAROUSEL_TWO_PER_ROW_BELOW_PX = 480;
/** Below this width a carousel of more than 2 per row shows 3. */
export const CAROUSEL_THREE_PER_ROW_BELOW_PX = 724;
export const STACKED_PRELOAD_COUNT = 1;
export const STRIP_PRELOAD_COUNT = 1;
/** Strip vSize when the gallery has no aspect ratio. */
export const STRIP_DEFAULT_V_SIZE = 10;
export const KEN_BURNS_ZOOM = 1.075;
export const SWIPE_THRESHOLD_PX = 50;
export const NEW_SWIPE_NARROW_BELOW_PX = 767;
export const NEW_SWIPE_AXIS_LOCK_PX = 10;
export const VIDEO_THUMBNAIL_ASPECT_RATIO = 16 / 9;
export const THUMBNAIL_MARGIN_CAP = 5;
/** Meta overlay scrolls, at this fraction of the height, once content exceeds META_OVERLAY_CONTENT_FRACTION. */
export const META_OVERLAY_SCROLL_HEIGHT_FRACTION = 0.4;
export const META_OVERLAY_CONTENT_FRACTION = 0.9;

/** The least a control may measure across (WCAG 2.2's target size, level AA): a thumbnail of a tall picture in a short strip is widened to it. */
export const MIN_TARGET_PX = 24;

/** The Pin button goes over content images at least this wide and high in CSS px: never over icons. */
export const PIN_IMAGE_MIN_PX = 150;
/** Pinterest keeps a pin's description to this many characters. */
export const PIN_DESCRIPTION_MAX_CHARS = 500;
