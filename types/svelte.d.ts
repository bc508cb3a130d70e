// Generated from custom-elements.json by scripts/generate-types.mjs: do not edit. Run `npm run manifest`.
import type {
  SqAccordionAttributes,
  SqAccordionElement,
  SqAccordionEventMap,
  SqAnnouncementBarAttributes,
  SqAnnouncementBarElement,
  SqAnnouncementBarEventMap,
  SqAudioAttributes,
  SqAudioElement,
  SqAudioEventMap,
  SqButtonAttributes,
  SqButtonElement,
  SqButtonEventMap,
  SqCalendarAttributes,
  SqCalendarElement,
  SqCalendarEventMap,
  SqCartIndicatorAttributes,
  SqCartIndicatorElement,
  SqCartIndicatorEventMap,
  SqCartPageAttributes,
  SqCartPageElement,
  SqCartPageEventMap,
  SqChartAttributes,
  SqChartElement,
  SqChartEventMap,
  SqCookieBannerAttributes,
  SqCookieBannerElement,
  SqCookieBannerEventMap,
  SqDialogAttributes,
  SqDialogElement,
  SqDialogEventMap,
  SqDonationAttributes,
  SqDonationElement,
  SqDonationEventMap,
  SqEmbedAttributes,
  SqEmbedElement,
  SqEmbedEventMap,
  SqEventsAttributes,
  SqEventsElement,
  SqEventsEventMap,
  SqFollowButtonAttributes,
  SqFollowButtonElement,
  SqFollowButtonEventMap,
  SqFormAttributes,
  SqFormElement,
  SqFormEventMap,
  SqGalleryAttributes,
  SqGalleryElement,
  SqGalleryEventMap,
  SqImageAttributes,
  SqImageElement,
  SqImageEventMap,
  SqLightboxAttributes,
  SqLightboxElement,
  SqLightboxEventMap,
  SqMapAttributes,
  SqMapElement,
  SqMapEventMap,
  SqMarqueeAttributes,
  SqMarqueeElement,
  SqMarqueeEventMap,
  SqMemberAreaAttributes,
  SqMemberAreaElement,
  SqMemberAreaEventMap,
  SqMenuAttributes,
  SqMenuElement,
  SqMenuEventMap,
  SqMobileInfoBarAttributes,
  SqMobileInfoBarElement,
  SqMobileInfoBarEventMap,
  SqNewsletterAttributes,
  SqNewsletterElement,
  SqNewsletterEventMap,
  SqPopupOverlayAttributes,
  SqPopupOverlayElement,
  SqPopupOverlayEventMap,
  SqPricingToggleAttributes,
  SqPricingToggleElement,
  SqPricingToggleEventMap,
  SqProductAttributes,
  SqProductElement,
  SqProductEventMap,
  SqProductsAttributes,
  SqProductsElement,
  SqProductsEventMap,
  SqRelativeTimeAttributes,
  SqRelativeTimeElement,
  SqRelativeTimeEventMap,
  SqReservationAttributes,
  SqReservationElement,
  SqReservationEventMap,
  SqReviewsRequestAttributes,
  SqReviewsRequestElement,
  SqReviewsRequestEventMap,
  SqScaledTextAttributes,
  SqScaledTextElement,
  SqScaledTextEventMap,
  SqSearchAttributes,
  SqSearchElement,
  SqSearchEventMap,
  SqShapeAttributes,
  SqShapeElement,
  SqShapeEventMap,
  SqShareAttributes,
  SqShareElement,
  SqShareEventMap,
  SqSiteAttributes,
  SqSiteElement,
  SqSiteEventMap,
  SqSiteBadgeAttributes,
  SqSiteBadgeElement,
  SqSiteBadgeEventMap,
  SqSummaryAttributes,
  SqSummaryElement,
  SqSummaryEventMap,
  SqTooltipAttributes,
  SqTooltipElement,
  SqTooltipEventMap,
  SqTourDatesAttributes,
  SqTourDatesElement,
  SqTourDatesEventMap,
  SqVideoAttributes,
  SqVideoElement,
  SqVideoEventMap,
} from './elements.js';
export type * from './elements.js';
import type { HTMLAttributes } from 'svelte/elements';

