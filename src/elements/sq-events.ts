/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Events } from '../react/Events/Events.js';
import { styles } from './sq-events.styles.js';

/**
 * The events block: the site's upcoming events, each with its title, its date and time in the
 * site's time zone, its place and description, a link to its `.ics` file (which the server makes)
 * and an add-to-calendar link. The list is light DOM, drawn by the server. The element keeps each
 * `<time class="sq-event-time" datetime data-end>` in `time-zone`; an unknown zone logs 'Failed to
 * load timezone' once and the times show in UTC, named.
 *
 * @summary The site's upcoming events, with calendar links.
 * @slot - The list of events (`.sq-events-list`), each an `.sq-event` with its `<time class="sq-event-time">`.
 */
export class SqEvents extends element({
  view: Events,
  styles,
  observeLightDom: true,
  props: {
    /** The site's IANA time zone (`America/New_York`); UTC by default. */
    timeZone: prop.string(),
  },
}) {}

defineElement('sq-events', SqEvents);
