/**
 * The events block's light DOM, kept in the site's zone: each `<time datetime data-end data-zone>`
 * of an event shows its date and time in `zone` (UTC, named, when the zone is unknown). A time the
 * server wrote in that zone (`data-zone`) is left as it is.
 */
import { eventTimeText, isTimeZone, utcInstant } from './zone.js';

export const EVENT_TIME_SELECTOR = 'time.sq-event-time[datetime]';

/** Rewrites every event time under `host`; returns whether the zone was known. */
export function showEventTimes(host: Element, zone: string, locale: string): boolean {
  const known = isTimeZone(zone);
  const shown = known ? zone : 'UTC';
  for (const time of host.querySelectorAll<HTMLTimeElement>(EVENT_TIME_SELECTOR)) {
    // Written in this zone already (by the server): left as it is, as another browser's wording could change its width.
    if (time.dataset.zone === shown) continue;
    const start = utcInstant(time.getAttribute('datetime'));
    const end = utcInstant(time.dataset.end) ?? start;
    if (!start || !end) continue;
    time.textContent = eventTimeText(start, end, shown, locale);
    time.dataset.zone = shown;
  }
  return known;
}
