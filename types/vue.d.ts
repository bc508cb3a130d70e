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
import type { HTMLAttributes, PublicProps } from 'vue';

/**
 * A custom element as Vue's template type checker reads a component: the props from `$props`
 * (attributes may be written in kebab-case, as Vue maps them), the events as `on*` listeners.
 */
type Listeners<M> = { [K in keyof M & string as `on${Capitalize<CamelCase<K>>}`]?: (event: M[K]) => void };
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;
type DefineCustomElement<E, Props, M> = new () => E & {
  $props: Omit<HTMLAttributes, keyof Props> & Partial<Props> & Listeners<M> & PublicProps;
};

declare module 'vue' {
  interface GlobalComponents {
    /** Questions and answers, or any headed sections, that open and close. */
    'sq-accordion': DefineCustomElement<SqAccordionElement, SqAccordionAttributes, SqAccordionEventMap>;
    /** The site's announcement: plain text, an optional validated link, dismissible for the session. */
    'sq-announcement-bar': DefineCustomElement<SqAnnouncementBarElement, SqAnnouncementBarAttributes, SqAnnouncementBarEventMap>;
    /** Audio player and album track list over native `<audio>` elements. */
    'sq-audio': DefineCustomElement<SqAudioElement, SqAudioAttributes, SqAudioEventMap>;
    /** A call-to-action link that the site's analytics count. */
    'sq-button': DefineCustomElement<SqButtonElement, SqButtonAttributes, SqButtonEventMap>;
    /** A month of the site's events, navigable by day. */
    'sq-calendar': DefineCustomElement<SqCalendarElement, SqCalendarAttributes, SqCalendarEventMap>;
    /** Link to the cart with the number of items in it. */
    'sq-cart-indicator': DefineCustomElement<SqCartIndicatorElement, SqCartIndicatorAttributes, SqCartIndicatorEventMap>;
    /** The shopping cart with quantities, removal, subtotal and checkout. */
    'sq-cart-page': DefineCustomElement<SqCartPageElement, SqCartPageAttributes, SqCartPageEventMap>;
    /** A bar, line or pie chart of its light-DOM table, which stays its accessible and no-JavaScript form. */
    'sq-chart': DefineCustomElement<SqChartElement, SqChartAttributes, SqChartEventMap>;
    /** Cookie consent banner: a bar or a popup, accept only or accept and decline. */
    'sq-cookie-banner': DefineCustomElement<SqCookieBannerElement, SqCookieBannerAttributes, SqCookieBannerEventMap>;
    /** Confirmation, alert and information popups with a promise API. */
    'sq-dialog': DefineCustomElement<SqDialogElement, SqDialogAttributes, SqDialogEventMap>;
    /** Donate button linking to the donation checkout. */
    'sq-donation': DefineCustomElement<SqDonationElement, SqDonationAttributes, SqDonationEventMap>;
    /** Owner HTML and code in a sandboxed frame that grows with its content. */
    'sq-embed': DefineCustomElement<SqEmbedElement, SqEmbedAttributes, SqEmbedEventMap>;
    /** The site's upcoming events, with calendar links. */
    'sq-events': DefineCustomElement<SqEventsElement, SqEventsAttributes, SqEventsEventMap>;
    /** A link to a social profile; the network's widget loads only where consent allows. */
    'sq-follow-button': DefineCustomElement<SqFollowButtonElement, SqFollowButtonAttributes, SqFollowButtonEventMap>;
    /** A form from its definition: fields, validation, submission and errors. */
    'sq-form': DefineCustomElement<SqFormElement, SqFormAttributes, SqFormEventMap>;
    /** Image gallery: grid, auto grid, auto columns, auto rows, carousel, list, slideshow and slider designs, with a lightbox. */
    'sq-gallery': DefineCustomElement<SqGalleryElement, SqGalleryAttributes, SqGalleryEventMap>;
    /** A picture with its text in one of six layouts, sized, cropped and lazily loaded. */
    'sq-image': DefineCustomElement<SqImageElement, SqImageAttributes, SqImageEventMap>;
    /** Modal image viewer with keyboard, click-zone and swipe navigation. */
    'sq-lightbox': DefineCustomElement<SqLightboxElement, SqLightboxAttributes, SqLightboxEventMap>;
    /** A map of one place with its marker and address; static picture and address without JavaScript. */
    'sq-map': DefineCustomElement<SqMapElement, SqMapAttributes, SqMapEventMap>;
    /** Scrolling row of content, with a stop control, still under reduced motion. */
    'sq-marquee': DefineCustomElement<SqMarqueeElement, SqMarqueeAttributes, SqMarqueeEventMap>;
    /** Site-member sign-in and sign-out; plain POST forms without JavaScript. */
    'sq-member-area': DefineCustomElement<SqMemberAreaElement, SqMemberAreaAttributes, SqMemberAreaEventMap>;
    /** Menu sections behind tabs. */
    'sq-menu': DefineCustomElement<SqMenuElement, SqMenuAttributes, SqMenuEventMap>;
    /** The site's phone, email, address and hours along the bottom of narrow windows. */
    'sq-mobile-info-bar': DefineCustomElement<SqMobileInfoBarElement, SqMobileInfoBarAttributes, SqMobileInfoBarEventMap>;
    /** Newsletter sign-up form. */
    'sq-newsletter': DefineCustomElement<SqNewsletterElement, SqNewsletterAttributes, SqNewsletterEventMap>;
    /** The site's popup overlay, shown by its display rules. */
    'sq-popup-overlay': DefineCustomElement<SqPopupOverlayElement, SqPopupOverlayAttributes, SqPopupOverlayEventMap>;
    /** Monthly / annual switch for price displays and join buttons. */
    'sq-pricing-toggle': DefineCustomElement<SqPricingToggleElement, SqPricingToggleAttributes, SqPricingToggleEventMap>;
    /** A product with its price, variants and add to cart. */
    'sq-product': DefineCustomElement<SqProductElement, SqProductAttributes, SqProductEventMap>;
    /** A list of products with their prices. */
    'sq-products': DefineCustomElement<SqProductsElement, SqProductsAttributes, SqProductsEventMap>;
    /** How long ago a date was, kept up to date. */
    'sq-relative-time': DefineCustomElement<SqRelativeTimeElement, SqRelativeTimeAttributes, SqRelativeTimeEventMap>;
    /** Books a table through a provider's script, with a booking link until it has loaded. */
    'sq-reservation': DefineCustomElement<SqReservationElement, SqReservationAttributes, SqReservationEventMap>;
    /** Rate the products of a purchase through a review request link. */
    'sq-reviews-request': DefineCustomElement<SqReviewsRequestElement, SqReviewsRequestAttributes, SqReviewsRequestEventMap>;
    /** Text that shrinks to fit its width on one line, down to 11 px. */
    'sq-scaled-text': DefineCustomElement<SqScaledTextElement, SqScaledTextAttributes, SqScaledTextEventMap>;
    /** Search box with a results preview; a plain GET form to /search without JavaScript. */
    'sq-search': DefineCustomElement<SqSearchElement, SqSearchAttributes, SqSearchEventMap>;
    /** A decorative or labelled SVG shape: rectangle, rounded, ellipse, triangle, diamond, hexagon, star or arrow. */
    'sq-shape': DefineCustomElement<SqShapeElement, SqShapeAttributes, SqShapeEventMap>;
    /** Share links for the page, with the browser's share sheet and a copy-link button. */
    'sq-share': DefineCustomElement<SqShareElement, SqShareAttributes, SqShareEventMap>;
    /** The page's website context, lifecycle, analytics under consent, and owner shortcuts. */
    'sq-site': DefineCustomElement<SqSiteElement, SqSiteAttributes, SqSiteEventMap>;
    /** A small link in the corner of the window naming what the site is made with. */
    'sq-site-badge': DefineCustomElement<SqSiteBadgeElement, SqSiteBadgeAttributes, SqSiteBadgeEventMap>;
    /** A collection's items as a wall, carousel, list or grid, a page at a time. */
    'sq-summary': DefineCustomElement<SqSummaryElement, SqSummaryAttributes, SqSummaryEventMap>;
    /** A tooltip shown on hover after a pause, or on focus; Escape hides it. */
    'sq-tooltip': DefineCustomElement<SqTooltipElement, SqTooltipAttributes, SqTooltipEventMap>;
    /** Dates, venues and ticket links. */
    'sq-tour-dates': DefineCustomElement<SqTourDatesElement, SqTourDatesAttributes, SqTourDatesEventMap>;
    /** A video with a site-hosted poster; the provider's player loads only on play. */
    'sq-video': DefineCustomElement<SqVideoElement, SqVideoAttributes, SqVideoEventMap>;
  }
}
