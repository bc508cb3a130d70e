/**
 * The add-to-calendar link of an event: Google Calendar's event template, which every visitor with
 * a Google account can open; the `.ics` file serves every other calendar application.
 */
import type { SiteEvent } from './event.js';
import { icsTime } from './ics.js';
import { usableUrl } from '../url/check.js';

const TEMPLATE = 'https://calendar.google.com/calendar/render';
/** Details are cut here: the whole link must stay a reasonable length. */
const MAX_DETAILS = 500;

/** The link, checked as every link the runtime writes; undefined when it does not pass. */
export function addToCalendarUrl(event: SiteEvent): string | undefined {
  const url = new URL(TEMPLATE);
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', event.title);
  url.searchParams.set('dates', `${icsTime(event.start)}/${icsTime(event.end)}`);
  url.searchParams.set('ctz', event.timeZone);
  if (event.location) url.searchParams.set('location', event.location);
  if (event.description) url.searchParams.set('details', event.description.slice(0, MAX_DETAILS));
  return usableUrl(url.href, 'link', { base: TEMPLATE });
}
