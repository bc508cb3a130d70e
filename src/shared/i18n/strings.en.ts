/**
 * The English string table: every user-visible and console-only text of the spec, verbatim.
 * Placeholders are `{email}`; where English needs a plural, an ICU plural message
 * (`{n, plural, one {# item} other {# items}}`). An apostrophe is always literal text, so write
 * messages exactly as they should read (message.ts formats them).
 */
export const strings = {
  // §2 dialogs and widgets.
  logoutSuccessfulTitle: 'Logout Successful',
  logoutSuccessfulMessage: 'You have been successfully logged out.',
  /** The spec names the popups' confirm and cancel without labels. */
  dialogOk: 'OK',
  dialogCancel: 'Cancel',
  /** The popup overlay's accessible name and close button; the spec names neither. */
  popupOverlayLabel: 'Popup',
  popupOverlayClose: 'Close',
  /** The announcement bar's landmark name and dismiss button; the spec names neither. */
  announcementBarLabel: 'Announcement',
  announcementBarDismiss: 'Dismiss announcement',
  /** The mobile information bar's landmark name and item labels; the spec names only the bar. */
  mobileInfoBarLabel: 'Contact information',
  mobileInfoBarPhone: 'Phone',
  mobileInfoBarEmail: 'Email',
  mobileInfoBarAddress: 'Address',
  mobileInfoBarHours: 'Hours',
  /** The site badge's text and landmark name; the spec names the badge without wording it. */
  siteBadgeText: 'Made with sq-elements',
  siteBadgeLabel: 'Site credit',
  reservationPreviewOnlyTitle: 'Preview Only',
  /** The spec gives only the alert's title and its intent (log out to use the block). */
  reservationPreviewOnlyMessage: 'Log out to use this block.',
  /** The reservation block's states and landmark; the spec names the states (loading, then loaded) without wording them. */
  reservationLabel: 'Reservations',
  reservationLoading: 'Loading online booking…',
  reservationAwaitingConsent: 'Online booking loads once cookies are accepted.',
  reservationUnavailable: 'Online booking is unavailable right now.',

  // §2 cart, checkout and review screens.
  shoppingCart: 'Shopping Cart',
  /** The cart and review pages where the browser runs no scripts: the spec leaves them unworded. */
  cartNeedsScripts: 'The cart needs JavaScript. Turn it on in your browser to see your cart and check out.',
  reviewsNeedScripts: 'Rating a purchase needs JavaScript. Turn it on in your browser to leave your review.',
  checkout: 'Checkout',
  continueShopping: 'Continue Shopping',
  summary: 'Summary',
  subtotal: 'Subtotal',
  editDetails: 'Edit Details',
  customersAlsoBought: 'Customers also bought',
  rateYourPurchase: 'Rate your purchase',
  describeYourExperience: 'Describe your experience',

  // §2 gallery and lightbox controls: the spec names them (close, previous, next, caption toggle) without labels.
  galleryLabel: 'Gallery',
  galleryPrevious: 'Previous',
  galleryNext: 'Next',
  gallerySlidePosition: 'Image {index} of {count}',
  galleryStopAutoplay: 'Stop automatic slide show',
  galleryStartAutoplay: 'Start automatic slide show',
  lightboxLabel: 'Image viewer',
  lightboxClose: 'Close',
  lightboxPrevious: 'Previous',
  lightboxNext: 'Next',
  lightboxShowCaption: 'Show caption',
  lightboxHideCaption: 'Hide caption',

  // §4 form submit.
  formSubmitting: 'Submitting…',
  // Form labels the spec leaves unworded.
  formSubmit: 'Submit',
  formRequired: '(required)',
  formErrorPrefix: 'Error:',
  formUnavailable: 'This form could not be shown.',
  /** Shown after a form sent without scripts when the form has no post-submit message. */
  formSent: 'Thank you. Your form has been sent.',
  /** A form sent without scripts whose one-time key was used already (the same post sent twice) or ran out. */
  formKeyUsed: 'This form was already sent, or the page was open too long. Check your entries and send the form again.',
  /** A form sent without scripts whose crumb did not match: the browser kept no cookie, or the page is from before it changed. */
  formCrumbRefused:
    'Your form could not be sent, because this browser did not keep the cookie the site needs. Allow cookies for this site, then send the form again.',
  formSelectPlaceholder: 'Select an option',
  formPartFirst: 'First Name',
  formPartLast: 'Last Name',
  formPartCountry: 'Country',
  formPartAreacode: 'Area code',
  formPartPrefix: 'Prefix',
  formPartLine: 'Line',
  formPartLine1: 'Address 1',
  formPartLine2: 'Address 2',
  formPartCity: 'City',
  formPartState: 'State',
  formPartZip: 'ZIP Code',
  formPartMonth: 'Month',
  formPartDay: 'Day',
  formPartYear: 'Year',
  formPartHour: 'Hour',
  formPartMinute: 'Minute',
  formPartSecond: 'Second',
  formPartAmpm: 'AM/PM',
  likertStronglyDisagree: 'Strongly disagree',
  likertDisagree: 'Disagree',
  likertNeutral: 'Neutral',
  likertAgree: 'Agree',
  likertStronglyAgree: 'Strongly agree',
  formCharacterCount: '{count} / {max}',
  donationButton: 'Donate',

  // §4 product workflow labels.
  productAvailable: 'Available',
  productScheduled: 'Scheduled',
  productHidden: 'Hidden',
  productUnsupported: 'Unsupported',

  // §4 subscription wording ('renews every month', 'every 3 months', 'for 12 payments'); numBillingCycles 0 (indefinite) omits the payments part.
  subscriptionEveryWeeks: '{n, plural, =1 {renews every week} other {every # weeks}}',
  subscriptionEveryMonths: '{n, plural, =1 {renews every month} other {every # months}}',
  subscriptionEveryYears: '{n, plural, =1 {renews every year} other {every # years}}',
  subscriptionForPayments: '{p, plural, one {for # payment} other {for # payments}}',

  // The product block's text: the spec names these states (§4) without wording them.
  productSalePrice: 'Sale price',
  productOriginalPrice: 'Original price',
  productFromPrice: 'from {price}',
  productPriceUnavailable: 'Price unavailable',
  productSoldOut: 'Sold out',
  productOnSale: 'Sale',
  productOptionSoldOut: '{value} (Sold out)',
  productSelectOption: 'Select {option}',
  productQuantity: 'Quantity',
  productSku: 'SKU: {sku}',
  productInStock: '{n} in stock',
  productAddToCart: 'Add to Cart',
  productAdding: 'Adding…',
  productAdded: 'Added to cart',
  productQuantityInvalid: 'Enter a quantity from 1 to {max}.',
  productBuyGiftCard: 'Buy gift card',
  productUnavailable: 'This product could not be shown.',
  productListEmpty: 'No products to show.',
  productQuickView: 'Quick view',
  productQuickViewOf: 'Quick view: {title}',
  productQuickViewClose: 'Close',
  productFullDetails: 'View full details',
  productQuickViewFailed: '<sq-products>: the quick view could not load ({reason}); try again.',
  // The marquee block's stop control.
  marqueeStop: 'Stop scrolling',
  marqueeStart: 'Start scrolling',
  // §2 pricing-options toggle on member-access pages.
  pricingToggleLabel: 'Billing period',
  pricingMonthly: 'Monthly',
  pricingAnnual: 'Annual',
  /** The audio player's names and texts; the spec names the controls without wording them. */
  audioPlayerLabel: 'Audio player',
  audioPlay: 'Play {title}',
  audioPause: 'Pause {title}',
  audioSeek: 'Seek',
  audioTracks: 'Tracks',
  audioTrackFallback: 'Track {n}',
  audioTimeOf: '{elapsed} of {total}',
  // §4 relative time ('time since'): 'just now', then seconds under a minute, then minutes, hours and days.
  relativeTimeJustNow: 'just now',
  relativeTimeSeconds: '{n, plural, one {# second ago} other {# seconds ago}}',
  relativeTimeMinutes: '{n, plural, one {# minute ago} other {# minutes ago}}',
  relativeTimeHours: '{n, plural, one {# hour ago} other {# hours ago}}',
  relativeTimeDays: '{n, plural, one {# day ago} other {# days ago}}',
  /** The menu block's tab list name; the spec names the block without wording it. */
  menuTabsLabel: 'Menu sections',
  // The cart page's own text beside the §2 string table.
  cartEmpty: 'Your cart is empty.',
  cartRemove: 'Remove',
  cartItemTotal: 'Item total',
  /** A refused cart change: the §8 message, then the server's reason ('Only 4 of this item are in stock.'). */
  cartChangeRefused: '{failure}. {reason}',

  // §5 form validation.
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  characterLimitExceeded: 'You have exceeded the character limit.',
  emailNotValid: 'Email is not valid. Email addresses should follow the format {email}.',
  fieldsInvalid: 'One or more fields is invalid, please check your entries.',
  // The spec names the required and US zip rules without their messages.
  fieldRequired: '{title} is required.',
  usZipNotValid: 'Zip code is not valid. US zip codes should have 5 digits.',
  /** The textarea counter, 'count / max'. */
  characterCount: '{count} / {max}',

  // §5 commerce.
  checkoutCookiesRequired: 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  checkoutMinimumSubtotal: 'To check out, the order subtotal must be {subtotal} or more.',

  // §9 currency names (ISO 4217 English names).
  currencyNameEUR: 'Euro',
  currencyNameUSD: 'US Dollar',
  currencyNameAUD: 'Australian Dollar',
  currencyNameNOK: 'Norwegian Krone',
  currencyNameCAD: 'Canadian Dollar',
  currencyNameNZD: 'New Zealand Dollar',
  currencyNameDKK: 'Danish Krone',
  currencyNameGBP: 'Pound Sterling',
  currencyNameHKD: 'Hong Kong Dollar',
  currencyNameCHF: 'Swiss Franc',
  currencyNameMXN: 'Mexican Peso',
  currencyNameSGD: 'Singapore Dollar',
  currencyNameSEK: 'Swedish Krona',
  currencyNameCZK: 'Czech Koruna',
  currencyNameILS: 'New Israeli Sheqel',
  currencyNamePHP: 'Philippine Peso',
  currencyNameRUB: 'Russian Ruble',
  currencyNamePLN: 'Zloty',
  currencyNameTHB: 'Baht',
  currencyNameMYR: 'Malaysian Ringgit',
  currencyNameARS: 'Argentine Peso',
  currencyNameBRL: 'Brazilian Real',
  currencyNameCOP: 'Colombian Peso',
  currencyNameIDR: 'Rupiah',
  currencyNameINR: 'Indian Rupee',
  currencyNameZAR: 'Rand',
  currencyNameJPY: 'Yen',

  // §5 cookie banner defaults, and the banner's accessible names.
  cookieBannerCtaText: 'Accept',
  cookieBannerText:
    'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
  cookieBannerOptOutCtaText: 'Decline',
  cookieBannerLabel: 'Cookie consent',

  // §5 string-table messages.
  enterValidEmail: 'Please enter a valid email.',
  emailsMustBeFormattedAs: 'Emails must be formatted as {email}.',
  linksMustBeFormattedAs: 'Links must be formatted as {host} or {host}.',
  enterFileName: 'Please enter a file name.',
  listMustBeSelected: 'A List must be selected.',
  selectStarRating: 'Please select a star rating.',
  ratingRequired: 'Rating (required).',
  // The accessible name of one star in a rating; the spec shows the stars without labels.
  starRatingOption: '{rating} of 5 stars',
  fileTooLarge: 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  fileTypeUnsupported: 'The file {fileName} does not appear to be a supported {fileTypeMessage}file.',
  datasetEmpty: 'Your dataset must have at least one column and at least one row.',
  rowsMissingData: 'One or more rows was missing data.',
  invalidPageUrl: '{val} is not a valid page URL.',
  unexpectedOption: '{val} is not one of the expected options.',
  tagAlreadyExists: 'This {tagType} already exists.',
  editOneTagAtATime: 'You may only edit one {tagType} at a time.',
  invalidVideoEmbed: 'Invalid video embed.',
  customFeaturedImagesEmbedOnly:
    'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',

  // §8 form errors.
  formUnauthorized: 'Unable to submit form. Please try again later.',
  formNotConfigured: 'This form has not been configured yet.',
  formRateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  formServerError: 'Unable to send form. Please try again later.',
  formUnknownError: 'Unknown error, please try again later.',
  formSubmissionKeyFailed: 'Could not get a form submission key, please try again later.',
  formFieldsUnparseable: 'Could not parse the form fields, please check your entries.',
  formSubmissionProcessingError: 'Error processing form submission. Please reload and try again.',
  formProblemScrollDown: 'Your form has encountered a problem. Please scroll down to review.',
  formProblemScrollUp: 'Your form has encountered a problem. Please scroll up to review.',

  // §8 data layer.
  responseNotJson: 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}',
  unauthorizedRequest: 'Unauthorized request',
  internalServerError: 'Internal server error. Please try again later.',
  serviceUnavailable: 'This service is temporarily unavailable. Please try again later.',
  unableToConnectEllipsis: 'Unable to connect…',
  reloadPage: 'Reload Page',
  clear: 'Clear',

  // §8 interface strings.
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToRemoveItem: 'Unable to remove item',
  unableToUpdateForm: 'Unable to update form',
  unableToOpenForm: 'Unable to open form',
  pleaseTryAgain: 'Please try again',
  checkInternetConnection: 'Please check your internet connection',
  networkError: 'Network error',
  somethingWentWrong: 'Something went wrong',
  trySubmittingReviewAgain: 'Try submitting your review again',
  purchaseAlreadyReviewed: 'You have already reviewed this purchase',
  reviewRequestExpired: 'Your review request has expired',
  noProductsToReview: 'There are no products to review',
  thanksForFeedback: 'Thanks for your feedback',
  fileUploadFailed: 'File upload failed to complete',
  fileProcessingFailed: 'File processing failed',
  fileProcessingFailedToComplete: 'File processing failed to complete',
  fileProcessingCancelled: 'File processing cancelled',
  fileRenameProblem: 'There was a problem while renaming your file',
  fileUploadProblem: 'There was a problem while uploading your file',
  unableToConnectTryAgain: 'Unable to connect. Please try again',
  unableToLoadResults: 'Unable to load results',
  unableToLoadTryAgain: 'Unable to load. Try again.',
  unableToLoadFonts: 'Unable to load fonts',
  unableToLoadCollections: 'Unable to load collections',
  unableToLocateContent: 'Unable to locate content',
  noResultsFound: 'No results found',
  timezoneLoadFailed: 'Failed to load timezone',
  noJobResponseData: 'No response data from job request',
  recaptchaNotSetUp: 'ReCaptcha has not been set up!',

  // §9 cart count and relative time.
  cartCountCapped: '100+',
  cartCountCappedLabel: 'More than 100 items in cart',
  // The spoken cart count under the cap; the spec quotes only the capped label.
  cartCountLabel: '{n, plural, =0 {No items in cart} one {# item in cart} other {# items in cart}}',
  justNow: 'just now',

  // §5 and §8 console-only messages.
  galleryBlockDataDecodeError: 'Error decoding gallery block data.',
  galleryBlockDataEvaluateError: 'Error evaluating gallery block data.',
  notValidImageElement: 'Element is not a valid image element',
  invalidImageSource: 'Invalid or missing image source',
  imageHasNoParentNode: 'Image element has no parentNode',
  trackingEventHttpError: 'Error tracking event: HTTP Status {code}',
  analyticsIdNotStored: 'Unable to store analyticsId',
  pageLoadIdUnresolved: 'Unable to resolve pageLoadId',
  metricSettingsTimeout: 'Metric settings request timeout',
  videoLoaderNotFound: 'VideoLoader not found',
  loader2NotFound: 'Loader2 not found',
  lightboxifyUnavailable: 'lightboxify is not available in this tier!',
  noValidHtmlElement: 'Error: No valid HTMLElement node was supplied!',
  couldNotRenderForm: 'Could not render form',
  typekitFontGone: 'Requested font no longer in Typekit',
  commerceRollupNotLoaded: 'Commerce rollup not loaded',

  // Console-only messages the spec describes without quoting (§4, §5, §7, §8): worded from its description.
  featureConfigurationNotLoaded: 'Feature configuration not loaded',
  featureDoesNotExist: 'Feature {name} does not exist',
  featureWrongType: 'Feature {name} is not the requested type',
  featureInvalidDefinition: 'Feature {name} has an invalid server-side definition',
  galleryDesignNotFound: 'Gallery design not found: {design}',
  galleryTransitionNotFound: 'Gallery transition not found: {transition}',
  galleryContainerNotFound: 'Gallery container not found',
  galleryColumnWidthInvalid: 'Auto columns columnWidth must be a positive number: {value}',
  galleryStripAlignmentInvalid: 'Strip alignment must be start, middle or end: {value}',
  gallerySettingInvalid: 'Invalid gallery setting {name}: {value}',
  imageAlignmentMissing: 'Content-fit image has no alignment; defaulting to center',
  loadTriggerModuleMissing: 'Load-trigger module not found: {module}',
  timeSinceInvalidDate: 'Invalid date attribute on time-since element: {value}',
  audioProviderUrlUnparseable: 'Unable to parse audio provider URL: {url}',
  placesTrackingContextMissing: 'Places details tracking context must carry productPage and productSection',
  analyticsFieldWrongType: 'Analytics field {field} has the wrong type and was dropped',
  performanceUnexpectedStatus: 'Unexpected performance request status: {status}',
  mapLoadTimeout: 'Map failed to load: no response after 30 seconds',
  moneyUnknownCurrency: 'Unknown currency: {currency}',
  moneyAmountUnshowable: 'Amount cannot be shown as money: {amount} {currency}',
  productDataProblems: 'Product {id} has bad data ({problems}); it is shown with a fallback.',
  productNotShown: 'Product could not be shown: {reason}',
  giftCardNoWebsite: 'Gift card {id} cannot be bought: neither the site context nor the product has a website id.',
  siteContextUnreadable: 'The website context #sq-site-context could not be read: {reason}',
  lifecycleStepFailed: 'Page {step} failed: {message}',
  announcementBarSettingsMalformed: 'The announcement bar settings are malformed ({reason}); no announcement is shown.',
  mobileInfoBarSettingsMalformed: 'The mobile information bar settings are malformed ({reason}); the bar is not shown.',
  // The video block's play button and its console messages (§2, §4, §5).
  videoPlay: 'Play {title}',
  videoPlayUntitled: 'Play video',
  videoDataProblem: '<sq-video>: {reason}; showing its content.',
  videoMissing: 'no video url or embed',
  videoUnknownProvider: 'not a Vimeo, YouTube, Wistia or Animoto video',
  videoVimeoBasic: 'Vimeo Basic accounts are unsupported',
  videoPlayerBaseInvalid: '<sq-video>: player-base "{value}" ignored: https only (http on localhost), no query.',
  videoPlayerLoadFailed: '<sq-video>: the player could not load; play again to retry.',
  embedFrameMissing: '<sq-embed>: it needs an <iframe> of /embed-frame/ on this site as its child; showing its content as it is.',
  audioTooManyTracks: 'The audio block has {count} tracks; the player plays the first {max}.',
  shapeAttributeInvalid: '<sq-shape>: cannot draw {attribute} "{value}".',
  scaledTextEmpty: '<sq-scaled-text>: there is no text to fit.',
  /** The share block's buttons and status line; the spec names share buttons without wording them. */
  shareNative: 'Share…',
  shareCopyLink: 'Copy link',
  shareLinkCopied: 'Link copied',
  shareCopyFailed: 'The link could not be copied. Copy the address from the address bar.',
  shareInvalidUrl: '<sq-share>: cannot share "{value}": the page address must be an http or https URL; showing the share links as they are.',
  shareFailed: '<sq-share>: the share sheet failed: {message}',
  followNoLink:
    '<sq-follow-button>: needs a link to the profile, an http or https address, as its child (found "{value}"); showing its content as it is.',
  followUnknownNetwork:
    '<sq-follow-button>: unknown network "{value}"; known networks are instagram, facebook, x, linkedin, youtube, pinterest and tiktok. Showing the link as it is.',
  followInvalidScriptUrl: '<sq-follow-button>: the widget script "{value}" is not an https URL (http only on a loopback host); the plain link stays.',
  // The address suggestions of a form (§7 places calls).
  formAddressSuggestions:
    '{n, plural, =0 {No address suggestions} one {# address suggestion, use the arrow keys to choose} other {# address suggestions, use the arrow keys to choose}}',
  /** The map's region, zoom buttons, wheel hint and retry; the spec names none of them. */
  mapLabel: 'Map',
  mapLabelOf: 'Map of {title}',
  mapMarkerUntitled: 'Location',
  mapMarkerOpens: '{title} (opens the map in a new window)',
  mapZoomIn: 'Zoom in',
  mapZoomOut: 'Zoom out',
  mapWheelHint: 'Use Ctrl + scroll to zoom',
  mapWheelHintMac: 'Use ⌘ + scroll to zoom',
  mapTouchHint: 'Use two fingers to move the map',
  mapRetry: 'Retry',
  mapDataProblem: '<sq-map>: the map data {reason}; showing the address and the picture of the map.',
  mapTileUrlInvalid: '<sq-map>: tile-url "{value}" ignored: it needs the z, x and y placeholders, and http or https.',
  // Comment counts and the Pin button, which <sq-site> adds when the site's settings ask for them.
  commentCount: '{count, plural, =0 {No comments} one {# comment} other {# comments}}',
  commentsShortnameInvalid: 'Comment counts are off: the comments shortname "{value}" may hold only letters, digits and hyphens.',
  commentsBaseInvalid: '<sq-site>: comments-base "{value}" ignored: https only (http on localhost), no query.',
  pinModeUnknown: 'The Pin button mode "{value}" is not disabled, blog or all; no Pin buttons are shown.',
  pinButton: 'Save',
  pinLabel: 'Save image to Pinterest (opens in a new window)',
  pinLabelNamed: 'Save {description} to Pinterest (opens in a new window)',

  /** The search box and the search page; the spec words only the empty and failed states. */
  searchLabel: 'Search the site',
  searchButton: 'Search',
  searchResultCount: '{n, plural, one {# result} other {# results}}',
  searchResultsFor: '{count} for {query}',
  searchSeeAll: 'See all results',
  searchKindPage: 'Page',
  searchKindItem: 'Post',
  searchKindProduct: 'Product',
} as const;

export type StringKey = keyof typeof strings;
export type EnglishStrings = typeof strings;
