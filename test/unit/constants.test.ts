import { expect } from '@open-wc/testing';
import * as constants from '../../src/shared/constants/index.js';
import {
  AnalyticsEventKind,
  BLOCK_VARIANT_MAX,
  BLOCK_VARIANT_MIN,
  BillingPeriodUnit,
  BlockVariant,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  CONSENT_COOKIE_NAME,
  COOKIE_BANNER_VERSION,
  CURRENCY_CODES,
  CURRENCY_FRACTION_DIGITS,
  CollectionType,
  ContributorRole,
  CookieBannerAcceptType,
  CookieBannerBarPosition,
  CookieBannerCtaVariant,
  CookieBannerPopupPosition,
  CookieBannerTheme,
  CookieBannerVariant,
  DEFAULT_CURRENCY,
  DEFAULT_MAP_STYLE,
  ExperimentType,
  ItemStatus,
  ItemVisibility,
  MapStyle,
  MapStyleName,
  OverlayShade,
  PageType,
  PermissionCode,
  PopupOverlayType,
  ProductType,
  ProductWorkflowState,
  RecordType,
  SiteStatus,
  TRACKING_COOKIES,
  Units,
  WebsiteType,
} from '../../src/shared/constants/index.js';

const DAY_SECONDS = 86_400;

function expectDistinct(values: readonly unknown[]): void {
  expect(new Set(values).size).to.equal(values.length);
}

