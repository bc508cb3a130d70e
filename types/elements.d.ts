// Generated from custom-elements.json by scripts/generate-types.mjs: do not edit. Run `npm run manifest`.
/* eslint-disable @typescript-eslint/no-empty-object-type -- an element without events has an empty map; the global tag map grows by extension */

/** What every element of the library has besides its own properties. */
export interface SqElementBase {
  /** Resolves once the element has drawn everything set on it so far (attributes, properties, light-DOM changes), and at once when nothing is waiting to be drawn: await it after a change instead of waiting for a time. */
  readonly updateComplete: Promise<boolean>;
}

/** Events of `<sq-accordion>`, by name. */
export interface SqAccordionEventMap {}

/** The properties of `<sq-accordion>`; each also has an attribute, named in kebab-case. */
export interface SqAccordionProps {
  /** Several items may be open at once; without it, opening one closes the others. Attribute: `multiple`. */
  multiple: boolean;
  /** The first item starts open. Attribute: `first-open`. */
  firstOpen: boolean;
}

/** What markup and frameworks may set on `<sq-accordion>`: its properties and the attributes named apart from them. */
export interface SqAccordionAttributes {
  /** Several items may be open at once; without it, opening one closes the others. */
  multiple?: SqAccordionProps['multiple'];
  /** The first item starts open. */
  firstOpen?: SqAccordionProps['firstOpen'];
  /** The first item starts open. */
  'first-open'?: SqAccordionProps['firstOpen'];
}

/**
 * `<sq-accordion>`: Questions and answers, or any headed sections, that open and close.
 *
 * The accordion block, after the WAI-ARIA APG accordion pattern. Its children are pairs of a
 * heading (`h2` to `h6`) and the element after it, the panel: all readable without JavaScript.
 * The element puts a button (`aria-expanded`, `aria-controls`) inside each heading, so headings
 * stay in the page's heading list, and makes each panel a region labelled by its button. A toggle
 * animates for 250 ms (not under reduced motion); toggles made while one animates are ignored.
 * Closed panels are `hidden="until-found"` where the browser has it, so find-in-page opens them.
 * Up and Down move between the buttons, Home and End go to the first and the last.
 */
