// Generated from custom-elements.json by scripts/generate-types.mjs: do not edit. Run `npm run manifest`.
import type {
  SqAnnouncementBarElement,
  SqAnnouncementBarEventMap,
  SqCartIndicatorElement,
  SqCartIndicatorEventMap,
  SqCartPageElement,
  SqCartPageEventMap,
  SqCookieBannerElement,
  SqCookieBannerEventMap,
  SqDialogElement,
  SqDialogEventMap,
  SqDonationElement,
  SqDonationEventMap,
  SqFormElement,
  SqFormEventMap,
  SqGalleryElement,
  SqGalleryEventMap,
  SqLightboxElement,
  SqLightboxEventMap,
  SqMobileInfoBarElement,
  SqMobileInfoBarEventMap,
  SqNewsletterElement,
  SqNewsletterEventMap,
  SqPopupOverlayElement,
  SqPopupOverlayEventMap,
  SqPricingToggleElement,
  SqPricingToggleEventMap,
  SqProductElement,
  SqProductEventMap,
  SqProductsElement,
  SqProductsEventMap,
  SqReviewsRequestElement,
  SqReviewsRequestEventMap,
  SqSiteElement,
  SqSiteEventMap,
  SqSiteBadgeElement,
  SqSiteBadgeEventMap,
  SqTooltipElement,
  SqTooltipEventMap,
} from './elements.js';
export type * from './elements.js';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** React 19 sets a property the element has, else the attribute; an `onsq-*` prop listens for that event. */
type Handlers<M> = { [K in keyof M & string as `on${K}`]?: (event: M[K]) => void };
type ElementProps<E, Own> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof Own> & Own;

/** Attributes, properties and event handlers of `<sq-announcement-bar>` in JSX. */
export interface SqAnnouncementBarAttributes {
  /** Announcement settings (`text`, `clickthroughUrl`, `newWindow`); the site context's `websiteSettings.announcementBarSettings` by default. */
  settings?: { text: string; clickthroughUrl?: string; newWindow?: boolean } | string;
}

/** Attributes, properties and event handlers of `<sq-cart-indicator>` in JSX. */
export interface SqCartIndicatorAttributes {
  /** The cart page the link goes to; `/cart` by default. */
  href?: string;
}

/** Attributes, properties and event handlers of `<sq-cart-page>` in JSX. */
export interface SqCartPageAttributes {
  /** Where Continue Shopping goes; the site root by default. */
  continueHref?: string;
  /** The order subtotal (minor units) checkout needs; none by default. */
  minimumSubtotal?: number;
  /** Where Continue Shopping goes; the site root by default. */
  'continue-href'?: string;
  /** The order subtotal (minor units) checkout needs; none by default. */
  'minimum-subtotal'?: number;
}

/** Attributes, properties and event handlers of `<sq-cookie-banner>` in JSX. */
export interface SqCookieBannerAttributes {
  /** Cookie banner settings as JSON, named as in the site's cookie settings (cookieBannerVariant, cookieBannerPosition, cookieBannerTheme, …); a missing or unusable value takes its default. */
  settings?:
    | {
        cookieBannerCtaText?: string;
        cookieBannerText?: string;
        cookieBannerOptOutCtaText?: string;
        isCookieBannerEnabled?: boolean;
        isActivityLogEnabled?: boolean;
        isAnalyticsCookiesDisabled?: boolean;
        isRestrictiveCookiePolicyAbsolute?: boolean;
        cookieBannerCtaVariant?: 'TEXT' | 'BUTTON' | 'ICON';
        cookieBannerPosition?: 'TOP' | 'BOTTOM' | 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT';
        cookieBannerTheme?: 'LIGHT' | 'DARK';
        cookieBannerVariant?: 'BAR' | 'POPUP';
        cookieBannerAcceptType?: 'OPT_IN' | 'OPT_IN_AND_OUT';
      }
    | string;
  /** Shows the banner even when the visitor has chosen, and blocks the page behind it until a choice is made. */
  forced?: boolean;
}

