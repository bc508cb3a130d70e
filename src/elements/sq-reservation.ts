/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Reservation } from '../react/Reservation/Reservation.js';
import { styles } from './sq-reservation.styles.js';

/**
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
 *
 * @summary Books a table through a provider's script, with a booking link until it has loaded.
 * @slot - The booking link and details, shown until the widget has loaded.
 * @slot widget - Where the provider draws its widget; added when missing.
 * @csspart base - The block, a region named 'Reservations'; busy while the script loads.
 * @csspart notice - The row above the link: also `waiting`, `loading`, `failed`, `invalid` or `preview`.
 * @csspart fallback - Holds the booking link.
 * @csspart widget - Holds the provider's widget once loaded.
 * @cssprop --sq-reservation-notice-color - Text colour of the notice row.
 * @cssprop --sq-reservation-notice-background - Background of the notice row.
 */
export class SqReservation extends element({
  view: Reservation,
  styles,
  props: {
    /** The provider's script: a path on the site (a provider the site serves itself), https, or http on a loopback host. Another value logs one error and keeps the booking link. */
    scriptUrl: prop.string(),
    /** The business slug a table-booking provider's `load` is called with: letters, digits, `-` or `_`. Without it the script only loads. */
    slug: prop.string(),
  },
}) {}

defineElement('sq-reservation', SqReservation);
