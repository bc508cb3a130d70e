/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Calendar } from '../react/Calendar/Calendar.js';
import { styles } from './sq-calendar.styles.js';

/**
 * The calendar block: a month as a real `<table>` whose days list the site's events, after the
 * WAI-ARIA APG date grid. One day is in the tab order; the arrow keys move by day and by week, Home
 * and End to the first and last day of the week, Page Up and Page Down to the month before and
 * after (with Shift, the year), Enter follows a day's first event; the buttons above the table show
 * the month before and after. Today is marked `aria-current="date"`. The server draws the first
 * month into the light DOM, so it shows without JavaScript; the others' events come from
 * `GET /api/calendar-events?month=YYYY-MM`. An unknown time zone logs 'Failed to load timezone' once
 * and the days are UTC's.
 *
 * @summary A month of the site's events, navigable by day.
 * @slot - The month buttons (`.sq-calendar-nav`) and the month table (`table.sq-calendar-grid`), as the block template draws them.
 * @cssprop --sq-calendar-event-color - Colour of a day's event titles and of the mark of a day with events (sq-elements.css).
 * @cssprop --sq-calendar-today-background - Background of today (sq-elements.css).
 */
export class SqCalendar extends element({
  view: Calendar,
  styles,
  props: {
    /** The month shown first (`2026-12`) when the table names none; today's by default. */
    month: prop.string(),
    /** The site's IANA time zone (`America/New_York`): days and today are its own. UTC by default. */
    timeZone: prop.string(),
    /** The first day of the week: 0 Sunday (default) or 1 Monday. */
    weekStart: prop.number(),
  },
}) {}

defineElement('sq-calendar', SqCalendar);