/** Attributes, properties and event handlers of `<sq-dialog>` in JSX. */
export interface SqDialogAttributes {
  /** The kind of popup: `confirmation` (default) asks, with confirm and Cancel buttons (and reject when `reject-text` is set); `alert` has one button; `information` hides itself after 2 s. Other text is a confirmation. */
  type?: 'confirmation' | 'alert' | 'information';
  /** The title, shown as the dialog's heading and naming it for assistive technology. */
  heading?: string;
  /** The message under the title, drawn as plain text; it also describes the dialog for assistive technology. */
  message?: string;
  /** The confirm button's text; 'OK' by default. */
  confirmText?: string;
  /** A confirmation's reject button text; without it there is no reject button. */
  rejectText?: string;
  /** Shows the dialog; removed when it has hidden. */
  open?: boolean;
  /** Keeps the element in the page after it hides, instead of removing it. */
  persist?: boolean;
  /** The confirm button's text; 'OK' by default. */
  'confirm-text'?: string;
  /** A confirmation's reject button text; without it there is no reject button. */
  'reject-text'?: string;
}

/** Attributes, properties and event handlers of `<sq-donation>` in JSX. */
export interface SqDonationAttributes {
  /** The id of the donate page the checkout is for. */
  donatePageId?: string;
  /** The button text; 'Donate' by default. */
  label?: string;
  /** The id of the donate page the checkout is for. */
  'donate-page-id'?: string;
}

/** Attributes, properties and event handlers of `<sq-form>` in JSX. */
export interface SqFormAttributes {
  /** The form definition as JSON: `{ fields, submitButtonText, postSubmitMessage, postSubmitHtml, successRedirect, captcha, newsletter, formHandlerFlags }`. */
  definition?:
    | {
        fields: {
          id: string;
          type:
            | 'number'
            | 'name'
            | 'text'
            | 'textarea'
            | 'email'
            | 'currency'
            | 'website'
            | 'password'
            | 'twitter'
            | 'date'
            | 'time'
            | 'address'
            | 'phone'
            | 'section'
            | 'radio'
            | 'checkbox'
            | 'select'
            | 'likert'
            | 'hidden';
          title: string;
          description?: string;
          placeholder?: string;
          required?: boolean;
          options?: string[];
          maxLength?: number;
          showCountryCode?: boolean;
          currencySymbol?: string;
          underline?: boolean;
          key?: string;
          value?: string;
        }[];
        submitButtonText?: string;
        captcha?: boolean;
        newsletter?: boolean;
        postSubmitMessage?: string;
        postSubmitHtml?: string;
        successRedirect?: string;
        postSubmitRedirect?: string;
        formHandlerFlags?: string[];
        id?: string;
        name?: string;
      }
    | string;
  /** The form's id, sent as formId; also finds the definition in the site context. */
  formId?: string;
  /** The collection the form is on, sent as collectionId. */
  collectionId?: string;
  /** The name of the block or object holding the form, sent as objectName. */
  objectName?: string;
  /** The form is in an overlay (popup), sent as isOverlayForm. */
  overlay?: boolean;
  /** The API base URL for this form's calls, so a third-party page can embed one site's form. */
  apiBase?: string;
  /** The captcha site key, for a form with `captcha: true`; the site context's captchaSettings.siteKey by default. */
  captchaSiteKey?: string;
  /** The captcha provider's script URL (a same-origin stand-in under a strict CSP, or in tests). */
  captchaSrc?: string;
  /** The form's id, sent as formId; also finds the definition in the site context. */
  'form-id'?: string;
  /** The collection the form is on, sent as collectionId. */
  'collection-id'?: string;
  /** The name of the block or object holding the form, sent as objectName. */
  'object-name'?: string;
  /** The API base URL for this form's calls, so a third-party page can embed one site's form. */
  'api-base'?: string;
  /** The captcha site key, for a form with `captcha: true`; the site context's captchaSettings.siteKey by default. */
  'captcha-site-key'?: string;
  /** The captcha provider's script URL (a same-origin stand-in under a strict CSP, or in tests). */
  'captcha-src'?: string;
}

