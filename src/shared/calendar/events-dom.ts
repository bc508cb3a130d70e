/**
 * The events block's light DOM, kept in the site's zone: each `<time datetime data-end>` of an
 * event shows its date and time in `zone` (UTC, named, when the zone is unknown). The server wrote
 * the same text, so nothing changes unless the zone or the language does.
 */
import { isTimeZone, utcInstant } from './zone.js';
import { eventTimeText } from './zone.js';

export const EVENT_TIME_SELECTOR = 'time.sq-event-time[datetime]';

/** Rewrites every event time under `host`; returns whether the zone was known. */
export function showEventTimes(host: Element, zone: string, locale: string): boolean {
  const known = isTimeZone(zone);
  for (const time of host.querySelectorAll<HTMLTimeElement>(EVENT_TIME_SELECTOR)) {
    const start = utcInstant(time.getAttribute('datetime'));
    const end = utcInstant(time.dataset.end) ?? start;
    if (!start || !end) continue;
    const text = eventTimeText(start, end, known ? zone : 'UTC', locale);
    if (time.textContent !== text) time.textContent = text;
  }
  return known;
}
