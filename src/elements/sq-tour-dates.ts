/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { TourDates } from '../react/TourDates/TourDates.js';
import { styles } from './sq-tour-dates.styles.js';

/**
 * The tour dates block: a list of dates, each with its venue, town and a ticket link (or 'Sold
 * out'), drawn by the server from the site definition so it reads without JavaScript. The element
 * marks the dates that have passed with `data-past` on their `.sq-tour-date`, by today in
 * `time-zone`; the page dims them, and nothing moves.
 *
 * @summary Dates, venues and ticket links.
 * @slot - The list (`.sq-tour-dates-list`), each `.sq-tour-date` with its `<time class="sq-tour-day" datetime="YYYY-MM-DD">`.
 */
export class SqTourDates extends element({
  view: TourDates,
  styles,
  observeLightDom: true,
  props: {
    /** The site's IANA time zone (`Europe/London`): which dates have passed is its today's. UTC by default. */
    timeZone: prop.string(),
  },
}) {}

defineElement('sq-tour-dates', SqTourDates);