/** Attributes, properties and event handlers of `<sq-gallery>` in JSX. */
export interface SqGalleryAttributes {
  /** Gallery block data as JSON text: the settings below under their block-data keys, camelCase for most (design, imageAspectRatio, slidesPerRow, …) and kebab-case for the autoplay, alignment and thumbnail ones (autoplay-duration, active-alignment, thumbnails-per-row, …); unparseable data logs 'Error decoding gallery block data.' and is ignored. */
  blockJson?: string;
  /** The layout: grid, auto-grid, auto-columns, auto-rows, carousel, list, slideshow or slider (stacked draws one column); case, spaces and hyphens do not matter, and an unknown name shows the slides unlaid and logs an error. */
  design?: 'grid' | 'auto-grid' | 'auto-columns' | 'auto-rows' | 'carousel' | 'list' | 'slideshow' | 'slider';
  /** Height as a percentage of width for every slide (50 is twice as wide as tall), or auto for each slide's own ratio. */
  imageAspectRatio?: `${number}` | 'auto';
  /** Slides per row: grid (4) and carousel (3); both get 3 below 724 px and 2 below 480 px wide. */
  slidesPerRow?: number;
  /** Whether items open the lightbox; on by default in grid and auto-rows. */
  lightbox?: boolean;
  /** The lightbox's colours: light, or dark (the default) for any other value. */
  lightboxTheme?: 'light' | 'dark';
  /** The slides mix images with other content (videos, text): a slide without an <img> is content, not reported as a missing image. */
  mixedContent?: boolean;
  /** Column width in px for auto-grid and auto-columns (250); text is read as an integer. */
  columnWidth?: number;
  /** How auto-grid and auto-columns round the column count: min (default) down, max up. */
  columnBehavior?: 'min' | 'max';
  /** Space between slides in px (auto-rows 20, carousel 1, others 0). */
  gutter?: number;
  /** Percentage of the width the list design gives the image (50); the caption gets the rest. */
  listImageSize?: number;
  /** Target row height in px for auto-rows (250). */
  rowHeight?: number;
  /** Advances by itself (carousel, slideshow, slider) with a control to stop it; held while hovered or while keyboard focus is inside, off with ?nomotion=true or reduced motion. */
  autoplay?: boolean;
  /** Seconds per slide when autoplaying (5). */
  autoplayDuration?: number;
  /** Autoplay goes to a random other slide. */
  randomize?: boolean;
  /** Where the slider puts its current slide: left, center (default) or right; also start, middle, end. */
  activeAlignment?: 'start' | 'middle' | 'end';
  /** Overrides slides-per-row in the grid design. */
  thumbnailsPerRow?: number;
  /** Square cells in the grid designs, images cropped to them around their focal points. */
  squareThumbs?: boolean;
  /** The slideshow crops images to fill its area instead of showing them whole; with an auto ratio, the grid crops each row to its shortest slide. */
  autoCrop?: boolean;
  /** The slideshow gets a linked thumbnail strip. */
  thumbnails?: boolean;
  /** Thumbnail strip height in px (default: a tenth of the width). */
  thumbnailStripHeight?: number;
  /** Space above and between thumbnails in px, at most 5. */
  thumbnailStripMargin?: number;
  /** The slider's height as a percentage of its width (10 without an aspect ratio). */
  vSize?: number;
  /** Space between grid cells in px (20). */
  padding?: number;
  /** Where each slide's figcaption is drawn: top, center or bottom lays it over the image (it scrolls at 40% of the height when taller than 90%); in the list, left or right of the image (right), aligned top, center or bottom. Unset: not on the slide. */
  metaPosition?: 'top' | 'center' | 'bottom' | 'left' | 'right';
  /** The slideshow's transition: fade (default), ken-burns or scroll; an unknown name shows the slides unlaid and logs an error. */
  transition?: 'fade' | 'ken-burns' | 'scroll';
  /** Transition length in seconds (slideshow 1, slider 0.5, carousel 0.3). */
  speed?: number;
  /** The slideshow's height follows the current slide (on by default). */
  autoHeight?: boolean;
  /** A slideshow click goes next (default), previous, or by the half clicked (half). */
  clickBehavior?: 'next' | 'previous' | 'half';
  /** A click on the slider's current slide: stay (default), next or previous. */
  activeSlideClickBehavior?: 'next' | 'previous' | 'stay';
  /** Next at the last slide goes to the first, and previous at the first to the last. */
  loop?: boolean;
  /** Writes the current slide into the address as itemId with history.replaceState (never in the back-end editor). */
  history?: boolean;
  /** The left and right arrow keys move the gallery (on by default). */
  keyboard?: boolean;
  /** How images fill their frames: fit, fill or none, around the focal point (default: fit in a slideshow, fill elsewhere). */
  imageFit?: 'fill' | 'fit' | 'none';
  /** The current slide, reflected as it changes in designs with one; set first, the slide shown when the address names none; set later, moves there. */
  currentIndex?: number;
  /** The collection's URL: the deep link reads the last path segment after it, and history writes the slide after it. */
  collectionUrl?: string;
  /** Gallery block data as JSON text: the settings below under their block-data keys, camelCase for most (design, imageAspectRatio, slidesPerRow, …) and kebab-case for the autoplay, alignment and thumbnail ones (autoplay-duration, active-alignment, thumbnails-per-row, …); unparseable data logs 'Error decoding gallery block data.' and is ignored. */
  'block-json'?: string;
  /** Height as a percentage of width for every slide (50 is twice as wide as tall), or auto for each slide's own ratio. */
  'image-aspect-ratio'?: `${number}` | 'auto';
  /** Slides per row: grid (4) and carousel (3); both get 3 below 724 px and 2 below 480 px wide. */
  'slides-per-row'?: number;
  /** The lightbox's colours: light, or dark (the default) for any other value. */
  'lightbox-theme'?: 'light' | 'dark';
  /** The slides mix images with other content (videos, text): a slide without an <img> is content, not reported as a missing image. */
  'mixed-content'?: boolean;
  /** Column width in px for auto-grid and auto-columns (250); text is read as an integer. */
  'column-width'?: number;
  /** How auto-grid and auto-columns round the column count: min (default) down, max up. */
  'column-behavior'?: 'min' | 'max';
  /** Percentage of the width the list design gives the image (50); the caption gets the rest. */
  'list-image-size'?: number;
  /** Target row height in px for auto-rows (250). */
  'row-height'?: number;
  /** Seconds per slide when autoplaying (5). */
  'autoplay-duration'?: number;
  /** Where the slider puts its current slide: left, center (default) or right; also start, middle, end. */
  'active-alignment'?: 'start' | 'middle' | 'end';
  /** Overrides slides-per-row in the grid design. */
  'thumbnails-per-row'?: number;
  /** Square cells in the grid designs, images cropped to them around their focal points. */
  'square-thumbs'?: boolean;
  /** The slideshow crops images to fill its area instead of showing them whole; with an auto ratio, the grid crops each row to its shortest slide. */
  'auto-crop'?: boolean;
  /** Thumbnail strip height in px (default: a tenth of the width). */
  'thumbnail-strip-height'?: number;
  /** Space above and between thumbnails in px, at most 5. */
  'thumbnail-strip-margin'?: number;
  /** The slider's height as a percentage of its width (10 without an aspect ratio). */
  'v-size'?: number;
  /** Where each slide's figcaption is drawn: top, center or bottom lays it over the image (it scrolls at 40% of the height when taller than 90%); in the list, left or right of the image (right), aligned top, center or bottom. Unset: not on the slide. */
  'meta-position'?: 'top' | 'center' | 'bottom' | 'left' | 'right';
  /** The slideshow's height follows the current slide (on by default). */
  'auto-height'?: boolean;
  /** A slideshow click goes next (default), previous, or by the half clicked (half). */
  'click-behavior'?: 'next' | 'previous' | 'half';
  /** A click on the slider's current slide: stay (default), next or previous. */
  'active-slide-click-behavior'?: 'next' | 'previous' | 'stay';
  /** How images fill their frames: fit, fill or none, around the focal point (default: fit in a slideshow, fill elsewhere). */
  'image-fit'?: 'fill' | 'fit' | 'none';
  /** The current slide, reflected as it changes in designs with one; set first, the slide shown when the address names none; set later, moves there. */
  'current-index'?: number;
  /** The collection's URL: the deep link reads the last path segment after it, and history writes the slide after it. */
  'collection-url'?: string;
}

