/**
 * The English string table: every user-visible and console-only text of the spec, verbatim.
 * Placeholders are ICU MessageFormat arguments (`{email}`); an apostrophe is always literal text
 * (format.ts escapes it before ICU sees it), so write messages exactly as they should read.
 */
export const strings = {
  // §2 dialogs and widgets.
  logoutSuccessfulTitle: 'Logout Successful',
  logoutSuccessfulMessage: 'You have been successfully logged out.',
  reservationPreviewOnlyTitle: 'Preview Only',
  /** The spec gives only the alert's title and its intent (log out to use the block). */
  reservationPreviewOnlyMessage: 'Log out to use this block.',

  // §2 cart, checkout and review screens.
  shoppingCart: 'Shopping Cart',
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
  lightboxLabel: 'Image viewer',
  lightboxClose: 'Close',
  lightboxPrevious: 'Previous',
  lightboxNext: 'Next',
  lightboxShowCaption: 'Show caption',
  lightboxHideCaption: 'Hide caption',

  // §4 form submit.
  formSubmitting: 'Submitting…',

  // §4 product workflow labels.
  productAvailable: 'Available',
  productScheduled: 'Scheduled',
  productHidden: 'Hidden',
  productUnsupported: 'Unsupported',

  // §4 subscription wording; numBillingCycles 0 (indefinite) omits the payments part.
  subscriptionRenewsEveryWeek: 'renews every week',
  subscriptionRenewsEveryMonth: 'renews every month',
  subscriptionRenewsEveryYear: 'renews every year',
  subscriptionEveryWeeks: 'every {n} weeks',
  subscriptionEveryMonths: 'every {n} months',
  subscriptionEveryYears: 'every {n} years',
  subscriptionForPayments: 'for {p} payments',

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

  // §5 cookie banner defaults, and the banner's accessible names.
  cookieBannerCtaText: 'Accept',
  cookieBannerText: 'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
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
  fileTooLarge: 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  fileTypeUnsupported: 'The file {fileName} does not appear to be a supported {fileTypeMessage}file.',
  datasetEmpty: 'Your dataset must have at least one column and at least one row.',
  rowsMissingData: 'One or more rows was missing data.',
  invalidPageUrl: '{val} is not a valid page URL.',
  unexpectedOption: '{val} is not one of the expected options.',
  tagAlreadyExists: 'This {tagType} already exists.',
  editOneTagAtATime: 'You may only edit one {tagType} at a time.',
  invalidVideoEmbed: 'Invalid video embed.',
  customFeaturedImagesEmbedOnly: 'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',

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
} as const;

export type StringKey = keyof typeof strings;
export type EnglishStrings = typeof strings;