describe('enumerations', () => {
  it('gives every page type of the §2 table its code', () => {
    expect(PageType).to.deep.equal({
      MAIN_CONTENT_COLLECTION: 1, PAGE: 2, SPLASH_PAGE: 3, CONTENT_ITEM: 50,
      NOT_FOUND: 100, ERROR: 101, SEARCH: 102, LOCK_SCREEN: 103, POPUP_OVERLAY: 104, PROTECTED_CONTENT: 105,
      MEMBER_AREA_ACCESS_DENIED: 106, SHOW_CART: 200, CHECKOUT: 201, ORDER_CONFIRMED: 202, DONATE: 203,
      CONTRIBUTION_CONFIRMED: 204, COMMERCE_CART_V2: 205, SUBSCRIPTION_CONFIRMED: 206, ORDER_RECEIVED: 207,
      MEMBERSHIP_CONFIRMED: 208, REVIEWS_REQUEST: 209, DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210, ORDER_STATUS: 211,
      NEWSLETTER_UNSUBSCRIBE: 300, COMMERCE_EMAIL_PREVIEW: 301,
    });
  });

  it('gives the §3 numeric enumerations their exact codes', () => {
    expect(SiteStatus).to.deep.equal({
      EXPIRED: 1, PASTDUE: 2, TRIAL: 3, BETA: 4, REMOVED: 5, INTERNAL: 6, COMPED: 7, PAID: 8,
      V5_LINKED: 11, ACTIVE_PARKING_PAGE: 12, RESOLD: 13, RESOLD_GRACE_PERIOD: 14, ENTERPRISE: 15,
    });
    expect(WebsiteType).to.deep.equal({ CLASSIC: 1, COVER_PAGE: 2, PARKING_PAGE: 3, COMMERCE: 4, ENTERPRISE: 5 });
    expect(ItemStatus).to.deep.equal({ PUBLISHED: 1, SCHEDULED: 2, NEEDS_REVIEW: 3, DRAFT: 4, PRIVATE: 5, DELETED: 6 });
    expect(ProductType).to.deep.equal({ PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 });
    expect(Units).to.deep.equal({ IMPERIAL: 1, METRIC: 2 });
    expect(AnalyticsEventKind).to.deep.equal({ PAGE_VIEW: 1, SITE_SEARCH: 2, HEARTBEAT: 10, AUDIO: 20, VIDEO: 21 });
    expect(PopupOverlayType).to.deep.equal({ BUTTON_BLOCK: 1, POPUP_OVERLAY: 2 });
    expect(CollectionType).to.deep.equal({
      GENERIC: 1, SUBSCRIPTION: 2, GALLERY_BLOCK: 6, TEMPLATE_PAGE: 7, SPLASH_PAGE: 8, PAGE: 10, PRODUCTS: 13,
      MOSAIC: 14, PROJECT: 19, SECTION_CATALOG: 20, PAGE_CATALOG: 21, ITEM_CATALOG: 22, PORTFOLIO: 23, LESSONS: 24,
    });
    expect(ContributorRole).to.deep.equal({
      ADMIN: 1, BILLING: 2, REPORTING: 3, EDITOR: 4, MODERATOR: 6, COMMENTER: 7, STORE_MANAGER: 8, SCHEDULING: 9,
      VIEWER: 10, CAMPAIGNS_EDITOR: 11, SCHEDULING_VIEWER: 12, SCHEDULING_EDITOR: 13, NONE: 14,
    });
    expect(PermissionCode).to.deep.equal({ AUTHENTICATED: 0, CONFIG: 1, ADMIN: 2 });
    expect(MapStyle).to.deep.equal({ ORIGINAL: 1, GRAYSCALE: 2, SATELLITE: 3, MINIMAL_LIGHT: 4, MINIMAL_DARK: 5, MINIMAL_BLUE: 6 });
  });

  it('gives the §3 string enumerations their exact values', () => {
    expect(OverlayShade).to.deep.equal({ NONE: 'none', LIGHT: 'light', DARK: 'dark' });
    expect(ItemVisibility).to.deep.equal({ DRAFT: 'draft', PUBLISHED: 'published', NEEDS_REVIEW: 'needs_review', SCHEDULED: 'scheduled' });
    expect(ProductWorkflowState).to.deep.equal({ PUBLISHED: 'published', SCHEDULED: 'scheduled', DRAFT: 'draft' });
    expect(BillingPeriodUnit).to.deep.equal({ WEEK: 'week', MONTH: 'month', YEAR: 'year' });
    expect(ExperimentType).to.deep.equal({ FEATURE_TOGGLE: 'FEATURE_TOGGLE', AB_TEST: 'AB_TEST' });
    expect(RecordType).to.deep.equal({
      AUDIO: 'album-track', EVENT: 'event-item', IMAGE: 'gallery-image', PORTFOLIO_ITEM: 'portfolio-item',
      TEXT: 'blog-post', VIDEO: 'gallery-video',
    });
  });

  it('names map styles as the settings spell them, with Grayscale the default', () => {
    expect(MapStyleName[MapStyle.MINIMAL_DARK]).to.equal('MinimalDark');
    expect(Object.values(MapStyleName)).to.have.members(['Original', 'Grayscale', 'Satellite', 'MinimalDark', 'MinimalLight', 'MinimalBlue']);
    expect(DEFAULT_MAP_STYLE).to.equal(2);
  });

  it('numbers block variants from 1000 in the listed order, inside 1000–1019', () => {
    const codes = Object.values(BlockVariant);
    expect(codes).to.deep.equal(codes.map((_, index) => 1000 + index));
    expect(Object.keys(BlockVariant)).to.deep.equal([
      'GALLERY_SLIDESHOW', 'GALLERY_CAROUSEL', 'GALLERY_GRID', 'GALLERY_STACK',
      'SUMMARY_WALL', 'SUMMARY_CAROUSEL', 'SUMMARY_LIST', 'SUMMARY_GRID',
      'CHART_BAR', 'CHART_LINE', 'CHART_PIE',
      'IMAGE_INLINE', 'IMAGE_POSTER', 'IMAGE_CARD', 'IMAGE_OVERLAP', 'IMAGE_COLLAGE', 'IMAGE_STACK',
    ]);
    for (const code of codes) expect(code).to.be.within(BLOCK_VARIANT_MIN, BLOCK_VARIANT_MAX);
  });

  it('never gives two members of an enumeration the same code', () => {
    for (const enumeration of [PageType, SiteStatus, WebsiteType, ItemStatus, ProductType, CollectionType, ContributorRole, BlockVariant, MapStyle]) {
      expectDistinct(Object.values(enumeration));
    }
  });
});

describe('cookie banner constants', () => {
  it('has the §4 enumerations', () => {
    expect(Object.values(CookieBannerVariant)).to.deep.equal(['BAR', 'POPUP']);
    expect(Object.values(CookieBannerBarPosition)).to.deep.equal(['TOP', 'BOTTOM']);
    expect(Object.values(CookieBannerPopupPosition)).to.deep.equal(['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT']);
    expect(Object.values(CookieBannerTheme)).to.deep.equal(['LIGHT', 'DARK']);
    expect(Object.values(CookieBannerCtaVariant)).to.deep.equal(['TEXT', 'BUTTON', 'ICON']);
    expect(Object.values(CookieBannerAcceptType)).to.deep.equal(['OPT_IN', 'OPT_IN_AND_OUT']);
  });

  it('has the §5 defaults', () => {
    expect(constants.DEFAULT_COOKIE_BANNER_CTA_VARIANT).to.equal('ICON');
    expect(constants.DEFAULT_COOKIE_BANNER_THEME).to.equal('DARK');
    expect(constants.DEFAULT_COOKIE_BANNER_VARIANT).to.equal('BAR');
    expect(constants.DEFAULT_COOKIE_BANNER_ACCEPT_TYPE).to.equal('OPT_IN');
    expect(constants.DEFAULT_COOKIE_BANNER_POPUP_POSITION).to.equal('BOTTOM_LEFT');
  });

  it('names the consent and tracking cookies and keeps consent 30 days', () => {
    expect(COOKIE_BANNER_VERSION).to.equal(2);
    expect(CONSENT_COOKIE_NAME).to.equal('ss_cookieAllowed');
    expect(CONSENT_COOKIE_MAX_AGE_SECONDS).to.equal(30 * DAY_SECONDS);
    expect(TRACKING_COOKIES).to.deep.equal(['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']);
    expect(Object.isFrozen(TRACKING_COOKIES)).to.equal(true);
  });
});