/** Attributes, properties and event handlers of `<sq-lightbox>` in JSX. */
export interface SqLightboxAttributes {
  /** The set, as JSON or an array: [{ src, srcset?, width?, height?, alt, caption?, thumbnail? }]; thumbnail, an already loaded smaller copy, shows at once until src has loaded; items without a usable src are left out and logged. */
  items?: { src: string; srcset?: string; width?: number; height?: number; alt: string; caption?: string; thumbnail?: string }[] | string;
  /** Shows the lightbox; it turns itself off when the visitor closes it. */
  open?: boolean;
  /** The item shown when it opens, from 0; changing it while open moves there. */
  index?: number;
  /** The colours: dark (default), or light. */
  theme?: 'light' | 'dark';
  /** The dialog's accessible name (default 'Image viewer'). */
  label?: string;
}

/** Attributes, properties and event handlers of `<sq-mobile-info-bar>` in JSX. */
export interface SqMobileInfoBarAttributes {
  /** Mobile information bar settings (`isEnabled`, `phone`, `email`, `address`, `hours`); the site context's `websiteSettings.mobileInfoBarSettings` by default. */
  settings?: { isEnabled?: boolean; phone?: string; email?: string; address?: string; hours?: string } | string;
}

/** Attributes, properties and event handlers of `<sq-newsletter>` in JSX. */
export interface SqNewsletterAttributes {
  /** The form definition as JSON, as for `<sq-form>`. */
  definition?:
    | {
        fields: {
          id: string;
          type:
            | 'number'
            | 'name'
            | 'text'
            | 'textarea'
            | 'email'
            | 'currency'
            | 'website'
            | 'password'
            | 'twitter'
            | 'date'
            | 'time'
            | 'address'
            | 'phone'
            | 'section'
            | 'radio'
            | 'checkbox'
            | 'select'
            | 'likert'
            | 'hidden';
          title: string;
          description?: string;
          placeholder?: string;
          required?: boolean;
          options?: string[];
          maxLength?: number;
          showCountryCode?: boolean;
          currencySymbol?: string;
          underline?: boolean;
          key?: string;
          value?: string;
        }[];
        submitButtonText?: string;
        captcha?: boolean;
        newsletter?: boolean;
        postSubmitMessage?: string;
        postSubmitHtml?: string;
        successRedirect?: string;
        postSubmitRedirect?: string;
        formHandlerFlags?: string[];
        id?: string;
        name?: string;
      }
    | string;
  /** The form's id, sent as formId; also finds the definition in the site context. */
  formId?: string;
  /** The collection the block is on, sent as collectionId. */
  collectionId?: string;
  /** The name of the block, sent as objectName. */
  objectName?: string;
  /** The block is in an overlay (popup), sent as isOverlayForm. */
  overlay?: boolean;
  /** The API base URL for this block's calls. */
  apiBase?: string;
  /** The captcha site key, for a form with `captcha: true`; the site context's captchaSettings.siteKey by default. */
  captchaSiteKey?: string;
  /** The captcha provider's script URL (a same-origin stand-in under a strict CSP, or in tests). */
  captchaSrc?: string;
  /** The form's id, sent as formId; also finds the definition in the site context. */
  'form-id'?: string;
  /** The collection the block is on, sent as collectionId. */
  'collection-id'?: string;
  /** The name of the block, sent as objectName. */
  'object-name'?: string;
  /** The API base URL for this block's calls. */
  'api-base'?: string;
  /** The captcha site key, for a form with `captcha: true`; the site context's captchaSettings.siteKey by default. */
  'captcha-site-key'?: string;
  /** The captcha provider's script URL (a same-origin stand-in under a strict CSP, or in tests). */
  'captcha-src'?: string;
}