/** Svelte 5 sets a property the element has, else the attribute; an `onsq-*` attribute listens for that event. */
type Handlers<M> = { [K in keyof M & string as `on${K}`]?: (event: M[K]) => void };
type ElementProps<E, Own> = Omit<HTMLAttributes<E>, keyof Own> & Own;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    /** Questions and answers, or any headed sections, that open and close. */
    'sq-accordion': ElementProps<SqAccordionElement, SqAccordionAttributes & Handlers<SqAccordionEventMap>>;
    /** The site's announcement: plain text, an optional validated link, dismissible for the session. */
    'sq-announcement-bar': ElementProps<SqAnnouncementBarElement, SqAnnouncementBarAttributes & Handlers<SqAnnouncementBarEventMap>>;
    /** Audio player and album track list over native `<audio>` elements. */
    'sq-audio': ElementProps<SqAudioElement, SqAudioAttributes & Handlers<SqAudioEventMap>>;
    /** A call-to-action link that the site's analytics count. */
    'sq-button': ElementProps<SqButtonElement, SqButtonAttributes & Handlers<SqButtonEventMap>>;
    /** A month of the site's events, navigable by day. */
    'sq-calendar': ElementProps<SqCalendarElement, SqCalendarAttributes & Handlers<SqCalendarEventMap>>;
    /** Link to the cart with the number of items in it. */
    'sq-cart-indicator': ElementProps<SqCartIndicatorElement, SqCartIndicatorAttributes & Handlers<SqCartIndicatorEventMap>>;
    /** The shopping cart with quantities, removal, subtotal and checkout. */
    'sq-cart-page': ElementProps<SqCartPageElement, SqCartPageAttributes & Handlers<SqCartPageEventMap>>;
    /** A bar, line or pie chart of its light-DOM table, which stays its accessible and no-JavaScript form. */
    'sq-chart': ElementProps<SqChartElement, SqChartAttributes & Handlers<SqChartEventMap>>;
    /** Cookie consent banner: a bar or a popup, accept only or accept and decline. */
    'sq-cookie-banner': ElementProps<SqCookieBannerElement, SqCookieBannerAttributes & Handlers<SqCookieBannerEventMap>>;
    /** Confirmation, alert and information popups with a promise API. */
    'sq-dialog': ElementProps<SqDialogElement, SqDialogAttributes & Handlers<SqDialogEventMap>>;
    /** Donate button linking to the donation checkout. */
    'sq-donation': ElementProps<SqDonationElement, SqDonationAttributes & Handlers<SqDonationEventMap>>;
    /** Owner HTML and code in a sandboxed frame that grows with its content. */
    'sq-embed': ElementProps<SqEmbedElement, SqEmbedAttributes & Handlers<SqEmbedEventMap>>;
    /** The site's upcoming events, with calendar links. */
    'sq-events': ElementProps<SqEventsElement, SqEventsAttributes & Handlers<SqEventsEventMap>>;
    /** A link to a social profile; the network's widget loads only where consent allows. */
    'sq-follow-button': ElementProps<SqFollowButtonElement, SqFollowButtonAttributes & Handlers<SqFollowButtonEventMap>>;
    /** A form from its definition: fields, validation, submission and errors. */
    'sq-form': ElementProps<SqFormElement, SqFormAttributes & Handlers<SqFormEventMap>>;
    /** Image gallery: grid, auto grid, auto columns, auto rows, carousel, list, slideshow and slider designs, with a lightbox. */
    'sq-gallery': ElementProps<SqGalleryElement, SqGalleryAttributes & Handlers<SqGalleryEventMap>>;
    /** A picture with its text in one of six layouts, sized, cropped and lazily loaded. */
    'sq-image': ElementProps<SqImageElement, SqImageAttributes & Handlers<SqImageEventMap>>;
    /** Modal image viewer with keyboard, click-zone and swipe navigation. */
    'sq-lightbox': ElementProps<SqLightboxElement, SqLightboxAttributes & Handlers<SqLightboxEventMap>>;
    /** A map of one place with its marker and address; static picture and address without JavaScript. */
    'sq-map': ElementProps<SqMapElement, SqMapAttributes & Handlers<SqMapEventMap>>;
    /** Scrolling row of content, with a stop control, still under reduced motion. */
    'sq-marquee': ElementProps<SqMarqueeElement, SqMarqueeAttributes & Handlers<SqMarqueeEventMap>>;
    /** Site-member sign-in and sign-out; plain POST forms without JavaScript. */
    'sq-member-area': ElementProps<SqMemberAreaElement, SqMemberAreaAttributes & Handlers<SqMemberAreaEventMap>>;
    /** Menu sections behind tabs. */
    'sq-menu': ElementProps<SqMenuElement, SqMenuAttributes & Handlers<SqMenuEventMap>>;
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
    /** How long ago a date was, kept up to date. */
    'sq-relative-time': ElementProps<SqRelativeTimeElement, SqRelativeTimeAttributes & Handlers<SqRelativeTimeEventMap>>;
    /** Books a table through a provider's script, with a booking link until it has loaded. */
    'sq-reservation': ElementProps<SqReservationElement, SqReservationAttributes & Handlers<SqReservationEventMap>>;
    /** Rate the products of a purchase through a review request link. */
    'sq-reviews-request': ElementProps<SqReviewsRequestElement, SqReviewsRequestAttributes & Handlers<SqReviewsRequestEventMap>>;
    /** Text that shrinks to fit its width on one line, down to 11 px. */
    'sq-scaled-text': ElementProps<SqScaledTextElement, SqScaledTextAttributes & Handlers<SqScaledTextEventMap>>;
    /** Search box with a results preview; a plain GET form to /search without JavaScript. */
    'sq-search': ElementProps<SqSearchElement, SqSearchAttributes & Handlers<SqSearchEventMap>>;
    /** A decorative or labelled SVG shape: rectangle, rounded, ellipse, triangle, diamond, hexagon, star or arrow. */
    'sq-shape': ElementProps<SqShapeElement, SqShapeAttributes & Handlers<SqShapeEventMap>>;
    /** Share links for the page, with the browser's share sheet and a copy-link button. */
    'sq-share': ElementProps<SqShareElement, SqShareAttributes & Handlers<SqShareEventMap>>;
    /** The page's website context, lifecycle, analytics under consent, and owner shortcuts. */
    'sq-site': ElementProps<SqSiteElement, SqSiteAttributes & Handlers<SqSiteEventMap>>;
    /** A small link in the corner of the window naming what the site is made with. */
    'sq-site-badge': ElementProps<SqSiteBadgeElement, SqSiteBadgeAttributes & Handlers<SqSiteBadgeEventMap>>;
    /** A collection's items as a wall, carousel, list or grid, a page at a time. */
    'sq-summary': ElementProps<SqSummaryElement, SqSummaryAttributes & Handlers<SqSummaryEventMap>>;
    /** A tooltip shown on hover after a pause, or on focus; Escape hides it. */
    'sq-tooltip': ElementProps<SqTooltipElement, SqTooltipAttributes & Handlers<SqTooltipEventMap>>;
    /** Dates, venues and ticket links. */
    'sq-tour-dates': ElementProps<SqTourDatesElement, SqTourDatesAttributes & Handlers<SqTourDatesEventMap>>;
    /** A video with a site-hosted poster; the provider's player loads only on play. */
    'sq-video': ElementProps<SqVideoElement, SqVideoAttributes & Handlers<SqVideoEventMap>>;
  }
}