describe('limits and timings', () => {
  it('has the §9 cookie lifetimes', () => {
    expect(constants.VISITOR_COOKIE_MAX_AGE_SECONDS).to.equal(730 * DAY_SECONDS);
    expect(constants.VISITOR_TIMESTAMP_COOKIE_MAX_AGE_SECONDS).to.equal(1800);
    expect(constants.ANALYTICS_COOKIE_MAX_AGE_SECONDS).to.equal(390 * DAY_SECONDS);
  });

  it('has the §9 error-reporting and tracking numbers', () => {
    expect(constants.ERROR_REPORT_MAX_BATCHES_PER_PAGE).to.equal(20);
    expect(constants.ERROR_REPORT_MAX_QUEUED_ERRORS).to.equal(10);
    expect(constants.ERROR_REPORT_STACK_MAX_CHARS).to.equal(5000);
    expect(constants.ERROR_REPORT_DEBOUNCE_MS).to.equal(1000);
    expect(constants.TRACE_FLUSH_INTERVAL_MS).to.equal(30_000);
    expect(constants.TRACKING_TIMEOUT_MS).to.equal(2500);
    expect(constants.PERFORMANCE_MAX_WAIT_MS).to.equal(60_000);
    expect(constants.THROTTLE_SAMPLE_WINDOW_RUNS).to.equal(22);
  });

  it('has the §5 and §9 commerce and layout limits', () => {
    expect(constants.MAX_PRODUCT_PRICE).to.equal(100_000_000);
    expect(constants.MAX_SKU_LENGTH).to.equal(60);
    expect(constants.CART_COUNT_CAP).to.equal(100);
    expect(constants.BASE_Z_INDEX).to.equal(30000);
    expect(constants.MAX_BLOCKS_PER_LAYOUT).to.equal(60);
    expect(constants.MOBILE_BREAKPOINT_MAX_PX).to.equal(432);
    expect(constants.BYTES_PER_MB).to.equal(1_000_000);
    expect(constants.IMAGE_SIZES_PX).to.deep.equal([2500, 1500, 1000, 750, 500, 300, 100]);
    expect(constants.ANIMATION_INTERSECTION_THRESHOLDS).to.deep.equal([0, 0.1, 0.25, 0.5, 1]);
  });

  it('has the §9 lightbox, popup, tooltip and gallery timings', () => {
    expect(constants.LIGHTBOX_FADE_MS).to.equal(600);
    expect(constants.LIGHTBOX_KEY_REPEAT_THROTTLE_MS).to.equal(200);
    expect(constants.LIGHTBOX_CAPTION_HIDE_MS).to.equal(500);
    expect(constants.TOOLTIP_SHOW_DELAY_MS).to.equal(1200);
    expect(constants.INFORMATION_POPUP_AUTO_HIDE_MS).to.equal(2000);
    expect(constants.AUTOPLAY_TIMEOUT_MS).to.equal(5000);
    expect(constants.ACCORDION_MS).to.equal(250);
    expect(constants.KEY_CODE_PREVIOUS).to.equal(37);
    expect(constants.KEY_CODE_NEXT).to.equal(39);
  });

  it('holds a non-negative number, or a list of them, under every name with a unit', () => {
    const withUnits = Object.entries(constants).filter(([name]) => /_(MS|PX|SECONDS)$/.test(name));
    expect(withUnits.length).to.be.greaterThan(50);
    for (const [name, value] of withUnits) {
      for (const number of [value].flat()) expect(number, name).to.be.a('number').and.to.be.at.least(0);
    }
  });
});

describe('money', () => {
  it('lists the §9 currencies with two fraction digits, and JPY with none', () => {
    expect(CURRENCY_CODES).to.have.length(27);
    for (const code of CURRENCY_CODES) expect(CURRENCY_FRACTION_DIGITS[code], code).to.equal(code === 'JPY' ? 0 : 2);
    expect(CURRENCY_CODES).to.include.members(['EUR', 'USD', 'GBP', 'ZAR', 'INR', 'IDR']);
  });

  it('defaults to USD', () => {
    expect(DEFAULT_CURRENCY).to.equal('USD');
  });
});