/** Attributes, properties and event handlers of `<sq-popup-overlay>` in JSX. */
export interface SqPopupOverlayAttributes {
  /** Popup overlay settings (`isEnabled`, `disabledOnMobile`, `style`, `frequency` in days, `version`); the site context's `websiteSettings.popupOverlaySettings` by default. */
  settings?: { isEnabled?: boolean; disabledOnMobile?: boolean; style?: object; frequency?: number; version?: number } | string;
  /** The overlay's accessible name; 'Popup' by default. */
  label?: string;
}

/** Attributes, properties and event handlers of `<sq-pricing-toggle>` in JSX. */
export interface SqPricingToggleAttributes {
  /** The period shown: `monthly` (default) or `annual`; other text shows monthly. */
  value?: 'monthly' | 'annual';
  /** The group's accessible name; 'Billing period' by default. */
  label?: string;
  /** The monthly button's text; 'Monthly' by default. */
  monthlyLabel?: string;
  /** The annual button's text; 'Annual' by default. */
  annualLabel?: string;
  /** The monthly button's text; 'Monthly' by default. */
  'monthly-label'?: string;
  /** The annual button's text; 'Annual' by default. */
  'annual-label'?: string;
}

/** Attributes, properties and event handlers of `<sq-product>` in JSX. */
export interface SqProductAttributes {
  /** The product as JSON, with the site definition's fields (`id`, `title`, `productType`, `variants`, … and optional `images: [{ src, alt, width, height }]` and `websiteId`). */
  product?: Record<string, unknown> | string;
  /** Finds the product in the page's site context when no product data is given. */
  productId?: string;
  /** The store currency; by default the product's own `currency`, else the site's store settings' currency, else USD. */
  currency?: string;
  /** Finds the product in the page's site context when no product data is given. */
  'product-id'?: string;
}