export interface SqAccordionElement extends HTMLElement, SqElementBase, SqAccordionProps {
  addEventListener<K extends keyof (SqAccordionEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqAccordionElement, event: (SqAccordionEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqAccordionEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqAccordionElement, event: (SqAccordionEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-announcement-bar>`, by name. */
export interface SqAnnouncementBarEventMap {}

/** The properties of `<sq-announcement-bar>`; each also has an attribute, named in kebab-case. */
export interface SqAnnouncementBarProps {
  /** Announcement settings (`text`, `clickthroughUrl`, `newWindow`); the site context's `websiteSettings.announcementBarSettings` by default. Attribute: `settings`. */
  settings: { text: string; clickthroughUrl?: string; newWindow?: boolean } | undefined;
}

/** What markup and frameworks may set on `<sq-announcement-bar>`: its properties and the attributes named apart from them. */
export interface SqAnnouncementBarAttributes {
  /** Announcement settings (`text`, `clickthroughUrl`, `newWindow`); the site context's `websiteSettings.announcementBarSettings` by default. */
  settings?: SqAnnouncementBarProps['settings'] | string;
}

/**
 * `<sq-announcement-bar>`: The site's announcement: plain text, an optional validated link, dismissible for the session.
 *
 * The site's announcement bar: the announcement from `websiteSettings.announcementBarSettings`
 * (`{ text, clickthroughUrl?, newWindow? }`) as plain text, a link only when the URL passes the URL
 * validators, and a dismiss button. A dismissal is remembered for the browser session (session
 * storage, else a cookie) and stops counting when the announcement changes. Without a `settings`
 * property it shows the site's announcement when `showAnnouncementBar` is on, or always to a
 * logged-in account, so an owner previewing sees it. `<sq-site>` inserts one at the top of
 * `<body>` when the page has none and there is an announcement. Settings of the wrong shape log
 * one console error and show nothing. Its light DOM is the page's announcement-bar area: a TOP
 * cookie banner moves in there.
 */
export interface SqAnnouncementBarElement extends HTMLElement, SqElementBase, SqAnnouncementBarProps {
  addEventListener<K extends keyof (SqAnnouncementBarEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqAnnouncementBarElement, event: (SqAnnouncementBarEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqAnnouncementBarEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqAnnouncementBarElement, event: (SqAnnouncementBarEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-audio>`, by name. */
export interface SqAudioEventMap {
  /** Dispatched on window when a track starts; every other player on the page pauses. */
  'sq-now-playing': CustomEvent<{ player: object; kind: 'audio' | 'video' }>;
}

/** The properties of `<sq-audio>`; each also has an attribute, named in kebab-case. */
export interface SqAudioProps {
  /** The player's accessible name, such as the album's title; 'Audio player' by default. Attribute: `label`. */
  label: string | undefined;
}

/** What markup and frameworks may set on `<sq-audio>`: its properties and the attributes named apart from them. */
export interface SqAudioAttributes {
  /** The player's accessible name, such as the album's title; 'Audio player' by default. */
  label?: SqAudioProps['label'];
}

/**
 * `<sq-audio>`: Audio player and album track list over native `<audio>` elements.
 *
 * The audio block: a player over native `<audio>` elements, one a track, up to 60 (an album).
 * The `<audio>` elements stay in the element's light DOM, so the page plays them with the
 * browser's own controls before and without JavaScript; the element draws a play/pause button,
 * a seek slider ('1:23 of 4:05'; arrow keys, Page Up / Page Down, Home and End), the elapsed and
 * total time, and a track list. A track's name is its `aria-label` (else `title`); `data-artist`,
 * `data-duration` (seconds, shown before the file loads) and `data-item-id` (the census item) are
 * optional. Put the tracks in one list, one `<li>` each, so the page reserves the player's size.
 *
 * One player plays at a time across the page: starting one pauses every other `<sq-audio>`, and
 * any `<audio>` or `<video>` elsewhere, and a player that starts elsewhere pauses this one.
 * Playing a track records the census audio hit (kind 20) once, under the site's consent rules.
 * An unparseable source URL is logged to the console and its track left out; with no playable
 * track the element shows its light DOM.
 */
export interface SqAudioElement extends HTMLElement, SqElementBase, SqAudioProps {
  addEventListener<K extends keyof (SqAudioEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqAudioElement, event: (SqAudioEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqAudioEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqAudioElement, event: (SqAudioEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-button>`, by name. */
export interface SqButtonEventMap {}

/** The properties of `<sq-button>`; each also has an attribute, named in kebab-case. */
export interface SqButtonProps {
  /** The button's text; by default the text of the page's link. Attribute: `button-text`. */
  buttonText: string | undefined;
  /** Where the button goes: an http(s) URL, a site path, an anchor, mailto, tel or sms link, as the link rules allow. Attribute: `clickthrough-url`. */
  clickthroughUrl: string | undefined;
  /** `left` (default), `center` or `right`. Attribute: `alignment`. */
  alignment: 'left' | 'center' | 'right' | undefined;
  /** `small`, `medium` (default) or `large`. Attribute: `size`. */
  size: 'small' | 'medium' | 'large' | undefined;
  /** The link opens in a new window. Attribute: `new-window`. */
  newWindow: boolean | undefined;
}

/** What markup and frameworks may set on `<sq-button>`: its properties and the attributes named apart from them. */
export interface SqButtonAttributes {
  /** The button's text; by default the text of the page's link. */
  buttonText?: SqButtonProps['buttonText'];
  /** Where the button goes: an http(s) URL, a site path, an anchor, mailto, tel or sms link, as the link rules allow. */
  clickthroughUrl?: SqButtonProps['clickthroughUrl'];
  /** `left` (default), `center` or `right`. */
  alignment?: SqButtonProps['alignment'];
  /** `small`, `medium` (default) or `large`. */
  size?: SqButtonProps['size'];
  /** The link opens in a new window. */
  newWindow?: SqButtonProps['newWindow'];
  /** The button's text; by default the text of the page's link. */
  'button-text'?: SqButtonProps['buttonText'];
  /** Where the button goes: an http(s) URL, a site path, an anchor, mailto, tel or sms link, as the link rules allow. */
  'clickthrough-url'?: SqButtonProps['clickthroughUrl'];
  /** The link opens in a new window. */
  'new-window'?: SqButtonProps['newWindow'];
}

/**
 * `<sq-button>`: A call-to-action link that the site's analytics count.
 *
 * The button block: a real link in the light DOM (a plain button where there is no click-through
 * URL), there before and without JavaScript. The click-through URL must pass the site's link
 * rules; one that does not logs an error and the page's own link stays. Each button is counted
 * once rendered and on every click (the census `button-render` and `button-click` calls, 2.5 s
 * time-out), only once the site's analytics run: under a restrictive cookie policy, not before
 * the visitor consents. Any other element marked `data-sq-button="id"` (with optional
 * `data-sq-button-alignment`, `-size` and `-context`) is still counted the same way by `<sq-site>`.
 */
export interface SqButtonElement extends HTMLElement, SqElementBase, SqButtonProps {
  addEventListener<K extends keyof (SqButtonEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqButtonElement, event: (SqButtonEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqButtonEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqButtonElement, event: (SqButtonEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-calendar>`, by name. */
export interface SqCalendarEventMap {}

/** The properties of `<sq-calendar>`; each also has an attribute, named in kebab-case. */
export interface SqCalendarProps {
  /** The month shown first (`2026-12`) when the table names none; today's by default. Attribute: `month`. */
  month: string | undefined;
  /** The site's IANA time zone (`America/New_York`): days and today are its own. UTC by default. Attribute: `time-zone`. */
  timeZone: string | undefined;
  /** The first day of the week: 0 Sunday (default) or 1 Monday. Attribute: `week-start`. */
  weekStart: number | undefined;
}

/** What markup and frameworks may set on `<sq-calendar>`: its properties and the attributes named apart from them. */
export interface SqCalendarAttributes {
  /** The month shown first (`2026-12`) when the table names none; today's by default. */
  month?: SqCalendarProps['month'];
  /** The site's IANA time zone (`America/New_York`): days and today are its own. UTC by default. */
  timeZone?: SqCalendarProps['timeZone'];
  /** The first day of the week: 0 Sunday (default) or 1 Monday. */
  weekStart?: SqCalendarProps['weekStart'];
  /** The site's IANA time zone (`America/New_York`): days and today are its own. UTC by default. */
  'time-zone'?: SqCalendarProps['timeZone'];
  /** The first day of the week: 0 Sunday (default) or 1 Monday. */
  'week-start'?: SqCalendarProps['weekStart'];
}

/**
 * `<sq-calendar>`: A month of the site's events, navigable by day.
 *
 * The calendar block: a month as a real `<table>` whose days list the site's events, after the
 * WAI-ARIA APG date grid. One day is in the tab order; the arrow keys move by day and by week, Home
 * and End to the first and last day of the week, Page Up and Page Down to the month before and
 * after (with Shift, the year), Enter follows a day's first event; the buttons above the table show
 * the month before and after. Today is marked `aria-current="date"`. The server draws the first
 * month into the light DOM, so it shows without JavaScript; the others' events come from
 * `GET /api/calendar-events?month=YYYY-MM`. An unknown time zone logs 'Failed to load timezone' once
 * and the days are UTC's.
 */
export interface SqCalendarElement extends HTMLElement, SqElementBase, SqCalendarProps {
  addEventListener<K extends keyof (SqCalendarEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqCalendarElement, event: (SqCalendarEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqCalendarEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqCalendarElement, event: (SqCalendarEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-cart-indicator>`, by name. */
export interface SqCartIndicatorEventMap {}

/** The properties of `<sq-cart-indicator>`; each also has an attribute, named in kebab-case. */
export interface SqCartIndicatorProps {
  /** The cart page the link goes to; `/cart` by default. Attribute: `href`. */
  href: string | undefined;
}

/** What markup and frameworks may set on `<sq-cart-indicator>`: its properties and the attributes named apart from them. */
export interface SqCartIndicatorAttributes {
  /** The cart page the link goes to; `/cart` by default. */
  href?: SqCartIndicatorProps['href'];
}

/**
 * `<sq-cart-indicator>`: Link to the cart with the number of items in it.
 *
 * The cart indicator: a link to the cart page showing how many items the visitor's cart
 * holds, from the shared `$cart` store, so it follows adds on this page and in the visitor's
 * other tabs. Over 100 it reads '100+' and is named 'More than 100 items in cart'; an empty cart
 * shows the icon alone and is named 'No items in cart'.
 */
export interface SqCartIndicatorElement extends HTMLElement, SqElementBase, SqCartIndicatorProps {
  addEventListener<K extends keyof (SqCartIndicatorEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqCartIndicatorElement, event: (SqCartIndicatorEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqCartIndicatorEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqCartIndicatorElement, event: (SqCartIndicatorEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-cart-page>`, by name. */
export interface SqCartPageEventMap {}

/** The properties of `<sq-cart-page>`; each also has an attribute, named in kebab-case. */
export interface SqCartPageProps {
  /** Where Continue Shopping goes; the site root by default. Attribute: `continue-href`. */
  continueHref: string | undefined;
  /** The order subtotal (minor units) checkout needs; by default the store's `minimumSubtotal` setting, else none. Attribute: `minimum-subtotal`. */
  minimumSubtotal: number | undefined;
}

/** What markup and frameworks may set on `<sq-cart-page>`: its properties and the attributes named apart from them. */
export interface SqCartPageAttributes {
  /** Where Continue Shopping goes; the site root by default. */
  continueHref?: SqCartPageProps['continueHref'];
  /** The order subtotal (minor units) checkout needs; by default the store's `minimumSubtotal` setting, else none. */
  minimumSubtotal?: SqCartPageProps['minimumSubtotal'];
  /** Where Continue Shopping goes; the site root by default. */
  'continue-href'?: SqCartPageProps['continueHref'];
  /** The order subtotal (minor units) checkout needs; by default the store's `minimumSubtotal` setting, else none. */
  'minimum-subtotal'?: SqCartPageProps['minimumSubtotal'];
}

/**
 * `<sq-cart-page>`: The shopping cart with quantities, removal, subtotal and checkout.
 *
 * The cart page (Shopping Cart, Summary, Subtotal, Checkout, Continue Shopping): the visitor's
 * cart from the shared `$cart` store, each entry with its quantity (committed on Enter or when the
 * field is left; 0 removes it) and a Remove button, the subtotal, and Checkout, which goes to
 * `/commerce/goto-checkout` unless checkout is blocked: the cart is read again when Checkout is
 * pressed, and a cart cookie that is missing or went away after the page loaded, or a subtotal under
 * the minimum, shows why instead.
 * A failed change shows 'Unable to update quantity' or 'Unable to remove item' on its line, with
 * the server's reason when it refused the change ('Only 4 of this item are in stock.'), until the
 * entry next changes. Its
 * view is a chunk of its own, fetched when the element renders; the light DOM shows until then.
 */
export interface SqCartPageElement extends HTMLElement, SqElementBase, SqCartPageProps {
  addEventListener<K extends keyof (SqCartPageEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqCartPageElement, event: (SqCartPageEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqCartPageEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqCartPageElement, event: (SqCartPageEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-chart>`, by name. */
export interface SqChartEventMap {}

/** The properties of `<sq-chart>`; each also has an attribute, named in kebab-case. */
export interface SqChartProps {
  /** `bar` (default), `line` or `pie`. Attribute: `variant`. */
  variant: 'bar' | 'line' | 'pie';
  /** The chart's accessible name, when the caption is not enough; the caption by default. Attribute: `label`. */
  label: string | undefined;
}

/** What markup and frameworks may set on `<sq-chart>`: its properties and the attributes named apart from them. */
export interface SqChartAttributes {
  /** `bar` (default), `line` or `pie`. */
  variant?: SqChartProps['variant'];
  /** The chart's accessible name, when the caption is not enough; the caption by default. */
  label?: SqChartProps['label'];
}

/**
 * `<sq-chart>`: A bar, line or pie chart of its light-DOM table, which stays its accessible and no-JavaScript form.
 *
 * The chart block: a bar, line or pie chart drawn as SVG from the `<table>` among its children.
 * The table's first column holds the rows' labels and each further column is a series (its heading
 * names it in the legend); a pie shows the first series. Cells are numbers in the page's locale, or
 * carry a `data-value` that is read instead. The table's caption is the chart's title and accessible
 * name. The table stays the accessible equivalent: visually hidden once the chart draws, shown
 * without JavaScript, and shown with one console error ('Your dataset must have at least one column
 * and at least one row.' or 'One or more rows was missing data.') when it cannot be drawn. Hovering a
 * bar, point or slice shows its value; so does focusing the chart (one Tab stop), where ← and → move
 * along the rows, ↑ and ↓ between series, Home and End to the first and last row, and Escape hides
 * it; the value is announced as it changes. Drawn by the element itself: no charting library.
 */
export interface SqChartElement extends HTMLElement, SqElementBase, SqChartProps {
  addEventListener<K extends keyof (SqChartEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqChartElement, event: (SqChartEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqChartEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqChartElement, event: (SqChartEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-cookie-banner>`, by name. */
export interface SqCookieBannerEventMap {
  /** Dispatched on window whenever the visitor's choice changes. */
  'sq-consent-change': CustomEvent<{ accepted: boolean }>;
}

/** The properties of `<sq-cookie-banner>`; each also has an attribute, named in kebab-case. */
export interface SqCookieBannerProps {
  /** Cookie banner settings as JSON, named as in the site's cookie settings (cookieBannerVariant, cookieBannerPosition, cookieBannerTheme, …); a missing or unusable value takes its default. Attribute: `settings`. */
  settings:
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
    | undefined;
  /** Shows the banner even when the visitor has chosen, and blocks the page behind it until a choice is made. Attribute: `forced`. */
  forced: boolean;
}

/** What markup and frameworks may set on `<sq-cookie-banner>`: its properties and the attributes named apart from them. */
export interface SqCookieBannerAttributes {
  /** Cookie banner settings as JSON, named as in the site's cookie settings (cookieBannerVariant, cookieBannerPosition, cookieBannerTheme, …); a missing or unusable value takes its default. */
  settings?: SqCookieBannerProps['settings'] | string;
  /** Shows the banner even when the visitor has chosen, and blocks the page behind it until a choice is made. */
  forced?: SqCookieBannerProps['forced'];
}

/**
 * `<sq-cookie-banner>`: Cookie consent banner: a bar or a popup, accept only or accept and decline.
 *
 * A cookie consent banner that withholds tracking until the visitor chooses. It is shown until the
 * visitor accepts or declines; the choice is kept in the `ss_cookieAllowed` cookie for 30 days.
 * Declining (or no choice yet under a restrictive policy) deletes the tracking cookies.
 * Page authors can force, update and unforce it with the `sq-cookie-banner:force`,
 * `sq-cookie-banner:update` (detail: settings) and `sq-cookie-banner:unforce` window events.
 * Banner markup the server drew in its light DOM (a `.banner` child holding a form that
 * posts the choice) is shown as it is, and its buttons then choose in place.
 */
export interface SqCookieBannerElement extends HTMLElement, SqElementBase, SqCookieBannerProps {
  addEventListener<K extends keyof (SqCookieBannerEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqCookieBannerElement, event: (SqCookieBannerEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqCookieBannerEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqCookieBannerElement, event: (SqCookieBannerEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-dialog>`, by name. */
export interface SqDialogEventMap {
  /** The dialog finished hiding; detail: how. */
  'sq-dialog-hide': CustomEvent<{ result: 'confirm' | 'reject' | 'cancel' }>;
}

/** The properties of `<sq-dialog>`; each also has an attribute, named in kebab-case. */
export interface SqDialogProps {
  /** The kind of popup: `confirmation` (default) asks, with confirm and Cancel buttons (and reject when `reject-text` is set); `alert` has one button; `information` hides itself after 2 s. Other text is a confirmation. Attribute: `type`. */
  type: 'confirmation' | 'alert' | 'information';
  /** The title, shown as the dialog's heading and naming it for assistive technology. Attribute: `heading`. */
  heading: string | undefined;
  /** The message under the title, drawn as plain text; it also describes the dialog for assistive technology. Attribute: `message`. */
  message: string | undefined;
  /** The confirm button's text; 'OK' by default. Attribute: `confirm-text`. */
  confirmText: string | undefined;
  /** A confirmation's reject button text; without it there is no reject button. Attribute: `reject-text`. */
  rejectText: string | undefined;
  /** Shows the dialog; removed when it has hidden. Attribute: `open`. */
  open: boolean;
  /** Keeps the element in the page after it hides, instead of removing it. Attribute: `persist`. */
  persist: boolean;
}

/** What markup and frameworks may set on `<sq-dialog>`: its properties and the attributes named apart from them. */
export interface SqDialogAttributes {
  /** The kind of popup: `confirmation` (default) asks, with confirm and Cancel buttons (and reject when `reject-text` is set); `alert` has one button; `information` hides itself after 2 s. Other text is a confirmation. */
  type?: SqDialogProps['type'];
  /** The title, shown as the dialog's heading and naming it for assistive technology. */
  heading?: SqDialogProps['heading'];
  /** The message under the title, drawn as plain text; it also describes the dialog for assistive technology. */
  message?: SqDialogProps['message'];
  /** The confirm button's text; 'OK' by default. */
  confirmText?: SqDialogProps['confirmText'];
  /** A confirmation's reject button text; without it there is no reject button. */
  rejectText?: SqDialogProps['rejectText'];
  /** Shows the dialog; removed when it has hidden. */
  open?: SqDialogProps['open'];
  /** Keeps the element in the page after it hides, instead of removing it. */
  persist?: SqDialogProps['persist'];
  /** The confirm button's text; 'OK' by default. */
  'confirm-text'?: SqDialogProps['confirmText'];
  /** A confirmation's reject button text; without it there is no reject button. */
  'reject-text'?: SqDialogProps['rejectText'];
}

/**
 * `<sq-dialog>`: Confirmation, alert and information popups with a promise API.
 *
 * A confirmation, alert or information popup. Shown while `open`; hidden by confirm,
 * reject or cancel (the Cancel button, Escape, or a click outside on the top dialog), after which
 * it dispatches `sq-dialog-hide` and removes itself unless `persist` is set. An information popup
 * hides itself after 2 s, which counts as confirm. Modal: focus is trapped inside and returned
 * when it hides. `confirm()`, `alert()` and `inform()` from `sq-elements/api` create one
 * and resolve with the result.
 */
export interface SqDialogElement extends HTMLElement, SqElementBase, SqDialogProps {
  addEventListener<K extends keyof (SqDialogEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqDialogElement, event: (SqDialogEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqDialogEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqDialogElement, event: (SqDialogEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-donation>`, by name. */
export interface SqDonationEventMap {}

/** The properties of `<sq-donation>`; each also has an attribute, named in kebab-case. */
export interface SqDonationProps {
  /** The id of the donate page the checkout is for. Attribute: `donate-page-id`. */
  donatePageId: string | undefined;
  /** The button text; 'Donate' by default. Attribute: `label`. */
  label: string | undefined;
}

/** What markup and frameworks may set on `<sq-donation>`: its properties and the attributes named apart from them. */
export interface SqDonationAttributes {
  /** The id of the donate page the checkout is for. */
  donatePageId?: SqDonationProps['donatePageId'];
  /** The button text; 'Donate' by default. */
  label?: SqDonationProps['label'];
  /** The id of the donate page the checkout is for. */
  'donate-page-id'?: SqDonationProps['donatePageId'];
}

/**
 * `<sq-donation>`: Donate button linking to the donation checkout.
 *
 * A donation block's button: a link to `/checkout/donate?donatePageId={id}`. Without a
 * `donate-page-id` it shows its light-DOM content instead.
 */
export interface SqDonationElement extends HTMLElement, SqElementBase, SqDonationProps {
  addEventListener<K extends keyof (SqDonationEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqDonationElement, event: (SqDonationEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqDonationEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqDonationElement, event: (SqDonationEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-embed>`, by name. */
export interface SqEmbedEventMap {}

/** The properties of `<sq-embed>`; each also has an attribute, named in kebab-case. */
export interface SqEmbedProps {}

/** What markup and frameworks may set on `<sq-embed>`: its properties and the attributes named apart from them. */
export interface SqEmbedAttributes {}

/**
 * `<sq-embed>`: Owner HTML and code in a sandboxed frame that grows with its content.
 *
 * The embed block: owner HTML and code, run in a frame the site serves from its own address
 * (`/embed-frame/{blockId}`) as a sandbox, an opaque origin that cannot read the site's cookies,
 * storage or page. It never runs inside the page, which keeps its strict policy. The element makes
 * the frame's height follow its content through a small message handshake; without JavaScript the
 * frame shows at its `height` attribute.
 */
export interface SqEmbedElement extends HTMLElement, SqElementBase, SqEmbedProps {
  addEventListener<K extends keyof (SqEmbedEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqEmbedElement, event: (SqEmbedEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqEmbedEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqEmbedElement, event: (SqEmbedEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-events>`, by name. */
export interface SqEventsEventMap {}

/** The properties of `<sq-events>`; each also has an attribute, named in kebab-case. */
export interface SqEventsProps {
  /** The site's IANA time zone (`America/New_York`); UTC by default. Attribute: `time-zone`. */
  timeZone: string | undefined;
}

/** What markup and frameworks may set on `<sq-events>`: its properties and the attributes named apart from them. */
export interface SqEventsAttributes {
  /** The site's IANA time zone (`America/New_York`); UTC by default. */
  timeZone?: SqEventsProps['timeZone'];
  /** The site's IANA time zone (`America/New_York`); UTC by default. */
  'time-zone'?: SqEventsProps['timeZone'];
}

/**
 * `<sq-events>`: The site's upcoming events, with calendar links.
 *
 * The events block: the site's upcoming events, each with its title, its date and time in the
 * site's time zone, its place and description, a link to its `.ics` file (which the server makes)
 * and an add-to-calendar link. The list is light DOM, drawn by the server. The element keeps each
 * `<time class="sq-event-time" datetime data-end>` in `time-zone`; an unknown zone logs 'Failed to
 * load timezone' once and the times show in UTC, named.
 */
export interface SqEventsElement extends HTMLElement, SqElementBase, SqEventsProps {
  addEventListener<K extends keyof (SqEventsEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqEventsElement, event: (SqEventsEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqEventsEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqEventsElement, event: (SqEventsEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-follow-button>`, by name. */
export interface SqFollowButtonEventMap {}

/** The properties of `<sq-follow-button>`; each also has an attribute, named in kebab-case. */
export interface SqFollowButtonProps {
  /** The network: instagram, facebook, x, linkedin, youtube, pinterest or tiktok; by default read from the link's host. Attribute: `network`. */
  network: string | undefined;
  /** The network's widget script: an https URL (http only on a loopback host); without it, the block stays a plain link. Attribute: `script-url`. */
  scriptUrl: string | undefined;
}

/** What markup and frameworks may set on `<sq-follow-button>`: its properties and the attributes named apart from them. */
export interface SqFollowButtonAttributes {
  /** The network: instagram, facebook, x, linkedin, youtube, pinterest or tiktok; by default read from the link's host. */
  network?: SqFollowButtonProps['network'];
  /** The network's widget script: an https URL (http only on a loopback host); without it, the block stays a plain link. */
  scriptUrl?: SqFollowButtonProps['scriptUrl'];
  /** The network's widget script: an https URL (http only on a loopback host); without it, the block stays a plain link. */
  'script-url'?: SqFollowButtonProps['scriptUrl'];
}

/**
 * `<sq-follow-button>`: A link to a social profile; the network's widget loads only where consent allows.
 *
 * The follow button: a plain link to a social profile (its `<a href>` child, there before and
 * without JavaScript) with the network's glyph beside its text. With `script-url`, the network's
 * widget script (GET, 10 s time-out) loads through the consent-aware loader: at once, or under a
 * restrictive cookie policy only once the visitor accepts; the link stays while it waits and
 * loads, and for good when it fails (one console error). A link that is not an http(s) address,
 * an unknown `network` or a refused `script-url` logs one console error; the link stays as it is.
 */
export interface SqFollowButtonElement extends HTMLElement, SqElementBase, SqFollowButtonProps {
  addEventListener<K extends keyof (SqFollowButtonEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqFollowButtonElement, event: (SqFollowButtonEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqFollowButtonEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqFollowButtonElement, event: (SqFollowButtonEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-form>`, by name. */
export interface SqFormEventMap {
  /** The submission was saved; detail: the values sent. */
  'sq-form-success': CustomEvent<{ formId: string; values: Record<string, string | string[] | Record<string, string>> }>;
  /** Validation or the submission failed; detail: the messages shown. */
  'sq-form-error': CustomEvent<{ formId: string; status: number; message: string; fieldErrors: Record<string, string> }>;
  /** A newsletter form's submission was saved. */
  'sq-newsletter-subscribe': CustomEvent<{ formId: string; values: Record<string, string | string[] | Record<string, string>> }>;
}

/** The properties of `<sq-form>`; each also has an attribute, named in kebab-case. */
export interface SqFormProps {
  /** The form definition as JSON: `{ fields, submitButtonText, postSubmitMessage, postSubmitHtml, successRedirect, captcha, newsletter, formHandlerFlags }`. Attribute: `definition`. */
  definition:
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
          country?: string;
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
    | undefined;
  /** The form's id, sent as formId; also finds the definition in the site context. Attribute: `form-id`. */
  formId: string | undefined;
  /** The collection the form is on, sent as collectionId. Attribute: `collection-id`. */
  collectionId: string | undefined;
  /** The name of the block or object holding the form, sent as objectName. Attribute: `object-name`. */
  objectName: string | undefined;
  /** The form is in an overlay (popup), sent as isOverlayForm. Attribute: `overlay`. */
  overlay: boolean;
  /** The API base URL for this form's calls, so a third-party page can embed one site's form. Attribute: `api-base`. */
  apiBase: string | undefined;
  /** The captcha site key, for a form with `captcha: true`; the site context's captchaSettings.siteKey by default. Attribute: `captcha-site-key`. */
  captchaSiteKey: string | undefined;
  /** The captcha provider's script URL (a same-origin stand-in under a strict CSP, or in tests). Attribute: `captcha-src`. */
  captchaSrc: string | undefined;
}

/** What markup and frameworks may set on `<sq-form>`: its properties and the attributes named apart from them. */
export interface SqFormAttributes {
  /** The form definition as JSON: `{ fields, submitButtonText, postSubmitMessage, postSubmitHtml, successRedirect, captcha, newsletter, formHandlerFlags }`. */
  definition?: SqFormProps['definition'] | string;
  /** The form's id, sent as formId; also finds the definition in the site context. */
  formId?: SqFormProps['formId'];
  /** The collection the form is on, sent as collectionId. */
  collectionId?: SqFormProps['collectionId'];
  /** The name of the block or object holding the form, sent as objectName. */
  objectName?: SqFormProps['objectName'];
  /** The form is in an overlay (popup), sent as isOverlayForm. */
  overlay?: SqFormProps['overlay'];
  /** The API base URL for this form's calls, so a third-party page can embed one site's form. */
  apiBase?: SqFormProps['apiBase'];
  /** The captcha site key, for a form with `captcha: true`; the site context's captchaSettings.siteKey by default. */
  captchaSiteKey?: SqFormProps['captchaSiteKey'];
  /** The captcha provider's script URL (a same-origin stand-in under a strict CSP, or in tests). */
  captchaSrc?: SqFormProps['captchaSrc'];
  /** The form's id, sent as formId; also finds the definition in the site context. */
  'form-id'?: SqFormProps['formId'];
  /** The collection the form is on, sent as collectionId. */
  'collection-id'?: SqFormProps['collectionId'];
  /** The name of the block or object holding the form, sent as objectName. */
  'object-name'?: SqFormProps['objectName'];
  /** The API base URL for this form's calls, so a third-party page can embed one site's form. */
  'api-base'?: SqFormProps['apiBase'];
  /** The captcha site key, for a form with `captcha: true`; the site context's captchaSettings.siteKey by default. */
  'captcha-site-key'?: SqFormProps['captchaSiteKey'];
  /** The captcha provider's script URL (a same-origin stand-in under a strict CSP, or in tests). */
  'captcha-src'?: SqFormProps['captchaSrc'];
}

/**
 * `<sq-form>`: A form from its definition: fields, validation, submission and errors.
 *
 * A form-builder form. Its definition comes from the `definition` property or attribute, a
 * `<script type="application/json">` child, or the website context (`$site`, from the page or `<sq-site>`) by
 * `form-id`: `{ fields, submitButtonText, postSubmitMessage, postSubmitHtml, successRedirect,
 * captcha, newsletter, formHandlerFlags }`, each field `{ id, type, title, … }` with the editable
 * properties of its type (a textarea's `maxLength` gives it a counter and the character-limit
 * check, whatever `formHandlerFlags` says). Validates on submit, submits through FormSubmissionKey
 * and SaveFormSubmission, and shows the error messages. The post-submit message is drawn as safe rich
 * text (paragraphs, emphasis, links; its scripts dropped). The post-submit HTML is the site owner's
 * own markup, shown as written with its scripts run, through the one Trusted Types policy
 * `sq-owner-html`; the page's Content-Security-Policy still decides which of them may run. A
 * malformed or missing definition logs 'Could not render form' and shows the element's light-DOM
 * content, or a short notice.
 */
export interface SqFormElement extends HTMLElement, SqElementBase, SqFormProps {
  addEventListener<K extends keyof (SqFormEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqFormElement, event: (SqFormEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqFormEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqFormElement, event: (SqFormEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-gallery>`, by name. */
export interface SqGalleryEventMap {
  /** The current slide changed; id is the slide's data-slide-id, else its data-slide-url. */
  'sq-slide-change': CustomEvent<{ index: number; id: string | undefined }>;
  /** Next was asked for at the last slide of a gallery that does not loop. */
  'sq-reached-end': CustomEvent<{ index: number }>;
  /** Previous was asked for at the first slide of a gallery that does not loop. */
  'sq-reached-beginning': CustomEvent<{ index: number }>;
  /** The lightbox opened at this item. */
  'sq-lightbox-open': CustomEvent<{ index: number }>;
  /** The lightbox closed at this item. */
  'sq-lightbox-close': CustomEvent<{ index: number }>;
}

/** The properties of `<sq-gallery>`; each also has an attribute, named in kebab-case. */
export interface SqGalleryProps {
  /** Gallery block data as JSON text: the settings below under their block-data keys, camelCase for most (design, imageAspectRatio, slidesPerRow, …) and kebab-case for the autoplay, alignment and thumbnail ones (autoplay-duration, active-alignment, thumbnails-per-row, …); unparseable data logs 'Error decoding gallery block data.' and is ignored. Attribute: `block-json`. */
  blockJson: string | undefined;
  /** The layout: grid, auto-grid, auto-columns, auto-rows, carousel, list, slideshow or slider (stacked draws one column); case, spaces and hyphens do not matter, and an unknown name shows the slides unlaid and logs an error. Attribute: `design`. */
  design: 'grid' | 'auto-grid' | 'auto-columns' | 'auto-rows' | 'carousel' | 'list' | 'slideshow' | 'slider' | undefined;
  /** Height as a percentage of width for every slide (50 is twice as wide as tall), or auto for each slide's own ratio. Attribute: `image-aspect-ratio`. */
  imageAspectRatio: `${number}` | 'auto' | undefined;
  /** Slides per row: grid (4) and carousel (3); both get 3 below 724 px and 2 below 480 px wide. Attribute: `slides-per-row`. */
  slidesPerRow: number | undefined;
  /** Whether items open the lightbox; on by default in grid and auto-rows. Attribute: `lightbox`. */
  lightbox: boolean | undefined;
  /** The lightbox's colours: light, or dark (the default) for any other value. Attribute: `lightbox-theme`. */
  lightboxTheme: 'light' | 'dark' | undefined;
  /** The slides mix images with other content (videos, text): a slide without an <img> is content, not reported as a missing image. Attribute: `mixed-content`. */
  mixedContent: boolean | undefined;
  /** Column width in px for auto-grid and auto-columns (250); text is read as an integer. Attribute: `column-width`. */
  columnWidth: number | undefined;
  /** How auto-grid and auto-columns round the column count: min (default) down, max up. Attribute: `column-behavior`. */
  columnBehavior: 'min' | 'max' | undefined;
  /** Space between slides in px (auto-rows 20, carousel 1, others 0). Attribute: `gutter`. */
  gutter: number | undefined;
  /** Percentage of the width the list design gives the image (50); the caption gets the rest. Attribute: `list-image-size`. */
  listImageSize: number | undefined;
  /** Target row height in px for auto-rows (250). Attribute: `row-height`. */
  rowHeight: number | undefined;
  /** Advances by itself (carousel, slideshow, slider) with a control to stop it; held while hovered or while keyboard focus is inside, off with ?nomotion=true or reduced motion. Attribute: `autoplay`. */
  autoplay: boolean | undefined;
  /** Seconds per slide when autoplaying (5). Attribute: `autoplay-duration`. */
  autoplayDuration: number | undefined;
  /** Autoplay goes to a random other slide. Attribute: `randomize`. */
  randomize: boolean | undefined;
  /** Where the slider puts its current slide: left, center (default) or right; also start, middle, end. Attribute: `active-alignment`. */
  activeAlignment: 'start' | 'middle' | 'end' | undefined;
  /** Overrides slides-per-row in the grid design. Attribute: `thumbnails-per-row`. */
  thumbnailsPerRow: number | undefined;
  /** Square cells in the grid designs, images cropped to them around their focal points. Attribute: `square-thumbs`. */
  squareThumbs: boolean | undefined;
  /** The slideshow crops images to fill its area instead of showing them whole; with an auto ratio, the grid crops each row to its shortest slide. Attribute: `auto-crop`. */
  autoCrop: boolean | undefined;
  /** The slideshow gets a linked thumbnail strip. Attribute: `thumbnails`. */
  thumbnails: boolean | undefined;
  /** Thumbnail strip height in px (default: a tenth of the width). Attribute: `thumbnail-strip-height`. */
  thumbnailStripHeight: number | undefined;
  /** Space above and between thumbnails in px, at most 5. Attribute: `thumbnail-strip-margin`. */
  thumbnailStripMargin: number | undefined;
  /** The slider's height as a percentage of its width (10 without an aspect ratio). Attribute: `v-size`. */
  vSize: number | undefined;
  /** Space between grid cells in px (20). Attribute: `padding`. */
  padding: number | undefined;
  /** Where each slide's figcaption is drawn: top, center or bottom lays it over the image (it scrolls at 40% of the height when taller than 90%); in the list, left or right of the image (right), aligned top, center or bottom. Unset: not on the slide. Attribute: `meta-position`. */
  metaPosition: 'top' | 'center' | 'bottom' | 'left' | 'right' | undefined;
  /** The slideshow's transition: fade (default), ken-burns or scroll; an unknown name shows the slides unlaid and logs an error. Attribute: `transition`. */
  transition: 'fade' | 'ken-burns' | 'scroll' | undefined;
  /** Transition length in seconds (slideshow 1, slider 0.5, carousel 0.3). Attribute: `speed`. */
  speed: number | undefined;
  /** The slideshow's height follows the current slide (on by default). Attribute: `auto-height`. */
  autoHeight: boolean | undefined;
  /** A slideshow click goes next (default), previous, or by the half clicked (half). Attribute: `click-behavior`. */
  clickBehavior: 'next' | 'previous' | 'half' | undefined;
  /** A click on the slider's current slide: stay (default), next or previous. Attribute: `active-slide-click-behavior`. */
  activeSlideClickBehavior: 'next' | 'previous' | 'stay' | undefined;
  /** Next at the last slide goes to the first, and previous at the first to the last. Attribute: `loop`. */
  loop: boolean | undefined;
  /** Writes the current slide into the address as itemId with history.replaceState (never in the back-end editor). Attribute: `history`. */
  history: boolean | undefined;
  /** The left and right arrow keys move the gallery (on by default). Attribute: `keyboard`. */
  keyboard: boolean | undefined;
  /** How images fill their frames: fit, fill or none, around the focal point (default: fit in a slideshow, fill elsewhere). Attribute: `image-fit`. */
  imageFit: 'fill' | 'fit' | 'none' | undefined;
  /** The current slide, reflected as it changes in designs with one; set first, the slide shown when the address names none; set later, moves there. Attribute: `current-index`. */
  currentIndex: number | undefined;
  /** The collection's URL: the deep link reads the last path segment after it, and history writes the slide after it. Attribute: `collection-url`. */
  collectionUrl: string | undefined;
}

/** What markup and frameworks may set on `<sq-gallery>`: its properties and the attributes named apart from them. */
export interface SqGalleryAttributes {
  /** Gallery block data as JSON text: the settings below under their block-data keys, camelCase for most (design, imageAspectRatio, slidesPerRow, …) and kebab-case for the autoplay, alignment and thumbnail ones (autoplay-duration, active-alignment, thumbnails-per-row, …); unparseable data logs 'Error decoding gallery block data.' and is ignored. */
  blockJson?: SqGalleryProps['blockJson'];
  /** The layout: grid, auto-grid, auto-columns, auto-rows, carousel, list, slideshow or slider (stacked draws one column); case, spaces and hyphens do not matter, and an unknown name shows the slides unlaid and logs an error. */
  design?: SqGalleryProps['design'];
  /** Height as a percentage of width for every slide (50 is twice as wide as tall), or auto for each slide's own ratio. */
  imageAspectRatio?: SqGalleryProps['imageAspectRatio'];
  /** Slides per row: grid (4) and carousel (3); both get 3 below 724 px and 2 below 480 px wide. */
  slidesPerRow?: SqGalleryProps['slidesPerRow'];
  /** Whether items open the lightbox; on by default in grid and auto-rows. */
  lightbox?: SqGalleryProps['lightbox'];
  /** The lightbox's colours: light, or dark (the default) for any other value. */
  lightboxTheme?: SqGalleryProps['lightboxTheme'];
  /** The slides mix images with other content (videos, text): a slide without an <img> is content, not reported as a missing image. */
  mixedContent?: SqGalleryProps['mixedContent'];
  /** Column width in px for auto-grid and auto-columns (250); text is read as an integer. */
  columnWidth?: SqGalleryProps['columnWidth'];
  /** How auto-grid and auto-columns round the column count: min (default) down, max up. */
  columnBehavior?: SqGalleryProps['columnBehavior'];
  /** Space between slides in px (auto-rows 20, carousel 1, others 0). */
  gutter?: SqGalleryProps['gutter'];
  /** Percentage of the width the list design gives the image (50); the caption gets the rest. */
  listImageSize?: SqGalleryProps['listImageSize'];
  /** Target row height in px for auto-rows (250). */
  rowHeight?: SqGalleryProps['rowHeight'];
  /** Advances by itself (carousel, slideshow, slider) with a control to stop it; held while hovered or while keyboard focus is inside, off with ?nomotion=true or reduced motion. */
  autoplay?: SqGalleryProps['autoplay'];
  /** Seconds per slide when autoplaying (5). */
  autoplayDuration?: SqGalleryProps['autoplayDuration'];
  /** Autoplay goes to a random other slide. */
  randomize?: SqGalleryProps['randomize'];
  /** Where the slider puts its current slide: left, center (default) or right; also start, middle, end. */
  activeAlignment?: SqGalleryProps['activeAlignment'];
  /** Overrides slides-per-row in the grid design. */
  thumbnailsPerRow?: SqGalleryProps['thumbnailsPerRow'];
  /** Square cells in the grid designs, images cropped to them around their focal points. */
  squareThumbs?: SqGalleryProps['squareThumbs'];
  /** The slideshow crops images to fill its area instead of showing them whole; with an auto ratio, the grid crops each row to its shortest slide. */
  autoCrop?: SqGalleryProps['autoCrop'];
  /** The slideshow gets a linked thumbnail strip. */
  thumbnails?: SqGalleryProps['thumbnails'];
  /** Thumbnail strip height in px (default: a tenth of the width). */
  thumbnailStripHeight?: SqGalleryProps['thumbnailStripHeight'];
  /** Space above and between thumbnails in px, at most 5. */
  thumbnailStripMargin?: SqGalleryProps['thumbnailStripMargin'];
  /** The slider's height as a percentage of its width (10 without an aspect ratio). */
  vSize?: SqGalleryProps['vSize'];
  /** Space between grid cells in px (20). */
  padding?: SqGalleryProps['padding'];
  /** Where each slide's figcaption is drawn: top, center or bottom lays it over the image (it scrolls at 40% of the height when taller than 90%); in the list, left or right of the image (right), aligned top, center or bottom. Unset: not on the slide. */
  metaPosition?: SqGalleryProps['metaPosition'];
  /** The slideshow's transition: fade (default), ken-burns or scroll; an unknown name shows the slides unlaid and logs an error. */
  transition?: SqGalleryProps['transition'];
  /** Transition length in seconds (slideshow 1, slider 0.5, carousel 0.3). */
  speed?: SqGalleryProps['speed'];
  /** The slideshow's height follows the current slide (on by default). */
  autoHeight?: SqGalleryProps['autoHeight'];
  /** A slideshow click goes next (default), previous, or by the half clicked (half). */
  clickBehavior?: SqGalleryProps['clickBehavior'];
  /** A click on the slider's current slide: stay (default), next or previous. */
  activeSlideClickBehavior?: SqGalleryProps['activeSlideClickBehavior'];
  /** Next at the last slide goes to the first, and previous at the first to the last. */
  loop?: SqGalleryProps['loop'];
  /** Writes the current slide into the address as itemId with history.replaceState (never in the back-end editor). */
  history?: SqGalleryProps['history'];
  /** The left and right arrow keys move the gallery (on by default). */
  keyboard?: SqGalleryProps['keyboard'];
  /** How images fill their frames: fit, fill or none, around the focal point (default: fit in a slideshow, fill elsewhere). */
  imageFit?: SqGalleryProps['imageFit'];
  /** The current slide, reflected as it changes in designs with one; set first, the slide shown when the address names none; set later, moves there. */
  currentIndex?: SqGalleryProps['currentIndex'];
  /** The collection's URL: the deep link reads the last path segment after it, and history writes the slide after it. */
  collectionUrl?: SqGalleryProps['collectionUrl'];
  /** Gallery block data as JSON text: the settings below under their block-data keys, camelCase for most (design, imageAspectRatio, slidesPerRow, …) and kebab-case for the autoplay, alignment and thumbnail ones (autoplay-duration, active-alignment, thumbnails-per-row, …); unparseable data logs 'Error decoding gallery block data.' and is ignored. */
  'block-json'?: SqGalleryProps['blockJson'];
  /** Height as a percentage of width for every slide (50 is twice as wide as tall), or auto for each slide's own ratio. */
  'image-aspect-ratio'?: SqGalleryProps['imageAspectRatio'];
  /** Slides per row: grid (4) and carousel (3); both get 3 below 724 px and 2 below 480 px wide. */
  'slides-per-row'?: SqGalleryProps['slidesPerRow'];
  /** The lightbox's colours: light, or dark (the default) for any other value. */
  'lightbox-theme'?: SqGalleryProps['lightboxTheme'];
  /** The slides mix images with other content (videos, text): a slide without an <img> is content, not reported as a missing image. */
  'mixed-content'?: SqGalleryProps['mixedContent'];
  /** Column width in px for auto-grid and auto-columns (250); text is read as an integer. */
  'column-width'?: SqGalleryProps['columnWidth'];
  /** How auto-grid and auto-columns round the column count: min (default) down, max up. */
  'column-behavior'?: SqGalleryProps['columnBehavior'];
  /** Percentage of the width the list design gives the image (50); the caption gets the rest. */
  'list-image-size'?: SqGalleryProps['listImageSize'];
  /** Target row height in px for auto-rows (250). */
  'row-height'?: SqGalleryProps['rowHeight'];
  /** Seconds per slide when autoplaying (5). */
  'autoplay-duration'?: SqGalleryProps['autoplayDuration'];
  /** Where the slider puts its current slide: left, center (default) or right; also start, middle, end. */
  'active-alignment'?: SqGalleryProps['activeAlignment'];
  /** Overrides slides-per-row in the grid design. */
  'thumbnails-per-row'?: SqGalleryProps['thumbnailsPerRow'];
  /** Square cells in the grid designs, images cropped to them around their focal points. */
  'square-thumbs'?: SqGalleryProps['squareThumbs'];
  /** The slideshow crops images to fill its area instead of showing them whole; with an auto ratio, the grid crops each row to its shortest slide. */
  'auto-crop'?: SqGalleryProps['autoCrop'];
  /** Thumbnail strip height in px (default: a tenth of the width). */
  'thumbnail-strip-height'?: SqGalleryProps['thumbnailStripHeight'];
  /** Space above and between thumbnails in px, at most 5. */
  'thumbnail-strip-margin'?: SqGalleryProps['thumbnailStripMargin'];
  /** The slider's height as a percentage of its width (10 without an aspect ratio). */
  'v-size'?: SqGalleryProps['vSize'];
  /** Where each slide's figcaption is drawn: top, center or bottom lays it over the image (it scrolls at 40% of the height when taller than 90%); in the list, left or right of the image (right), aligned top, center or bottom. Unset: not on the slide. */
  'meta-position'?: SqGalleryProps['metaPosition'];
  /** The slideshow's height follows the current slide (on by default). */
  'auto-height'?: SqGalleryProps['autoHeight'];
  /** A slideshow click goes next (default), previous, or by the half clicked (half). */
  'click-behavior'?: SqGalleryProps['clickBehavior'];
  /** A click on the slider's current slide: stay (default), next or previous. */
  'active-slide-click-behavior'?: SqGalleryProps['activeSlideClickBehavior'];
  /** How images fill their frames: fit, fill or none, around the focal point (default: fit in a slideshow, fill elsewhere). */
  'image-fit'?: SqGalleryProps['imageFit'];
  /** The current slide, reflected as it changes in designs with one; set first, the slide shown when the address names none; set later, moves there. */
  'current-index'?: SqGalleryProps['currentIndex'];
  /** The collection's URL: the deep link reads the last path segment after it, and history writes the slide after it. */
  'collection-url'?: SqGalleryProps['collectionUrl'];
}

/**
 * `<sq-gallery>`: Image gallery: grid, auto grid, auto columns, auto rows, carousel, list, slideshow and slider designs, with a lightbox.
 *
 * An image gallery in one of eight designs. Its slides are its light-DOM children, which the page shows
 * without JavaScript; the element lays them out from their known dimensions, so nothing shifts as images
 * load. Settings come from attributes or from gallery block data in a `block-json` attribute;
 * attributes win. Each setting is a typed property (number, boolean or one of a set of values) read from
 * its attribute by the element factory. Boolean settings are on when present (or `"true"`) and off with
 * `"false"`, so a design's default can be turned off; unset, the design's default applies. A gallery item opens `<sq-lightbox>` on click, Enter or Space,
 * unless it has a click-through URL; the lightbox's code loads on first open.
 */
export interface SqGalleryElement extends HTMLElement, SqElementBase, SqGalleryProps {
  addEventListener<K extends keyof (SqGalleryEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqGalleryElement, event: (SqGalleryEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqGalleryEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqGalleryElement, event: (SqGalleryEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-image>`, by name. */
export interface SqImageEventMap {}

/** The properties of `<sq-image>`; each also has an attribute, named in kebab-case. */
export interface SqImageProps {
  /** inline (default: the text under the picture), poster, card, overlap, collage or stack. Attribute: `layout`. */
  layout: 'inline' | 'poster' | 'card' | 'overlap' | 'collage' | 'stack' | undefined;
  /** `fill` covers the layout's box, cropped around the focal point; `fit` shows the whole picture in it; absent: the picture's own ratio. Attribute: `crop`. */
  crop: 'fit' | 'fill' | undefined;
}

/** What markup and frameworks may set on `<sq-image>`: its properties and the attributes named apart from them. */
export interface SqImageAttributes {
  /** inline (default: the text under the picture), poster, card, overlap, collage or stack. */
  layout?: SqImageProps['layout'];
  /** `fill` covers the layout's box, cropped around the focal point; `fit` shows the whole picture in it; absent: the picture's own ratio. */
  crop?: SqImageProps['crop'];
}

/**
 * `<sq-image>`: A picture with its text in one of six layouts, sized, cropped and lazily loaded.
 *
 * The image block: its picture is a real `<img>` child with `width`, `height` and `alt`, so the page
 * shows it and reserves its space before and without JavaScript. The element offers the picture in
 * the size steps 2500, 1500, 1000, 750, 500, 300 and 100 px and picks from its laid-out width, only
 * ever a bigger one (shrinking the window fetches nothing again); crops it around
 * `data-image-focal-point` ('x,y' fractions); loads an `<img data-src>` once it is within 200px of
 * the window, while a picture in the first screenful is never lazy. Until then its `src` may be a
 * `data:` placeholder, as valid HTML needs one: an empty SVG with the picture's `viewBox` keeps its
 * proportions and costs no request. As an `<img data-src>` never
 * loads without scripts, follow it with a `<noscript>` copy that has its `src`: the page's
 * stylesheet lays that out as the picture where scripts are off. Any other child is the picture's
 * text, placed by `layout`; under 415 px of width every layout stacks.
 */
export interface SqImageElement extends HTMLElement, SqElementBase, SqImageProps {
  addEventListener<K extends keyof (SqImageEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqImageElement, event: (SqImageEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqImageEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqImageElement, event: (SqImageEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-lightbox>`, by name. */
export interface SqLightboxEventMap {
  /** The lightbox opened at this item. */
  'sq-lightbox-open': CustomEvent<{ index: number }>;
  /** The lightbox closed at this item (it then fades out). */
  'sq-lightbox-close': CustomEvent<{ index: number }>;
}

/** The properties of `<sq-lightbox>`; each also has an attribute, named in kebab-case. */
export interface SqLightboxProps {
  /** The set, as JSON or an array: [{ src, srcset?, width?, height?, alt, caption?, thumbnail? }]; thumbnail, an already loaded smaller copy, shows at once until src has loaded; items without a usable src are left out and logged. Attribute: `items`. */
  items: { src: string; srcset?: string; width?: number; height?: number; alt: string; caption?: string; thumbnail?: string }[] | undefined;
  /** Shows the lightbox; it turns itself off when the visitor closes it. Attribute: `open`. */
  open: boolean;
  /** The item shown when it opens, from 0; changing it while open moves there. Attribute: `index`. */
  index: number;
  /** The colours: dark (default), or light. Attribute: `theme`. */
  theme: 'light' | 'dark';
  /** The dialog's accessible name (default 'Image viewer'). Attribute: `label`. */
  label: string | undefined;
}

/** What markup and frameworks may set on `<sq-lightbox>`: its properties and the attributes named apart from them. */
export interface SqLightboxAttributes {
  /** The set, as JSON or an array: [{ src, srcset?, width?, height?, alt, caption?, thumbnail? }]; thumbnail, an already loaded smaller copy, shows at once until src has loaded; items without a usable src are left out and logged. */
  items?: SqLightboxProps['items'] | string;
  /** Shows the lightbox; it turns itself off when the visitor closes it. */
  open?: SqLightboxProps['open'];
  /** The item shown when it opens, from 0; changing it while open moves there. */
  index?: SqLightboxProps['index'];
  /** The colours: dark (default), or light. */
  theme?: SqLightboxProps['theme'];
  /** The dialog's accessible name (default 'Image viewer'). */
  label?: SqLightboxProps['label'];
}

/**
 * `<sq-lightbox>`: Modal image viewer with keyboard, click-zone and swipe navigation.
 *
 * A lightbox: a modal overlay showing one image of a set at a time, with close, previous, next and
 * caption-toggle controls. It fades in over 0.6 s on an overlay of opacity 0.95, traps focus and gives it
 * back to the opener; it closes on the close control, Escape, a click outside the image, the browser's
 * back button or `open` turned off. Left and right arrow keys (throttled to one step per 200 ms), clicks
 * on the image's left or right half and swipes move through the set, wrapping on desktop but not on
 * mobile. `<sq-gallery>` opens one for its items; it works on its own with an `items` list too.
 */
export interface SqLightboxElement extends HTMLElement, SqElementBase, SqLightboxProps {
  addEventListener<K extends keyof (SqLightboxEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqLightboxElement, event: (SqLightboxEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqLightboxEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqLightboxElement, event: (SqLightboxEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-map>`, by name. */
export interface SqMapEventMap {}

/** The properties of `<sq-map>`; each also has an attribute, named in kebab-case. */
export interface SqMapProps {
  /**
   * The map block's JSON: mapLat, mapLng, markerLat, markerLng (the marker defaults to the centre),
   * mapZoom (default 12), addressTitle, addressLine1, addressLine2, addressCountry, style, and
   * showLabels, showTerrain, draggable, scrollwheel, showControls, disableDefaultUI,
   * markerDraggable, linkOnClick. Malformed JSON logs one error and shows the children. A change
   * redraws the map once changes have stopped for 60 ms, so a burst of edits redraws it once. Attribute: `data-block-json`.
   */
  blockJson: string | undefined;
  /**
   * The tile URL template, with {z}, {x}, {y} and optionally {style}, {labels}, {terrain}, {s}; the
   * site's own maps service by default. Tiles from another origin wait for consent under a
   * restrictive cookie policy. Attribute: `tile-url`.
   */
  tileUrl: string | undefined;
}

/** What markup and frameworks may set on `<sq-map>`: its properties and the attributes named apart from them. */
export interface SqMapAttributes {
  /**
   * The map block's JSON: mapLat, mapLng, markerLat, markerLng (the marker defaults to the centre),
   * mapZoom (default 12), addressTitle, addressLine1, addressLine2, addressCountry, style, and
   * showLabels, showTerrain, draggable, scrollwheel, showControls, disableDefaultUI,
   * markerDraggable, linkOnClick. Malformed JSON logs one error and shows the children. A change
   * redraws the map once changes have stopped for 60 ms, so a burst of edits redraws it once.
   */
  blockJson?: SqMapProps['blockJson'];
  /**
   * The tile URL template, with {z}, {x}, {y} and optionally {style}, {labels}, {terrain}, {s}; the
   * site's own maps service by default. Tiles from another origin wait for consent under a
   * restrictive cookie policy.
   */
  tileUrl?: SqMapProps['tileUrl'];
  /**
   * The map block's JSON: mapLat, mapLng, markerLat, markerLng (the marker defaults to the centre),
   * mapZoom (default 12), addressTitle, addressLine1, addressLine2, addressCountry, style, and
   * showLabels, showTerrain, draggable, scrollwheel, showControls, disableDefaultUI,
   * markerDraggable, linkOnClick. Malformed JSON logs one error and shows the children. A change
   * redraws the map once changes have stopped for 60 ms, so a burst of edits redraws it once.
   */
  'data-block-json'?: SqMapProps['blockJson'];
  /**
   * The tile URL template, with {z}, {x}, {y} and optionally {style}, {labels}, {terrain}, {s}; the
   * site's own maps service by default. Tiles from another origin wait for consent under a
   * restrictive cookie policy.
   */
  'tile-url'?: SqMapProps['tileUrl'];
}

/**
 * `<sq-map>`: A map of one place with its marker and address; static picture and address without JavaScript.
 *
 * The map block: the place of the block's JSON (its `data-block-json` attribute) on a map of
 * tiles from the site's own maps service, in one of six styles (Original, Grayscale (default),
 * Satellite, MinimalLight, MinimalDark, MinimalBlue, by name or code 1–6), with its 48 × 64 marker
 * as a button named by the address title that opens the maps service in a new window. The map is
 * a focusable region: arrow keys pan, `+` and `−` (and the Zoom in / Zoom out buttons) zoom. The
 * mouse wheel scrolls the page unless Ctrl or ⌘ is held; on touch one finger scrolls the page,
 * two fingers pan and pinching zooms. Without JavaScript, with bad data, before consent to a
 * third-party tile service, or when loading fails (after 30 seconds, with 'Unable to load. Try
 * again.' and a retry) the children show: the static picture of the centre and the address, which
 * are also the map's accessible equivalent.
 */
export interface SqMapElement extends HTMLElement, SqElementBase, SqMapProps {
  addEventListener<K extends keyof (SqMapEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqMapElement, event: (SqMapEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqMapEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqMapElement, event: (SqMapEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-marquee>`, by name. */
export interface SqMarqueeEventMap {}

/** The properties of `<sq-marquee>`; each also has an attribute, named in kebab-case. */
export interface SqMarqueeProps {
  /** Waves per content width when wave-intensity is above 0 (1). Attribute: `wave-frequency`. */
  waveFrequency: number | undefined;
  /** How far items bob up and down as they move, in px (0: a straight row). Attribute: `wave-intensity`. */
  waveIntensity: number | undefined;
  /** Which way the row moves: left (default; also -1) or right (also 1). Attribute: `animation-direction`. */
  animationDirection: 'left' | 'right' | undefined;
  /** Speed: 1 (default) is 50 px a second; from 0.1 to 20. Attribute: `animation-speed`. */
  animationSpeed: number | undefined;
  /** The row holds while the pointer is over it. Attribute: `paused-on-hover`. */
  pausedOnHover: boolean;
}

/** What markup and frameworks may set on `<sq-marquee>`: its properties and the attributes named apart from them. */
export interface SqMarqueeAttributes {
  /** Waves per content width when wave-intensity is above 0 (1). */
  waveFrequency?: SqMarqueeProps['waveFrequency'];
  /** How far items bob up and down as they move, in px (0: a straight row). */
  waveIntensity?: SqMarqueeProps['waveIntensity'];
  /** Which way the row moves: left (default; also -1) or right (also 1). */
  animationDirection?: SqMarqueeProps['animationDirection'];
  /** Speed: 1 (default) is 50 px a second; from 0.1 to 20. */
  animationSpeed?: SqMarqueeProps['animationSpeed'];
  /** The row holds while the pointer is over it. */
  pausedOnHover?: SqMarqueeProps['pausedOnHover'];
  /** Waves per content width when wave-intensity is above 0 (1). */
  'wave-frequency'?: SqMarqueeProps['waveFrequency'];
  /** How far items bob up and down as they move, in px (0: a straight row). */
  'wave-intensity'?: SqMarqueeProps['waveIntensity'];
  /** Which way the row moves: left (default; also -1) or right (also 1). */
  'animation-direction'?: SqMarqueeProps['animationDirection'];
  /** Speed: 1 (default) is 50 px a second; from 0.1 to 20. */
  'animation-speed'?: SqMarqueeProps['animationSpeed'];
  /** The row holds while the pointer is over it. */
  'paused-on-hover'?: SqMarqueeProps['pausedOnHover'];
}

/**
 * `<sq-marquee>`: Scrolling row of content, with a stop control, still under reduced motion.
 *
 * A row of content (text, links, logos) that scrolls sideways without end. The content is the
 * element's children, which the page shows without JavaScript wrapped, all in view; the element
 * lays them out in one row, adds copies after it (hidden from assistive technology and inert) so the row joins
 * up, and moves it with a transform. It moves only while on screen and holds while keyboard focus
 * is in it; a control over its end stops and starts it. Under reduced motion, or narrower than 50
 * px, it stays still and the content wraps.
 */
export interface SqMarqueeElement extends HTMLElement, SqElementBase, SqMarqueeProps {
  addEventListener<K extends keyof (SqMarqueeEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqMarqueeElement, event: (SqMarqueeEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqMarqueeEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqMarqueeElement, event: (SqMarqueeEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-member-area>`, by name. */
export interface SqMemberAreaEventMap {}

/** The properties of `<sq-member-area>`; each also has an attribute, named in kebab-case. */
export interface SqMemberAreaProps {
  /** Set by the server when a member is signed in: the children are the account and the sign-out form. Attribute: `signed-in`. */
  signedIn: boolean;
}

/** What markup and frameworks may set on `<sq-member-area>`: its properties and the attributes named apart from them. */
export interface SqMemberAreaAttributes {
  /** Set by the server when a member is signed in: the children are the account and the sign-out form. */
  signedIn?: SqMemberAreaProps['signedIn'];
  /** Set by the server when a member is signed in: the children are the account and the sign-out form. */
  'signed-in'?: SqMemberAreaProps['signedIn'];
}

/**
 * `<sq-member-area>`: Site-member sign-in and sign-out; plain POST forms without JavaScript.
 *
 * The member area: site members sign in and out. Its children are plain POST forms, which work
 * without JavaScript: signed out, `<form data-member="sign-in">` with `email`, `password` and
 * `rememberMe` fields (and a link to join); signed in, who is signed in (the password shown as a
 * fixed placeholder, never its length) and `<form data-member="sign-out">`. Upgraded, the forms
 * go through `POST` and `DELETE /api/site-users/account/session`: the session's xsrfToken is kept
 * for the sign-out call, whose crumbFail answer is retried once; on success the page loads again
 * as the member now sees it. A failed sign-in shows 'The email address or password is incorrect.'
 * in the form's alert (`.member-error`), marks the fields invalid and moves focus to the email field.
 */
export interface SqMemberAreaElement extends HTMLElement, SqElementBase, SqMemberAreaProps {
  addEventListener<K extends keyof (SqMemberAreaEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqMemberAreaElement, event: (SqMemberAreaEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqMemberAreaEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqMemberAreaElement, event: (SqMemberAreaEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-menu>`, by name. */
export interface SqMenuEventMap {}

/** The properties of `<sq-menu>`; each also has an attribute, named in kebab-case. */
export interface SqMenuProps {
  /** The tab list's accessible name; 'Menu sections' by default. Attribute: `label`. */
  label: string | undefined;
}

/** What markup and frameworks may set on `<sq-menu>`: its properties and the attributes named apart from them. */
export interface SqMenuAttributes {
  /** The tab list's accessible name; 'Menu sections' by default. */
  label?: SqMenuProps['label'];
}

/**
 * `<sq-menu>`: Menu sections behind tabs.
 *
 * The menu block with tabs: each child is a section (a café menu's drinks, food, cakes) headed by
 * a heading. The element puts a tab list before them, one tab per section named by its heading,
 * and shows one section at a time, after the WAI-ARIA APG tabs pattern with manual activation:
 * Left and Right move between the tabs and wrap, Home and End go to the first and the last, Enter
 * or Space select. Without JavaScript every section shows, in order.
 */
export interface SqMenuElement extends HTMLElement, SqElementBase, SqMenuProps {
  addEventListener<K extends keyof (SqMenuEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqMenuElement, event: (SqMenuEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqMenuEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqMenuElement, event: (SqMenuEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-mobile-info-bar>`, by name. */
export interface SqMobileInfoBarEventMap {}

/** The properties of `<sq-mobile-info-bar>`; each also has an attribute, named in kebab-case. */
export interface SqMobileInfoBarProps {
  /** Mobile information bar settings (`isEnabled`, `phone`, `email`, `address`, `hours`); the site context's `websiteSettings.mobileInfoBarSettings` by default. Attribute: `settings`. */
  settings: { isEnabled?: boolean; phone?: string; email?: string; address?: string; hours?: string } | undefined;
}

/** What markup and frameworks may set on `<sq-mobile-info-bar>`: its properties and the attributes named apart from them. */
export interface SqMobileInfoBarAttributes {
  /** Mobile information bar settings (`isEnabled`, `phone`, `email`, `address`, `hours`); the site context's `websiteSettings.mobileInfoBarSettings` by default. */
  settings?: SqMobileInfoBarProps['settings'] | string;
}

/**
 * `<sq-mobile-info-bar>`: The site's phone, email, address and hours along the bottom of narrow windows.
 *
 * The mobile information bar: the site's contact details from
 * `websiteSettings.mobileInfoBarSettings` (`{ isEnabled, phone?, email?, address?, hours? }`),
 * fixed along the bottom of the window at widths up to 1024 px; it follows the width media query,
 * so it appears and disappears as the window is resized. The phone number is a tel: link and the
 * email a mailto: link when they make valid ones; everything is plain text. It shows nothing
 * unless `isEnabled` is true; settings of the wrong shape log one console error and show nothing.
 * The overlays manager `<sq-site>` loads inserts one when the setting is on. While it shows, its
 * height is reserved at the end of the page, so the page's last content scrolls clear of it.
 */
export interface SqMobileInfoBarElement extends HTMLElement, SqElementBase, SqMobileInfoBarProps {
  addEventListener<K extends keyof (SqMobileInfoBarEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqMobileInfoBarElement, event: (SqMobileInfoBarEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqMobileInfoBarEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqMobileInfoBarElement, event: (SqMobileInfoBarEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-newsletter>`, by name. */
export interface SqNewsletterEventMap {
  /** The sign-up was saved. */
  'sq-newsletter-subscribe': CustomEvent<{ formId: string; values: Record<string, string | string[] | Record<string, string>> }>;
  /** The sign-up was saved. */
  'sq-form-success': CustomEvent<{ formId: string; values: Record<string, string | string[] | Record<string, string>> }>;
  /** Validation or the submission failed. */
  'sq-form-error': CustomEvent<{ formId: string; status: number; message: string; fieldErrors: Record<string, string> }>;
}

/** The properties of `<sq-newsletter>`; each also has an attribute, named in kebab-case. */
export interface SqNewsletterProps {
  /** The form definition as JSON, as for `<sq-form>`. Attribute: `definition`. */
  definition:
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
          country?: string;
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
    | undefined;
  /** The form's id, sent as formId; also finds the definition in the site context. Attribute: `form-id`. */
  formId: string | undefined;
  /** The collection the block is on, sent as collectionId. Attribute: `collection-id`. */
  collectionId: string | undefined;
  /** The name of the block, sent as objectName. Attribute: `object-name`. */
  objectName: string | undefined;
  /** The block is in an overlay (popup), sent as isOverlayForm. Attribute: `overlay`. */
  overlay: boolean;
  /** The API base URL for this block's calls. Attribute: `api-base`. */
  apiBase: string | undefined;
  /** The captcha site key, for a form with `captcha: true`; the site context's captchaSettings.siteKey by default. Attribute: `captcha-site-key`. */
  captchaSiteKey: string | undefined;
  /** The captcha provider's script URL (a same-origin stand-in under a strict CSP, or in tests). Attribute: `captcha-src`. */
  captchaSrc: string | undefined;
}

/** What markup and frameworks may set on `<sq-newsletter>`: its properties and the attributes named apart from them. */
export interface SqNewsletterAttributes {
  /** The form definition as JSON, as for `<sq-form>`. */
  definition?: SqNewsletterProps['definition'] | string;
  /** The form's id, sent as formId; also finds the definition in the site context. */
  formId?: SqNewsletterProps['formId'];
  /** The collection the block is on, sent as collectionId. */
  collectionId?: SqNewsletterProps['collectionId'];
  /** The name of the block, sent as objectName. */
  objectName?: SqNewsletterProps['objectName'];
  /** The block is in an overlay (popup), sent as isOverlayForm. */
  overlay?: SqNewsletterProps['overlay'];
  /** The API base URL for this block's calls. */
  apiBase?: SqNewsletterProps['apiBase'];
  /** The captcha site key, for a form with `captcha: true`; the site context's captchaSettings.siteKey by default. */
  captchaSiteKey?: SqNewsletterProps['captchaSiteKey'];
  /** The captcha provider's script URL (a same-origin stand-in under a strict CSP, or in tests). */
  captchaSrc?: SqNewsletterProps['captchaSrc'];
  /** The form's id, sent as formId; also finds the definition in the site context. */
  'form-id'?: SqNewsletterProps['formId'];
  /** The collection the block is on, sent as collectionId. */
  'collection-id'?: SqNewsletterProps['collectionId'];
  /** The name of the block, sent as objectName. */
  'object-name'?: SqNewsletterProps['objectName'];
  /** The API base URL for this block's calls. */
  'api-base'?: SqNewsletterProps['apiBase'];
  /** The captcha site key, for a form with `captcha: true`; the site context's captchaSettings.siteKey by default. */
  'captcha-site-key'?: SqNewsletterProps['captchaSiteKey'];
  /** The captcha provider's script URL (a same-origin stand-in under a strict CSP, or in tests). */
  'captcha-src'?: SqNewsletterProps['captchaSrc'];
}

/**
 * `<sq-newsletter>`: Newsletter sign-up form.
 *
 * A newsletter block: an `<sq-form>` (same definition, attributes, messages and calls) that fires
 * `sq-newsletter-subscribe` after a saved sign-up. Its fields sit in a row, stacked when the
 * element is narrower than 320 px.
 */
export interface SqNewsletterElement extends HTMLElement, SqElementBase, SqNewsletterProps {
  addEventListener<K extends keyof (SqNewsletterEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqNewsletterElement, event: (SqNewsletterEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqNewsletterEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqNewsletterElement, event: (SqNewsletterEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-popup-overlay>`, by name. */
export interface SqPopupOverlayEventMap {}

/** The properties of `<sq-popup-overlay>`; each also has an attribute, named in kebab-case. */
export interface SqPopupOverlayProps {
  /** Popup overlay settings (`isEnabled`, `disabledOnMobile`, `style`, `frequency` in days, `version`, `title`, `message`, `buttonText`, `buttonUrl`); the site context's `websiteSettings.popupOverlaySettings` by default. Attribute: `settings`. */
  settings:
    | {
        isEnabled?: boolean;
        disabledOnMobile?: boolean;
        style?: object;
        frequency?: number;
        version?: number;
        title?: object;
        message?: object;
        buttonText?: object;
        buttonUrl?: object;
      }
    | undefined;
  /** The overlay's accessible name; 'Popup' by default. Attribute: `label`. */
  label: string | undefined;
}

/** What markup and frameworks may set on `<sq-popup-overlay>`: its properties and the attributes named apart from them. */
export interface SqPopupOverlayAttributes {
  /** Popup overlay settings (`isEnabled`, `disabledOnMobile`, `style`, `frequency` in days, `version`, `title`, `message`, `buttonText`, `buttonUrl`); the site context's `websiteSettings.popupOverlaySettings` by default. */
  settings?: SqPopupOverlayProps['settings'] | string;
  /** The overlay's accessible name; 'Popup' by default. */
  label?: SqPopupOverlayProps['label'];
}

/**
 * `<sq-popup-overlay>`: The site's popup overlay, shown by its display rules.
 *
 * The site's popup overlay: the heading, message and button of its settings (`title`, `message`,
 * `buttonText` with `buttonUrl`, a link checked like any site link), then its light-DOM content,
 * shown in a modal over the page when the rules allow — enabled, with a style, not disabled on mobile (up to 432 px), not on a not-found,
 * splash or lock-screen page, not in screenshot mode (`?screenshot`), and not closed within the
 * last `frequency` days (-1: never again) nor submitted, unless `version` went up. With nothing to say (no
 * content from its settings, none of its own) it stays hidden. `style` `dark` draws it light on
 * dark. Closing (the close button or Escape), following its button and a form inside succeeding
 * (`sq-form-success`) are remembered in local storage under `sq-popup-overlay` (`date-closed`, `version`, `submitted`).
 */
export interface SqPopupOverlayElement extends HTMLElement, SqElementBase, SqPopupOverlayProps {
  addEventListener<K extends keyof (SqPopupOverlayEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqPopupOverlayElement, event: (SqPopupOverlayEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqPopupOverlayEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqPopupOverlayElement, event: (SqPopupOverlayEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-pricing-toggle>`, by name. */
export interface SqPricingToggleEventMap {
  /** The visitor switched; detail: the period now shown. */
  'sq-pricing-change': CustomEvent<{ value: 'monthly' | 'annual' }>;
}

/** The properties of `<sq-pricing-toggle>`; each also has an attribute, named in kebab-case. */
export interface SqPricingToggleProps {
  /** The period shown: `monthly` (default) or `annual`; other text shows monthly. Attribute: `value`. */
  value: 'monthly' | 'annual' | undefined;
  /** The group's accessible name; 'Billing period' by default. Attribute: `label`. */
  label: string | undefined;
  /** The monthly button's text; 'Monthly' by default. Attribute: `monthly-label`. */
  monthlyLabel: string | undefined;
  /** The annual button's text; 'Annual' by default. Attribute: `annual-label`. */
  annualLabel: string | undefined;
}

/** What markup and frameworks may set on `<sq-pricing-toggle>`: its properties and the attributes named apart from them. */
export interface SqPricingToggleAttributes {
  /** The period shown: `monthly` (default) or `annual`; other text shows monthly. */
  value?: SqPricingToggleProps['value'];
  /** The group's accessible name; 'Billing period' by default. */
  label?: SqPricingToggleProps['label'];
  /** The monthly button's text; 'Monthly' by default. */
  monthlyLabel?: SqPricingToggleProps['monthlyLabel'];
  /** The annual button's text; 'Annual' by default. */
  annualLabel?: SqPricingToggleProps['annualLabel'];
  /** The monthly button's text; 'Monthly' by default. */
  'monthly-label'?: SqPricingToggleProps['monthlyLabel'];
  /** The annual button's text; 'Annual' by default. */
  'annual-label'?: SqPricingToggleProps['annualLabel'];
}

/**
 * `<sq-pricing-toggle>`: Monthly / annual switch for price displays and join buttons.
 *
 * The pricing-options toggle of member-access pages: two buttons switch between the monthly
 * and the annual price displays and join buttons. Those are the element's children marked
 * `data-billing="monthly"` or `data-billing="annual"` (at any depth): the other period's are
 * `hidden`. Without JavaScript every child shows.
 */
export interface SqPricingToggleElement extends HTMLElement, SqElementBase, SqPricingToggleProps {
  addEventListener<K extends keyof (SqPricingToggleEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqPricingToggleElement, event: (SqPricingToggleEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqPricingToggleEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqPricingToggleElement, event: (SqPricingToggleEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-product>`, by name. */
export interface SqProductEventMap {}

/** The properties of `<sq-product>`; each also has an attribute, named in kebab-case. */
export interface SqProductProps {
  /** The product as JSON, with the site definition's fields (`id`, `title`, `productType`, `variants`, … and optional `images: [{ src, alt, width, height }]` and `websiteId`). Attribute: `product`. */
  product: Record<string, unknown> | undefined;
  /** Finds the product in the page's site context when no product data is given. Attribute: `product-id`. */
  productId: string | undefined;
  /** The store currency; by default the product's own `currency`, else the site's store settings' currency, else USD. Attribute: `currency`. */
  currency: string | undefined;
  /** 1 on the product's own page, where its title is the page's heading; 2 (an `h2`) otherwise. Attribute: `heading-level`. */
  headingLevel: number | undefined;
}

/** What markup and frameworks may set on `<sq-product>`: its properties and the attributes named apart from them. */
export interface SqProductAttributes {
  /** The product as JSON, with the site definition's fields (`id`, `title`, `productType`, `variants`, … and optional `images: [{ src, alt, width, height }]` and `websiteId`). */
  product?: SqProductProps['product'] | string;
  /** Finds the product in the page's site context when no product data is given. */
  productId?: SqProductProps['productId'];
  /** The store currency; by default the product's own `currency`, else the site's store settings' currency, else USD. */
  currency?: SqProductProps['currency'];
  /** 1 on the product's own page, where its title is the page's heading; 2 (an `h2`) otherwise. */
  headingLevel?: SqProductProps['headingLevel'];
  /** Finds the product in the page's site context when no product data is given. */
  'product-id'?: SqProductProps['productId'];
  /** 1 on the product's own page, where its title is the page's heading; 2 (an `h2`) otherwise. */
  'heading-level'?: SqProductProps['headingLevel'];
}

/**
 * `<sq-product>`: A product with its price, variants and add to cart.
 *
 * One product: its images, title, price (the sale price with the original struck
 * through; 'from' the lowest price when prices vary), sold-out and on-sale badges, a select per
 * option that sets the variant (and with it the price, stock and SKU), quantity, subscription
 * wording, and add to cart through the shared `$cart` store. A gift card has no quantity and no add
 * to cart: 'Buy gift card' goes to the gift card checkout with the site's website id (else the
 * product's `websiteId`; with neither the button is disabled and one console warning says why), the
 * product id and the chosen variant's SKU. The product comes from the `product` property or
 * attribute, a `<script type="application/json">` child, or the page's site context by
 * `product-id`, in that order. Bad data never throws: a product of the wrong shape (the reference
 * server's own product shape check), with no variants or of an unknown type shows the light-DOM
 * content (or a short notice), a price out of range or an unknown
 * currency shows 'Price unavailable', negative stock counts as none; each logs one console warning.
 */
export interface SqProductElement extends HTMLElement, SqElementBase, SqProductProps {
  addEventListener<K extends keyof (SqProductEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqProductElement, event: (SqProductEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqProductEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqProductElement, event: (SqProductEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-products>`, by name. */
export interface SqProductsEventMap {}

/** The properties of `<sq-products>`; each also has an attribute, named in kebab-case. */
export interface SqProductsProps {
  /** The products as a JSON array, each with the site definition's fields. Attribute: `products`. */
  products: Record<string, unknown>[] | undefined;
  /** With no products given, shows the site context's products of this collection. Attribute: `collection-id`. */
  collectionId: string | undefined;
  /** The store currency; by default each product's own `currency`, else the site's store settings' currency, else USD. Attribute: `currency`. */
  currency: string | undefined;
  /** Each product gets a Quick view button that opens it in a dialog. Attribute: `quick-view`. */
  quickView: boolean;
}

/** What markup and frameworks may set on `<sq-products>`: its properties and the attributes named apart from them. */
export interface SqProductsAttributes {
  /** The products as a JSON array, each with the site definition's fields. */
  products?: SqProductsProps['products'] | string;
  /** With no products given, shows the site context's products of this collection. */
  collectionId?: SqProductsProps['collectionId'];
  /** The store currency; by default each product's own `currency`, else the site's store settings' currency, else USD. */
  currency?: SqProductsProps['currency'];
  /** Each product gets a Quick view button that opens it in a dialog. */
  quickView?: SqProductsProps['quickView'];
  /** With no products given, shows the site context's products of this collection. */
  'collection-id'?: SqProductsProps['collectionId'];
  /** Each product gets a Quick view button that opens it in a dialog. */
  'quick-view'?: SqProductsProps['quickView'];
}

/**
 * `<sq-products>`: A list of products with their prices.
 *
 * A product list (at most 200 products): each product's first image, its title linking to
 * its page (`fullUrl`), its price by the same rules as `<sq-product>` ('from' the lowest price
 * when prices vary; the sale price with the original struck through) and its sold-out or on-sale
 * badge, and 'Scheduled' for a product not yet published. Products come from the `products` property or attribute, a `<script type="application/json">`
 * child, or the page's site context (of `collection-id` when set). Products that cannot be shown,
 * or whose data has the wrong shape (the reference server's own product shape check), are left
 * out with a console warning each; the others are listed. With `quick-view`, each product has a
 * Quick view button that opens it in a modal dialog: `<sq-product>` with its images, options and
 * add to cart, and a link to its page. Tab and Shift+Tab stay inside it; Escape, the Close button
 * or a click outside close it, and focus goes back to the button. Each quick view is recorded
 * (`POST /api/census/RecordQuickView/{id}`) only where the visitor's consent allows tracking.
 */
export interface SqProductsElement extends HTMLElement, SqElementBase, SqProductsProps {
  addEventListener<K extends keyof (SqProductsEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqProductsElement, event: (SqProductsEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqProductsEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqProductsElement, event: (SqProductsEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-relative-time>`, by name. */
export interface SqRelativeTimeEventMap {}

/** The properties of `<sq-relative-time>`; each also has an attribute, named in kebab-case. */
export interface SqRelativeTimeProps {
  /** The date, as ISO 8601 (`2026-11-27T08:00:00Z`); by default the `datetime` of the `<time>` child. Attribute: `datetime`. */
  datetime: string | undefined;
}

/** What markup and frameworks may set on `<sq-relative-time>`: its properties and the attributes named apart from them. */
export interface SqRelativeTimeAttributes {
  /** The date, as ISO 8601 (`2026-11-27T08:00:00Z`); by default the `datetime` of the `<time>` child. */
  datetime?: SqRelativeTimeProps['datetime'];
}

/**
 * `<sq-relative-time>`: How long ago a date was, kept up to date.
 *
 * Relative time ('time since'): how long ago a date was, as light-DOM text ('just now', '30
 * seconds ago', '5 minutes ago', '3 days ago'), written into the element's `<time>` child when it
 * has one. Every relative time on the page is refreshed by one shared 5000 ms clock, which stops
 * while the tab is hidden. A date that cannot be read logs a warning and leaves the page's text.
 */
export interface SqRelativeTimeElement extends HTMLElement, SqElementBase, SqRelativeTimeProps {
  addEventListener<K extends keyof (SqRelativeTimeEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqRelativeTimeElement, event: (SqRelativeTimeEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqRelativeTimeEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqRelativeTimeElement, event: (SqRelativeTimeEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-reservation>`, by name. */
export interface SqReservationEventMap {}

/** The properties of `<sq-reservation>`; each also has an attribute, named in kebab-case. */
export interface SqReservationProps {
  /** The provider's script: a path on the site (a provider the site serves itself), https, or http on a loopback host. Another value logs one error and keeps the booking link. Attribute: `script-url`. */
  scriptUrl: string | undefined;
  /** The business slug a table-booking provider's `load` is called with: letters, digits, `-` or `_`. Without it the script only loads. Attribute: `slug`. */
  slug: string | undefined;
}

/** What markup and frameworks may set on `<sq-reservation>`: its properties and the attributes named apart from them. */
export interface SqReservationAttributes {
  /** The provider's script: a path on the site (a provider the site serves itself), https, or http on a loopback host. Another value logs one error and keeps the booking link. */
  scriptUrl?: SqReservationProps['scriptUrl'];
  /** The business slug a table-booking provider's `load` is called with: letters, digits, `-` or `_`. Without it the script only loads. */
  slug?: SqReservationProps['slug'];
  /** The provider's script: a path on the site (a provider the site serves itself), https, or http on a loopback host. Another value logs one error and keeps the booking link. */
  'script-url'?: SqReservationProps['scriptUrl'];
}

/**
 * `<sq-reservation>`: Books a table through a provider's script, with a booking link until it has loaded.
 *
 * The reservation and table-booking block. Its light DOM is the way to book without the
 * provider's widget (a "Book a table" link, a phone number): shown before and without
 * JavaScript, and kept until the widget has loaded. The provider's script loads through the
 * consent-aware loader: under a restrictive cookie policy nothing is requested before the visitor
 * accepts cookies, and the block says so. While it loads the block is busy with a status text;
 * a script that fails or times out leaves the booking link, with one console error. A
 * reservation loads its script by URL; a table booking (with `slug`) then calls the provider's
 * `SqTableBooking.load(slug, container)`, the container being the element's `slot="widget"`
 * child. A logged-in account sees an alert titled 'Preview Only' asking to log out to use the
 * block, and nothing is loaded. Column mode at widths of 750 or less, the wide theme over 850.
 */
export interface SqReservationElement extends HTMLElement, SqElementBase, SqReservationProps {
  addEventListener<K extends keyof (SqReservationEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqReservationElement, event: (SqReservationEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqReservationEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqReservationElement, event: (SqReservationEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-reviews-request>`, by name. */
export interface SqReviewsRequestEventMap {}

/** The properties of `<sq-reviews-request>`; each also has an attribute, named in kebab-case. */
export interface SqReviewsRequestProps {
  /** The review request's token, from the link the buyer followed. Attribute: `token`. */
  token: string | undefined;
}

/** What markup and frameworks may set on `<sq-reviews-request>`: its properties and the attributes named apart from them. */
export interface SqReviewsRequestAttributes {
  /** The review request's token, from the link the buyer followed. */
  token?: SqReviewsRequestProps['token'];
}

/**
 * `<sq-reviews-request>`: Rate the products of a purchase through a review request link.
 *
 * The review screen of a review request link (Rate your purchase, Describe your experience):
 * reads the products still to review for `token` from `GET /api/commerce/reviews/request`, and
 * shows one at a time with a required star rating ('Rating (required).', 'Please select a star
 * rating.') and a text, sent to `POST /api/commerce/reviews`. It shows 'Thanks for your feedback'
 * after each review, 'You have already reviewed this purchase', 'Your review request has
 * expired', 'There are no products to review', or 'Try submitting your review again' after a
 * failed send. Its view is a chunk of its own, fetched when the element renders.
 */
export interface SqReviewsRequestElement extends HTMLElement, SqElementBase, SqReviewsRequestProps {
  addEventListener<K extends keyof (SqReviewsRequestEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqReviewsRequestElement, event: (SqReviewsRequestEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqReviewsRequestEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqReviewsRequestElement, event: (SqReviewsRequestEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-scaled-text>`, by name. */
export interface SqScaledTextEventMap {}

/** The properties of `<sq-scaled-text>`; each also has an attribute, named in kebab-case. */
export interface SqScaledTextProps {
  /** The largest font size in px, when smaller than the text's own size (it only ever shrinks); the text's own size by default. Attribute: `max`. */
  max: number | undefined;
}

/** What markup and frameworks may set on `<sq-scaled-text>`: its properties and the attributes named apart from them. */
export interface SqScaledTextAttributes {
  /** The largest font size in px, when smaller than the text's own size (it only ever shrinks); the text's own size by default. */
  max?: SqScaledTextProps['max'];
}

/**
 * `<sq-scaled-text>`: Text that shrinks to fit its width on one line, down to 11 px.
 *
 * Scaled text: its light-DOM text (a heading, usually) shrinks to fit its width on one line. A
 * binary search finds the largest font size from the text's own size (or a smaller `max`) down to 11 px;
 * where even 11 px does not fit, the text wraps at 11 px. It runs again 100 ms after the width last
 * changed and after fonts load; in between, the size follows the width in container units. The
 * element keeps the height the page drew the text at, so nothing below it moves. Without scripts
 * the text shows at the page's size and wraps.
 */
export interface SqScaledTextElement extends HTMLElement, SqElementBase, SqScaledTextProps {
  addEventListener<K extends keyof (SqScaledTextEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqScaledTextElement, event: (SqScaledTextEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqScaledTextEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqScaledTextElement, event: (SqScaledTextEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-search>`, by name. */
export interface SqSearchEventMap {}

/** The properties of `<sq-search>`; each also has an attribute, named in kebab-case. */
export interface SqSearchProps {
  /** Set on the search page's box: the query in its input was searched, and is recorded once as a site search (under the consent rules). Attribute: `searched`. */
  searched: boolean;
}

/** What markup and frameworks may set on `<sq-search>`: its properties and the attributes named apart from them. */
export interface SqSearchAttributes {
  /** Set on the search page's box: the query in its input was searched, and is recorded once as a site search (under the consent rules). */
  searched?: SqSearchProps['searched'];
}

/**
 * `<sq-search>`: Search box with a results preview; a plain GET form to /search without JavaScript.
 *
 * The site search box. Its children are a plain `<form role="search" action="/search" method="get">`
 * with an `<input name="q">`, which searches without JavaScript. Upgraded, the input becomes a
 * combobox (WAI-ARIA APG, list autocomplete): after a short pause in typing a preview lists the
 * best results with their matches marked; Down and Up move the active result, Enter opens it (or,
 * with none active, submits the form to the search page), Escape closes the preview. The result
 * count, 'No results found' or 'Unable to load results' are announced politely. The preview's
 * code is a separate chunk, loaded on the first focus or input; its listbox sits in the light DOM
 * beside the input (styled by sq-elements.css) so the input's ARIA references reach it.
 */
export interface SqSearchElement extends HTMLElement, SqElementBase, SqSearchProps {
  addEventListener<K extends keyof (SqSearchEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqSearchElement, event: (SqSearchEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqSearchEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqSearchElement, event: (SqSearchEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-shape>`, by name. */
export interface SqShapeEventMap {}

/** The properties of `<sq-shape>`; each also has an attribute, named in kebab-case. */
export interface SqShapeProps {
  /** rectangle, rounded, ellipse, triangle, diamond, hexagon, star or arrow. Attribute: `shape`. */
  shape: string | undefined;
  /** Width of the shape in px (1 to 4000); 200 by default. Attribute: `width`. */
  width: number | undefined;
  /** Height of the shape in px (1 to 4000); the width by default. Attribute: `height`. */
  height: number | undefined;
  /** Fill colour: #hex, rgb(), hsl() or a colour name; the text colour by default. Attribute: `color`. */
  color: string | undefined;
  /** What the shape shows, for a shape that means something; without it the shape is decorative. Attribute: `label`. */
  label: string | undefined;
}

/** What markup and frameworks may set on `<sq-shape>`: its properties and the attributes named apart from them. */
export interface SqShapeAttributes {
  /** rectangle, rounded, ellipse, triangle, diamond, hexagon, star or arrow. */
  shape?: SqShapeProps['shape'];
  /** Width of the shape in px (1 to 4000); 200 by default. */
  width?: SqShapeProps['width'];
  /** Height of the shape in px (1 to 4000); the width by default. */
  height?: SqShapeProps['height'];
  /** Fill colour: #hex, rgb(), hsl() or a colour name; the text colour by default. */
  color?: SqShapeProps['color'];
  /** What the shape shows, for a shape that means something; without it the shape is decorative. */
  label?: SqShapeProps['label'];
}

/**
 * `<sq-shape>`: A decorative or labelled SVG shape: rectangle, rounded, ellipse, triangle, diamond, hexagon, star or arrow.
 *
 * The shape block: an SVG shape sized and coloured from its attributes, at its own size and never
 * wider than its column. It is decorative (hidden from assistive technology) unless it has a
 * `label`, which names it as an image. Its light DOM (the same SVG, as the server draws it) shows
 * before the element runs, and instead of it when the attributes are unusable.
 */
export interface SqShapeElement extends HTMLElement, SqElementBase, SqShapeProps {
  addEventListener<K extends keyof (SqShapeEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqShapeElement, event: (SqShapeEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqShapeEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqShapeElement, event: (SqShapeEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-share>`, by name. */
export interface SqShareEventMap {}

/** The properties of `<sq-share>`; each also has an attribute, named in kebab-case. */
export interface SqShareProps {
  /** The address to share: an http(s) URL; by default the page's canonical link, else its address. Attribute: `url`. */
  url: string | undefined;
  /** The title shared with it; by default the document's title. Attribute: `share-title`. */
  shareTitle: string | undefined;
}

/** What markup and frameworks may set on `<sq-share>`: its properties and the attributes named apart from them. */
export interface SqShareAttributes {
  /** The address to share: an http(s) URL; by default the page's canonical link, else its address. */
  url?: SqShareProps['url'];
  /** The title shared with it; by default the document's title. */
  shareTitle?: SqShareProps['shareTitle'];
  /** The title shared with it; by default the document's title. */
  'share-title'?: SqShareProps['shareTitle'];
}

/**
 * `<sq-share>`: Share links for the page, with the browser's share sheet and a copy-link button.
 *
 * The share block: a list of share links (Facebook, X, LinkedIn, Pinterest, email), there before
 * and without JavaScript, each opening in a new window. The element adds "Share…", which opens the
 * browser's share sheet where it has one (that code loads on the click), and "Copy link", with a
 * status line read out as it changes ('Link copied'). Nothing is requested from any network until
 * the visitor follows a link. An address that is not http(s) logs one console error, and the links
 * stay as they are.
 */
export interface SqShareElement extends HTMLElement, SqElementBase, SqShareProps {
  addEventListener<K extends keyof (SqShareEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqShareElement, event: (SqShareEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqShareEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqShareElement, event: (SqShareEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-site>`, by name. */
export interface SqSiteEventMap {}

/** The properties of `<sq-site>`; each also has an attribute, named in kebab-case. */
export interface SqSiteProps {
  /** The website context as JSON: `website`, `websiteSettings`, `authenticatedAccount`, `websiteRoles`, `collection`, `item`, `pageType`, `cookieSettings` …; a script child wins over it. Attribute: `context`. */
  context: Record<string, unknown> | undefined;
  /** Where the comment-count script is requested in place of the comments provider, as `{base}{shortname}/count.js` (a stand-in): a path on the site, or https (http on localhost), with no query; read when the runtime starts. Attribute: `comments-base`. */
  commentsBase: string | undefined;
}

/** What markup and frameworks may set on `<sq-site>`: its properties and the attributes named apart from them. */
export interface SqSiteAttributes {
  /** The website context as JSON: `website`, `websiteSettings`, `authenticatedAccount`, `websiteRoles`, `collection`, `item`, `pageType`, `cookieSettings` …; a script child wins over it. */
  context?: SqSiteProps['context'] | string;
  /** Where the comment-count script is requested in place of the comments provider, as `{base}{shortname}/count.js` (a stand-in): a path on the site, or https (http on localhost), with no query; read when the runtime starts. */
  commentsBase?: SqSiteProps['commentsBase'];
  /** Where the comment-count script is requested in place of the comments provider, as `{base}{shortname}/count.js` (a stand-in): a path on the site, or https (http on localhost), with no query; read when the runtime starts. */
  'comments-base'?: SqSiteProps['commentsBase'];
}

/**
 * `<sq-site>`: The page's website context, lifecycle, analytics under consent, and owner shortcuts.
 *
 * The page's site runtime; one per page. Holds the website context — from a
 * `<script type="application/json">` child, the `context` property or attribute, else the page's
 * `#sq-site-context` script — and shares it as `$site`. A malformed context logs one console error
 * and the page runs as an anonymous visitor. While on the page it runs the page lifecycle
 * (registered initialisers once, destructors when removed), shows the site's cookie banner from
 * `cookieSettings` unless the page has its own, clears the tracking cookies the policy forbids,
 * reports JavaScript errors, records the census page view and performance records when the rules
 * and the visitor's consent allow, starts session recording when its toggle, sampling flag, core
 * count and consent allow, redirects owners to the config area on the page's own address, reports
 * the pointer to the back-end editor for signed-in accounts, mirrors editor events to the
 * `sq-editor` BroadcastChannel for admins, answers the Escape and Shift+Escape shortcuts, and shows
 * 'Logout Successful' after a logout. With `commentsEnabled` and a `disqusShortname` it requests the
 * provider's comment-count script (after consent under a restrictive policy) and fills the links
 * that ask for counts; with `pinterestOverlayOptions.mode` 'blog' or 'all' it puts a Pin button
 * over content images after consent. It draws nothing itself.
 */
export interface SqSiteElement extends HTMLElement, SqElementBase, SqSiteProps {
  addEventListener<K extends keyof (SqSiteEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqSiteElement, event: (SqSiteEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqSiteEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqSiteElement, event: (SqSiteEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-site-badge>`, by name. */
export interface SqSiteBadgeEventMap {}

/** The properties of `<sq-site-badge>`; each also has an attribute, named in kebab-case. */
export interface SqSiteBadgeProps {
  /** Where the badge links to, when it passes the URL validators; https://www.npmjs.com/package/sq-elements by default. Attribute: `href`. */
  href: string | undefined;
}

/** What markup and frameworks may set on `<sq-site-badge>`: its properties and the attributes named apart from them. */
export interface SqSiteBadgeAttributes {
  /** Where the badge links to, when it passes the URL validators; https://www.npmjs.com/package/sq-elements by default. */
  href?: SqSiteBadgeProps['href'];
}

/**
 * `<sq-site-badge>`: A small link in the corner of the window naming what the site is made with.
 *
 * The site badge: a small link fixed to the bottom right corner of the window, 'Made with
 * sq-elements' by default, with its height reserved at the end of the page; on phones (up to
 * 432 px wide) it sits in the page's flow instead, where it covers nothing. The overlays manager `<sq-site>` loads inserts one unless the template
 * version is 7.1 or `websiteSettings.badgeType` is `none`. It sits under the cookie banner and
 * dialogs, and above the mobile information bar when that is shown.
 */
export interface SqSiteBadgeElement extends HTMLElement, SqElementBase, SqSiteBadgeProps {
  addEventListener<K extends keyof (SqSiteBadgeEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqSiteBadgeElement, event: (SqSiteBadgeEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqSiteBadgeEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqSiteBadgeElement, event: (SqSiteBadgeEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-summary>`, by name. */
export interface SqSummaryEventMap {}

/** The properties of `<sq-summary>`; each also has an attribute, named in kebab-case. */
export interface SqSummaryProps {
  /** The collection whose published items are listed (required). Attribute: `collection-id`. */
  collectionId: string | undefined;
  /** The block's id, sent as the widget id; `summary-<collection>` by default. Attribute: `block-id`. */
  blockId: string | undefined;
  /** `wall`, `carousel`, `list` or `grid` (default). Attribute: `design`. */
  design: string | undefined;
  /** Items per page, 1 to 30 (default 3). Attribute: `page-size`. */
  pageSize: number | undefined;
  /** Each image's height as a percentage of its width (1 to 200), or `auto` (default) for its own ratio. Attribute: `image-aspect-ratio`. */
  imageAspectRatio: string | undefined;
  /** The carousel's accessible name (the block's heading). Attribute: `label`. */
  label: string | undefined;
}

/** What markup and frameworks may set on `<sq-summary>`: its properties and the attributes named apart from them. */
export interface SqSummaryAttributes {
  /** The collection whose published items are listed (required). */
  collectionId?: SqSummaryProps['collectionId'];
  /** The block's id, sent as the widget id; `summary-<collection>` by default. */
  blockId?: SqSummaryProps['blockId'];
  /** `wall`, `carousel`, `list` or `grid` (default). */
  design?: SqSummaryProps['design'];
  /** Items per page, 1 to 30 (default 3). */
  pageSize?: SqSummaryProps['pageSize'];
  /** Each image's height as a percentage of its width (1 to 200), or `auto` (default) for its own ratio. */
  imageAspectRatio?: SqSummaryProps['imageAspectRatio'];
  /** The carousel's accessible name (the block's heading). */
  label?: SqSummaryProps['label'];
  /** The collection whose published items are listed (required). */
  'collection-id'?: SqSummaryProps['collectionId'];
  /** The block's id, sent as the widget id; `summary-<collection>` by default. */
  'block-id'?: SqSummaryProps['blockId'];
  /** Items per page, 1 to 30 (default 3). */
  'page-size'?: SqSummaryProps['pageSize'];
  /** Each image's height as a percentage of its width (1 to 200), or `auto` (default) for its own ratio. */
  'image-aspect-ratio'?: SqSummaryProps['imageAspectRatio'];
}

/**
 * `<sq-summary>`: A collection's items as a wall, carousel, list or grid, a page at a time.
 *
 * A summary of a collection's items (a blog's latest posts) as a wall, carousel, list or grid.
 * Its content is the server-rendered first page: a `<ul class="summary-items">` of
 * `<li class="summary-item">` cards (`<div>`s in a carousel, whose items are slides), shown before
 * and without JavaScript and kept as the content after upgrade, so the first paint makes no
 * request. 'Load more' (or the carousel's next button at its end) sends the list's
 * `data-next-cursor` to GetWidgetRendering, which answers the whole list through the next page, and
 * puts that in place of the list: each item once, in the server's order, the items already shown
 * kept as they are. Focus moves to the first item beyond them; the button goes when no page follows.
 * Without a server-rendered list it asks for the first page. Without a usable `collection-id`
 * the content shows as it is, and a bad setting falls back to its default; either logs one message.
 *
 * The call is `POST /api/widget/GetWidgetRendering` with the form fields `widgetJSON`
 * (`{ type: 'summary', id, value: { design, pageSize, imageAspectRatio } }`), `collectionId`, and
 * `cursor` for 'Load more'; the answer's `html` is a list of the same markup. It is inserted
 * through an allow-list (the list's tags, their summary classes, checked links and image sources,
 * text as text): no script, handler or style in an answer ever runs. The server lists only
 * published items, newest first, through an opaque keyset cursor and one page beyond, so the list
 * never repeats or skips an item when posts are added meanwhile.
 *
 * The designs are laid out by sq-elements.css, the same before and after the element upgrades:
 * grid (equal columns, images at `image-aspect-ratio`), wall (masonry-like columns), list (image
 * beside text) and carousel (slides as named groups, previous and next buttons, no autoplay).
 * Three columns, two below 724 px and one below 480 px of the element's width.
 */
export interface SqSummaryElement extends HTMLElement, SqElementBase, SqSummaryProps {
  addEventListener<K extends keyof (SqSummaryEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqSummaryElement, event: (SqSummaryEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqSummaryEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqSummaryElement, event: (SqSummaryEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-tooltip>`, by name. */
export interface SqTooltipEventMap {}

/** The properties of `<sq-tooltip>`; each also has an attribute, named in kebab-case. */
export interface SqTooltipProps {
  /** The tooltip text, drawn as text. Attribute: `content`. */
  content: string | undefined;
  /** How long the pointer rests on the trigger before the tooltip shows, in ms. Attribute: `show-delay`. */
  showDelay: number;
}

/** What markup and frameworks may set on `<sq-tooltip>`: its properties and the attributes named apart from them. */
export interface SqTooltipAttributes {
  /** The tooltip text, drawn as text. */
  content?: SqTooltipProps['content'];
  /** How long the pointer rests on the trigger before the tooltip shows, in ms. */
  showDelay?: SqTooltipProps['showDelay'];
  /** How long the pointer rests on the trigger before the tooltip shows, in ms. */
  'show-delay'?: SqTooltipProps['showDelay'];
}

/**
 * `<sq-tooltip>`: A tooltip shown on hover after a pause, or on focus; Escape hides it.
 *
 * A tooltip for the element it wraps. It shows after the pointer rests on the trigger
 * for 1200 ms, 15 px from the pointer and 20 px inside the viewport's edges, 250 px wide; and at
 * once when the trigger takes focus. Leaving, blurring or Escape hides it. The trigger is
 * described by the text (`aria-describedby`), which stays in light DOM: a `slot="content"` child,
 * or one made from the `content` attribute, as text.
 */
export interface SqTooltipElement extends HTMLElement, SqElementBase, SqTooltipProps {
  addEventListener<K extends keyof (SqTooltipEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqTooltipElement, event: (SqTooltipEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqTooltipEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqTooltipElement, event: (SqTooltipEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-tour-dates>`, by name. */
export interface SqTourDatesEventMap {}

/** The properties of `<sq-tour-dates>`; each also has an attribute, named in kebab-case. */
export interface SqTourDatesProps {
  /** The site's IANA time zone (`Europe/London`): which dates have passed is its today's. UTC by default. Attribute: `time-zone`. */
  timeZone: string | undefined;
}

/** What markup and frameworks may set on `<sq-tour-dates>`: its properties and the attributes named apart from them. */
export interface SqTourDatesAttributes {
  /** The site's IANA time zone (`Europe/London`): which dates have passed is its today's. UTC by default. */
  timeZone?: SqTourDatesProps['timeZone'];
  /** The site's IANA time zone (`Europe/London`): which dates have passed is its today's. UTC by default. */
  'time-zone'?: SqTourDatesProps['timeZone'];
}

/**
 * `<sq-tour-dates>`: Dates, venues and ticket links.
 *
 * The tour dates block: a list of dates, each with its venue, town and a ticket link (or 'Sold
 * out'), drawn by the server from the site definition so it reads without JavaScript. The element
 * marks the dates that have passed with `data-past` on their `.sq-tour-date`, by today in
 * `time-zone`; the page dims them, and nothing moves.
 */
export interface SqTourDatesElement extends HTMLElement, SqElementBase, SqTourDatesProps {
  addEventListener<K extends keyof (SqTourDatesEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqTourDatesElement, event: (SqTourDatesEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqTourDatesEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqTourDatesElement, event: (SqTourDatesEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Events of `<sq-video>`, by name. */
export interface SqVideoEventMap {}

/** The properties of `<sq-video>`; each also has an attribute, named in kebab-case. */
export interface SqVideoProps {
  /** The video's page or player URL on YouTube, Vimeo, Wistia or Animoto. Attribute: `url`. */
  url: string | undefined;
  /** The provider's embed markup, read only for its `<iframe>` or `<object>` address when there is no `url`; never inserted. Markup with neither shows 'Invalid video embed.'. Attribute: `embed`. */
  embed: string | undefined;
  /** The provider account's type from its embed data; a Vimeo `basic` account is unsupported. Attribute: `account-type`. */
  accountType: string | undefined;
  /** The video's title: names the play button ('Play …') and the player. Defaults to the poster's alt text. Attribute: `video-title`. */
  videoTitle: string | undefined;
  /** How the poster and the player fill the box: `fill` (default, cover), `fit` (whole, letterboxed) or `none`. Attribute: `mode`. */
  mode: 'none' | 'fit' | 'fill';
  /** The video's width; with `height`, the box's aspect ratio (else the poster's, else 56.3%). Attribute: `width`. */
  width: number | undefined;
  /** The video's height; see `width`. Attribute: `height`. */
  height: number | undefined;
  /**
   * Where the player is loaded from instead of the provider's own address, such as
   * https://www.youtube-nocookie.com or a local stand-in: an https URL (http only on a loopback
   * host), no query or fragment. Pause messages go to its origin. Other values log an error and
   * are ignored. Attribute: `player-base`.
   */
  playerBase: string | undefined;
}

/** What markup and frameworks may set on `<sq-video>`: its properties and the attributes named apart from them. */
export interface SqVideoAttributes {
  /** The video's page or player URL on YouTube, Vimeo, Wistia or Animoto. */
  url?: SqVideoProps['url'];
  /** The provider's embed markup, read only for its `<iframe>` or `<object>` address when there is no `url`; never inserted. Markup with neither shows 'Invalid video embed.'. */
  embed?: SqVideoProps['embed'];
  /** The provider account's type from its embed data; a Vimeo `basic` account is unsupported. */
  accountType?: SqVideoProps['accountType'];
  /** The video's title: names the play button ('Play …') and the player. Defaults to the poster's alt text. */
  videoTitle?: SqVideoProps['videoTitle'];
  /** How the poster and the player fill the box: `fill` (default, cover), `fit` (whole, letterboxed) or `none`. */
  mode?: SqVideoProps['mode'];
  /** The video's width; with `height`, the box's aspect ratio (else the poster's, else 56.3%). */
  width?: SqVideoProps['width'];
  /** The video's height; see `width`. */
  height?: SqVideoProps['height'];
  /**
   * Where the player is loaded from instead of the provider's own address, such as
   * https://www.youtube-nocookie.com or a local stand-in: an https URL (http only on a loopback
   * host), no query or fragment. Pause messages go to its origin. Other values log an error and
   * are ignored.
   */
  playerBase?: SqVideoProps['playerBase'];
  /** The provider account's type from its embed data; a Vimeo `basic` account is unsupported. */
  'account-type'?: SqVideoProps['accountType'];
  /** The video's title: names the play button ('Play …') and the player. Defaults to the poster's alt text. */
  'video-title'?: SqVideoProps['videoTitle'];
  /**
   * Where the player is loaded from instead of the provider's own address, such as
   * https://www.youtube-nocookie.com or a local stand-in: an https URL (http only on a loopback
   * host), no query or fragment. Pause messages go to its origin. Other values log an error and
   * are ignored.
   */
  'player-base'?: SqVideoProps['playerBase'];
}

/**
 * `<sq-video>`: A video with a site-hosted poster; the provider's player loads only on play.
 *
 * The video block: the site's own poster (the `<img>` among its children, usually inside a link to
 * the video's page) with a play button named with the video's title. Nothing is asked of the
 * provider (YouTube, Vimeo, Wistia, Animoto) until the visitor plays: no player, no thumbnail, no
 * preconnect. Playing loads the provider's player and starts it; every other video on the page goes
 * back to its poster (YouTube and Vimeo paused by a message to their exact origin, Wistia and
 * Animoto players removed), as does every audio player, through the window event `sq-now-playing`
 * that any player on the page can send and follow; a census video hit is recorded where consent allows. Without
 * JavaScript the children show as they are: the poster links to the video.
 *
 * The element's own code, the poster with its play button, is about 3 KB gzip (within a budget of
 * 3,072 bytes). Everything a play needs (the player frame and its address, its size for the video
 * mode, the pause and play messages, following `sq-now-playing`) is a chunk of its own, about
 * 1.2 KB gzip (budget 1,536 bytes), fetched from the site itself, never from the provider, as soon as the
 * visitor shows the intent to play (the pointer comes over the play button, or the focus reaches
 * it), else on the play, so a click plays without a wait. If that chunk cannot load, the play button
 * stays, the console says '<sq-video>: the player could not load; play again to retry.', and the
 * next play tries again.
 */
export interface SqVideoElement extends HTMLElement, SqElementBase, SqVideoProps {
  addEventListener<K extends keyof (SqVideoEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqVideoElement, event: (SqVideoEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof (SqVideoEventMap & HTMLElementEventMap)>(
    type: K,
    listener: (this: SqVideoElement, event: (SqVideoEventMap & HTMLElementEventMap)[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Every tag the library defines, and its element. */
export interface SqElementTagNameMap {
  'sq-accordion': SqAccordionElement;
  'sq-announcement-bar': SqAnnouncementBarElement;
  'sq-audio': SqAudioElement;
  'sq-button': SqButtonElement;
  'sq-calendar': SqCalendarElement;
  'sq-cart-indicator': SqCartIndicatorElement;
  'sq-cart-page': SqCartPageElement;
  'sq-chart': SqChartElement;
  'sq-cookie-banner': SqCookieBannerElement;
  'sq-dialog': SqDialogElement;
  'sq-donation': SqDonationElement;
  'sq-embed': SqEmbedElement;
  'sq-events': SqEventsElement;
  'sq-follow-button': SqFollowButtonElement;
  'sq-form': SqFormElement;
  'sq-gallery': SqGalleryElement;
  'sq-image': SqImageElement;
  'sq-lightbox': SqLightboxElement;
  'sq-map': SqMapElement;
  'sq-marquee': SqMarqueeElement;
  'sq-member-area': SqMemberAreaElement;
  'sq-menu': SqMenuElement;
  'sq-mobile-info-bar': SqMobileInfoBarElement;
  'sq-newsletter': SqNewsletterElement;
  'sq-popup-overlay': SqPopupOverlayElement;
  'sq-pricing-toggle': SqPricingToggleElement;
  'sq-product': SqProductElement;
  'sq-products': SqProductsElement;
  'sq-relative-time': SqRelativeTimeElement;
  'sq-reservation': SqReservationElement;
  'sq-reviews-request': SqReviewsRequestElement;
  'sq-scaled-text': SqScaledTextElement;
  'sq-search': SqSearchElement;
  'sq-shape': SqShapeElement;
  'sq-share': SqShareElement;
  'sq-site': SqSiteElement;
  'sq-site-badge': SqSiteBadgeElement;
  'sq-summary': SqSummaryElement;
  'sq-tooltip': SqTooltipElement;
  'sq-tour-dates': SqTourDatesElement;
  'sq-video': SqVideoElement;
}

declare global {
  interface HTMLElementTagNameMap extends SqElementTagNameMap {}
}
