/**
 * Times of events on the wall clock of an IANA time zone (`Europe/London`), through
 * `Intl.DateTimeFormat`: no zone data of our own. An unknown zone is reported, and times then show
 * in UTC with the zone named.
 */
import { dayKey } from './month.js';

const known = new Map<string, boolean>();

/** Whether `zone` is an IANA time zone this browser (or server) knows. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return false;
  let ok = known.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(zone, ok);
  }
  return ok;
}

/** The zone to show times in: `zone` when it is known, else UTC. */
export const shownZone = (zone: unknown): string => (isTimeZone(zone) ? zone : 'UTC');

/** An instant as an ISO-8601 UTC text, or undefined when `value` is not a date. */
export function utcInstant(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return undefined;
  // Only full date-times with an offset or Z: a bare local time would mean the reader's own zone.
  if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The day (`2026-12-05`) an instant falls on in `zone` (UTC when unknown). */
export function zonedDay(instant: string | number | Date, zone: string): string {
  const shown = shownZone(zone);
  let format = partsFormats.get(shown);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: shown, year: 'numeric', month: 'numeric', day: 'numeric' });
    partsFormats.set(shown, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return dayKey(Number(parts.year), Number(parts.month), Number(parts.day));
}

/** Every day (`2026-12-05`) from the start's to the end's in `zone`; an end at midnight ends the day before. */
export function zonedDays(start: string, end: string, zone: string, limit = 62): string[] {
  const first = zonedDay(start, zone);
  const last = zonedDay(Math.max(new Date(start).getTime(), new Date(end).getTime() - 1), zone);
  const days = [first];
  for (let day = first; day < last && days.length < limit;) {
    const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
    const next = new Date(Date.UTC(year, month - 1, date + 1));
    day = dayKey(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
    days.push(day);
  }
  return days;
}

/**
 * An event's date and time as a reader sees it, in `zone` (UTC, named, when the zone is unknown):
 * 'Saturday, December 5, 2026, 10:00 AM – 4:00 PM EST', or both dates when it ends on another day.
 */
export function eventTimeText(start: string, end: string, zone: string, locale: string): string {
  const timeZone = shownZone(zone);
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  const from = new Date(start);
  const to = new Date(end);
  return to > from ? format.formatRange(from, to) : format.format(from);
}