/** Attributes, properties and event handlers of `<sq-products>` in JSX. */
export interface SqProductsAttributes {
  /** The products as a JSON array, each with the site definition's fields. */
  products?: Record<string, unknown>[] | string;
  /** With no products given, shows the site context's products of this collection. */
  collectionId?: string;
  /** The store currency; by default each product's own `currency`, else the site's store settings' currency, else USD. */
  currency?: string;
  /** With no products given, shows the site context's products of this collection. */
  'collection-id'?: string;
}

/** Attributes, properties and event handlers of `<sq-reviews-request>` in JSX. */
export interface SqReviewsRequestAttributes {
  /** The review request's token, from the link the buyer followed. */
  token?: string;
}

/** Attributes, properties and event handlers of `<sq-site>` in JSX. */
export interface SqSiteAttributes {
  /** The website context as JSON: `website`, `websiteSettings`, `authenticatedAccount`, `websiteRoles`, `collection`, `item`, `pageType`, `cookieSettings` …; a script child wins over it. */
  context?: Record<string, unknown> | string;
}

/** Attributes, properties and event handlers of `<sq-site-badge>` in JSX. */
export interface SqSiteBadgeAttributes {
  /** Where the badge links to, when it passes the URL validators; https://www.npmjs.com/package/sq-elements by default. */
  href?: string;
}

