/** The runtime's timings, in milliseconds unless the name says otherwise. */

// Tracking, error reporting and performance.
export const ERROR_REPORT_DEBOUNCE_MS = 1000;
export const TRACE_FLUSH_INTERVAL_MS = 30_000;
/** A census heartbeat hit goes this often while the page is visible. */
export const HEARTBEAT_INTERVAL_MS = 60_000;
/** Also the census button-click and button-render time-out. */
export const TRACKING_TIMEOUT_MS = 2500;
export const PERFORMANCE_MAX_WAIT_MS = 60_000;
export const PERFORMANCE_SETTINGS_TIMEOUT_MS = 30_000;
/** Performance records are sent this long after page load, or earlier when the page is hidden. */
export const PERFORMANCE_RECORDS_DELAY_MS = 30_000;
export const SOCIAL_WIDGET_SCRIPT_TIMEOUT_MS = 10_000;
export const MAP_LOAD_TIMEOUT_MS = 30_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The data layer retries unreachable calls this often when a retry count is set. */
export const DATA_LAYER_RETRY_INTERVAL_MS = 200;

// Animation.
export const ANIMATION_DEFAULT_MS = 300;
export const TWEEN_DEFAULT_MS = 300;
export const ACCORDION_MS = 250;
export const MAP_UI_UPDATE_DEBOUNCE_MS = 60;
export const MARQUEE_RERENDER_DEBOUNCE_MS = 1000;
export const RELATIVE_TIME_REFRESH_MS = 5000;
/** Under this age relative time reads 'just now', then seconds. */
export const RELATIVE_TIME_SECONDS_BELOW_MS = 60_000;
export const FOCUS_LOOKUP_DELAY_MS = 0;

// Lightbox, popups, tooltip, video, text shrink.
export const LIGHTBOX_FADE_MS = 600;
export const LIGHTBOX_KEY_REPEAT_THROTTLE_MS = 200;
export const LIGHTBOX_CAPTION_HIDE_MS = 500;
export const VIDEO_RESIZE_EMITTER_TIMEOUT_MS = 1000;
export const TOOLTIP_SHOW_DELAY_MS = 1200;
export const CONFIRMATION_POPUP_HIDE_FALLBACK_MS = 600;
export const INFORMATION_POPUP_AUTO_HIDE_MS = 2000;
export const TEXT_SHRINK_RESIZE_DEBOUNCE_MS = 100;

// Gallery.
export const AUTOPLAY_TIMEOUT_MS = 5000;
/** Autoplay in the lightbox context. */
export const LIGHTBOX_AUTOPLAY_MS = 1000;
export const GALLERY_RESIZE_TIMEOUT_MS = 100;
export const DEFAULT_RESIZE_TIMEOUT_MS = 300;
export const STACKED_SPEED_MS = 1000;
export const STRIP_SPEED_MS = 500;
export const SWIPE_THRESHOLD_MS = 250;
export const SWIPE_TAP_ANIMATION_MS = 280;
/** A press longer than this is a long press. */
export const LONG_PRESS_MS = 250;
export const NEW_SWIPE_SLIDE_TIME_MIN_MS = 200;
export const NEW_SWIPE_SLIDE_TIME_MIN_WIDE_MS = 300;
export const NEW_SWIPE_SLIDE_TIME_MAX_MS = 500;
/** Typing pauses this long before the address suggestions are asked for. */
export const PLACES_AUTOCOMPLETE_DEBOUNCE_MS = 250;
/** A places call slower than this is given up: the visitor goes on typing by hand. */
export const PLACES_TIMEOUT_MS = 3000;