/** Attributes, properties and event handlers of `<sq-tooltip>` in JSX. */
export interface SqTooltipAttributes {
  /** The tooltip text, drawn as text. */
  content?: string;
  /** How long the pointer rests on the trigger before the tooltip shows, in ms. */
  showDelay?: number;
  /** How long the pointer rests on the trigger before the tooltip shows, in ms. */
  'show-delay'?: number;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** The site's announcement: plain text, an optional validated link, dismissible for the session. */
      'sq-announcement-bar': ElementProps<SqAnnouncementBarElement, SqAnnouncementBarAttributes & Handlers<SqAnnouncementBarEventMap>>;
      /** Link to the cart with the number of items in it. */
      'sq-cart-indicator': ElementProps<SqCartIndicatorElement, SqCartIndicatorAttributes & Handlers<SqCartIndicatorEventMap>>;
      /** The shopping cart with quantities, removal, subtotal and checkout. */
      'sq-cart-page': ElementProps<SqCartPageElement, SqCartPageAttributes & Handlers<SqCartPageEventMap>>;
      /** Cookie consent banner: a bar or a popup, accept only or accept and decline. */
      'sq-cookie-banner': ElementProps<SqCookieBannerElement, SqCookieBannerAttributes & Handlers<SqCookieBannerEventMap>>;
      /** Confirmation, alert and information popups with a promise API. */
      'sq-dialog': ElementProps<SqDialogElement, SqDialogAttributes & Handlers<SqDialogEventMap>>;
      /** Donate button linking to the donation checkout. */
      'sq-donation': ElementProps<SqDonationElement, SqDonationAttributes & Handlers<SqDonationEventMap>>;
      /** A form from its definition: fields, validation, submission and errors. */
      'sq-form': ElementProps<SqFormElement, SqFormAttributes & Handlers<SqFormEventMap>>;
      /** Image gallery: grid, auto grid, auto columns, auto rows, carousel, list, slideshow and slider designs, with a lightbox. */
      'sq-gallery': ElementProps<SqGalleryElement, SqGalleryAttributes & Handlers<SqGalleryEventMap>>;
      /** Modal image viewer with keyboard, click-zone and swipe navigation. */
      'sq-lightbox': ElementProps<SqLightboxElement, SqLightboxAttributes & Handlers<SqLightboxEventMap>>;
      /** The site's phone, email, address and hours along the bottom of narrow windows. */
      'sq-mobile-info-bar': ElementProps<SqMobileInfoBarElement, SqMobileInfoBarAttributes & Handlers<SqMobileInfoBarEventMap>>;
      /** Newsletter sign-up form. */
      'sq-newsletter': ElementProps<SqNewsletterElement, SqNewsletterAttributes & Handlers<SqNewsletterEventMap>>;
      /** The site's popup overlay, shown by its display rules. */
      'sq-popup-overlay': ElementProps<SqPopupOverlayElement, SqPopupOverlayAttributes & Handlers<SqPopupOverlayEventMap>>;
      /** Monthly / annual switch for price displays and join buttons. */
      'sq-pricing-toggle': ElementProps<SqPricingToggleElement, SqPricingToggleAttributes & Handlers<SqPricingToggleEventMap>>;
      /** A product with its price, variants and add to cart. */
      'sq-product': ElementProps<SqProductElement, SqProductAttributes & Handlers<SqProductEventMap>>;
      /** A list of products with their prices. */
      'sq-products': ElementProps<SqProductsElement, SqProductsAttributes & Handlers<SqProductsEventMap>>;
      /** Rate the products of a purchase through a review request link. */
      'sq-reviews-request': ElementProps<SqReviewsRequestElement, SqReviewsRequestAttributes & Handlers<SqReviewsRequestEventMap>>;
      /** The page's website context, lifecycle, analytics under consent, and owner shortcuts. */
      'sq-site': ElementProps<SqSiteElement, SqSiteAttributes & Handlers<SqSiteEventMap>>;
      /** A small link in the corner of the window naming what the site is made with. */
      'sq-site-badge': ElementProps<SqSiteBadgeElement, SqSiteBadgeAttributes & Handlers<SqSiteBadgeEventMap>>;
      /** A tooltip shown on hover after a pause, or on focus; Escape hides it. */
      'sq-tooltip': ElementProps<SqTooltipElement, SqTooltipAttributes & Handlers<SqTooltipEventMap>>;
    }
  }
}
